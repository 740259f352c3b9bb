import Foundation
import ProsceniumClient
#if canImport(Glibc)
import Glibc
#endif

/// A private `proscd`: the real binary started on a socket in a fresh 0700 temporary directory
/// with `--config /dev/null` plus the caller's flags, ready once it has printed its
/// `proscd listening on PATH` line. `stop()` sends SIGTERM and returns the exit status; the
/// directory is removed when the value goes away. `prosc explore`, `prosc test` and the test
/// suites start their servers with it.
///
/// The server's stderr goes to a file in that directory, read when asked for: a pipe would need
/// a reader, and Foundation's (`readabilityHandler`, a dispatch source) crashed the process
/// when it ran while the value went away.
public final class PrivateServer: @unchecked Sendable {
    public let directory: String
    public let socketPath: String
    public let process: Process
    /// The first line the server printed (`proscd listening on PATH`).
    public let listeningLine: String
    private let stdoutPipe = Pipe()
    private let stderrPath: String

    /// Why a server could not be started: the binary is missing, or it did not announce itself.
    public struct StartFailure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// Starts `executable --config /dev/null --socket DIR/proscd.sock --log-level LEVEL` followed
    /// by `arguments`; throws if it does not announce itself within `timeout` seconds.
    public init(executable: String, arguments: [String] = [], logLevel: String = "warning",
                temporaryPrefix: String = "prosc", timeout: Double = 30) throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw StartFailure(description: "no proscd executable at \(executable)")
        }
        directory = Self.makeSocketDirectory(temporaryPrefix)
        socketPath = directory + "/proscd.sock"
        stderrPath = directory + "/proscd.stderr"
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        guard let stderrFile = FileHandle(forWritingAtPath: stderrPath) else {
            try? FileManager.default.removeItem(atPath: directory)
            throw StartFailure(description: "cannot create \(stderrPath)")
        }
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--config", "/dev/null", "--socket", socketPath, "--log-level", logLevel] + arguments
        process.standardOutput = stdoutPipe
        process.standardError = stderrFile
        do {
            try process.run()
            try? stderrFile.close()  // the child has its own copy
        } catch {
            try? stderrFile.close()
            try? FileManager.default.removeItem(atPath: directory)
            throw StartFailure(description: "cannot run \(executable): \(error)")
        }
        let deadline = Date().addingTimeInterval(timeout)
        var out = Data()
        let handle = stdoutPipe.fileHandleForReading
        while !out.contains(UInt8(ascii: "\n")) {
            if process.endedStatus != nil || Date() > deadline {
                if process.endedStatus == nil { process.terminate() }
                let stderrText = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
                try? FileManager.default.removeItem(atPath: directory)
                throw StartFailure(description: "proscd did not start: stdout=\(String(decoding: out, as: UTF8.self)) stderr=\(stderrText)")
            }
            let chunk = handle.availableData
            if chunk.isEmpty { usleep(2_000) } else { out.append(chunk) }
        }
        let line = String(decoding: out, as: UTF8.self)
        guard line.hasPrefix("proscd listening on \(socketPath)") else {
            process.terminate()
            throw StartFailure(description: "unexpected first stdout line: \(line)")
        }
        listeningLine = line.trimmingCharacters(in: .newlines)
    }

    /// What the server wrote to stderr so far.
    public var stderr: String {
        (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
    }

    /// A new client connection.
    public func connect() throws -> ProsceniumConnection { try ProsceniumConnection(path: socketPath) }

    /// Sends `signal` and waits for the process to end; returns its exit status (-1 when it
    /// had to be killed after `timeout` seconds). Whether it has ended is asked of the kernel
    /// (`Process.endedStatus`): Foundation's own notice can wait for an unrelated child.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, timeout: Double = 20) -> Int32 {
        if process.endedStatus == nil { kill(process.processIdentifier, signal) }
        if let status = process.waitForEnd(timeout: timeout) { return status }
        kill(process.processIdentifier, SIGKILL)
        process.waitForEnd()
        return -1
    }

    deinit {
        if process.endedStatus == nil {
            kill(process.processIdentifier, SIGKILL)
            process.waitForEnd()
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Makes a fresh 0700 temporary directory: in `$TEST_TMPDIR` under Bazel, else `$TMPDIR`,
    /// else /tmp.
    public static func makeTemporaryDirectory(_ prefix: String = "prosc") -> String {
        let base = temporaryBases().first ?? "/tmp"
        return makeDirectory(in: base, prefix) ?? base + "/\(prefix)-\(UUID().uuidString)"
    }

    /// The longest Unix socket path the kernel takes (`sun_path` is 108 bytes with its NUL).
    public static let maximumSocketPathBytes = 107

    /// A fresh 0700 directory for a server's socket, `DIR/proscd.sock` within 107 bytes: the
    /// first of `$TEST_TMPDIR`, `$TMPDIR`, /tmp, /dev/shm where it fits and can be made. Bazel's
    /// temporary directories (`…/execroot/_main/_tmp/…/test.runfiles…`) are often longer.
    public static func makeSocketDirectory(_ prefix: String = "prosc", environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let suffix = "/\(prefix).XXXXXX/proscd.sock".utf8.count
        for base in temporaryBases(environment) + ["/tmp", "/dev/shm"] where base.utf8.count + suffix <= maximumSocketPathBytes {
            if let made = makeDirectory(in: base, prefix) { return made }
        }
        return makeTemporaryDirectory(prefix)
    }

    /// `$TEST_TMPDIR`, `$TMPDIR` (as set, without a trailing slash).
    static func temporaryBases(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        ["TEST_TMPDIR", "TMPDIR"].compactMap { environment[$0] }.filter { !$0.isEmpty }.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    private static func makeDirectory(in base: String, _ prefix: String) -> String? {
        var template = Array((base + "/\(prefix).XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buf -> String? in
            guard let p = mkdtemp(buf.baseAddress!) else { return nil }
            return String(cString: p)
        }
    }

    /// Where a client finds the `proscd` to start: `$PROSCD` when set, else `proscd` beside the
    /// running executable (how SwiftPM and an install lay binaries out), else the first `proscd`
    /// on `$PATH`; nil when there is none.
    public static func locateExecutable(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let fm = FileManager.default
        if let explicit = environment["PROSCD"], !explicit.isEmpty { return explicit }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let beside = exe.deletingLastPathComponent().appendingPathComponent("proscd").path
        if fm.isExecutableFile(atPath: beside) { return beside }
        for dir in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(dir) + "/proscd"
            if fm.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
