import EngineRequests
import HierarchyEngine
import Logging
import Storyboards

/// The world at start-up: the engine configured from the options, the storyboard directory
/// loaded, and either the preserved state restored (`--state-dir`) or the main screen with
/// window w1 from the main storyboard.
struct World {
    let storyboards: StoryboardRegistry
    let engine: EngineHost
    let stateStore: StateStore?
    /// The state to rebuild, or nil to build the configured initial world.
    let preserved: PreservedState?
    /// The app's launch: its scene manifest (or none) and main storyboard.
    let launch: AppLaunch

    static func build(options: ServerOptions, logger: Logger) throws(OptionError) -> World {
        let launch = try AppLaunch.resolve(options)
        var config = EngineConfiguration(ios: options.ios, unwindActionsByClass: options.unwindActions)
        config.sceneManifest = launch.sceneManifest
        if let sources = options.sources {
            do {
                try UnwindActionScanner.configure(&config, sources: sources, configured: options.unwindActions)
            } catch {
                throw OptionError("cannot scan sources \(sources): \(error)")
            }
        }
        config.customSegueBehaviors = options.customSegues.compactMapValues(EngineConfiguration.CustomSegueBehavior.init(rawValue:))
        config.maxControllersPerWindow = options.maxControllersPerWindow
        config.maxWindows = options.maxWindows

        let storyboards = StoryboardRegistry(directory: options.storyboards)
        var catalog = try storyboards.loadDirectory(logger: logger)
        // Restoration: the preserved state is read first so identifiers continue after it.
        let preserved = try StateStore.preservedStateToRestore(options)
        let stateStore = try options.stateDir.map { dir throws(OptionError) in try StateStore(directory: dir) }
        if let store = stateStore {
            // Storyboards loaded at run time before the restart come back with the state.
            if preserved != nil {
                for kept in store.loadKeptStoryboards(into: &catalog, logger: logger) { storyboards.record(name: kept.name, path: kept.path) }
            } else {
                store.forgetKeptStoryboards()
            }
        }
        let ids = preserved.map { IDSource(after: $0.lastIssued) } ?? IDSource()
        let hierarchy = Hierarchy(ids: ids, configuration: config, catalog: catalog)
        // R133: a configuration naming a storyboard that does not exist fails as UIKit does.
        do throws(EngineError) { try hierarchy.checkSceneManifest() } catch {
            throw OptionError("the scene manifest\(options.infoPlist.map { " of \($0)" } ?? "") names a storyboard that is not in \(options.storyboards ?? "(no storyboard directory)"): \(error.uikit ?? error.message)")
        }
        let engine = EngineHost(hierarchy)
        return World(storyboards: storyboards, engine: engine, stateStore: stateStore, preserved: preserved, launch: launch)
    }

    /// Restores the preserved state or builds the initial world, posting its events to the
    /// inbox (delivered when the shell starts), and writes the first state.
    func populate(_ context: ServerContext, options: ServerOptions, logger: Logger) throws(OptionError) {
        let spec = try Self.mainScreenSpec(options)
        if let preserved {
            try restore(preserved, mainScreen: spec, context, logger: logger)
        } else {
            try buildInitial(mainScreen: spec, context, storyboardDirectory: options.storyboards)
        }
        logger.info("\(context.engine.withHierarchy { Self.launchSummary($0) })")
        if let store = stateStore {
            let inbox = context.inbox
            let runtime = context.runtime
            store.attach(logger: logger, offload: { queue, work in runtime.offload(on: queue, work) }, onWritten: { inbox.post(.wake) })
            context.engine.withHierarchy { store.capture($0, window: nil) }
            store.writeNow()
        }
    }

    /// One line on how the app came up: its life cycle and, under scenes, each scene with its
    /// role, configuration and windows (what `make run` shows a new user).
    static func launchSummary(_ h: borrowing Hierarchy) -> String {
        guard h.usesScenes else {
            return "app-delegate life cycle (iOS \(h.configuration.ios)): windows \(h.windows().map(\.window.description).joined(separator: ", "))"
        }
        let scenes = h.scenes().map { s in
            "\(s.scene) (\(s.roleName), \(s.configurationName.map { "'\($0)'" } ?? "no configuration")\(s.storyboard.map { ", storyboard \($0)" } ?? ""), \(s.activationState.rawValue), windows \(s.windows.map(\.description).joined(separator: ", ")))"
        }
        return "scene life cycle (iOS \(h.configuration.ios)): \(scenes.joined(separator: "; "))"
    }

    /// The main screen the options describe.
    static func mainScreenSpec(_ options: ServerOptions) throws(OptionError) -> ScreenSpec {
        do throws(ScreenGeometry.Invalid) { return try ScreenGeometry.mainScreen(options.mainScreen) } catch { throw OptionError(error.description) }
    }

    /// The main screen and, when a main storyboard is configured, window w1 with its initial
    /// controller. Under the scene life cycle the main screen's connection launches the
    /// application-role scene, whose configuration builds that window (R134).
    private func buildInitial(mainScreen spec: ScreenSpec, _ context: ServerContext, storyboardDirectory: String?) throws(OptionError) {
        let main = launch.mainStoryboard
        if let main, storyboards.path(of: main) == nil && !context.engine.withHierarchy({ $0.catalog.storyboards[main] != nil }) {
            throw OptionError("main storyboard '\(main)' not found in \(storyboardDirectory ?? "(no storyboard directory)")")
        }
        let scenes = launch.sceneManifest != nil
        let failure: OptionError? = context.engine.withHierarchy { h in
            do throws(EngineError) {
                let out = try h.apply(.connectScreen(spec, externalStoryboard: nil))
                var events = out.events
                guard case .completed(.screenConnected(let screen, _)) = out.status else {
                    return OptionError("engine did not create the main screen")
                }
                if let main, !scenes {
                    let w = try h.apply(.createWindow(screen: screen, root: nil, storyboard: main, identifier: nil, makeKeyAndVisible: true))
                    events += w.events
                }
                context.inbox.post(.events(context.pendingEvents(events)))
                return nil
            } catch {
                return OptionError("cannot build the initial window: \(error.message)")
            }
        }
        if let failure { throw failure }
    }

    /// Rebuilds the preserved hierarchy instead of the config's initial window, and posts the
    /// restoration's events (screens, decodeRestorableState, launch appearance,
    /// applicationFinishedRestoringState) before any client can connect; the hub keeps them
    /// for subscribers that ask (`events.subscribe` with `restoration: true`).
    private func restore(_ preserved: PreservedState, mainScreen spec: ScreenSpec, _ context: ServerContext,
                         logger: Logger) throws(OptionError) {
        let result: Result<RestoreReport, EngineError> = context.engine.withHierarchy { h in
            do throws(EngineError) {
                let report = try h.restore(preserved, mainScreen: spec)
                context.inbox.post(.restorationEvents(context.pendingEvents(report.events)))
                return .success(report)
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .failure(let e):
            throw OptionError("cannot restore the preserved state: \(e.message)")
        case .success(let report):
            for s in report.skipped { logger.warning("not restored: \(s)") }
            logger.info("restored \(report.restored.count) view controllers and \(preserved.windows.count) windows")
            stateStore?.noteRestored(controllers: report.restored.count, events: report.events.count)
        }
    }
}
