import Foundation
import HierarchyEngine
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// State preservation on disk (`--state-dir`, docs/restoration.md).
///
/// Durability rule: the state of a completed operation is on disk before its reply is sent.
/// A coordinator calls `capture` under the engine lock *before* it posts the operation's reply
/// to the inbox; the loop thread calls `flushIfDirty` after draining the inbox and before
/// delivering what it drained. So every reply a client receives follows the write (write,
/// fsync, rename, fsync of the directory) of a state that contains its operation, and one write
/// covers every operation that completed since the last one (writes coalesce per drain).
/// Windows with a transition in flight keep their last completed state (nothing half-done is
/// written).
final class StateStore: @unchecked Sendable {
    // @unchecked: every mutable field is guarded by `lock`.
    static let fileName = "state.json"

    let directory: String
    var path: String { directory + "/" + Self.fileName }

    private let lock = NSLock()
    private var state: PreservedState?
    private var dirty = false
    private var writeCount = 0
    private var failureCount = 0
    private var restored = (controllers: 0, events: 0)

    /// Creates the directory (mode 0700) if it does not exist.
    init(directory: String) throws(OptionError) {
        self.directory = directory
        var isDir: ObjCBool = false
        if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDir) {
            guard mkdir(directory, 0o700) == 0 || errno == EEXIST else {
                throw OptionError("cannot create state directory \(directory): \(String(cString: strerror(errno)))")
            }
        } else if !isDir.boolValue {
            throw OptionError("state directory \(directory) is not a directory")
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw OptionError("state directory \(directory) is not writable")
        }
    }

    /// The preserved state in `directory`, or nil when there is none. A file that exists but
    /// cannot be read is an error: the server refuses to start rather than overwrite it.
    static func read(directory: String) throws(OptionError) -> PreservedState? {
        let file = directory + "/" + fileName
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw OptionError("cannot read \(file)")
        }
        do {
            return try StateStoreEncoding.decode([UInt8](data))
        } catch {
            throw OptionError("cannot restore \(file): \(error.description) (remove it to start without restoring)")
        }
    }

    /// Records the state after an operation completed in `window` (nil: on the server's queue,
    /// which may touch every window). Call under the engine lock, before posting the reply.
    func capture(_ h: Hierarchy, window: WindowID?) {
        lock.lock()
        state = h.preservedState(updating: state, window: window)
        dirty = true
        lock.unlock()
    }

    /// Writes the state if it changed since the last write. On the loop thread, before replies
    /// are delivered. A failed write is logged and retried at the next drain.
    func flushIfDirty(logger: Logger) {
        lock.lock()
        guard dirty, let s = state else { lock.unlock(); return }
        dirty = false
        lock.unlock()
        let bytes = StateStoreEncoding.encode(s)
        do {
            try Self.writeAtomically(bytes, to: path, directory: directory)
            lock.lock(); writeCount += 1; lock.unlock()
        } catch {
            lock.lock(); failureCount += 1; dirty = true; lock.unlock()
            logger.error("cannot write preserved state to \(path): \(error)")
        }
    }

    /// Records what the start-up restore brought back (for `server.stats`).
    func noteRestored(controllers: Int, events: Int) {
        lock.lock()
        restored = (controllers, events)
        lock.unlock()
    }

    /// Writes done and failed so far, and what the start-up restore brought back.
    var counts: (writes: Int, failures: Int, restoredControllers: Int, restoreEvents: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (writeCount, failureCount, restored.controllers, restored.events)
    }

    struct WriteError: Error, CustomStringConvertible {
        var step: String
        var code: Int32
        var description: String { "\(step): \(String(cString: strerror(code)))" }
    }

    /// Write to `path.tmp`, fsync it, rename it over `path`, fsync the directory: after a crash
    /// the file is either the old state or the new one, never a mix.
    static func writeAtomically(_ bytes: [UInt8], to path: String, directory: String) throws(WriteError) {
        let tmp = path + ".tmp"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw WriteError(step: "open \(tmp)", code: errno) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                let e = errno
                close(fd)
                throw WriteError(step: "write \(tmp)", code: e)
            }
            offset += n
        }
        if fsync(fd) != 0 {
            let e = errno
            close(fd)
            throw WriteError(step: "fsync \(tmp)", code: e)
        }
        close(fd)
        guard rename(tmp, path) == 0 else { throw WriteError(step: "rename \(tmp)", code: errno) }
        let dfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dfd >= 0 else { throw WriteError(step: "open \(directory)", code: errno) }
        defer { close(dfd) }
        guard fsync(dfd) == 0 else { throw WriteError(step: "fsync \(directory)", code: errno) }
    }
}
