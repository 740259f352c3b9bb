import FlowTesting
import Testing
import WireProtocol

/// The flow file format: every action becomes the protocol calls it stands for, every
/// assertion its check, and every mistake an error at its file, line and column.
@Suite("Flow files: parsing")
struct ParserTests {
    private func calls(_ steps: String) throws -> [String] {
        try FlowFixture.parse(FlowFixture.header + steps).callSummaries
    }

    @Test(arguments: [
        ("- segue: {from: Home, id: showDetail}", [#"segue.perform(source=@Home identifier="showDetail")"#]),
        ("- segue: {from: Home, segue: sD1-Sg-kq3, sender: 3}", [#"segue.perform(source=@Home segue="sD1-Sg-kq3" sender=3)"#]),
        ("- unwind: {from: Detail, action: unwindToHome}", [#"segue.unwind(source=@Detail action="unwindToHome")"#]),
        ("- present: {from: Home, scene: Modal, style: formSheet}",
         [#"vc.instantiateAndPresent(presenter=@Home storyboard=storyboard(of @Home) identifier=scene:Modal style="formSheet")"#]),
        ("- present: {from: Home, scene: ExternalRoot, storyboard: External, animated: false, transition: crossDissolve}",
         [#"vc.instantiateAndPresent(presenter=@Home storyboard=storyboard(External) identifier=scene:ExternalRoot transition="crossDissolve" animated=false)"#]),
        ("- present: {from: Home, vc: vc9}", ["vc.present(presenter=@Home vc=@vc9)"]),
        ("- dismiss: Modal", ["vc.dismiss(vc=@Modal)"]),
        ("- dismiss: {vc: Modal, animated: false}", ["vc.dismiss(vc=@Modal animated=false)"]),
        ("- push: {nav: HomeNavigation, scene: Detail}",
         ["nav.instantiateAndPush(nav=@HomeNavigation storyboard=storyboard(of @HomeNavigation) identifier=scene:Detail)"]),
        ("- push: {nav: HomeNavigation, vc: vc9, animated: false}", ["nav.push(nav=@HomeNavigation vc=@vc9 animated=false)"]),
        ("- pop: HomeNavigation", ["nav.pop(nav=@HomeNavigation)"]),
        ("- popToRoot: {nav: HomeNavigation, animated: false}", ["nav.popToRoot(nav=@HomeNavigation animated=false)"]),
        ("- popTo: {nav: HomeNavigation, vc: Home}", ["nav.popTo(nav=@HomeNavigation vc=@Home)"]),
        ("- show: {from: Home, scene: Detail}",
         ["vc.instantiateAndShow(from=@Home storyboard=storyboard(of @Home) identifier=scene:Detail)"]),
        ("- show: {from: Home, vc: vc9, animated: false}", ["vc.show(from=@Home vc=@vc9 animated=false)"]),
        ("- showDetail: {from: Home, scene: ExternalRoot, storyboard: External, animated: false}",
         ["vc.instantiateAndShowDetail(from=@Home storyboard=storyboard(External) identifier=scene:ExternalRoot animated=false)"]),
        ("- showDetail: {from: Home, vc: Detail}", ["vc.showDetail(from=@Home vc=@Detail)"]),
        ("- selectTab: {tabBar: UITabBarController, index: 1}", ["tab.select(tab=@UITabBarController index=1)"]),
        ("- tapTab: {tabBar: Tabs, index: 0}", ["tab.tap(tab=@Tabs index=0)"]),
        ("- tapMore: Tabs", ["tab.tapMore(tab=@Tabs)"]),
        ("- tapMore: {tabBar: Tabs}", ["tab.tapMore(tab=@Tabs)"]),
        ("- swipeBack: HomeNavigation", ["nav.interactivePop(nav=@HomeNavigation)"]),
        ("- swipeBack: {nav: HomeNavigation, cancel: true}", [#"nav.interactivePop(nav=@HomeNavigation outcome="cancel")"#]),
        ("- pullDown: Modal", ["vc.interactiveDismiss(vc=@Modal)"]),
        ("- pullDown: {vc: Modal, cancel: true}", [#"vc.interactiveDismiss(vc=@Modal outcome="cancel")"#]),
        ("- tapBack: HomeNavigation", ["nav.tapBack(nav=@HomeNavigation)"]),
        ("- dragSheet: {vc: Modal, detent: medium}", [#"sheet.drag(vc=@Modal detent="medium")"#]),
        ("- dragSheet: {vc: Modal, detent: large, cancel: true}", [#"sheet.drag(vc=@Modal detent="large" outcome="cancel")"#]),
        ("- showColumn: {split: Main, column: primary}", [#"split.showColumn(split=@Main column="primary")"#]),
        ("- hideColumn: {split: Main, column: supplementary}", [#"split.hideColumn(split=@Main column="supplementary")"#]),
        ("- setTabs: {tabBar: Tabs, tabs: [{identifier: home, vc: Home}, {identifier: library, kind: group, children: [{identifier: albums, vc: vc9}]}]}",
         [#"tab.setTabs(tab=@Tabs tabs=[{identifier="home" vc=@Home},{identifier="library" kind="group" children=[{identifier="albums" vc=@vc9}]}])"#]),
        ("- selectUITab: {tabBar: Tabs, identifier: search}", [#"tab.selectTab(tab=@Tabs identifier="search")"#]),
        ("- tapUITab: {tabBar: Tabs, identifier: home}", [#"tab.tapTab(tab=@Tabs identifier="home")"#]),
        ("- swipePage: Pages", ["page.swipe(page=@Pages)"]),
        ("- swipePage: {page: Pages, direction: reverse, cancel: true}", [#"page.swipe(page=@Pages direction="reverse" outcome="cancel")"#]),
        ("- rotate: landscapeLeft", [#"device.rotate(orientation="landscapeLeft")"#]),
        ("- connectScreen: {name: TV, size: 1920x1080@2}", [#"screen.connect(name="TV" width=1920 height=1080 scale=2)"#]),
        ("- connectScreen: {name: Car, size: 800x480}", [#"screen.connect(name="Car" width=800 height=480)"#]),
        ("- disconnectScreen: TV", ["screen.disconnect(screen=#TV)"]),
        ("- memoryWarning", ["system.memoryWarning()"]),
        ("- setTraits: {window: w1, horizontalSizeClass: regular}", [#"window.setTraits(window="w1" horizontalSizeClass="regular")"#]),
        ("- call: {method: vc.present, params: {presenter: Home, vc: Modal, style: popover}}",
         [#"vc.present(presenter=@Home vc=@Modal style="popover")"#]),
        ("- call: {method: nav.setViewControllers, params: {nav: HomeNavigation, vcs: [Home, vc8]}}",
         ["nav.setViewControllers(nav=@HomeNavigation vcs=[@Home,@vc8])"]),
        ("- call: {method: window.create, params: {screen: TV, storyboard: Main}}", [#"window.create(screen=#TV storyboard="Main")"#]),
    ])
    func eachActionIsItsProtocolCalls(_ step: String, _ expected: [String]) throws {
        #expect(try calls(step) == expected)
    }

    @Test func runFlowRunsTheOtherFilesStepsInPlace() throws {
        let flow = try FlowFixture.parse(FlowFixture.header + "- runFlow: sub.yaml\n- dismiss: Modal\n",
                                         files: ["sub.yaml": "---\n- present: {from: Home, scene: Modal}\n"])
        #expect(flow.steps.map(\.keyword) == ["runFlow", "dismiss"])
        guard case .runFlow(let sub) = flow.steps[0].kind else { Issue.record("not a runFlow"); return }
        #expect(sub.path == "sub.yaml")
        #expect(sub.steps[0].position.description == "sub.yaml:2:3")
        #expect(flow.callSummaries.count == 2)
    }

    @Test func eachAssertionParses() throws {
        let flow = try FlowFixture.parse(FlowFixture.header + """
            - dismiss: Modal
            - expectCallbacks: [Home.viewWillAppear, "Settings Child.viewDidAppear", w2.windowDidBecomeKey, s2.screenDidConnect]
            - expectCallbacks:
                controllers: [Home]
                names: [viewWillAppear]
                callbacks:
                  - Home.viewWillAppear: {animated: false, isMovingToParent: false}
            - expectVisible: Modal
            - expectVisible: [Home, Detail]
            - expectNotVisible: Modal
            - expectTree: |
                vc2 UINavigationController [HomeNavigation] appeared
            - expectError: {code: invalidState, message: present, uikit: "already presenting"}
            - expectError: -32003
            - expectError
            - expectWarning: {kind: detachedPresenter, uikit: detached}
            - expectWarning: Unbalanced calls
            - expectWarning
            - expectProperty: {vc: Home, presentedViewController: Modal, title: Home}
            - expectResult: {style: formSheet}
            - expectInvariants
            """)
        let kinds = flow.steps.dropFirst().compactMap { step -> String? in
            guard case .assertion(let a) = step.kind else { return nil }
            switch a {
            case .callbacks(let e): return "callbacks \(e.entries.map(\.text)) \(e.controllers ?? []) \(e.names ?? []) \(e.entries.compactMap(\.members).count)"
            case .visible(let refs, let expected): return "visible \(refs.map(\.name)) \(expected)"
            case .tree(let e): return "tree \(e.text)"
            case .error(let e): return "error \(e.code.map(String.init) ?? "-") \(e.message ?? "-") \(e.uikit ?? "-")"
            case .warning(let e): return "warning \(e.kind ?? "-") \(e.uikit ?? "-")"
            case .property(let e): return "property \(e.vc.name) \(e.members.map(\.key))"
            case .result(let members): return "result \(members.map(\.key))"
            case .invariants: return "invariants"
            }
        }
        #expect(kinds == [
            #"callbacks ["Home.viewWillAppear", "Settings Child.viewDidAppear", "w2.windowDidBecomeKey", "s2.screenDidConnect"] [] [] 0"#,
            #"callbacks ["Home.viewWillAppear"] ["Home"] ["viewWillAppear"] 1"#,
            #"visible ["Modal"] true"#,
            #"visible ["Home", "Detail"] true"#,
            #"visible ["Modal"] false"#,
            "tree vc2 UINavigationController [HomeNavigation] appeared\n",
            "error -32003 present already presenting",
            "error -32003 - -",
            "error - - -",
            "warning detachedPresenter detached",
            "warning - Unbalanced calls",
            "warning - -",
            #"property Home ["presentedViewController", "title"]"#,
            #"result ["style"]"#,
            "invariants",
        ])
    }

    @Test func theHeaderBecomesTheServersFlags() throws {
        let flow = try FlowFixture.parse("""
            name: checkout
            storyboards: \(FlowFixture.storyboards)
            main: Main
            external: External
            screen: 1024x1366@2:pad
            profile: modern
            sources: \(FlowFixture.storyboards)/DemoSources
            tags: [smoke, ipad]
            animationSpeed: 0.5
            unwindActions: {HomeViewController: [unwindToHome]}
            customSegues: {FadeSegue: present}
            ---
            - memoryWarning
            """)
        #expect(flow.header.name == "checkout")
        #expect(flow.header.tags == ["smoke", "ipad"])
        #expect(flow.header.serverArguments == [
            "--storyboards", FlowFixture.storyboards, "--main-storyboard", "Main", "--external-storyboard", "External",
            "--main-screen", "1024x1366@2:pad", "--ios", "26", "--sources", FlowFixture.storyboards + "/DemoSources",
            "--animation-speed", "0.5", "--unwind-actions", #"{"HomeViewController":["unwindToHome"]}"#, "--custom-segues", #"{"FadeSegue":"present"}"#,
        ])
        // The version: `ios`, or the old profile names (classic 12, modern the newest).
        for (line, version) in [("ios: 17", "17"), ("ios: \"15\"", "15"), ("profile: classic", "12"), ("profile: modern", "26")] {
            let args = try FlowFixture.parse(line + "\n---\n- memoryWarning\n").header.serverArguments
            #expect(args.firstIndex(of: "--ios").map { args[$0 + 1] } == version, "\(line)")
        }
        let bare = try FlowFixture.parse("- memoryWarning\n", path: "dir/only-steps.yaml")
        #expect(bare.header.name == "only-steps")
        #expect(bare.header.serverArguments == ["--main-storyboard", "", "--animation-speed", "0"])
    }

    // MARK: - Errors, each at its place

    @Test(arguments: [
        ("- presnt: {from: Home, scene: Modal}", "t.yaml:7:3: error: unknown step 'presnt' (did you mean 'present'?)"),
        ("- selectTab: {tabBar: Tabs, index: first}", "t.yaml:7:36: error: selectTab.index must be a whole number, got a string"),
        ("- tapTab: {tabBar: Tabs, index: -1}", "t.yaml:7:33: error: tapTab.index must be 0 or more"),
        ("- swipePage: {page: Pages, direction: up}", "t.yaml:7:39: error: swipePage: parameter 'direction' must be one of"),
        ("- present: {from: Home, scene: Modal, style: fromSheet}", "t.yaml:7:46: error: present: parameter 'style' must be one of"),
        ("- present: {from: Home, scene: Modal, stlye: formSheet}", "t.yaml:7:39: error: present has no field 'stlye' (did you mean 'style'?)"),
        ("- present: {scene: Modal}", "t.yaml:7:12: error: present needs 'from'"),
        ("- present: {from: Home, scene: Modal, vc: vc3}", "t.yaml:7:12: error: present takes 'scene' or 'vc', not both"),
        ("- dismiss:", "t.yaml:7:3: error: dismiss needs a value: dismiss: Modal"),
        ("- dismiss: [Modal]", "t.yaml:7:12: error: dismiss must be a map of vc, animated (or just the vc), got a list"),
        ("- dismiss: {vc: Modal, animated: maybe}", "t.yaml:7:34: error: dismiss: parameter 'animated' must be a boolean, got string"),
        ("- rotate: sideways", "t.yaml:7:11: error: rotate: parameter 'orientation' must be one of"),
        ("- tapBack: {nav: HomeNavigation, animated: false}", "t.yaml:7:34: error: tapBack has no field 'animated'"),
        ("- dragSheet: Modal", "t.yaml:7:14: error: dragSheet must be a map of vc, detent, cancel, got a string"),
        ("- dragSheet: {vc: Modal}", "t.yaml:7:14: error: dragSheet needs 'detent'"),
        ("- dragSheet: {vc: Modal, detent: large, cancel: later}", "t.yaml:7:49: error: dragSheet.cancel must be true or false"),
        ("- setTabs: {tabBar: Tabs, tabs: Home}", "t.yaml:7:33: error: setTabs.tabs must be a list of tabs such as [{identifier: home, vc: Home}], got a string"),
        ("- setTabs: {tabBar: Tabs, tabs: [{identifier: home, viewController: Home}]}",
         "t.yaml:7:53: error: setTabs.tabs[0] has no field 'viewController' (fields: identifier, title, kind, vc, children, defaultChild)"),
        ("- setTabs: {tabBar: Tabs, tabs: [{identifier: home, kind: page, vc: Home}]}",
         "t.yaml:7:59: error: setTabs.tabs[0].kind must be one of 'tab', 'search', 'group', got 'page'"),
        ("- setTabs: {tabBar: Tabs, tabs: [{vc: Home}]}", "t.yaml:7:34: error: setTabs.tabs[0] needs 'identifier'"),
        ("- setTabs: {tabBar: Tabs, tabs: [{identifier: g, kind: group, children: [{identifier: h, children: []}]}]}",
         "t.yaml:7:90: error: setTabs.tabs[0].children[0].children: a group inside a group is not modelled (R172)"),
        ("- tapUITab: {tabBar: Tabs}", "t.yaml:7:13: error: tapUITab needs 'identifier'"),
        ("- connectScreen: {name: TV, size: big}", "t.yaml:7:35: error: connectScreen.size must be WIDTHxHEIGHT"),
        ("- call: {method: vc.presnt}", "t.yaml:7:18: error: no protocol method 'vc.presnt' (did you mean 'vc.present'?)"),
        ("- call: {method: vc.present, params: {presenter: Home, vc: Modal, style: x}}", "t.yaml:7:74: error: call: parameter 'style' must be one of"),
        ("- call: {method: vc.present, params: {presentr: Home}}", "t.yaml:7:39: error: vc.present has no parameter 'presentr' (did you mean 'presenter'?)"),
        ("- call: {method: vc.present, params: {presenter: Home}}", "t.yaml:7:38: error: vc.present needs parameter 'vc': the controller to present"),
        ("- memoryWarning: now", "t.yaml:7:18: error: memoryWarning takes no value"),
        ("- expectCallbacks: [Home.viewWillApear]", "t.yaml:7:21: error: no event 'viewWillApear' in 'Home.viewWillApear' (did you mean 'viewWillAppear'?)"),
        ("- expectCallbacks: Home.viewWillAppear", "t.yaml:7:20: error: expectCallbacks must be a list"),
        ("- expectError: {code: invalidStat}", "t.yaml:7:23: error: no error code 'invalidStat' (did you mean 'invalidState'?)"),
        ("- expectError: -1", "t.yaml:7:16: error: no error code -1 in the protocol"),
        ("- expectProperty: {title: Home}", "t.yaml:7:19: error: expectProperty needs 'vc'"),
        ("- expectTree: [vc1]", "t.yaml:7:15: error: expectTree must be text"),
        ("- dismiss: Modal\n  pop: HomeNavigation", "t.yaml:7:3: error: a step is a map with one key; this one has 2 (dismiss, pop)"),
        ("- [dismiss]", "t.yaml:7:3: error: a step must be a one-key map"),
        ("- dismiss: {vc: Modal\n", "t.yaml:8:1: error: YAML: did not find expected ',' or '}'"),
        ("- runFlow: missing.yaml", "t.yaml:7:12: error: runFlow: no file missing.yaml"),
    ])
    func badStepsAreErrorsAtTheirPlace(_ step: String, _ expected: String) {
        let errors = FlowFixture.errors(FlowFixture.header + step)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.description.hasPrefix(expected) == true, "\(errors.first?.description ?? "no error")")
    }

    @Test func everyBadStepIsReportedNotJustTheFirst() {
        let errors = FlowFixture.errors(FlowFixture.header + "- presnt: x\n- dismiss: Modal\n- pop: {nav: N, animatd: true}\n")
        #expect(errors.map { "\($0.position.line):\($0.position.column)" } == ["7:3", "9:17"])
    }

    @Test(arguments: [
        ("nme: x\n---\n- memoryWarning\n", "t.yaml:1:1: error: unknown header field 'nme' (did you mean 'name'?)"),
        ("screen: 390x844\n---\n- memoryWarning\n", "t.yaml:1:9: error: screen must be WIDTHxHEIGHT@SCALE[:IDIOM]"),
        ("profile: new\n---\n- memoryWarning\n", "t.yaml:1:10: error: profile must be classic or modern, got 'new'"),
        ("ios: 11\n---\n- memoryWarning\n", "t.yaml:1:6: error: ios must be one of 12, 13, 14, 15, 16, 17, 18, 26, got '11'"),
        ("storyboards: /nowhere\n---\n- memoryWarning\n", "t.yaml:1:14: error: storyboards: no directory /nowhere"),
        ("main: Main\n---\n- memoryWarning\n", "t.yaml:1:7: error: main names a storyboard, but the header sets no `storyboards` directory"),
        ("animationSpeed: fast\n---\n- memoryWarning\n", "t.yaml:1:17: error: animationSpeed must be a number, got a string"),
        ("tags: {a: b}\n---\n- memoryWarning\n", "t.yaml:1:7: error: tags must be a string, got a map"),
        ("name: x\n", "t.yaml:1:1: error: no steps: a flow is a header, `---`, then a list of steps"),
        ("", "t.yaml:1:1: error: the file is empty"),
        ("name: x\n---\n- memoryWarning\n---\n- memoryWarning\n", "t.yaml:5:1: error: a flow file has two documents"),
        ("name: x\nname: y\n---\n- memoryWarning\n", "t.yaml:1:1: error: YAML: a key appears twice in one map: name"),
        ("name: x\n---\npresent: Home\n", "t.yaml:3:1: error: the steps must be a list"),
    ])
    func badHeadersAndDocumentsAreErrorsAtTheirPlace(_ text: String, _ expected: String) {
        let errors = FlowFixture.errors(text)
        #expect(errors.first?.description.hasPrefix(expected) == true, "\(errors)")
    }

    @Test func aMainStoryboardThatIsNotThereIsAnError() {
        let errors = FlowFixture.errors("storyboards: \(FlowFixture.storyboards)\nmain: Mian\n---\n- memoryWarning\n")
        #expect(errors.first?.description.hasPrefix("t.yaml:2:7: error: no storyboard 'Mian' in ") == true, "\(errors)")
    }

    @Test func runFlowCyclesAreErrors() {
        let errors = FlowFixture.errors("- runFlow: a.yaml\n", files: ["a.yaml": "- runFlow: b.yaml\n", "b.yaml": "- runFlow: t.yaml\n"])
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("runFlow cycle: t.yaml -> a.yaml -> b.yaml -> t.yaml") == true, "\(errors)")
        #expect(errors.first?.position.file == "b.yaml")
    }

    @Test func anIncludedFilesErrorsAreReportedInThatFile() {
        let errors = FlowFixture.errors("- runFlow: a.yaml\n", files: ["a.yaml": "---\n- dismis: Modal\n"])
        #expect(errors.first?.description.hasPrefix("a.yaml:2:3: error: unknown step 'dismis'") == true, "\(errors)")
        #expect(errors.first?.description.contains("run from t.yaml:1:12") == true)
    }
}
