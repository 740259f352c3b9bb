import FlowTesting
import Foundation
import ProsceniumTesting
import Testing

/// Flows run against the real proscd: every assertion kind holding and failing, with the
/// step, the diff and the tree in the report; names checked against the storyboards.
@Suite("Flow runner: assertions against a real server", .serialized)
struct RunnerTests {
    private func run(_ steps: String, update: Bool = false) async throws -> FlowResult {
        try await FlowFixture.run(FlowFixture.iOS12Header + steps, update: update)
    }

    /// Runs `steps` and expects the flow to fail at `line` (of the steps, 1 = the first).
    private func failure(_ steps: String, atStep line: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> StepFailure? {
        let result = try await run(steps)
        #expect(result.status == .failed, "\(result.report)", sourceLocation: sourceLocation)
        #expect(result.failure?.position.line == line + 7, "\(result.report)", sourceLocation: sourceLocation)
        return result.failure
    }

    private let present = FlowFixture.presentModal
    private let presentCallbacks = FlowFixture.presentModalCallbacksIOS12

    // MARK: - expectCallbacks

    @Test func expectCallbacksHoldsForExactlyTheStepsEvents() async throws {
        let result = try await run(present + presentCallbacks + "- dismiss: Modal\n- expectCallbacks:\n    names: [viewDidAppear]\n    callbacks: [UITabBarController.viewDidAppear, HomeNavigation.viewDidAppear, Home.viewDidAppear]\n")
        #expect(result.status == .passed, "\(result.report)")
        #expect(result.stepsRun == 4)
    }

    @Test func expectCallbacksFailsWithTheDiffAndTheTree() async throws {
        let wrong = presentCallbacks.replacingOccurrences(of: "    - Modal.viewWillAppear\n", with: "").replacingOccurrences(of: "Home.viewDidDisappear", with: "Home.viewDidAppear")
        let f = try #require(try await failure(present + wrong, atStep: 2))
        #expect(f.keyword == "expectCallbacks")
        #expect(f.action?.summary == "present Modal from Home")
        let report = f.report
        #expect(report.contains("the callbacks differ: 9 expected, 10 happened"))
        #expect(report.contains("    + Modal.viewWillAppear\n"))
        #expect(report.contains("    - Home.viewDidAppear\n    + Home.viewDidDisappear\n"))
        #expect(report.contains("tree at the failure:\n    s1 \"Main\" main 390x844@3 phone"))
        #expect(report.contains("presents vc6 UIViewController \"Modal\" [Modal] appeared (fullScreen)"))
    }

    @Test func theLongFormChecksMembers() async throws {
        let ok = "- expectCallbacks:\n    controllers: [Modal]\n    names: [viewWillAppear]\n    callbacks:\n      - Modal.viewWillAppear: {animated: true, isBeingPresented: true, isMovingToParent: false}\n"
        #expect(try await run(present + ok).status == .passed)
        let wrong = ok.replacingOccurrences(of: "isBeingPresented: true", with: "isBeingPresented: false")
        let f = try #require(try await failure(present + wrong, atStep: 2))
        #expect(f.report.contains("- Modal.viewWillAppear {animated: true, isBeingPresented: false, isMovingToParent: false}"))
        #expect(f.report.contains("+ Modal.viewWillAppear {animated: true, isBeingPresented: true, isMovingToParent: false}"))
    }

    @Test func controllersCanBeNamedByIdInCallbacks() async throws {
        #expect(try await run(present + "- expectCallbacks:\n    controllers: [vc6]\n    callbacks: [vc6.viewDidLoad, vc6.viewWillAppear, vc6.viewDidAppear, vc6.presentationCompleted]\n").status == .passed)
    }

    // MARK: - State

    @Test func expectVisibleAndNotVisible() async throws {
        #expect(try await run(present + "- expectVisible: [Modal]\n- expectNotVisible: [Home, Settings, Detail]\n").status == .passed)
        let f = try #require(try await failure(present + "- expectVisible: Home\n", atStep: 2))
        #expect(f.message == "Home (vc4) is disappeared; expected it appeared (visible)")
        let g = try #require(try await failure(present + "- expectNotVisible: Modal\n", atStep: 2))
        #expect(g.message == "Modal (vc6) is appeared; expected it not visible")
    }

    @Test func expectTreeWholeOrSubtree() async throws {
        let whole = """
            - expectTree: |
                s1 "Main" main 390x844@3 phone
                  *w1 (key)
                    vc1 UITabBarController appeared
                      vc2 UINavigationController [HomeNavigation] appeared
                        vc4 HomeViewController "Home" [Home] appeared
                      vc3 UIViewController "Settings" [Settings] disappeared
                        vc5 UIViewController "Settings Child" [SettingsChild] disappeared

            """
        let subtree = "- expectTree: |\n    presents vc6 UIViewController \"Modal\" [Modal] appeared (fullScreen)\n"
        #expect(try await run(whole + present + subtree + "- expectTree: |\n    *w1 (key)\n     vc1 UITabBarController disappeared\n       vc2 UINavigationController [HomeNavigation] disappeared\n         vc4 HomeViewController \"Home\" [Home] disappeared\n       vc3 UIViewController \"Settings\" [Settings] disappeared\n         vc5 UIViewController \"Settings Child\" [SettingsChild] disappeared\n       presents vc6 UIViewController \"Modal\" [Modal] appeared (fullScreen)\n").status == .passed)
        let f = try #require(try await failure(present + subtree.replacingOccurrences(of: "fullScreen", with: "formSheet"), atStep: 2))
        #expect(f.expected == "vc6 UIViewController \"Modal\" [Modal] appeared (formSheet)")
        #expect(f.actual == "vc6 UIViewController \"Modal\" [Modal] appeared (fullScreen)")
        let g = try #require(try await failure("- expectTree: |\n    vc9 UIViewController appeared\n", atStep: 1))
        #expect(g.message == "the expected outline starts at controller(\"vc9\"), which is not in the tree")
    }

    @Test func expectErrorHoldsForARefusalThatChangedNothing() async throws {
        #expect(try await run("- present: {from: Home, vc: Home}\n- expectError: {code: -32003, message: already active, uikit: present modal view controller on itself}\n- expectCallbacks: []\n").status == .passed)
        let wrongCode = try #require(try await failure("- present: {from: Home, vc: Home}\n- expectError: notFound\n", atStep: 2))
        #expect(wrongCode.message.contains("- code -32003 (invalidState), expected -32001 (notFound)"))
        let wrongText = try #require(try await failure("- present: {from: Home, vc: Home}\n- expectError: {uikit: already presenting}\n", atStep: 2))
        #expect(wrongText.message.contains("UIKit's message \"Application tried to present modal view controller on itself. Presenting controller is <HomeViewController: vc4>.\" does not contain \"already presenting\""))
        let succeeded = try #require(try await failure(present + "- expectError\n", atStep: 2))
        #expect(succeeded.message.hasPrefix("expected the action to be refused, but it succeeded: {vc: vc6, presenter: vc1, style: fullScreen}"))
    }

    /// Issue 23 §3: `expectWarning` holds for a call UIKit lets through with a warning (W2:
    /// ending an appearance transition nothing began), fails with what was logged otherwise.
    @Test func W2_expectWarningHoldsForACallThatSucceededWithAUIKitWarning() async throws {
        let end = "- call: {method: vc.endAppearanceTransition, params: {vc: Home}}\n"
        #expect(try await run(end + "- expectWarning: {kind: unbalancedAppearanceTransition, uikit: \"Unbalanced calls to begin/end appearance transitions for <HomeViewController: vc4>.\"}\n- expectCallbacks: [Home.uikitWarning]\n").status == .passed)
        #expect(try await run(end + "- expectWarning\n").status == .passed)
        let wrong = try #require(try await failure(end + "- expectWarning: detached view controller\n", atStep: 2))
        #expect(wrong.message == "no UIKit warning of the action has UIKit's text containing \"detached view controller\"")
        #expect(wrong.actual == "unbalancedAppearanceTransition: Unbalanced calls to begin/end appearance transitions for <HomeViewController: vc4>.")
        let none = try #require(try await failure(present + "- expectWarning\n", atStep: 2))
        #expect(none.message == "expected a UIKit warning, but the action logged none")
    }

    @Test func R75_aRefusedShowOrShowDetailLeavesNoControllerBehind() async throws {
        // Six controllers once Modal is presented; with the scene instantiated before the show, a
        // refused show would leave the scene (HomeNavigation with its Home) behind. Show from Home pushes
        // on HomeNavigation (R75), which refuses a navigation controller (R43); showDetail
        // presents there (no split view), which the tab bar controller presenting Modal refuses.
        let result = try await run(present + """
            - call: {method: server.stats}
            - expectResult: {viewControllers: 6}
            - show: {from: Home, scene: HomeNavigation}
            - expectError: {code: unsupported, uikit: Pushing a navigation controller is not supported}
            - expectCallbacks: []
            - call: {method: server.stats}
            - expectResult: {viewControllers: 6}
            - showDetail: {from: Home, scene: Sheet}
            - expectError: {code: invalidState, uikit: which is already presenting}
            - call: {method: server.stats}
            - expectResult: {viewControllers: 6}

            """)
        #expect(result.status == .passed, "\(result.report)")
    }

    @Test func aRefusedActionWithoutExpectErrorFailsAtTheAction() async throws {
        let f = try #require(try await failure("- present: {from: Home, vc: Home}\n- expectCallbacks: []\n", atStep: 1))
        #expect(f.keyword == "present")
        #expect(f.message.hasPrefix("present Home from Home was refused: error -32003 (invalidState): "))
        #expect(f.message.contains("UIKit: Application tried to present modal view controller on itself"))
    }

    @Test func expectPropertyComparesValuesAndControllerNames() async throws {
        let ok = try await run(present + "- expectProperty: {vc: Home, presentedViewController: Modal, title: Home, isViewLoaded: true}\n- expectProperty: {vc: UITabBarController, presentedViewController: Modal, children: [HomeNavigation, Settings]}\n- expectProperty: {vc: Modal, presentedViewController: null, presentingViewController: vc1, modalPresentationStyle: fullScreen}\n")
        #expect(ok.status == .passed, "\(ok.report)")
        let f = try #require(try await failure(present + "- expectProperty: {vc: UITabBarController, presentedViewController: Sheet, nothing: 1}\n", atStep: 2))
        #expect(f.message == "UITabBarController (vc1) differs")
        #expect(f.actual == "presentedViewController: vc6 (Modal)\nnothing: (no such member)")
    }

    @Test func expectResultComparesTheLastCallsResult() async throws {
        #expect(try await run(present + "- expectResult: {style: fullScreen, presenter: UITabBarController, vc: Modal}\n").status == .passed)
        let f = try #require(try await failure(present + "- expectResult: {style: formSheet}\n", atStep: 2))
        #expect(f.expected == "style: formSheet" && f.actual == "style: fullScreen")
    }

    @Test func expectInvariantsHolds() async throws {
        // A violated invariant needs a broken engine: only the passing side can be run here.
        #expect(try await run(present + "- expectInvariants\n- dismiss: Modal\n- expectInvariants\n").status == .passed)
    }

    @Test func theActionsTheExamplesDoNotUseRunToo() async throws {
        // show, popTo, segue by its XML id (a tap: shouldPerformSegue is asked), showDetail
        // without a split view (UIKit presents), setTraits.
        let result = try await run("""
            - show: {from: Home, scene: Detail}
            - expectResult: {action: push, container: HomeNavigation, vc: Detail}
            - expectVisible: Detail
            - popTo: {nav: HomeNavigation, vc: Home}
            - expectCallbacks:
                - Detail.willMoveToParent
                - Detail.viewWillDisappear
                - Home.viewWillAppear
                - Detail.viewDidDisappear
                - Home.viewDidAppear
                - Detail.didMoveToParent
            - segue: {from: Home, segue: sD1-Sg-kq3}
            - expectCallbacks:
                - Home.shouldPerformSegue
                - Home.prepareForSegue
                - Detail.willMoveToParent
                - Detail.viewDidLoad
                - Home.viewWillDisappear
                - Detail.viewWillAppear
                - Home.viewDidDisappear
                - Detail.viewDidAppear
                - Detail.didMoveToParent
            - showDetail: {from: Detail, scene: Modal, animated: false}
            - expectResult: {action: present, vc: Modal}
            - setTraits: {window: w1, horizontalSizeClass: regular}
            - expectCallbacks:
                - UITabBarController.traitCollectionDidChange
                - HomeNavigation.traitCollectionDidChange
                - Home.traitCollectionDidChange
                - Detail.traitCollectionDidChange
                - Modal.traitCollectionDidChange
            """ + "\n")
        #expect(result.status == .passed, "\(result.report)")
        #expect(result.stepsRun == 11)
    }

    // MARK: - Names

    @Test func unknownNamesAreBadFlowFilesAtTheirPlace() async throws {
        let result = try await run("- present: {from: Hom, scene: Modl}\n- expectVisible: Detial\n- expectCallbacks: [Homme.viewDidLoad, w1.windowDidBecomeKey]\n- disconnectScreen: Telly\n")
        #expect(result.status == .invalid)
        #expect(result.problems.count == 5, "\(result.problems)")
        let text = result.problems.joined(separator: "\n")
        #expect(text.contains("/f.yaml:8:19: error: unknown controller 'Hom': no storyboard scene has this identifier, title or class (did you mean 'Home'?)"))
        #expect(text.contains("/f.yaml:8:31: error: unknown scene 'Modl': no storyboard has a scene with this storyboard identifier (did you mean 'Modal'?)"))
        #expect(text.contains("/f.yaml:9:18: error: unknown controller 'Detial'"))
        #expect(text.contains("/f.yaml:10:21: error: unknown controller 'Homme'"))
        #expect(text.contains("/f.yaml:11:21: error: unknown screen 'Telly'"))
    }

    @Test func assertionsAboutAnActionNeedOne() async throws {
        let result = try await run("- expectCallbacks: []\n- dismiss: Modal\n")
        #expect(result.status == .invalid)
        #expect(result.problems.first?.contains("/f.yaml:8:3: error: expectCallbacks is about the action before it, and there is none") == true)
    }

    @Test func aNameThatIsAmbiguousNowFailsTheStep() async throws {
        let f = try #require(try await failure("- push: {nav: HomeNavigation, scene: Detail}\n- push: {nav: HomeNavigation, scene: Detail}\n- dismiss: Detail\n", atStep: 3))
        #expect(f.message.hasPrefix("'Detail' is ambiguous in the hierarchy: vc6 (w1, UIViewController), vc7 (w1, UIViewController); pass an id"))
    }

    @Test func anAmbiguousNameFailsExpectVisibleAndExpectNotVisible() async throws {
        // Two Details on the stack, the top one visible: neither assertion may pick one.
        let twoDetails = "- push: {nav: HomeNavigation, scene: Detail}\n- push: {nav: HomeNavigation, scene: Detail}\n"
        let candidates = "'Detail' is ambiguous in the hierarchy: vc6 (w1, UIViewController), vc7 (w1, UIViewController); pass an id"
        for assertion in ["expectVisible", "expectNotVisible"] {
            let f = try #require(try await failure(twoDetails + "- \(assertion): Detail\n", atStep: 3))
            #expect(f.keyword == assertion)
            #expect(f.message.hasPrefix(candidates), "\(f.message)")
        }
        // By id each holds as the hierarchy says.
        #expect(try await run(twoDetails + "- expectVisible: vc7\n- expectNotVisible: vc6\n").status == .passed)
    }

    @Test func controllersMadeByTheFlowAreNamedBeforeTheyAreInAWindow() async throws {
        let result = try await run("""
            - call: {method: vc.instantiate, params: {storyboard: Main, identifier: Sheet}}
            - call: {method: vc.create, params: {class: UIViewController, title: Later}}
            - call: {method: vc.present, params: {presenter: Home, vc: Later, animated: false}}
            - expectCallbacks:
                - Later.viewDidLoad
                - UITabBarController.viewWillDisappear
                - HomeNavigation.viewWillDisappear
                - Home.viewWillDisappear
                - Later.viewWillAppear
                - Later.viewDidAppear
                - UITabBarController.viewDidDisappear
                - HomeNavigation.viewDidDisappear
                - Home.viewDidDisappear
                - Later.presentationCompleted
            - expectCallbacks:
                names: [viewWillAppear]
                callbacks:
                  - Later.viewWillAppear: {animated: false}
            - expectProperty: {vc: Sheet, window: null}

            """)
        #expect(result.status == .passed, "\(result.report)")
    }

    // MARK: - --update through the runner

    @Test func updateRecordsWhatHappenedAndTheFileThenPasses() async throws {
        let text = FlowFixture.iOS12Header + "# comment stays\n" + present + "- expectCallbacks: []   # was wrong\n- expectTree: |\n    vc6 wrong\n- expectVisible: Modal\n"
        let dir = try FlowFixture.directory(["u.yaml": text])
        let path = dir + "/u.yaml"
        var options = FlowFixture.options
        options.update = true
        let updated = await FlowRunner.run(try FlowLoader().load(path), options: options)
        #expect(updated.status == .passed, "\(updated.report)")
        #expect(updated.updates.count == 2)
        let plan = try FlowUpdater.plan(updated.updates) { try String(contentsOfFile: $0, encoding: .utf8) }
        try FlowUpdater.write(plan.files)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix(FlowFixture.iOS12Header + "# comment stays\n" + present + "- expectCallbacks:   # was wrong\n    - Modal.viewDidLoad\n"))
        #expect(written.hasSuffix("- expectTree: |\n    vc6 UIViewController \"Modal\" [Modal] appeared (fullScreen)\n- expectVisible: Modal\n"))
        let again = await FlowRunner.run(try FlowLoader().load(path), options: FlowFixture.options)
        #expect(again.status == .passed, "\(again.report)")
    }

