import LoadGenerator
import ProsceniumClient
import SeededRandom
import Testing
import WireProtocol

/// The invariant checks themselves must catch what they are for.
@Suite struct CheckerTests {
    @Test func aGapInWindowSeqIsAViolation() {
        var c = WindowSequenceChecker(observer: "test")
        for s in [1, 2, 3, 5] { c.observe(window: "w1", windowSeq: s) }
        #expect(c.violations.count == 1)
        #expect(c.violations.first?.rule == "windowSeq")
    }

    @Test func windowSeqGoingBackIsAViolation() {
        var c = WindowSequenceChecker(observer: "test")
        for s in [7, 8, 8] { c.observe(window: "w1", windowSeq: s) }
        #expect(c.violationCount == 1)
    }

    @Test func windowsAreCheckedSeparately() {
        var c = WindowSequenceChecker(observer: "test")
        for (w, s) in [("w1", 1), ("w2", 10), ("w1", 2), ("w2", 11), ("w1", 3)] { c.observe(window: w, windowSeq: s) }
        #expect(c.violations.isEmpty)
        #expect(c.eventsSeen == 5)
    }

    @Test func droppedEventsExcuseOneGapPerWindow() {
        var c = WindowSequenceChecker(observer: "test")
        c.observe(window: "w1", windowSeq: 1)
        c.eventsWereDropped()
        c.observe(window: "w1", windowSeq: 9)
        #expect(c.violations.isEmpty)
        c.observe(window: "w1", windowSeq: 12)
        #expect(c.violationCount == 1)
    }

    @Test func transitionsOfOneWindowMustNotOverlap() {
        var t = TransitionTimeline()
        #expect(t.record(window: "w1", start: 0, end: 10, what: "present") == nil)
        #expect(t.record(window: "w1", start: 10, end: 20, what: "dismiss") == nil)
        #expect(t.record(window: "w1", start: 15, end: 30, what: "push")?.rule == "transitionOverlap")
    }

    @Test func overlapBetweenWindowsIsCounted() {
        typealias S = TransitionTimeline.Span
        let apart = [S(window: "w1", start: 0, end: 10), S(window: "w2", start: 10, end: 20), S(window: "w1", start: 20, end: 30)]
        #expect(TransitionTimeline.crossWindowOverlaps(apart) == 0)
        let sameWindow = [S(window: "w1", start: 0, end: 10), S(window: "w1", start: 5, end: 20)]
        #expect(TransitionTimeline.crossWindowOverlaps(sameWindow) == 0)
        let together = [S(window: "w1", start: 0, end: 10), S(window: "w1", start: 0, end: 50), S(window: "w2", start: 40, end: 45)]
        #expect(TransitionTimeline.crossWindowOverlaps(together) == 1)
    }

