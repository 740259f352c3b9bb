import Foundation
import HierarchyEngine
@testable import ProsceniumServer
import ProsceniumTesting
import Testing

/// The state file: JSON round trip, strict reading, atomic writing.
@Suite struct StateFileTests {
    /// A hierarchy with every kind of link: a tab bar with a stack, a split view, a presentation,
    /// properties that differ from the defaults, a second screen.
    static func varied() throws -> PreservedState {
        var h = Hierarchy(ids: IDSource())
        _ = try h.apply(.connectScreen(ScreenSpec(name: "Main", width: 390, height: 844, scale: 3, idiom: .phone, isMain: true),
                                       externalStoryboard: nil))
        _ = try h.apply(.connectScreen(ScreenSpec(name: "TV", width: 1920, height: 1080, scale: 1, idiom: .external, isMain: false),
                                       externalStoryboard: nil))
        func make(_ cls: String, _ rid: String, _ children: [VCID] = [], _ extra: [String: PropertyValue] = [:]) throws -> VCID {
            var props = extra
            props["restorationIdentifier"] = .string(rid)
            guard case .completed(.controller(let id)) = try h.apply(.createController(
                className: cls, title: rid.uppercased(), properties: props, children: children)).status else { throw CancellationError() }
            return id
        }
        let a = try make("UIViewController", "a"), b = try make("UIViewController", "b")
        let nav = try make("UINavigationController", "nav", [a])
        let p = try make("UIViewController", "p"), s = try make("UIViewController", "s")
        let split = try make("UISplitViewController", "split", [p, s])
        let tabs = try make("UITabBarController", "tabs", [nav, split], ["preferredStatusBarStyle": .string("lightContent"),
                                                                          "supportedInterfaceOrientations": .string("all")])
        _ = try h.apply(.createWindow(screen: nil, root: tabs, storyboard: nil, identifier: nil, makeKeyAndVisible: true))
        _ = try h.apply(.push(nav: nav, vc: b, animated: false))
        _ = try h.apply(.selectTab(tab: tabs, index: 1))
        let m = try make("CustomModal", "m", [], ["preferredContentSize": .size(width: 300, height: 200),
                                                  "childForStatusBarStyle": .null, "unwindActions": .strings(["back"])])
        _ = try h.apply(.present(presenter: tabs, vc: m, animated: false, style: .overFullScreen, transition: .flipHorizontal))
        _ = try h.apply(.setTraits(window: WindowID(1), horizontal: .regular, vertical: nil))
        return h.preservedState()
    }

    @Test func stateRoundTripsThroughItsJSON() throws {
        let state = try Self.varied()
        #expect(state.controllers.count == 8)
        let decoded = try StateStoreEncoding.decode(StateStoreEncoding.encode(state))
        #expect(decoded == state)
    }

    @Test func readingIsStrict() throws {
        let good = String(decoding: StateStoreEncoding.encode(try Self.varied()), as: UTF8.self)
        for bad in [good.replacingOccurrences(of: "\"version\":1", with: "\"version\":2"),
                    good.replacingOccurrences(of: "\"proscenium-state\"", with: "\"other\""),
                    good.replacingOccurrences(of: "\"restorationIdentifier\":\"a\"", with: "\"restorationIdentifier\":7"),
                    good.replacingOccurrences(of: "\"style\":\"overFullScreen\"", with: "\"style\":\"sideways\""),
                    String(good.prefix(good.count / 2))] {
            #expect(throws: StateStoreEncoding.DecodeError.self) { _ = try StateStoreEncoding.decode(Array(bad.utf8)) }
        }
    }

    @Test func writesReplaceTheFileWholeAndLeaveNoTemporary() throws {
        let dir = ServerProcess.makeTemporaryDirectory("prosc-statefile")
        let path = dir + "/state.json"
        try StateStore.writeAtomically(Array("first\n".utf8), to: path, directory: dir)
        try StateStore.writeAtomically(Array("second\n".utf8), to: path, directory: dir)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\n")
        #expect(!FileManager.default.fileExists(atPath: path + ".tmp"))
    }
}
