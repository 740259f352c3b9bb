import Foundation
import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// Column-style split view controllers over the protocol, both transports (issue 42; uikit-rules
/// R150-R165, the sources are in the engine's `ColumnSplitTests`): a storyboard's
/// three-column split and `vc.create`'s `style` make them, `split.setViewController`,
/// `split.showColumn` and `split.hideColumn` are their column API, `vc.get`'s properties
/// report their columns and display mode, `vc.set` their preferences; iOS 13 refuses the style.
@Suite("column-style split views over the protocol", .serialized)
struct ColumnSplitServerTests {
    /// An excerpt of NetNewsWire's main storyboard (Tests/Fixtures/ColumnSplitStoryboards, MIT):
    /// an initial three-column split (`allowDoubleColumnStyle`, `beside`, `displace`).
    static var netNewsWireXML: String {
        get throws {
            try String(contentsOfFile: ServerProcess.packageRoot
                + "/Tests/Fixtures/ColumnSplitStoryboards/NetNewsWire-Main-excerpt.storyboard", encoding: .utf8)
        }
    }

    @Test(arguments: ServerTransport.allCases)
    func R151_R165_aStoryboardTripleColumnSplitReportsItsColumns(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0"])
        let c = try s.connect()
        _ = try await c.ok("storyboard.load", ["name": "NetNewsWire", "xml": .string(try Self.netNewsWireXML)])
        let w = try await c.ok("window.create", ["storyboard": "NetNewsWire"])
        let split = try #require(w["root"]?.stringValue)
        let info = try await c.ok("vc.get", ["vc": .string(split)])
        let props = info["properties"]
        #expect(props?["style"] == "tripleColumn" && props?["preferredDisplayMode"] == "oneBesideSecondary"
            && props?["preferredSplitBehavior"] == "displace", "\(String(describing: props))")
        // R151: three navigation controllers, one per column; R159: the server's main screen is
        // an iPhone, so the split is collapsed and the primary's stack holds the three columns'
        // controllers, the secondary on top.
        #expect(props?["isCollapsed"] == true)
        let children = try #require(info["children"]?.arrayValue)
        #expect(children.count == 3)
        var stacks: [[JSON]] = []
        for child in children {
            let nav = try await c.ok("vc.get", ["vc": child])
            #expect(nav["class"] == "UINavigationController")
            stacks.append(nav["children"]?.arrayValue ?? [])
        }
        let columns = ["primaryViewController", "supplementaryViewController", "secondaryViewController"].compactMap { props?[$0] }
        #expect(stacks == [columns, [], []], "\(stacks)")
        let timeline = try await c.ok("vc.get", ["vc": try #require(props?["supplementaryViewController"])])
        #expect(timeline["scene"] == "Kyk-vK-QRX" && timeline["splitViewController"] == .string(split))
        // R150: the style is set when the split is made; what UIKit computes is read-only.
        let readOnly = try #require(await c.refused("vc.set", ["vc": .string(split), "properties": ["displayMode": "secondaryOnly"]]))
        #expect(readOnly.codeName == "invalidParams" && readOnly.message.contains("read-only"), "\(readOnly)")
        _ = try await c.ok("vc.set", ["vc": .string(split), "properties": ["topColumnForCollapsing": "primary"]])
        #expect(try await c.ok("vc.get", ["vc": .string(split)])["properties"]?["topColumnForCollapsing"] == "primary")
        let check = try await c.ok("server.checkInvariants")
        #expect(check["ok"] == .bool(true), "\(check)")
        #expect(s.stop() == 0)
    }

    /// R157, R184: `tree` lists what a user can do to an expanded column-style split's columns
    /// (what `prosc explore` offers): NetNewsWire's split on a portrait iPad shows the
    /// supplementary beside the secondary (`beside`, `displace`), so the user can bring in the
    /// primary and put the supplementary away; not while something is presented over it, and
    /// nothing collapsed (an iPhone: the stack's back swipe does it).
    @Test(arguments: ServerTransport.allCases)
    func R184_treeListsTheColumnsAUserCanShowAndHide(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0", "--main-screen", "1024x1366@2:pad"])
        let c = try s.connect()
        _ = try await c.ok("storyboard.load", ["name": "NetNewsWire", "xml": .string(try Self.netNewsWireXML)])
        let w = try await c.ok("window.create", ["storyboard": "NetNewsWire"])
        let window = try #require(w["window"])
        let split = try #require(w["root"]?.stringValue)
        func root() async throws -> JSON? { try await c.ok("tree", ["window": window])["windows"]?.arrayValue?.first?["root"] }
        var node = try await root()
        #expect(node?["displayMode"] == "oneBesideSecondary" && node?["gestures"] == ["showColumn", "hideColumn"]
            && node?["showColumns"] == ["primary"] && node?["hideColumns"] == ["supplementary"], "\(String(describing: node))")
        // The user brings the primary in: the nearest mode with two columns the behaviour allows.
        _ = try await c.ok("split.showColumn", ["split": .string(split), "column": "primary"])
        node = try await root()
        #expect(node?["displayMode"] == "twoDisplaceSecondary" && node?["gestures"] == ["hideColumn"]
            && node?["showColumns"] == nil && node?["hideColumns"] == ["primary", "supplementary"], "\(String(describing: node))")
        // Covered by a presentation, the user reaches none of it.
        let sheet = try await c.makeController("Sheet", ["modalPresentationStyle": "fullScreen"])
        _ = try await c.ok("vc.present", ["presenter": .string(split), "vc": .string(sheet), "animated": false])
        node = try await root()
        #expect(node?["gestures"] == nil && node?["hideColumns"] == nil && node?["displayMode"] == "twoDisplaceSecondary",
                "\(String(describing: node))")
        #expect(s.stop() == 0)

        // Collapsed on an iPhone: no display mode, no column gesture.
        let phone = try transport.start(["--animation-speed", "0"])
        let p = try phone.connect()
        _ = try await p.ok("storyboard.load", ["name": "NetNewsWire", "xml": .string(try Self.netNewsWireXML)])
        let pw = try await p.ok("window.create", ["storyboard": "NetNewsWire"])
        let collapsed = try await p.ok("tree", ["window": try #require(pw["window"])])["windows"]?.arrayValue?.first?["root"]
        #expect(collapsed?["displayMode"] == nil && collapsed?["gestures"] == nil, "\(String(describing: collapsed))")
        #expect(phone.stop() == 0)
    }

    @Test(arguments: ServerTransport.allCases)
    func R150_iOS13RefusesTheStyleAndIOS14MakesIt(_ transport: ServerTransport) async throws {
        let old = try transport.start(["--ios", "13"])
        let c13 = try old.connect()
        let refused = try #require(await c13.refused("vc.create", ["class": "UISplitViewController", "properties": ["style": "doubleColumn"]]))
        #expect(refused.codeName == "unsupported" && refused.raises == true
            && refused.uikit == "-[UISplitViewController initWithStyle:]: unrecognized selector sent to instance", "\(refused)")
        #expect(old.stop() == 0)

        let s = try transport.start(["--ios", "14"])
        let c = try s.connect()
        let a = try await c.makeController("A")
        let b = try await c.makeController("B")
        let r = try await c.ok("vc.create", ["class": "UISplitViewController", "properties": ["style": "doubleColumn"],
                                             "children": [.string(a), .string(b)]])
        let split = try #require(r["vc"]?.stringValue)
        let props = try await c.ok("vc.get", ["vc": .string(split)])["properties"]
        #expect(props?["primaryViewController"] == .string(a) && props?["secondaryViewController"] == .string(b)
            && props?["isCollapsed"] == false, "\(String(describing: props))")
        #expect(try await c.ok("vc.get", ["vc": .string(a)])["navigationController"]?.stringValue != nil)
        #expect(s.stop() == 0)
    }

    /// R152, R157 over the protocol: the column API's methods (split.setViewController,
    /// split.showColumn, split.hideColumn) on an iPad in portrait, where a double-column split
    /// shows the secondary only; a classic split refuses them.
    @Test(arguments: ServerTransport.allCases)
    func R152_R157_theColumnMethods(_ transport: ServerTransport) async throws {
        let s = try transport.start(["--animation-speed", "0", "--main-screen", "1024x1366@2:pad"])
        let c = try s.connect()
        let log = NotificationLog(c)
        let a = try await c.makeController("A")
        let b = try await c.makeController("B")
        let made = try await c.ok("vc.create", ["class": "UISplitViewController", "properties": ["style": "doubleColumn"],
                                                "children": [.string(a), .string(b)]])
        let split = try #require(made["vc"]?.stringValue)
        _ = try await c.ok("window.create", ["root": .string(split)])
        let nb = try #require(try await c.ok("vc.get", ["vc": .string(b)])["navigationController"]?.stringValue)

        // R152: a plain controller for a secondary column with a navigation controller is pushed.
        let e = try await c.makeController("E")
        #expect(try await c.ok("split.setViewController", ["split": .string(split), "column": "secondary", "vc": .string(e)])
                == ["action": "push", "container": .string(nb)])
        #expect(try await c.ok("vc.get", ["vc": .string(nb)])["children"] == [.string(b), .string(e)])
        // nil clears the column; the next plain controller gets a navigation controller of its own.
        #expect(try await c.ok("split.setViewController", ["split": .string(split), "column": "secondary"]) == [:])
        let f = try await c.makeController("F")
        let set = try await c.ok("split.setViewController", ["split": .string(split), "column": "secondary", "vc": .string(f)])
        let nf = try #require(set["vc"]?.stringValue)
        #expect(try await c.ok("vc.get", ["vc": .string(nf)])["class"] == "UINavigationController")

        // R157: showing the primary changes the display mode, with the primary's appearance.
        _ = try await c.ok("events.subscribe", ["names": ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]])
        log.clear()
        _ = try await c.ok("split.showColumn", ["split": .string(split), "column": "primary"])
        _ = try await c.ok("sync")
        #expect(log.events.contains { $0.vc == a && $0.name == "viewDidAppear" }, "\(trace(log.events))")
        #expect(try await c.ok("vc.get", ["vc": .string(split)])["properties"]?["displayMode"] == "oneOverSecondary")
        log.clear()
        _ = try await c.ok("split.hideColumn", ["split": .string(split), "column": "primary"])
        _ = try await c.ok("sync")
        #expect(log.events.contains { $0.vc == a && $0.name == "viewDidDisappear" }, "\(trace(log.events))")
        #expect(try await c.ok("vc.get", ["vc": .string(split)])["properties"]?["displayMode"] == "secondaryOnly")

        // A classic split (no style) has no column API.
        let p = try await c.makeController("P")
        let q = try await c.makeController("Q")
        let classic = try #require(try await c.ok("vc.create", ["class": "UISplitViewController", "children": [.string(p), .string(q)]])["vc"]?.stringValue)
        let refused = try #require(await c.refused("split.showColumn", ["split": .string(classic), "column": "primary"]))
        #expect(refused.codeName == "unsupported" && refused.message.contains("doesn't apply to classic split view controllers"), "\(refused)")
        let bad = try #require(await c.refused("split.showColumn", ["split": .string(split), "column": "tertiary"]))
        #expect(bad.codeName == "invalidParams")
        #expect(try await c.ok("server.checkInvariants")["ok"] == true)
        #expect(s.stop() == 0)
    }

    /// R178-R182 over the protocol: a column-style split's delegate calls arrive as events on the
    /// split, in order around the change's callbacks, on iOS 17 and 26. A portrait iPad's split
    /// preferring one column beside the secondary overlays the primary; a compact width collapses
    /// it (the top column asked, the primary column hidden, its controller's disappearance,
    /// iOS 26's didHide, didCollapse, then the traits), a regular one expands it again; the app's
    /// hide(.primary) tells the new display mode and, before iOS 26, the column.
    @Test(arguments: ServerTransport.allCases)
    func R178_R182_theDelegateCallsArriveInOrder(_ transport: ServerTransport) async throws {
        for ios in ["17", "26"] {
            let s = try transport.start(["--animation-speed", "0", "--main-screen", "1024x1366@2:pad", "--ios", ios])
            let c = try s.connect()
            let log = NotificationLog(c)
            let a = try await c.makeController("A")
            let b = try await c.makeController("B")
            let made = try await c.ok("vc.create", ["class": "UISplitViewController",
                                                    "properties": ["style": "doubleColumn", "preferredDisplayMode": "oneBesideSecondary",
                                                                   "delegateEvents": true],
                                                    "children": [.string(a), .string(b)]])
            let split = try #require(made["vc"]?.stringValue)
            let w = try #require(try await c.ok("window.create", ["root": .string(split)])["window"]?.stringValue)
            _ = try await c.ok("events.subscribe", [:])
            let is26 = ios == "26"
            /// The split's delegate events and A's appearance, in arrival order.
            func trace() -> [String] {
                log.events.compactMap { e in
                    let name = e.name ?? ""
                    if e.vc == split, name.hasPrefix("splitViewController") {
                        let detail = e.params["column"]?.stringValue ?? e.params["displayMode"]?.stringValue
                            ?? e.params["result"]?.stringValue
                        return detail.map { "\(name)(\($0))" } ?? name
                    }
                    if e.vc == split, name == "traitCollectionDidChange" { return name }
                    if e.vc == a, ["viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains(name) {
                        return "A.\(name)"
                    }
                    return nil
                }
            }

            log.clear()
            _ = try await c.ok("window.setTraits", ["window": .string(w), "horizontalSizeClass": "compact"])
            _ = try await c.ok("sync")
            #expect(trace() == ["splitViewControllerTopColumnForCollapsing(secondary)", "splitViewControllerWillHideColumn(primary)",
                                "A.viewWillDisappear", "A.viewDidDisappear"]
                        + (is26 ? ["splitViewControllerDidHideColumn(primary)"] : [])
                        + ["splitViewControllerDidCollapse", "traitCollectionDidChange"], "iOS \(ios): \(trace())")
            let asked = log.events.first { $0.name == "splitViewControllerTopColumnForCollapsing" }
            #expect(asked?.params["proposedTopColumn"] == "secondary" && asked?.window == w)

            log.clear()
            _ = try await c.ok("window.setTraits", ["window": .string(w), "horizontalSizeClass": "regular"])
            _ = try await c.ok("sync")
            #expect(trace() == ["splitViewControllerDisplayModeForExpanding(oneOverSecondary)", "splitViewControllerWillShowColumn(primary)",
                                "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"]
                        + (is26 ? ["splitViewControllerDidShowColumn(primary)"] : [])
                        + ["splitViewControllerDidExpand", "traitCollectionDidChange"], "iOS \(ios): \(trace())")

            log.clear()
            _ = try await c.ok("split.hideColumn", ["split": .string(split), "column": "primary"])
            _ = try await c.ok("sync")
            #expect(trace() == ["splitViewControllerWillChangeToDisplayMode(secondaryOnly)"]
                        + (is26 ? [] : ["splitViewControllerWillHideColumn(primary)"])
                        + ["A.viewWillDisappear", "A.viewDidDisappear"], "iOS \(ios): \(trace())")
            #expect(try await c.ok("server.checkInvariants")["ok"] == true)
            #expect(s.stop() == 0)
        }
    }
}
