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
