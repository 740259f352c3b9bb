import HierarchyEngine
import Storyboards

/// How the configured app launches: the scene manifest the engine runs the scene life cycle
/// with (nil: the app-delegate life cycle, R130), the main storyboard whose initial controller
/// becomes window w1's root, and the storyboard of a connected screen's window under the
/// app-delegate life cycle. Resolved once from the options: an Info.plist (`infoPlist`) says
/// it as the app's bundle does; without one the manifest is made from `mainStoryboard` and
/// `externalStoryboard` (the application role and the external display's roles).
struct AppLaunch: Equatable {
    var sceneManifest: SceneManifest?
    /// Under the scene life cycle, the application role's storyboard (the manifest builds the
    /// window); else `UIMainStoryboardFile` or `mainStoryboard`.
    var mainStoryboard: String?
    /// The app-delegate life cycle's external storyboard (nil under scenes: the manifest's).
    var externalStoryboard: String?

    /// Resolves the options. Errors name the file and the key.
    static func resolve(_ options: ServerOptions) throws(OptionError) -> AppLaunch {
        var plist: AppInfoPlist? = nil
        if let path = options.infoPlist {
            do throws(AppInfoPlist.ReadError) { plist = try AppInfoPlist.read(path: path) } catch { throw OptionError(error.description) }
        }
        let scenes = options.ios >= .ios13 && options.lifeCycle == .scenes
        var manifest: SceneManifest?
        if let plist, let path = options.infoPlist {
            manifest = plist.sceneManifest
            if let declared = manifest, options.externalStoryboard != nil || options.mainStoryboard != nil {
                let main = declared.configuration(for: .application, in: options.ios)?.storyboard
                if let given = options.mainStoryboard, given != main {
                    throw OptionError("mainStoryboard '\(given)' disagrees with \(path)'s scene manifest, whose application role's UISceneStoryboardFile is \(main.map { "'\($0)'" } ?? "absent"): give one or the other")
                }
                if let given = options.externalStoryboard, given != declared.configuration(for: .externalDisplay, in: options.ios)?.storyboard {
                    throw OptionError("externalStoryboard '\(given)' is not what \(path)'s scene manifest gives the external display's role: give one or the other")
                }
            }
            if manifest == nil, let given = options.mainStoryboard, let declared = plist.mainStoryboard, given != declared {
                throw OptionError("mainStoryboard '\(given)' disagrees with \(path)'s UIMainStoryboardFile '\(declared)': give one or the other")
            }
        } else if scenes {
            manifest = SceneManifest(mainStoryboard: options.mainStoryboard, externalStoryboard: options.externalStoryboard)
        }
        if var m = manifest, let multiple = options.supportsMultipleScenes { m.supportsMultipleScenes = multiple; manifest = m }
        guard scenes, let manifest else {
            return AppLaunch(sceneManifest: nil, mainStoryboard: options.mainStoryboard ?? plist?.mainStoryboard,
                             externalStoryboard: options.externalStoryboard)
        }
        return AppLaunch(sceneManifest: manifest, mainStoryboard: manifest.configuration(for: .application, in: options.ios)?.storyboard,
                         externalStoryboard: nil)
    }
}