    @Test func updateStillFailsOnOtherAssertions() async throws {
        let result = try await run(present + "- expectCallbacks: []\n- expectVisible: Home\n", update: true)
        #expect(result.status == .failed)
        #expect(result.updates.count == 1)
        #expect(result.failure?.keyword == "expectVisible")
    }

    // MARK: - Servers

    @Test func aHeaderTheServerRefusesIsABadFlowFile() async throws {
        let dir = try FlowFixture.directory(["sb/Broken.storyboard": "<document><scenes><scene></document>"])
        let result = try await FlowFixture.run("storyboards: \(dir)/sb\n---\n- memoryWarning\n")
        #expect(result.status == .invalid, "\(result.report)")
        #expect(result.report.contains("error: the flow's server would not start with this header"))
    }

    @Test func withoutProscdTheFlowCannotRun() async throws {
        let flow = try FlowFixture.parse("- memoryWarning\n")
        let result = await FlowRunner.run(flow, options: FlowRunOptions(proscd: "/nonexistent/proscd"))
        #expect(result.status == .error)
        #expect(result.problems == ["no proscd executable at /nonexistent/proscd"])
    }

    @Test func againstARunningServerWithSocket() async throws {
        // The running server's version applies (the header's is not a flag here): iOS 12 as written.
        let server = try ServerProcess(arguments: ["--animation-speed", "0", "--ios", "12"])
        let flow = try FlowFixture.parse(FlowFixture.iOS12Header + present + presentCallbacks)
        let result = await FlowRunner.run(flow, options: FlowRunOptions(proscd: nil, socket: server.socketPath))
        #expect(result.status == .passed, "\(result.report)")
        // The state carries over: the same flow again finds the modal already presented.
        let second = await FlowRunner.run(flow, options: FlowRunOptions(proscd: nil, socket: server.socketPath))
        #expect(second.status == .failed)
        #expect(server.stop() == 0)
    }
}
