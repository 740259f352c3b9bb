import EngineRequests
import Foundation
import HierarchyEngine
import ProsceniumClient
import Storyboards
import Synchronization
import WireProtocol

/// The app as `prosc explore` explores it in process: its storyboards parsed with the
/// `Storyboards` target (in parallel), the engine configured as `ExplorationServer`'s private
/// proscd would be (`--screen`, `--ios`, `--sources`' unwind actions; transitions finish at
/// once, as with `--animation-speed 0`), and the hierarchy every start branches from: the main
/// screen and no window, events off. `storyboard.list`'s answer comes from the same encoding
/// proscd uses (`StoryboardListing`), read back with the client's decoder, so the flow graph is
/// the one a server gives.
public struct EngineWorld: Sendable {
    /// The external display an `ExplorationStart.externalDisplay` window is made on (a 1080p TV,
    /// as `screen.connect` makes it).
    public static let externalDisplay = ScreenSpec(name: "External Display", width: 1920, height: 1080, scale: 1, idiom: .external, isMain: false)

    /// The base hierarchy's external display, when it has one.
    public var externalScreen: ScreenID? {
        base.screens().first { !$0.spec.isMain }?.screen
    }

    /// Controllers per chunk of each state's controller table (`EngineConfiguration`).
    public static let controllersPerChunk = 8

    /// The hierarchy with the main screen connected; each start is a branch of it.
    public let base: Hierarchy
    /// Every storyboard as `storyboard.list` lists it.
    public let storyboards: [StoryboardInfo]

    /// Parses `input`'s storyboards and configures the engine from `options`; bad input
    /// (a broken storyboard with its file and line, a bad screen, iOS version or sources) is
    /// `.badInput`, all broken files reported together.
    /// `sources`: the app's sources already read (`AppSources`; read here from `options.sources`
    /// when not given), so that a run reads them once for the engine and its code actions.
    public static func load(_ input: ExplorerInput, options: ExploreOptions,
                            sources: AppSources.Reading? = nil) throws(ExploreFailure) -> EngineWorld {
        var configuration = EngineConfiguration()
        // Each state is a hierarchy value and each action changes a copy: small chunks of the
        // controller table keep what a copy duplicates small (docs/performance.md).
        configuration.controllersPerChunk = EngineWorld.controllersPerChunk
        if let ios = options.ios {
            // As proscd's --ios: a version number (the profiles are --profile's, mapped by prosc).
            guard ios != Profile.classic.rawValue, ios != Profile.modern.rawValue, let version = IOSVersion(parsing: ios) else {
                throw .badInput("--ios must be one of \(IOSVersion.supportedList), got '\(ios)'")
            }
            configuration.ios = version
        }
        var reading = sources
        if reading == nil, let directory = options.sources { reading = try AppSources.read(directory) }
        if let reading {
            // As proscd's --sources (the same code), from the reading explore's code actions use.
            UnwindActionScanner.configure(&configuration, facts: reading.facts, configured: [:])
        }
        let screen: ScreenSpec
        do { screen = try ScreenGeometry.mainScreen(options.screen(for: input) ?? "390x844@3:phone") } catch { throw .badInput(error.description) }

        let files = input.storyboards
        let parsed = Mutex<[Result<StoryboardTemplate, StoryboardLoadError>?]>(Array(repeating: nil, count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let r = Result { () throws(StoryboardLoadError) in try StoryboardLoader.load(contentsOf: files[i].path, name: files[i].name) }
            parsed.withLock { $0[i] = r }
        }
        var catalog = StoryboardCatalog()
        var failures: [String] = []
        for (i, r) in parsed.withLock({ $0 }).enumerated() {
            switch r! {
            case .success(let t): catalog.storyboards[files[i].name] = t
            case .failure(let e): failures.append(e.message)
            }
        }
        if !failures.isEmpty {
            throw .badInput("cannot load the storyboards:\n" + failures.sorted().joined(separator: "\n"))
        }
        var h = Hierarchy(ids: IDSource(), configuration: configuration, catalog: catalog)
        h.recordsEvents = false
        do {
            _ = try h.apply(.connectScreen(screen, externalStoryboard: nil))
            // An external display for the windows of the manifest's external-display
            // storyboards (`ExplorationStart.externalDisplay`).
            if !input.externalDisplayStoryboards.isEmpty {
                _ = try h.apply(.connectScreen(EngineWorld.externalDisplay, externalStoryboard: nil))
            }
        } catch {
            throw .badInput("cannot connect the screens: \(error.message)")
        }
        let paths = Dictionary(uniqueKeysWithValues: files.map { ($0.name, $0.path) })
        var infos: [StoryboardInfo] = []
        for name in catalog.storyboards.keys.sorted() {
            let entry = StoryboardListing.entry(name: name, template: catalog.storyboards[name]!, path: paths[name])
            do { infos.append(try StoryboardInfo(result: entry, context: MethodDescriptor.storyboardList.name, recorder: nil)) } catch {
                throw .badInput("storyboard \(name): \(error)")
            }
        }
        return EngineWorld(base: h, storyboards: infos)
    }
}
