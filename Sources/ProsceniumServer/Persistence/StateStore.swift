import Dispatch
import Foundation
import HierarchyEngine
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// State preservation on disk (`--state-dir`, docs/restoration.md).
///
/// Durability rule: a reply is sent only once the state containing its operation is on disk.
/// A coordinator calls `capture` under the engine lock *before* it posts the operation's reply
/// to the inbox, which advances the captured generation. When the loop thread drains a reply
/// while the captured generation is ahead of the written one, the reply's connection holds it
/// (`generationToAwait`, `Connection.hold`) with everything sent to that connection after it;
/// the store's writer queue writes the newest captured state (write, fsync, rename, fsync of
/// the directory) and then wakes the loop, which releases what `writtenGeneration` covers. One write
/// covers every operation captured before it started, so writes coalesce under load and the
/// loop thread never waits for the disk. Windows with a transition in flight keep their last
/// completed state (nothing half-done is written).
final class StateStore: @unchecked Sendable {
    // @unchecked: every mutable field is guarded by `lock`.
    static let fileName = "state.json"

    let directory: String
    var path: String { directory + "/" + Self.fileName }

    private let lock = NSLock()
    private let writer = DispatchQueue(label: "proscenium.state")
    private var state: PreservedState?
    private var captured = 0
    private var written = 0
    private var writing = false
    private var writeCount = 0
    private var failureCount = 0
    private var restored = (controllers: 0, events: 0)
    private var logger: Logger?
    /// Wakes the loop thread after a write (the server posts an empty inbox message).
    private var onWritten: (@Sendable () -> Void)?
    /// Runs the writer's work on its queue (the runtime decides how: asynchronously in
    /// proscd, at once on a manual clock).
    private var offload: (@Sendable (DispatchQueue, @escaping @Sendable () -> Void) -> Void)?
    /// Serialises copies of run-time storyboards (StateStoreStoryboards.swift).
    let storyboardWrites = NSLock()

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

    /// Connects the store to the loop (before any coordinator runs).
    func attach(logger: Logger, offload: @escaping @Sendable (DispatchQueue, @escaping @Sendable () -> Void) -> Void,
                onWritten: @escaping @Sendable () -> Void) {
        self.offload = offload
        lock.lock()
        self.logger = logger
        self.onWritten = onWritten
        lock.unlock()
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
    /// `operation` lets the cheap case through: on the server's queue, creating or changing
    /// controllers that are in no window changes only the identifier counters.
    func capture(_ h: Hierarchy, window: WindowID?, operation: HierarchyEngine.Operation? = nil) {
        lock.lock()
        if window == nil, var s = state, let op = operation, !Self.mayChangeWindows(op) {
            s.lastIssued = h.ids.lastIssued
            state = s
        } else {
            state = h.preservedState(updating: state, window: window)
        }
        captured += 1
        lock.unlock()
    }

    /// Whether an operation run on the server's queue can change a window (ops on controllers
    /// in a window always run on that window's queue).
    static func mayChangeWindows(_ op: HierarchyEngine.Operation) -> Bool {
        switch op {
        case .createController, .instantiate, .setProperties, .memoryWarning: false
        default: true
        }
    }

    /// On the loop thread, for a drained reply: the generation it must wait for when the state
    /// captured so far is not yet on disk (a write is then under way or scheduled), else nil.
    func generationToAwait() -> Int? {
        lock.lock()
        guard captured > written else {
            lock.unlock()
            return nil
        }
        let generation = captured
        let start = !writing
        writing = true
        let offload = offload
        lock.unlock()
        if start { startWriting(offload) }
        return generation
    }

    /// The newest generation on disk: held replies up to it may go out.
    var writtenGeneration: Int {
        lock.lock()
        defer { lock.unlock() }
        return written
    }

    /// Writes what was captured, now, on the calling thread (start-up and shutdown), after any
    /// write under way; then every held reply is durable.
    func writeNow() {
        writer.sync {
            lock.lock()
            let job = pendingWrite()
            lock.unlock()
            if let job { perform(job) }
        }
    }

    /// Writes until nothing new is captured, on the writer queue (`writing` is set).
    private func startWriting(_ offload: (@Sendable (DispatchQueue, @escaping @Sendable () -> Void) -> Void)?) {
        let work: @Sendable () -> Void = { [self] in
            while true {
                lock.lock()
                guard let job = pendingWrite() else { writing = false; lock.unlock(); return }
                let wake = onWritten
                lock.unlock()
                perform(job)
                wake?()
            }
        }
        if let offload { offload(writer, work) } else { writer.async(execute: work) }
    }

    /// Must hold `lock`: the newest captured state and its generation, when not yet written.
    private func pendingWrite() -> (state: PreservedState, generation: Int)? {
        guard captured > written, let s = state else { return nil }
        return (s, captured)
    }

    /// On the writer queue. A failed write is logged and counted, and its replies are released
    /// anyway (a client must not hang on a full disk); the next capture writes again.
    private func perform(_ job: (state: PreservedState, generation: Int)) {
        let bytes = StateStoreEncoding.encode(job.state)
        var failure: WriteError?
        do throws(WriteError) {
            try Self.writeAtomically(bytes, to: path, directory: directory)
        } catch {
            failure = error
        }
        lock.lock()
        written = max(written, job.generation)
        if failure == nil { writeCount += 1 } else { failureCount += 1 }
        let log = logger
        lock.unlock()
        if let failure { log?.error("cannot write preserved state to \(path): \(failure)") }
    }

    /// Counts a write made outside the writer queue (a storyboard copy) and logs its failure.
    func countWrite(_ failure: WriteError?, path: String) {
        lock.lock()
        if failure == nil { writeCount += 1 } else { failureCount += 1 }
        let log = logger
        lock.unlock()
        if let failure { log?.error("cannot write \(path): \(failure)") }
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
