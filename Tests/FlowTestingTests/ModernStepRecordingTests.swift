import FlowTesting
import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 42's steps both ways against the real proscd (uikit-rules R166-R174): requests made
/// by another client are recorded as `dragSheet`, `tapBack`, `setTabs`, `selectUITab` and
/// `tapUITab` steps (controllers by name, the tabs' controllers too) with their callbacks, and
/// the recorded flow replays green; the steps' failures say what differed.
@Suite("Issue 42's flow steps against a real server", .serialized)
struct ModernStepRecordingTests {
    private func node(_ tree: Tree, _ match: (TreeNode) -> Bool) throws -> String {
        let all: [TreeNode] = tree.windows.compactMap(\.root).flatMap(\.allNodes)
        let found = all.first(where: match)
        return try #require(found).vc
    }

    @Test func issue42RequestsRecordAsTheirStepsAndReplay() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0", "--ios", "26"])
        defer { _ = server.stop() }
        let file = try FlowFixture.directory([:]) + "/session.yaml"
        var settings = FlowRecorder.HeaderSettings()
        settings.storyboards = ServerProcess.demoStoryboards
        settings.main = "Main"
        settings.external = "External"
        let (notes, sink) = AsyncStream.makeStream(of: FlowRecorder.Note.self)
        let recorder = FlowRecorder(connection: try ProsceniumConnection(path: server.socketPath, bufferNotifications: false),
                                    output: file, settings: settings) { sink.yield($0) }
        let recording = Task { try await recorder.record() }
        var heard = notes.makeAsyncIterator()
        while let n = await heard.next() { if case .started = n { break } }

        let c = try server.connect()
        let tree = try await c.tree()
        let home = try node(tree) { $0.storyboardIdentifier == "Home" }
        let nav = try node(tree) { $0.storyboardIdentifier == "HomeNavigation" }
        let settingsVC = try node(tree) { $0.storyboardIdentifier == "Settings" }
        let tabs = try node(tree) { $0.className == "UITabBarController" }
        let sheet = try #require(try await c.request("vc.create", ["class": "UIViewController", "title": "Sheet"])["vc"]?.stringValue)
        _ = try await c.request("vc.set", ["vc": .string(sheet), "properties": ["modalPresentationStyle": "pageSheet", "detents": ["medium", "large"]]])
        _ = try await c.request("vc.present", ["presenter": .string(home), "vc": .string(sheet), "animated": false])
        _ = try await c.request("sheet.drag", ["vc": .string(sheet), "detent": "large"])
        _ = try await c.request("sheet.drag", ["vc": .string(sheet), "detent": "medium", "outcome": "cancel"])
        _ = try await c.request("vc.dismiss", ["vc": .string(sheet), "animated": false])
        _ = try await c.request("nav.instantiateAndPush", ["nav": .string(nav), "storyboard": "Main", "identifier": "Detail", "animated": false])
        _ = try await c.request("nav.tapBack", ["nav": .string(nav)])
        let search = try #require(try await c.request("vc.create", ["class": "UIViewController", "title": "Search"])["vc"]?.stringValue)
        _ = try await c.request("tab.setTabs", ["tab": .string(tabs), "tabs": [["identifier": "home", "vc": .string(nav)],
                                                                             ["identifier": "settings", "vc": .string(settingsVC)],
                                                                             ["identifier": "search", "kind": "search", "vc": .string(search)]]])
        _ = try await c.request("tab.selectTab", ["tab": .string(tabs), "identifier": "settings"])
        _ = try await c.request("tab.tapTab", ["tab": .string(tabs), "identifier": "home"])
        // The last request's step is written once its report arrives.
        while let n = await heard.next() { if case .recorded(step: "tapUITab", _, _, _) = n { break } }
        recording.cancel()
        _ = try? await recording.value
        try await recorder.finish()
        let text = try String(contentsOfFile: file, encoding: .utf8)
        for step in ["- dragSheet: {vc: Sheet, detent: large}\n- expectCallbacks:\n    - Sheet.sheetPresentationControllerDidChangeSelectedDetentIdentifier\n",
                     "- dragSheet: {vc: Sheet, detent: medium, cancel: true}\n- expectCallbacks: []\n",
                     "- tapBack: HomeNavigation\n- expectCallbacks:\n    - Detail.willMoveToParent\n",
                     "- setTabs: {tabBar: UITabBarController, tabs: [{identifier: home, vc: HomeNavigation}, {identifier: settings, vc: Settings}, {identifier: search, kind: search, vc: Search}]}\n",
                     "- selectUITab: {tabBar: UITabBarController, identifier: settings}\n",
                     "- tapUITab: {tabBar: UITabBarController, identifier: home}\n- expectCallbacks:\n    - UITabBarController.tabBarControllerShouldSelectTab\n"] {
            #expect(text.contains(step), "missing \(step) in\n\(text)")
        }
        var options = FlowFixture.options
        options.update = false
        let replay = await FlowRunner.run(try FlowLoader().load(file), options: options)
        #expect(replay.status == .passed, "\(replay.report)\n\(text)")
    }

    /// The steps run, and assertions on what they change (`selectedDetentIdentifier`,
    /// `selectedTab`) fail naming the value found.
    @Test func theStepsRunAndTheirPropertiesAreAsserted() async throws {
        let steps = """
            - call: {method: vc.create, params: {class: UIViewController, title: Sheet}}
            - call: {method: vc.set, params: {vc: Sheet, properties: {modalPresentationStyle: pageSheet, detents: [medium, large]}}}
            - present: {from: Home, vc: Sheet, animated: false}
            - dragSheet: {vc: Sheet, detent: large}
            - expectCallbacks: [Sheet.sheetPresentationControllerDidChangeSelectedDetentIdentifier]
            - expectProperty: {vc: Sheet, selectedDetentIdentifier: large}
            - dragSheet: {vc: Sheet, detent: medium, cancel: true}
            - expectNoCallbacks
            - expectProperty: {vc: Sheet, selectedDetentIdentifier: medium}

            """
        let result = try await FlowFixture.run("ios: 26\n" + FlowFixture.header + steps)
        #expect(result.status == .failed, "\(result.report)")
        #expect(result.failure?.keyword == "expectProperty" && result.failure?.position.line == 16, "\(result.report)")
        #expect(result.failure?.report.contains("selectedDetentIdentifier: large") == true, "\(result.report)")
        // On iOS 17 the tab model does not exist: the step is refused as UIKit would raise.
        let old = try await FlowFixture.run("ios: 17\n" + FlowFixture.header
            + "- setTabs: {tabBar: UITabBarController, tabs: [{identifier: home, vc: HomeNavigation}]}\n- expectError: {code: unsupported, uikit: \"unrecognized selector\"}\n")
        #expect(old.status == .passed, "\(old.report)")
    }
}
