import Foundation
import HierarchyEngine
import Storyboards
import Testing

/// Reading an app's Info.plist (issue 39 §2; uikit-rules R130, R132): the scene manifest with
/// its configurations per role, `UIApplicationSupportsMultipleScenes`, `UIMainStoryboardFile`;
/// a value of the wrong type is an error naming the file and the key.
@Suite struct AppInfoPlistTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/InfoPlists").path

    @Test func aSceneManifestWithItsRolesAndConfigurations() throws {
        let plist = try AppInfoPlist.read(path: Self.directory + "/Scenes-Info.plist")
        #expect(plist.mainStoryboard == nil && plist.launchStoryboard == "LaunchScreen")
        let manifest = try #require(plist.sceneManifest)
        #expect(manifest.supportsMultipleScenes)
        let app = manifest.configuration(for: .application, in: .ios26)
        #expect(app == SceneConfiguration(name: "Default Configuration", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboard: "Main"))
        // R132: iOS 16+ reads the NonInteractive key; iOS 13–15 knows only the older key,
        // which this manifest does not declare.
        #expect(manifest.configuration(for: .externalDisplay, in: .ios26)?.storyboard == "External")
        #expect(manifest.configuration(for: .externalDisplay, in: .ios15) == nil)
        #expect(manifest.storyboards.map(\.storyboard).sorted() == ["External", "Main"])
    }

    @Test func anAppWithoutAManifestHasItsMainStoryboard() throws {
        let plist = try AppInfoPlist.read(path: Self.directory + "/AppDelegate-Info.plist")
        #expect(plist == AppInfoPlist(mainStoryboard: "Main", launchStoryboard: "LaunchScreen", sceneManifest: nil))
    }

    @Test func binaryPlistsReadAsXMLOnes() throws {
        let xml = try Data(contentsOf: URL(fileURLWithPath: Self.directory + "/Scenes-Info.plist"))
        let object = try PropertyListSerialization.propertyList(from: xml, format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(try AppInfoPlist.parse(binary, file: "Info.plist") == AppInfoPlist.read(path: Self.directory + "/Scenes-Info.plist"))
    }

    @Test func badInputNamesTheFileAndTheKey() {
        #expect(throws: AppInfoPlist.ReadError.self) { try AppInfoPlist.read(path: Self.directory + "/Nowhere.plist") }
        do {
            _ = try AppInfoPlist.read(path: Self.directory + "/WrongType-Info.plist")
            Issue.record("a dictionary where an array belongs was read")
        } catch {
            #expect(error.description == Self.directory + "/WrongType-Info.plist: UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication is not an array")
        }
        do {
            _ = try AppInfoPlist.parse(Data("<plist><dict><key>a</key></plist>".utf8), file: "Broken.plist")
            Issue.record("a broken plist was read")
        } catch {
            #expect(error.description.hasPrefix("Broken.plist: not a property list ("), "\(error.description)")
        }
        do {
            _ = try AppInfoPlist.parse(Data(#"<?xml version="1.0"?><plist version="1.0"><array/></plist>"#.utf8), file: "A.plist")
            Issue.record("an array plist was read")
        } catch {
            #expect(error.description == "A.plist: the top level is not a dictionary")
        }
    }
}
