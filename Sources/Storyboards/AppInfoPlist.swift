import Foundation
import HierarchyEngine

/// What an app's `Info.plist` says about how UIKit starts it: `UIMainStoryboardFile` (the
/// app-delegate life cycle's main storyboard), `UILaunchStoryboardName`, and the scene manifest
/// (`UIApplicationSceneManifest`: `UIApplicationSupportsMultipleScenes` and, per role key of
/// `UISceneConfigurations`, each configuration's `UISceneConfigurationName`,
/// `UISceneDelegateClassName` and `UISceneStoryboardFile`; uikit-rules R132). proscd's
/// `--info-plist` and explore's launch read it through this one reader.
public struct AppInfoPlist: Sendable, Equatable {
    /// `UIMainStoryboardFile`.
    public var mainStoryboard: String?
    /// `UILaunchStoryboardName`.
    public var launchStoryboard: String?
    /// `UIDeviceFamily`, the devices the app runs on (1 iPhone, 2 iPad, 3 Apple TV), as Xcode
    /// writes it into the built Info.plist from `TARGETED_DEVICE_FAMILY`; nil when absent or not
    /// a list of numbers (it decides nothing UIKit does here, only `prosc explore`'s idiom).
    public var deviceFamilies: [Int]?
    /// `UIApplicationSceneManifest`; nil when the app declares none (it runs the app-delegate
    /// life cycle, R130).
    public var sceneManifest: SceneManifest?

    public init(mainStoryboard: String? = nil, launchStoryboard: String? = nil, sceneManifest: SceneManifest? = nil) {
        self.mainStoryboard = mainStoryboard
        self.launchStoryboard = launchStoryboard
        self.sceneManifest = sceneManifest
    }

    /// Why an Info.plist could not be read: the file, and the key whose value is wrong.
    public struct ReadError: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Reads the property list at `path` (XML or binary, as Xcode writes either).
    public static func read(path: String) throws(ReadError) -> AppInfoPlist {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(description: "\(path): cannot read the Info.plist")
        }
        return try parse(data, file: path)
    }

    /// Parses an Info.plist's bytes; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(ReadError) -> AppInfoPlist {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw ReadError(description: "\(file): not a property list (\(Self.reason(error)))")
        }
        guard let root = object as? [String: Any] else {
            throw ReadError(description: "\(file): the top level is not a dictionary")
        }
        var plist = AppInfoPlist()
        plist.mainStoryboard = try string(root["UIMainStoryboardFile"], "UIMainStoryboardFile", file)
        plist.launchStoryboard = try string(root["UILaunchStoryboardName"], "UILaunchStoryboardName", file)
        plist.deviceFamilies = (root["UIDeviceFamily"] as? [Any])?.compactMap { ($0 as? Int) ?? ($0 as? String).flatMap { Int($0) } }
        if let value = root["UIApplicationSceneManifest"] {
            plist.sceneManifest = try manifest(value, file)
        }
        return plist
    }

    /// `UIApplicationSceneManifest`'s dictionary.
    private static func manifest(_ value: Any, _ file: String) throws(ReadError) -> SceneManifest {
        let key = "UIApplicationSceneManifest"
        guard let dict = value as? [String: Any] else { throw ReadError(description: "\(file): \(key) is not a dictionary") }
        var manifest = SceneManifest()
        if let multiple = dict["UIApplicationSupportsMultipleScenes"] {
            guard let flag = multiple as? Bool else {
                throw ReadError(description: "\(file): \(key).UIApplicationSupportsMultipleScenes is not a Boolean")
            }
            manifest.supportsMultipleScenes = flag
        }
        guard let roles = dict["UISceneConfigurations"] else { return manifest }
        guard let byRole = roles as? [String: Any] else {
            throw ReadError(description: "\(file): \(key).UISceneConfigurations is not a dictionary")
        }
        for role in byRole.keys.sorted() {
            let at = "\(key).UISceneConfigurations.\(role)"
            guard let list = byRole[role] as? [Any] else { throw ReadError(description: "\(file): \(at) is not an array") }
            var configurations: [SceneConfiguration] = []
            for (i, entry) in list.enumerated() {
                guard let c = entry as? [String: Any] else { throw ReadError(description: "\(file): \(at)[\(i)] is not a dictionary") }
                configurations.append(SceneConfiguration(
                    name: try string(c["UISceneConfigurationName"], "\(at)[\(i)].UISceneConfigurationName", file),
                    delegateClassName: try string(c["UISceneDelegateClassName"], "\(at)[\(i)].UISceneDelegateClassName", file),
                    storyboard: try string(c["UISceneStoryboardFile"], "\(at)[\(i)].UISceneStoryboardFile", file)))
            }
            manifest.configurations[role] = configurations
        }
        return manifest
    }

    /// A string value, absent allowed.
    private static func string(_ value: Any?, _ key: String, _ file: String) throws(ReadError) -> String? {
        guard let value else { return nil }
        guard let s = value as? String else { throw ReadError(description: "\(file): \(key) is not a string") }
        return s
    }

    /// The parser's own words, without Foundation's boilerplate when it has them.
    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        return (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
    }
}
