import Foundation
import Logging
import HierarchyEngine
import Storyboards

/// Storyboards loaded at run time (`storyboard.load`) are part of the preserved state: each
/// one is copied, exactly as parsed, to `<stateDir>/storyboards/<name>.storyboard` before its
/// reply, and a restoring start loads those copies after the `--storyboards` directory (a copy
/// replaces a directory storyboard of the same name, as the run-time load did), so controllers
/// instantiated from them come back (docs/restoration.md). A fresh start forgets the copies.
extension StateStore {
    static let storyboardsFolder = "storyboards"

    var storyboardsDirectory: String { directory + "/" + Self.storyboardsFolder }

    /// Copies a storyboard that was just parsed; called off the loop thread, before its
    /// registration is posted, so no state naming its controllers is on disk before it.
    /// A failure is logged and counted in `writeFailures`; the load still succeeds.
    func keepStoryboard(name: String, xml: [UInt8]) {
        let folder = storyboardsDirectory
        let path = folder + "/" + name + ".storyboard"
        storyboardWrites.lock()
        defer { storyboardWrites.unlock() }
        var failure: WriteError?
        if mkdir(folder, 0o700) != 0 && errno != EEXIST {
            failure = WriteError(step: "mkdir \(folder)", code: errno)
        } else {
            do throws(WriteError) {
                try Self.writeAtomically(xml, to: path, directory: folder)
            } catch {
                failure = error
            }
        }
        countWrite(failure, path: path)
    }

    /// Loads the kept copies into `catalog` (restoring start). One that cannot be read or
    /// parsed is skipped with a warning, like any controller that cannot be recreated (RS5).
    /// Returns the names loaded and their paths.
    func loadKeptStoryboards(into catalog: inout StoryboardCatalog, logger: Logger) -> [(name: String, path: String)] {
        let folder = storyboardsDirectory
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".storyboard") }.sorted()
        var loaded: [(name: String, path: String)] = []
        for file in files {
            let name = String(file.dropLast(".storyboard".count))
            let path = folder + "/" + file
            do throws(StoryboardLoadError) {
                catalog.storyboards[name] = try StoryboardLoader.load(contentsOf: path, name: name)
                loaded.append((name, path))
            } catch {
                logger.warning("not restored: storyboard \(name) (\(path)): \(error.message)")
            }
        }
        return loaded
    }

    /// A fresh start: the kept copies belong to a state that no longer exists.
    func forgetKeptStoryboards() {
        let folder = storyboardsDirectory
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            unlink(folder + "/" + file)
        }
    }
}
