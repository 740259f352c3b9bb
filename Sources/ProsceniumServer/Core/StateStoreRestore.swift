import HierarchyEngine
import Logging

/// Start-up with preserved state (docs/restoration.md, *Restore rules*): an existing state file
/// in `--state-dir` is always restored; `--restore` makes that mandatory (no state: the server
/// refuses to start), so a script can never silently get a fresh hierarchy.
extension StateStore {
    /// The state to rebuild at start-up, or nil to build the configured initial world.
    static func preservedStateToRestore(_ options: ServerOptions) throws(OptionError) -> PreservedState? {
        guard let dir = options.stateDir else {
            if options.restore { throw OptionError("--restore needs --state-dir (where the preserved state is)") }
            return nil
        }
        let state = try read(directory: dir)
        if options.restore, state == nil {
            throw OptionError("--restore: no preserved state in \(dir) (\(fileName) does not exist)")
        }
        return state
    }
}

extension Server {
    /// The main screen the options describe.
    func mainScreenSpec() throws(OptionError) -> ScreenSpec {
        let g = try ScreenGeometry.parse(options.mainScreen)
        return ScreenSpec(name: "Main", width: g.width, height: g.height, scale: g.scale, idiom: g.idiom, isMain: true)
    }

    /// Rebuilds the preserved hierarchy instead of the config's initial window, and posts the
    /// restoration's events (screens, decodeRestorableState, launch appearance,
    /// applicationFinishedRestoringState) before any client can connect; the hub keeps them
    /// for subscribers that ask (`events.subscribe` with `restoration: true`).
    func restoreWorld(_ preserved: PreservedState) throws(OptionError) {
        let spec = try mainScreenSpec()
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
