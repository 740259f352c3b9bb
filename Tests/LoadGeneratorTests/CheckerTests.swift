import LoadGenerator
import Testing

/// The invariant checks themselves must catch what they are for.
@Suite struct CheckerTests {
    @Test func aGapInWindowSeqIsAViolation() {
        var c = WindowSequenceChecker(observer: "test")
        for s in [1, 2, 3, 5] { c.observe(window: "w1", windowSeq: s) }
        #expect(c.violations.count == 1)
        #expect(c.violations.first?.rule == "windowSeq")
    }
}
