@testable import FlowTesting
import Testing
import WireProtocol

/// `--update` splices new values into the file where the old ones were: comments, blank lines,
/// quoting and everything else stay exactly as written.
extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}

@Suite("Flow files: --update")
struct UpdaterTests {
    /// Replaces every `expectCallbacks` of `text` with `callbacks` and every `expectTree`
    /// with `tree`, as the runner does when they do not hold.
    private func update(_ text: String, callbacks: [String], tree: String = "vc1 UIViewController appeared") throws -> String {
        let flow = try FlowFixture.parse(text)
        var replacements: [Replacement] = []
        for step in flow.steps {
            guard case .assertion(let a) = step.kind else { continue }
            switch a {
            case .callbacks(let e):
                let items = callbacks.map { YAMLText.callback($0, members: nil, flow: e.span.isFlow && !e.span.isEmptyFlow) }
                replacements.append(Replacement(span: e.span, text: YAMLText.list(items, at: e.span), what: "expectCallbacks"))
            case .tree(let e):
                replacements.append(Replacement(span: e.span, text: YAMLText.block(tree, at: e.span), what: "expectTree"))
            default:
                break
            }
        }
        let updated = FlowUpdater.apply(replacements, to: text)
        // What was written parses back to exactly the new values.
        let again = try FlowFixture.parse(updated)
        for step in again.steps {
            guard case .assertion(let a) = step.kind else { continue }
            if case .callbacks(let e) = a { #expect(e.entries.map(\.text) == callbacks) }
            if case .tree(let e) = a { #expect(e.text.trimmingSuffix("\n") == tree) }
        }
        return updated
    }

    @Test func aBlockListIsReplacedAndEveryCommentStays() throws {
        let text = """
            # A flow with comments everywhere.
            name: commented   # the name
            ---
            # before the first step
            - present: {from: Home, scene: Modal}   # opens the modal
            - expectCallbacks:    # what UIKit calls
                - Home.viewWillDisappear
                - Modal.viewWillAppear
              # trailing comment, indented
            # comment about the next step

            - dismiss: Modal
            """
        #expect(try update(text, callbacks: ["Modal.viewDidLoad", "Settings Child.viewWillAppear", "UITabBarController.viewDidDisappear"]) == """
            # A flow with comments everywhere.
            name: commented   # the name
            ---
            # before the first step
            - present: {from: Home, scene: Modal}   # opens the modal
            - expectCallbacks:    # what UIKit calls
                - Modal.viewDidLoad
                - Settings Child.viewWillAppear
                - UITabBarController.viewDidDisappear
              # trailing comment, indented
            # comment about the next step

            - dismiss: Modal
            """)
    }

    @Test func aFlowListStaysFlowAndKeepsItsComment() throws {
        let text = "- dismiss: Modal\n- expectCallbacks: [Modal.viewWillDisappear, \"a, b.viewDidLoad\"]  # short form\n- pop: Nav\n"
        #expect(try update(text, callbacks: ["Home.viewWillAppear", "Odd, Title.viewDidAppear"])
                == "- dismiss: Modal\n- expectCallbacks: [Home.viewWillAppear, \"Odd, Title.viewDidAppear\"]  # short form\n- pop: Nav\n")
    }

    @Test func anEmptyOrMissingValueGetsABlockBelowItsKey() throws {
        let text = "- dismiss: Modal\n- expectCallbacks:   # fill me\n- pop: Nav\n- expectCallbacks: []\n- pop: Nav\n- expectCallbacks\n"
        #expect(try update(text, callbacks: ["A.viewDidLoad", "B.viewDidAppear"]) == """
            - dismiss: Modal
            - expectCallbacks:   # fill me
                - A.viewDidLoad
                - B.viewDidAppear
            - pop: Nav
            - expectCallbacks:
                - A.viewDidLoad
                - B.viewDidAppear
            - pop: Nav
            - expectCallbacks:
                - A.viewDidLoad
                - B.viewDidAppear

            """)
    }

    @Test func noCallbacksIsAnEmptyList() throws {
        let emptied = try update("- dismiss: Modal\n- expectCallbacks:\n    - A.viewDidLoad  # was\n", callbacks: [])
        #expect(emptied == "- dismiss: Modal\n- expectCallbacks:\n    []  # was\n", "\(emptied)")
        #expect(try update("- dismiss: Modal\n- expectCallbacks\n", callbacks: []) == "- dismiss: Modal\n- expectCallbacks: []\n")
    }

    @Test func theLongFormKeepsItsFiltersAndReplacesOnlyTheList() throws {
        let text = """
            - dismiss: Modal
            - expectCallbacks:
                controllers: [Home]   # only Home
                callbacks:
                  - Home.viewWillAppear
                names: [viewWillAppear, viewDidAppear]
            - pop: Nav
            """
        #expect(try update(text, callbacks: ["Home.viewWillAppear", "Home.viewDidAppear"]) == """
            - dismiss: Modal
            - expectCallbacks:
                controllers: [Home]   # only Home
                callbacks:
                  - Home.viewWillAppear
                  - Home.viewDidAppear
                names: [viewWillAppear, viewDidAppear]
            - pop: Nav
            """)
    }

    @Test func aTreeBlockIsReplacedUpToItsLastLine() throws {
        let text = """
            - dismiss: Modal
            - expectTree: |     # the whole tree
                s1 "Main" main 390x844@3 phone
                  *w1 (key)

            # next: pop
            - pop: Nav
            - expectTree
            """
        #expect(try update(text, callbacks: [], tree: "vc1 UITabBarController appeared\n  vc2 UINavigationController appeared") == """
            - dismiss: Modal
            - expectTree: |
                vc1 UITabBarController appeared
                  vc2 UINavigationController appeared

            # next: pop
            - pop: Nav
            - expectTree: |
                vc1 UITabBarController appeared
                  vc2 UINavigationController appeared
            """)
    }

    @Test func aTreeWhoseFirstLineIsIndentedGetsAnIndentationIndicator() throws {
        let updated = try update("- dismiss: Modal\n- expectTree: \"\"\n", callbacks: [], tree: "   w2\n    vc6 UIViewController appeared")
        #expect(updated == "- dismiss: Modal\n- expectTree: |2\n       w2\n        vc6 UIViewController appeared\n")
    }

    @Test func conflictingUpdatesOfASharedFileAreNotWritten() throws {
        let flow = try FlowFixture.parse("- dismiss: Modal\n- expectCallbacks: []\n")
        guard case .assertion(.callbacks(let e)) = flow.steps[1].kind else { Issue.record("no expectation"); return }
        let a = Replacement(span: e.span, text: "[A.viewDidLoad]", what: "expectCallbacks at t.yaml:2:3")
        let b = Replacement(span: e.span, text: "[B.viewDidLoad]", what: "expectCallbacks at t.yaml:2:3")
        let plan = try FlowUpdater.plan([a, a, b]) { _ in "- dismiss: Modal\n- expectCallbacks: []\n" }
        #expect(plan.conflicts == ["expectCallbacks at t.yaml:2:3: the flows that run it saw different things; not updated"])
        #expect(plan.files.isEmpty)
        let agreed = try FlowUpdater.plan([a, a]) { _ in "- dismiss: Modal\n- expectCallbacks: []\n" }
        #expect(agreed.files["t.yaml"] == "- dismiss: Modal\n- expectCallbacks: [A.viewDidLoad]\n")
    }

    @Test func scalarsAreQuotedOnlyWhenYAMLWouldReadThemOtherwise() {
        #expect(YAMLText.scalar("Home.viewDidLoad") == "Home.viewDidLoad")
        #expect(YAMLText.scalar("Settings Child.viewDidLoad") == "Settings Child.viewDidLoad")
        #expect(YAMLText.scalar("true") == "\"true\"")
        #expect(YAMLText.scalar("12") == "\"12\"")
        #expect(YAMLText.scalar("a: b") == "\"a: b\"")
        #expect(YAMLText.scalar("#tag") == "\"#tag\"")
        #expect(YAMLText.scalar("a, b", flow: true) == "\"a, b\"")
        #expect(YAMLText.scalar("say \"hi\"\n") == #""say \"hi\"\n""#)
        #expect(YAMLText.flow(.object(["animated": false, "n": 2, "s": "x y"])) == "{animated: false, n: 2, s: x y}")
    }
}
