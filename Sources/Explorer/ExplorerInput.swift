import Foundation
import HierarchyEngine
import Storyboards

/// The app as `prosc explore` was pointed at it: every `.storyboard` under the given
/// directories (recursively, as they sit in the app's repository: `Base.lproj`, several
/// storyboards referencing each other), named by file name as UIKit names them, and what the
/// app's `Info.plist` files (or Xcode's generated-Info.plist build settings) say the main
/// storyboard is. Reading only: nothing is loaded yet.
public struct ExplorerInput: Sendable, Equatable {
    /// One storyboard file: its name (the file name without `.storyboard`) and where it is.
    public struct StoryboardFile: Sendable, Equatable {
        public var name: String
        public var path: String
        public init(name: String, path: String) { self.name = name; self.path = path }
    }

    /// A storyboard name declared as the main one, and where it was declared.
    public struct MainDeclaration: Sendable, Equatable {
        public var name: String
        /// `Info.plist` path and key (`UIMainStoryboardFile`, `UISceneStoryboardFile`), or a
        /// `project.pbxproj` and its build setting.
        public var source: String
        public init(name: String, source: String) { self.name = name; self.source = source }
    }

    /// The storyboards, by name, in name order (launch screens left out).
    public var storyboards: [StoryboardFile]
    /// Main-storyboard declarations naming one of `storyboards`, in path order.
    public var mainDeclarations: [MainDeclaration]
    /// The app's launch screens, left out of `storyboards`: UIKit shows one while the app
    /// starts and never navigates it, so it is never the main storyboard (issue 40). Known by
    /// Interface Builder's `launchScreen="YES"` or by `UILaunchStoryboardName` (an Info.plist, or
    /// Xcode's `INFOPLIST_KEY_UILaunchStoryboardName` build setting); each with why.
    public var launchScreens: [LaunchScreen] = []
    /// The storyboards the app's scene manifest gives an external display's scene (R135): they
    /// build a connected display's window and are not the main storyboard.
    public var externalDisplayStoryboards: [String] = []

    /// Why the app is a tvOS app, explored on the TV idiom (nil: an iOS app): every storyboard's
    /// `targetRuntime` is `AppleTV`; or, where no storyboard says iOS, an Info.plist's
    /// `UIDeviceFamily` is 3 (Apple TV) alone, or the project builds for `appletvos` only
    /// (`SDKROOT`, `TARGETED_DEVICE_FAMILY = 3`). Storyboards of both runtimes: an iOS app.
    public var tvOS: String?

    /// The main screen of a tvOS app when `--screen` does not say: 1920×1080 points, as every
    /// Apple TV lays out its screen, at the Apple TV 4K's scale 2 [inf: the HD model's is 1].
    public static let tvScreen = "1920x1080@2:tv"

    /// A launch screen storyboard, and how it is known to be one.
    public struct LaunchScreen: Sendable, Equatable {
        public var file: StoryboardFile
        public var why: String
    }

