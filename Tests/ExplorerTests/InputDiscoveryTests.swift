import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Finding an app's storyboards and its main storyboard (issue 15, *Input*).
@Suite("explore: input discovery")
struct InputDiscoveryTests {
    /// Writes `files` (relative path → contents) under a fresh directory.
    static func tree(_ files: [String: String]) throws -> String {
        let dir = ServerProcess.makeTemporaryDirectory("explore-input")
        for (path, text) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return dir
    }

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>\(body)</dict></plist>
        """
    }

    @Test func findsStoryboardsRecursivelyAndPrefersBaseLprojOverLocalizedCopies() throws {
        let dir = try Self.tree([
            "App/Base.lproj/Main.storyboard": "x", "App/fr.lproj/Main.storyboard": "x",
            "App/Settings/Settings.storyboard": "x", "App/.build/Ignored.storyboard": "x", "Pods/Lib/Lib.storyboard": "x",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = try ExplorerInput.scan([dir])
        #expect(input.storyboards.map(\.name) == ["Main", "Settings"])
        #expect(input.storyboards[0].path.hasSuffix("App/Base.lproj/Main.storyboard"))
    }

    @Test func twoAppsWithTheSameStoryboardNameAreAmbiguous() throws {
        let dir = try Self.tree(["a/Main.storyboard": "x", "b/Main.storyboard": "x"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: ExplorerInput.Failure.self) { try ExplorerInput.scan([dir]) }
        do { _ = try ExplorerInput.scan([dir]) } catch {
            #expect(error.description.contains("two storyboards are named 'Main'"))
            #expect(error.description.contains("a/Main.storyboard") && error.description.contains("b/Main.storyboard"))
        }
        // One app at a time is fine.
        #expect(try ExplorerInput.scan([dir + "/a"]).storyboards.count == 1)
    }

    @Test func missingDirectoryAndEmptyInputAreErrors() throws {
        #expect(throws: ExplorerInput.Failure("/nonexistent/app: no such file or directory")) { try ExplorerInput.scan(["/nonexistent/app"]) }
        let dir = try Self.tree(["README.md": "x"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: ExplorerInput.Failure.self) { try ExplorerInput.scan([dir]) }
    }

    @Test func infoPlistNamesTheMainStoryboardOrTheSceneManifestDoes() throws {
        let dir = try Self.tree([
            "App/Base.lproj/Launch.storyboard": "x", "App/Base.lproj/Start.storyboard": "x",
            "App/Info.plist": Self.plist("<key>UIMainStoryboardFile</key><string>Start</string>"),
            "Ext/Info.plist": Self.plist("<key>NSExtension</key><dict><key>NSExtensionMainStoryboard</key><string>Launch</string></dict>"),
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = try ExplorerInput.scan([dir])
        #expect(input.mainDeclarations.map(\.name) == ["Start"])
        #expect(try input.mainStoryboard(explicit: nil, initials: ["Launch", "Start"]) == "Start")

        let scenes = try Self.tree([
            "App/Main.storyboard": "x", "App/Other.storyboard": "x",
            "App/Info.plist": Self.plist("""
                <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
                <key>UIWindowSceneSessionRoleApplication</key><array><dict>
                <key>UISceneConfigurationName</key><string>Default Configuration</string>
                <key>UISceneStoryboardFile</key><string>Main</string></dict></array></dict></dict>
                """),
        ])
        defer { try? FileManager.default.removeItem(atPath: scenes) }
        #expect(try ExplorerInput.scan([scenes]).mainStoryboard(explicit: nil, initials: ["Main", "Other"]) == "Main")
    }

    /// Issue 39 §7: a scene manifest that gives the external display's role a storyboard (as
    /// VLC's Info.plist does, under both role keys) declares one main storyboard, the
    /// application role's; the display's storyboard is recorded as such. Before, explore stopped
    /// with "the app declares several main storyboards".
    @Test func theExternalDisplaysStoryboardIsNotAMainOne() throws {
        let dir = try Self.tree([
            "App/Main.storyboard": "x", "App/TV.storyboard": "x",
            "App/Info.plist": Self.plist("""
                <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
                <key>UIWindowSceneSessionRoleApplication</key><array><dict>
                <key>UISceneConfigurationName</key><string>Default Configuration</string>
                <key>UISceneStoryboardFile</key><string>Main</string></dict></array>
                <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key><array><dict>
                <key>UISceneConfigurationName</key><string>TV</string>
                <key>UISceneStoryboardFile</key><string>TV</string></dict></array>
                <key>UIWindowSceneSessionRoleExternalDisplay</key><array><dict>
                <key>UISceneConfigurationName</key><string>TV</string>
                <key>UISceneStoryboardFile</key><string>TV</string></dict></array>
                </dict></dict>
                """),
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = try ExplorerInput.scan([dir])
        #expect(input.mainDeclarations.map(\.name) == ["Main"])
        #expect(input.externalDisplayStoryboards == ["TV"])
        #expect(try input.mainStoryboard(explicit: nil, initials: ["Main", "TV"]) == "Main")
    }

    @Test func xcodeGeneratedInfoPlistSettingNamesTheMainStoryboard() throws {
        let dir = try Self.tree([
            "App/Base.lproj/Main.storyboard": "x", "App/Onboarding.storyboard": "x",
            "App.xcodeproj/project.pbxproj": "buildSettings = {\n\t\t\t\tINFOPLIST_KEY_UIMainStoryboardFile = Main;\n\t\t\t};",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try ExplorerInput.scan([dir]).mainStoryboard(explicit: nil, initials: ["Main", "Onboarding"]) == "Main")
    }

    @Test func mainStoryboardRules() throws {
        let input = ExplorerInput(storyboards: ["A", "B", "C"].map { .init(name: $0, path: "/app/\($0).storyboard") })
        // --main wins and must exist.
        #expect(try input.mainStoryboard(explicit: "B", initials: ["A", "B"]) == "B")
        #expect(throws: ExplorerInput.Failure.self) { try input.mainStoryboard(explicit: "Z", initials: ["A"]) }
        // The only storyboard with an initial controller.
        #expect(try input.mainStoryboard(explicit: nil, initials: ["C"]) == "C")
        // Several: an error that lists them.
        do {
            _ = try input.mainStoryboard(explicit: nil, initials: ["A", "C"])
            Issue.record("ambiguity accepted")
        } catch {
            #expect(error.description == "several storyboards have an initial view controller: A, C; choose one with --main")
        }
        // None: no launch (only code-made starts are explored).
        #expect(try input.mainStoryboard(explicit: nil, initials: []) == nil)
        // Conflicting declarations are an error too.
        var declared = input
        declared.mainDeclarations = [.init(name: "A", source: "x/Info.plist UIMainStoryboardFile"),
                                     .init(name: "B", source: "y/Info.plist UIMainStoryboardFile")]
        #expect(throws: ExplorerInput.Failure.self) { try declared.mainStoryboard(explicit: nil, initials: ["A", "B"]) }
    }

    /// The launch screen is never the main storyboard (issue 40 point 1): three code-only apps
    /// were each explored as their launch screen ("1/1 scenes reached, no problems", exit 0).
    /// Known by Interface Builder's `launchScreen="YES"` (Xcode's launch screen template), by
    /// `UILaunchStoryboardName` in an Info.plist, or by Xcode's generated-Info.plist setting;
    /// left out of the storyboards, so it is neither a candidate nor counted in the coverage.
    static let launchScreenXML = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" launchScreen="YES" initialViewController="a"><scenes/></document>"#

    @Test func aCodeOnlyAppsLaunchScreenIsRefusedAsItsMainStoryboard() throws {
        let dir = try Self.tree(["App/Base.lproj/LaunchScreen.storyboard": Self.launchScreenXML,
                                 "App/Info.plist": Self.plist("<key>UILaunchStoryboardName</key><string>LaunchScreen</string>")])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        do {
            _ = try ExplorerInput.scan([dir])
            Issue.record("a launch screen alone was taken for an app")
        } catch {
            #expect(error.description.contains("the only storyboard under \(dir) is the launch screen LaunchScreen (launchScreen=\"YES\""), "\(error)")
            #expect(error.description.contains("builds its screens in code"), "\(error)")
        }
    }

    @Test func aLaunchScreenIsLeftOutByItsMarkOrItsDeclaration() throws {
        // By the declaration alone (no mark in the file), in an Info.plist or a build setting.
        let dir = try Self.tree([
            "App/Base.lproj/Main.storyboard": "x", "App/Base.lproj/Splash.storyboard": "x", "App/Base.lproj/Launch2.storyboard": "x",
            "App/Info.plist": Self.plist("<key>UILaunchStoryboardName</key><string>Splash</string>"),
            "App.xcodeproj/project.pbxproj": "\t\t\t\tINFOPLIST_KEY_UILaunchStoryboardName = \"Launch2\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = try ExplorerInput.scan([dir])
        #expect(input.storyboards.map(\.name) == ["Main"])
        #expect(input.launchScreens.map(\.file.name) == ["Launch2", "Splash"])
        #expect(input.launchScreens.map(\.why) == ["INFOPLIST_KEY_UILaunchStoryboardName in \(dir)/App.xcodeproj/project.pbxproj",
                                                   "UILaunchStoryboardName in \(dir)/App/Info.plist"])
        // With both having an initial controller, only Main is a candidate: no assumption, no refusal.
        let choice = try input.chooseMainStoryboard(explicit: nil, initials: ["Main", "Splash", "Launch2"])
        #expect(choice.name == "Main" && choice.assumption == nil)
        // By the mark alone; a storyboard that only mentions the attribute later is no launch screen.
        let marked = try Self.tree(["Main.storyboard": #"<document type="x"><scenes/><!-- launchScreen="YES" --></document>"#,
                                    "Boot.storyboard": Self.launchScreenXML])
        defer { try? FileManager.default.removeItem(atPath: marked) }
        let second = try ExplorerInput.scan([marked])
        #expect(second.storyboards.map(\.name) == ["Main"])
        #expect(second.launchScreens.map(\.file.name) == ["Boot"])
    }
}
