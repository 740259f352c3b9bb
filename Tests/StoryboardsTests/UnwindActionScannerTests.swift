import Foundation
import Testing
import HierarchyEngine
@testable import Storyboards

/// The unwind-action scanner on Swift and Objective-C fixtures.
@Suite struct UnwindActionScannerTests {
    static func swift(_ source: String) -> [String] {
        SwiftUnwindActions.actions(in: source).map { "\($0.className).\($0.action)" }
    }

    static func objc(_ source: String) -> [String] {
        ObjCUnwindActions.actions(in: source).map { "\($0.className).\($0.action)" }
    }

    @Test func swiftSpellingsOfAnUnwindAction() {
        let source = """
            import UIKit

            final class HomeViewController: UIViewController, UITableViewDelegate {
                @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
                @IBAction private func unwindPrivately(_ s: UIStoryboardSegue) { }
                @IBAction
                override
                func unwindOverridden(
                    _ unwindSegue : UIStoryboardSegue
                ) {}
                @MainActor @IBAction public func unwindQualified(_ segue: UIKit.UIStoryboardSegue!) {}
                @IBAction func save(segue: UIStoryboardSegue) {}
                @IBAction func cancel(from segue: UIStoryboardSegue?) {}
                @IBAction func back(withSegue segue: UIStoryboardSegue) {}
                @objc(goHome:) @IBAction func renamed(_ segue: UIStoryboardSegue) {}
                @IBAction @objc(backHome:) func renamedAfter(_ segue: UIStoryboardSegue) {}
            }
            """
        #expect(Self.swift(source) == [
            "HomeViewController.unwindToHome", "HomeViewController.unwindPrivately",
            "HomeViewController.unwindOverridden", "HomeViewController.unwindQualified",
            // C12: `save(segue:)` is `saveWithSegue:` since Swift 3 and `save:` in Swift 2.
            "HomeViewController.saveWithSegue", "HomeViewController.save",
            "HomeViewController.cancelFrom", "HomeViewController.backWithSegue",
            "HomeViewController.goHome", "HomeViewController.backHome",
        ])
    }

    @Test func swiftLookalikesAreNotUnwindActions() {
        let source = #"""
            class Screen: UIViewController {
                @IBAction func tapped(_ sender: UIButton) {}
                @IBAction func tappedWithNothing() {}
                func notAnAction(_ segue: UIStoryboardSegue) {}
                @IBAction func two(_ segue: UIStoryboardSegue, other: Int) {}
                @IBAction func many(_ segues: [UIStoryboardSegue]) {}
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
                // @IBAction func commented(_ segue: UIStoryboardSegue) {}
                /* @IBAction func blockCommented(_ segue: UIStoryboardSegue) {}
                   /* nested */ @IBAction func stillCommented(_ segue: UIStoryboardSegue) {} */
                let text = "@IBAction func inString(_ segue: UIStoryboardSegue) {}"
                let raw = #"@IBAction func inRaw(_ segue: UIStoryboardSegue) { "quoted" }"#
                let multi = """
                    @IBAction func inMultiline(_ segue: UIStoryboardSegue) {}
                    """
                let interpolated = "\(value("}")) @IBAction func inInterpolation(_ s: UIStoryboardSegue) {}"
                @IBAction func real(_ segue: UIStoryboardSegue) {}
            }
            @IBAction func freeFunction(_ segue: UIStoryboardSegue) {}
            """#
        #expect(Self.swift(source) == ["Screen.real"])
    }

    @Test func swiftEnclosingTypes() {
        let source = """
            protocol Unwinding: class {
                @IBAction func inProtocol(_ segue: UIStoryboardSegue)
            }
            class Outer: UIViewController {
                class func make() -> Outer { Outer() }
                class var shared: Int { 1 }
                struct Helper { func x() { if true { } } }
                @IBAction func outerAction(_ segue: UIStoryboardSegue) {}
                class Inner<T>: UIViewController where T: Equatable {
                    @IBAction func innerAction(_ segue: UIStoryboardSegue) { let c = { } ; c() }
                }
                @IBAction func afterInner(_ segue: UIStoryboardSegue) {}
            }
            extension Outer.Inner {
                @IBAction func extended(_ segue: UIStoryboardSegue) {}
            }
            extension Settings: UITableViewDelegate {
                @IBAction func fromExtension(_ segue: UIStoryboardSegue) {}
            }
            extension Wrapper where Element == Int {
                @IBAction func constrained(_ segue: UIStoryboardSegue) {}
            }
            """
        #expect(Self.swift(source) == [
            "Outer.outerAction", "Inner.innerAction", "Outer.afterInner", "Inner.extended", "Settings.fromExtension",
            "Wrapper.constrained",
        ])
    }

    @Test func objectiveCMethods() {
        let source = """
            #import "MasterViewController.h"
            // - (IBAction)commented:(UIStoryboardSegue *)segue {}
            @interface MasterViewController ()
            - (IBAction)declaredInExtension:(UIStoryboardSegue *)segue;
            @end

            @implementation MasterViewController
            - (IBAction)unwindToMaster:(UIStoryboardSegue *)segue { NSLog(@"- (IBAction)inString:(UIStoryboardSegue *)s"); }
            - (IBAction) spaced : ( UIStoryboardSegue* _Nonnull ) unwindSegue
            {
                char c = '"';
            }
            - (IBAction)buttonTapped:(UIButton *)sender {}
            - (IBAction)twoParts:(UIStoryboardSegue *)segue extra:(id)x {}
            - (void)notAction:(UIStoryboardSegue *)segue {}
            @end

            @implementation DetailViewController (Unwinding)
            - (IBAction)unwindToDetail:(UIStoryboardSegue *)segue {}
            @end
            - (IBAction)outsideAnyClass:(UIStoryboardSegue *)segue {}
            """
        #expect(Self.objc(source) == [
            "MasterViewController.declaredInExtension", "MasterViewController.unwindToMaster",
            "MasterViewController.spaced", "DetailViewController.unwindToDetail",
        ])
    }

    @Test func scansADirectoryTreeByExtension() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-scan-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("App/Screens"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent(".build"), withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        try write("App/Home.swift", "class HomeViewController: UIViewController { @IBAction func unwindToHome(_ s: UIStoryboardSegue) {} }")
        try write("App/Screens/Home+More.swift", "extension HomeViewController { @IBAction func unwindToHome(_ s: UIStoryboardSegue) {}\n@IBAction func reset(_ s: UIStoryboardSegue) {} }")
        try write("App/Legacy.m", "@implementation LegacyViewController\n- (IBAction)unwindToLegacy:(UIStoryboardSegue *)segue {}\n@end")
        try write("App/Mixed.mm", "@implementation MixedController\n- (IBAction)back:(UIStoryboardSegue *)segue {}\n@end")
        try write("App/Notes.txt", "class Ignored { @IBAction func nope(_ s: UIStoryboardSegue) {} }")
        try write(".build/Generated.swift", "class Hidden { @IBAction func nope(_ s: UIStoryboardSegue) {} }")
        let actions = try UnwindActionScanner.scan(directory: root.path)
        #expect(actions == [
            "HomeViewController": ["unwindToHome", "reset"],
            "LegacyViewController": ["unwindToLegacy"],
            "MixedController": ["back"],
        ])
    }

    /// C12: a Swift 2-era declaration (`func cancelToPlayers(segue: UIStoryboardSegue)`) gives
    /// Swift 2's selector `cancelToPlayers:` besides Swift 3's `cancelToPlayersWithSegue:`,
    /// marked with its reading; declarations both eras read alike give one selector. Source:
    /// SE-0046 (gist.github.com/erica/e83893998ca7b5f46afe, 2016: "By default, a Swift 2
    /// parameter declaration that appears first in the parameter list omits its external name
    /// … `func foo(a: T, b: U, c: V)` declares `foo(_:b:c:)`"), and Swift 3's `With` rule
    /// (UnwindActionName) — [doc].
    @Test func C12_swift2EraUnwindActionsYieldBothSelectorsAndSayWhichReadingGaveIt() throws {
        let found = SwiftUnwindActions.scan("""
            class PlayersViewController: UITableViewController {
                @IBAction func cancelToPlayersViewController(segue: UIStoryboardSegue) {}
                @IBAction func savePlayerDetail(_ segue: UIStoryboardSegue) {}
                @IBAction func back(from segue: UIStoryboardSegue) {}
                @objc(done:) @IBAction func finish(segue: UIStoryboardSegue) {}
                override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {}
            }
            """)
        #expect(found.map(\.action) == ["cancelToPlayersViewControllerWithSegue", "cancelToPlayersViewController",
                                        "savePlayerDetail", "backFrom", "done"])
        #expect(found.map { $0.swift2Reading != nil } == [false, true, false, false, false])
        #expect(found[1].swift2Reading == "cancelToPlayersViewController(segue:) read as Swift 2, whose first parameter has no label")
        // A directory scan keeps the reading, with the file it came from.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("unwind-swift2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "class Players: UIViewController { @IBAction func cancelToPlayers(segue: UIStoryboardSegue) {} }"
            .write(to: root.appendingPathComponent("Players.swift"), atomically: true, encoding: .utf8)
        let table = try UnwindActionScanner.scanTable(directory: root.path)
        #expect(table.actions == ["Players": ["cancelToPlayersWithSegue", "cancelToPlayers"]])
        #expect(table.swift2Readings == ["Players": ["cancelToPlayers": "Players.swift: cancelToPlayers(segue:) read as Swift 2, whose first parameter has no label"]])
    }

    @Test func missingDirectoryThrows() {
        #expect(throws: UnwindActionScanner.ScanError(path: "/no/such/dir", reason: "not a directory")) {
            try UnwindActionScanner.scan(directory: "/no/such/dir")
        }
    }
}

/// Issue 14, point 5, across the storyboard layer: a storyboard's `unwindAction="unwindToFirst:"`
/// and the actions scanned from Swift or Objective-C sources name the same selector, so the
/// storyboard's own unwind segue reaches the class whose source declares it.
@Suite struct UnwindSpellingAcrossLayersTests {
    static func storyboard() throws -> StoryboardTemplate {
        try Fixture.load(Fixture.document(initial: "nav",
            Fixture.scene("n", #"""
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
                """#),
            Fixture.scene("1", Fixture.viewController("first", #"customClass="FirstViewController""#,
                          connections: #"<segue destination="second" kind="show" identifier="go" id="go"/>"#)),
            Fixture.scene("2", Fixture.viewController("second", connections: """
                <segue destination="ex" kind="unwind" unwindAction="unwindToFirst:" id="u1"/>
                <segue destination="ex" kind="unwind" unwindAction="unwindToFirstWithSegue:" id="u2"/>
                """), extra: #"<exit id="ex" userLabel="Exit" sceneMemberID="exit"/>"#)), name: "U")
    }

    /// Launches the storyboard with `actions` as the scanned table, pushes second, fires `segue`.
    static func unwind(_ segue: String, actions: [(className: String, action: String)],
                       swift2Readings: [String: [String: String]] = [:]) throws -> EngineError? {
        var events: [EngineEvent] = []
        return try unwind(segue, actions: actions, swift2Readings: swift2Readings, events: &events)
    }

    /// `unwind`, keeping the unwind's events.
    static func unwind(_ segue: String, actions: [(className: String, action: String)],
                       swift2Readings: [String: [String: String]], events: inout [EngineEvent]) throws -> EngineError? {
        var table: [String: [String]] = [:]
        for (cls, action) in actions { table[cls, default: []].append(action) }
        var configuration = EngineConfiguration(unwindActionsByClass: table)
        configuration.swift2UnwindReadings = swift2Readings
        var h = Hierarchy(ids: IDSource(), configuration: configuration,
                          catalog: StoryboardCatalog(["U": try storyboard()]))
        let main = ScreenSpec(name: "Main", width: 390, height: 844, scale: 3, idiom: .phone, isMain: true)
        _ = try h.apply(.connectScreen(main, externalStoryboard: nil))
        guard case .completed(.windowCreated(_, let nav?)) = try h.apply(
            .createWindow(screen: nil, root: nil, storyboard: "U", identifier: nil, makeKeyAndVisible: true)).status
        else { return nil }
        let first = h.controller(nav)!.children[0]
        if case .pending(let t) = try h.apply(.performSegue(source: first, identifier: "go", segue: nil, sender: nil)).status {
            _ = h.finishTransition(t)
        }
        let second = h.controller(nav)!.children[1]
        do {
            events = try h.apply(.performSegue(source: second, identifier: nil, segue: segue, sender: nil)).events
            return nil
        } catch { return error }
    }

    /// C12: the storyboard's `unwindToFirst:` reaches a Swift 2-era `unwindToFirst(segue:)`, and
    /// the destination's `unwindAction` event says the Swift 2 reading matched; a match by the
    /// Swift 3+ selector carries no reading.
    @Test func C12_R91_aSwift2ReadingMatchesAndTheUnwindEventSaysWhichReading() throws {
        let found = SwiftUnwindActions.scan("""
            class FirstViewController: UIViewController {
                @IBAction func unwindToFirst(segue: UIStoryboardSegue) {}
            }
            """)
        let actions = found.map { (className: $0.className, action: $0.action) }
        var readings: [String: [String: String]] = [:]
        for f in found { if let r = f.swift2Reading { readings[f.className, default: [:]][f.action] = r } }
        var events: [EngineEvent] = []
        #expect(try Self.unwind("u1", actions: actions, swift2Readings: readings, events: &events) == nil)
        func eventReadings() -> [String] {
            events.compactMap { e -> String? in
                if case .unwindAction(_, _, let reading) = e.kind { return reading ?? "none" }
                return nil
            }
        }
        #expect(eventReadings() == ["unwindToFirst(segue:) read as Swift 2, whose first parameter has no label"])
        #expect(try Self.unwind("u2", actions: actions, swift2Readings: readings, events: &events) == nil)
        #expect(eventReadings() == ["none"])
    }

    @Test func R91_storyboardSelectorMatchesTheScannedSwiftAction() throws {
        let swift = SwiftUnwindActions.actions(in: """
            class FirstViewController: UIViewController {
                @IBAction func unwindToFirst(_ segue: UIStoryboardSegue) {}
            }
            """)
        #expect(try Self.unwind("u1", actions: swift) == nil)
        #expect(try Self.unwind("u2", actions: swift)?.code == .segueNotFound)   // another selector
        let labelled = SwiftUnwindActions.actions(in: """
            class FirstViewController: UIViewController {
                @IBAction func unwindToFirst(segue: UIStoryboardSegue) {}
            }
            """)
        #expect(try Self.unwind("u2", actions: labelled) == nil)
        // C12: Swift 2 read the same declaration as `unwindToFirst:`, so that matches too.
        #expect(try Self.unwind("u1", actions: labelled) == nil)
    }

    /// Swift's selector for a base name ending with a preposition has no `With`
    /// (`unwindTo(segue:)` → `unwindToSegue:`), as UnwindActionName spells it everywhere.
    @Test func R91_scannedSwiftActionsDropWithAfterAPrepositionalBaseName() {
        #expect(UnwindActionScannerTests.swift("""
            class FirstViewController: UIViewController {
                @IBAction func unwindTo(segue: UIStoryboardSegue) {}
                @IBAction func goBackFrom(_ segue: UIStoryboardSegue) {}
                @IBAction func returnInto(detail segue: UIStoryboardSegue) {}
                @IBAction func unwindToHome(segue: UIStoryboardSegue) {}
            }
            """) == [
            "FirstViewController.unwindToSegue", "FirstViewController.unwindTo", "FirstViewController.goBackFrom",
            "FirstViewController.returnIntoDetail", "FirstViewController.unwindToHomeWithSegue",
            "FirstViewController.unwindToHome",
        ])
    }

    @Test func R91_storyboardSelectorMatchesTheScannedObjCAction() throws {
        let objc = ObjCUnwindActions.actions(in: """
            @implementation FirstViewController
            - (IBAction)unwindToFirst:(UIStoryboardSegue *)segue {}
            @end
            """)
        #expect(try Self.unwind("u1", actions: objc) == nil)
        #expect(try Self.storyboard().scenes["second"]?.segues.map(\.unwindAction) == ["unwindToFirst", "unwindToFirstWithSegue"])
    }
}