    /// Why the input cannot be explored (exit 2): the message says what and where.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    public init(storyboards: [StoryboardFile], mainDeclarations: [MainDeclaration] = []) {
        self.storyboards = storyboards
        self.mainDeclarations = mainDeclarations
    }

    /// Scans `directories` (a `.storyboard` file may be given directly too). Two files with
    /// the same name are one storyboard in two localizations when exactly one sits in
    /// `Base.lproj` (that one is taken); otherwise they are two apps' files and the input is
    /// ambiguous: a `Failure` lists them.
    ///
    /// `codeMayLaunch` (`--sources` given): an app with no storyboard but its launch screen, or
    /// none at all, is scanned with no storyboards, for its launch code to launch (issue 40);
    /// without it such an app is refused here.
    public static func scan(_ directories: [String], codeMayLaunch: Bool = false) throws(Failure) -> ExplorerInput {
        var found: [String: [String]] = [:]
        var plists: [String] = []
        var projects: [String] = []
        let fm = FileManager.default
        for root in directories {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: root, isDirectory: &isDirectory) else {
                throw Failure("\(root): no such file or directory")
            }
            if !isDirectory.boolValue {
                guard root.hasSuffix(".storyboard") else { throw Failure("\(root): not a directory or a .storyboard file") }
                found[storyboardName(root), default: []].append(standardized(root))
                continue
            }
            guard let walker = fm.enumerator(atPath: root) else { throw Failure("\(root): cannot be read") }
            while let relative = walker.nextObject() as? String {
                let last = (relative as NSString).lastPathComponent
                if last.hasPrefix(".") || last == "build" || last == "DerivedData" || last == "Pods" || last == "Carthage" {
                    walker.skipDescendants()
                    continue
                }
                let path = standardized(root + "/" + relative)
                if last.hasSuffix(".storyboard") {
                    found[storyboardName(last), default: []].append(path)
                } else if last == "Info.plist" || last.hasSuffix("-Info.plist") {
                    plists.append(path)
                } else if last == "project.pbxproj" {
                    projects.append(path)
                }
            }
        }
        var files: [StoryboardFile] = []
        for name in found.keys.sorted() {
            let paths = Array(Set(found[name]!)).sorted()
            if paths.count == 1 {
                files.append(StoryboardFile(name: name, path: paths[0]))
                continue
            }
            let base = paths.filter { $0.contains("/Base.lproj/") }
            guard base.count == 1 else {
                throw Failure("two storyboards are named '\(name)': \(paths.joined(separator: ", ")); point prosc explore at one app's directory")
            }
            files.append(StoryboardFile(name: name, path: base[0]))
        }
        guard !files.isEmpty || codeMayLaunch else {
            throw Failure("no .storyboard file under \(directories.joined(separator: ", ")); an app whose screens are made in code is explored from its launch code: give --sources DIR")
        }
        var launchDeclarations: [String: String] = [:]
        for plist in plists.sorted() {
            if let name = launchStoryboard(inPlist: plist) { launchDeclarations[name] = launchDeclarations[name] ?? "UILaunchStoryboardName in \(plist)" }
        }
        for project in projects.sorted() {
            for name in launchStoryboards(inProject: project) { launchDeclarations[name] = launchDeclarations[name] ?? "INFOPLIST_KEY_UILaunchStoryboardName in \(project)" }
        }
        let tvOS = tvEvidence(storyboards: files, plists: plists.sorted(), projects: projects.sorted())
        var launchScreens: [LaunchScreen] = []
        files.removeAll { file in
            let why = isMarkedLaunchScreen(file.path) ? "launchScreen=\"YES\" in \(file.path)" : launchDeclarations[file.name]
            guard let why else { return false }
            launchScreens.append(LaunchScreen(file: file, why: why))
            return true
        }
        guard !files.isEmpty || codeMayLaunch else {
            let screens = launchScreens.map { "\($0.file.name) (\($0.why))" }.joined(separator: ", ")
            throw Failure("the only storyboard under \(directories.joined(separator: ", ")) is the launch screen \(screens): UIKit shows it while the app starts and never navigates it, so it is not the app's main storyboard; this app builds its screens in code: give --sources DIR, and explore launches from the root its launch code sets")
        }
        let names = Set(files.map(\.name))
        var declarations: [MainDeclaration] = []
        for plist in plists.sorted() {
            for d in mainStoryboards(inPlist: plist) where names.contains(d.name) { declarations.append(d) }
        }
        for project in projects.sorted() {
            for d in mainStoryboards(inProject: project) where names.contains(d.name) { declarations.append(d) }
        }
        var input = ExplorerInput(storyboards: files, mainDeclarations: declarations)
        input.launchScreens = launchScreens
        input.tvOS = tvOS
        for plist in plists.sorted() {
            for name in externalStoryboards(inPlist: plist) where names.contains(name) && !input.externalDisplayStoryboards.contains(name) {
                input.externalDisplayStoryboards.append(name)
            }
        }
        return input
    }

    /// The main storyboard: `explicit` when given (it must be one of the storyboards), else
    /// the one the app's plists or build settings declare (all that do must agree), else the
    /// only storyboard with an initial controller (`initials`: the names of those that have one);
    /// nil when none has one and none is declared (the app builds its first screen in code: there
    /// is no launch to explore, only the controllers code instantiates).
    public func mainStoryboard(explicit: String?, initials: Set<String>) throws(Failure) -> String? {
        try chooseMainStoryboard(explicit: explicit, initials: initials).name
    }

    /// The main storyboard, and the notice to print when it was assumed rather than given,
    /// declared or the only candidate.
    public struct MainChoice: Sendable, Equatable {
        public var name: String?
        public var assumption: String?
    }

    /// `mainStoryboard`, saying when it assumed: with nothing declared and several storyboards
    /// that have an initial controller, `Main` is taken when it is one of them (the name Xcode's
    /// app templates give the storyboard they declare as `UIMainStoryboardFile`); only without
    /// one is `--main` required.
    public func chooseMainStoryboard(explicit: String?, initials: Set<String>) throws(Failure) -> MainChoice {
        let names = storyboards.map(\.name)
        if let explicit {
            guard names.contains(explicit) else {
                throw Failure("--main \(explicit): no such storyboard (found: \(names.joined(separator: ", ")))")
            }
            return MainChoice(name: explicit)
        }
        let declared = Set(mainDeclarations.map(\.name))
        if declared.count == 1, let name = declared.first { return MainChoice(name: name) }
        if declared.count > 1 {
            let list = mainDeclarations.map { "\($0.name) (\($0.source))" }.joined(separator: "; ")
            throw Failure("the app declares several main storyboards: \(list); choose one with --main")
        }
        let candidates = names.filter { initials.contains($0) }
        if candidates.count == 1 { return MainChoice(name: candidates[0]) }
        if candidates.isEmpty { return MainChoice(name: nil) }
        if candidates.contains(Self.xcodeDefaultMain) {
            return MainChoice(name: Self.xcodeDefaultMain, assumption:
                "no Info.plist or build setting names the main storyboard, and several storyboards have an initial view controller (\(candidates.joined(separator: ", "))): launching from \(Self.xcodeDefaultMain), Xcode's default; choose another with --main")
        }
        throw Failure("several storyboards have an initial view controller: \(candidates.joined(separator: ", ")); choose one with --main")
    }

    /// The main storyboard's name in Xcode's iOS app templates.
    public static let xcodeDefaultMain = "Main"

    /// The main storyboard an Info.plist declares, read by `AppInfoPlist` (the reader proscd's
    /// `--info-plist` uses): under a scene manifest, the application role's
    /// `UISceneStoryboardFile` (R132: the first configuration of
    /// `UIWindowSceneSessionRoleApplication`), else `UIMainStoryboardFile`. The external
    /// display's roles are not the main: their storyboard builds a connected display's window
    /// (`externalStoryboards(inPlist:)`). A plist that is not an app's (an extension's) or not
    /// readable declares none.
    static func mainStoryboards(inPlist path: String) -> [MainDeclaration] {
        guard let plist = try? AppInfoPlist.read(path: path) else { return [] }
        if let manifest = plist.sceneManifest {
            guard let name = manifest.configuration(for: .application, in: .newest)?.storyboard else { return [] }
            return [MainDeclaration(name: name, source: "\(path) UISceneStoryboardFile (\(SceneSessionRole.applicationKey))")]
        }
        return plist.mainStoryboard.map { [MainDeclaration(name: $0, source: "\(path) UIMainStoryboardFile")] } ?? []
    }

    /// The storyboards an Info.plist's scene manifest gives the external display's roles.
    static func externalStoryboards(inPlist path: String) -> [String] {
        guard let manifest = (try? AppInfoPlist.read(path: path))?.sceneManifest else { return [] }
        return Array(Set(SceneSessionRole.externalDisplay.manifestKeys(in: .newest).flatMap { key in
            manifest.configurations[key]?.compactMap(\.storyboard) ?? []
        })).sorted()
    }

    /// `UILaunchStoryboardName` of an Info.plist.
    static func launchStoryboard(inPlist path: String) -> String? {
        (try? AppInfoPlist.read(path: path))?.launchStoryboard
    }

    /// Xcode's generated Info.plist: `INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;`.
    static func launchStoryboards(inProject path: String) -> [String] {
        buildSettingValues("INFOPLIST_KEY_UILaunchStoryboardName", inProject: path)
    }

    /// Whether Interface Builder marked the storyboard as a launch screen: `launchScreen="YES"`
    /// on its `<document>` element.
    static func isMarkedLaunchScreen(_ path: String) -> Bool {
        documentTag(path)?.contains("launchScreen=\"YES\"") ?? false
    }

    /// The attributes of a storyboard's `<document>` element, which comes before the scenes
    /// (the first 4 KB are read); nil when there is none there.
    static func documentTag(_ path: String) -> Substring? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 4096), as: UTF8.self)
        guard let document = head.range(of: "<document") else { return nil }
        return head[document.upperBound...].prefix { $0 != ">" }
    }

    /// `tvOS`'s evidence: the storyboards' `targetRuntime` (`AppleTV`; `iOS.CocoaTouch` for iOS,
    /// see `DocumentKind`), else the Info.plists' `UIDeviceFamily` and the projects' build settings.
    static func tvEvidence(storyboards: [StoryboardFile], plists: [String], projects: [String]) -> String? {
        let runtimes = storyboards.map { file in
            (file, documentTag(file.path)?.firstMatch(of: #/targetRuntime="([^"]*)"/#).map { String($0.1) })
        }
        if runtimes.contains(where: { $0.1?.hasPrefix("iOS") == true }) { return nil }
        if let tv = runtimes.first(where: { $0.1 == "AppleTV" }) {
            return "targetRuntime AppleTV in \(tv.0.path)"
        }
        for plist in plists {
            if let families = (try? AppInfoPlist.read(path: plist))?.deviceFamilies, families == [3] {
                return "UIDeviceFamily 3 (Apple TV) in \(plist)"
            }
        }
        for project in projects {
            let sdks = buildSettingValues("SDKROOT", inProject: project)
            if !sdks.isEmpty, sdks.allSatisfy({ $0 == "appletvos" }) { return "SDKROOT appletvos in \(project)" }
            if buildSettingValues("TARGETED_DEVICE_FAMILY", inProject: project) == ["3"] {
                return "TARGETED_DEVICE_FAMILY 3 (Apple TV) in \(project)"
            }
        }
        return nil
    }

    /// Xcode's generated Info.plist: `INFOPLIST_KEY_UIMainStoryboardFile = Main;` build settings.
    static func mainStoryboards(inProject path: String) -> [MainDeclaration] {
        buildSettingValues("INFOPLIST_KEY_UIMainStoryboardFile", inProject: path).map {
            MainDeclaration(name: $0, source: "\(path) INFOPLIST_KEY_UIMainStoryboardFile")
        }
    }

    /// The distinct values of a build setting in a `project.pbxproj` (`KEY = value;`, quotes
    /// taken off), in the order they first appear.
    static func buildSettingValues(_ key: String, inProject path: String) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var out: [String] = []
        let prefix = key + " = "
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(";") else { continue }
            var value = String(trimmed.dropFirst(prefix.count).dropLast())
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = String(value.dropFirst().dropLast()) }
            if !value.isEmpty, !out.contains(value) { out.append(value) }
        }
        return out
    }

    static func storyboardName(_ path: String) -> String {
        let last = (path as NSString).lastPathComponent
        return String(last.dropLast(".storyboard".count))
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