    @Test func mixWeightsAndSeedsAreDeterministic() throws {
        let mix = try OperationMix(parsing: "present:3,dismiss,ping")
        #expect(mix.entries.map(\.weight) == [3, 1, 1])
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42)
        let picksA = (0..<200).map { _ in mix.pick(using: &a) }
        let picksB = (0..<200).map { _ in mix.pick(using: &b) }
        #expect(picksA == picksB)
        let presents = picksA.filter { $0 == .present }.count
        #expect(presents > 80 && presents < 160)
        #expect(throws: OperationMix.ParseError.self) { try OperationMix(parsing: "present,teleport") }
    }

    @Test func histogramsMergeExactlyThroughTheirEncoding() throws {
        var a = LatencyHistogram(), b = LatencyHistogram(), both = LatencyHistogram()
        for v in stride(from: UInt64(1_000), to: 5_000_000, by: 7_919) { a.record(nanos: v); both.record(nanos: v) }
        for v in stride(from: UInt64(500), to: 90_000_000, by: 104_729) { b.record(nanos: v); both.record(nanos: v) }
        let text = a.encoded.description
        var merged = LatencyHistogram(encoded: try JSONParser.parse(text))
        merged.merge(LatencyHistogram(encoded: b.encoded))
        #expect(merged.count == both.count)
        for p in [50.0, 90, 99, 99.9, 100] { #expect(merged.micros(p) == both.micros(p)) }
    }

    @Test func aWrongPopAnswerIsAModelViolation() {
        var m = WindowModel(window: "w1", kind: .navigation, root: "vc1", stack: ["vc2", "vc3"], pool: ["vc4"])
        let pop = m.plan(.pop, animated: false, combination: 0, outcomes: PresentationOutcomes())
        let s = m.settle(pop, .success(["popped": ["vc2"]]), outcomes: PresentationOutcomes())
        #expect(s.violations.map(\.rule) == ["model"])
        #expect(m.stack == ["vc2"])
    }

    @Test func aTreeThatDiffersFromTheModelIsAViolation() {
        var m = WindowModel(window: "w1", kind: .navigation, root: "vc1", stack: ["vc2"], pool: ["vc4"])
        m.tracksStates = true
        let tree = m.plan(.tree, animated: false, combination: 0, outcomes: PresentationOutcomes())
        let good: JSON = ["windows": [["window": "w1", "root": ["vc": "vc1", "children": [["vc": "vc2", "children": []]]]]]]
        #expect(m.settle(tree, .success(good), outcomes: PresentationOutcomes()).violations.isEmpty)
        let bad: JSON = ["windows": [["window": "w1", "root": ["vc": "vc1", "children": []]]]]
        #expect(m.settle(tree, .success(bad), outcomes: PresentationOutcomes()).violations.map(\.rule) == ["treeModel"])
    }

    /// A `tree` of a page window answered while a page turn runs shows the page left and the
    /// page turned to (R120-R127); seen by the soak of issue 43, which added `tree` to a mix with
    /// page operations. Anything else stays a violation: a page not declared, three pages, a
    /// pair of which neither is a page the model shows.
    @Test func aPageWindowsTreeMayShowBothPagesOfATurnInFlight() {
        var m = WindowModel(window: "w1", kind: .pages, root: "vc1", stack: ["vc2"], pool: ["vc9"])
        m.pages = ["vc2", "vc3", "vc4"]
        m.tracksStates = true
        let tree = m.plan(.tree, animated: false, combination: 0, outcomes: PresentationOutcomes())
        func answer(_ children: [String]) -> JSON {
            ["windows": [["window": "w1", "root": ["vc": "vc1", "children": .array(children.map { ["vc": .string($0), "children": []] })]]]]
        }
        #expect(m.settle(tree, .success(answer(["vc2", "vc3"])), outcomes: PresentationOutcomes()).violations.isEmpty)
        #expect(m.settle(tree, .success(answer(["vc3", "vc2"])), outcomes: PresentationOutcomes()).violations.isEmpty)
        for bad in [["vc2", "vc9"], ["vc2", "vc3", "vc4"], ["vc3", "vc4"], ["vc2", "vc2"]] {
            #expect(m.settle(tree, .success(answer(bad)), outcomes: PresentationOutcomes()).violations.map(\.rule) == ["treeModel"], "\(bad)")
        }
        var nav = WindowModel(window: "w2", kind: .navigation, root: "vc1", stack: ["vc2"], pool: [])
        nav.tracksStates = true
        let navTree = nav.plan(.tree, animated: false, combination: 0, outcomes: PresentationOutcomes())
        #expect(nav.settle(navTree, .success(answer(["vc2", "vc3"])), outcomes: PresentationOutcomes()).violations.map(\.rule) == ["treeModel"])
    }

    @Test func aPresentationAnswerThatContradictsWhatWasLearnedIsAViolation() {
        let outcomes = PresentationOutcomes()
        var m = WindowModel(window: "w1", kind: .navigation, root: "vc1", stack: ["vc2"], pool: ["vc4", "vc5"])
        let first = m.plan(.present, animated: false, combination: 0, outcomes: outcomes)
        #expect(m.blocked)
        #expect(m.settle(first, .success(["vc": "vc5", "presenter": "vc1", "style": "fullScreen"]), outcomes: outcomes).violations.isEmpty)
        let dismiss = m.plan(.dismiss, animated: false, combination: 0, outcomes: outcomes)
        #expect(m.settle(dismiss, .success(["dismissed": ["vc5"]]), outcomes: outcomes).violations.isEmpty)
        // Same combination in the same context: predicted now, so a different style is caught.
        let again = m.plan(.present, animated: false, combination: 0, outcomes: outcomes)
        #expect(!m.blocked)
        let s = m.settle(again, .success(["vc": "vc5", "presenter": "vc1", "style": "pageSheet"]), outcomes: outcomes)
        #expect(s.violations.map(\.rule) == ["model"])
    }
}
