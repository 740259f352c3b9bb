import Foundation
import ProsceniumClient
#if canImport(Glibc)
import Glibc
#endif

/// A private `proscd` for one test: the real binary on a socket in a fresh temporary
/// directory, started with `--config /dev/null` plus the test's flags, ready once it has
/// printed its `listening` line. `stop()` sends SIGTERM and returns the exit status.
public final class ServerProcess: @unchecked Sendable {
    public let directory: String
    public let socketPath: String
    public let process: Process
    private let stderrPipe = Pipe()
    private let stdoutPipe = Pipe()
    private let lock = NSLock()
    private var stderrText = ""

    /// The package's root (the directory holding Package.swift).
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()

    /// Where the build put the executables: next to the running test bundle.
    public static let binDirectory: String = {
        if let env = ProcessInfo.processInfo.environment["PROSCENIUM_BIN"] { return env }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        // Inside an .xctest bundle directory on some layouts.
        if dir.lastPathComponent.hasSuffix(".xctest") { dir.deleteLastPathComponent() }
        return dir.path
    }()

    public static func binary(_ name: String) -> String { binDirectory + "/" + name }

    /// The demo storyboards of `config/`.
    public static var demoStoryboards: String { packageRoot + "/config/storyboards" }

    /// Makes a fresh 0700 temporary directory.
    public static func makeTemporaryDirectory(_ prefix: String = "prosc") -> String {
        var template = Array((NSTemporaryDirectory() + "/\(prefix).XXXXXX").utf8CString)
        let path = template.withUnsafeMutableBufferPointer { buf -> String in
            guard let p = mkdtemp(buf.baseAddress!) else { return NSTemporaryDirectory() + "/\(prefix)-\(UUID().uuidString)" }
            return String(cString: p)
        }
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Starts `proscd --config /dev/null --socket DIR/s` with `arguments`; throws if it does
    /// not announce itself within `timeout` seconds.
    public init(arguments: [String] = [], useDemoStoryboards: Bool = true, timeout: Double = 30) throws {
        directory = Self.makeTemporaryDirectory()
        socketPath = directory + "/proscd.sock"
        process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary("proscd"))
        var args = ["--config", "/dev/null", "--socket", socketPath, "--log-level", "warning"]
        if useDemoStoryboards {
            args += ["--storyboards", Self.demoStoryboards, "--main-storyboard", "Main", "--external-storyboard", "External"]
        }
        process.arguments = args + arguments
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        stderrPipe.fileHandleForReading.readabilityHandler = { [weak self] h in
            let data = h.availableData
            guard !data.isEmpty, let self else { return }
            self.lock.lock()
            self.stderrText += String(decoding: data, as: UTF8.self)
            self.lock.unlock()
        }
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var out = Data()
        let handle = stdoutPipe.fileHandleForReading
        while !String(decoding: out, as: UTF8.self).contains("\n") {
            if !process.isRunning || Date() > deadline {
                process.terminate()
                throw StartFailure(description: "proscd did not start: stdout=\(String(decoding: out, as: UTF8.self)) stderr=\(stderr)")
            }
            let chunk = handle.availableData
            if chunk.isEmpty { usleep(2_000) } else { out.append(chunk) }
        }
        let line = String(decoding: out, as: UTF8.self)
        guard line.hasPrefix("proscd listening on \(socketPath)") else {
            throw StartFailure(description: "unexpected first stdout line: \(line)")
        }
        listeningLine = line.trimmingCharacters(in: .newlines)
    }

    public private(set) var listeningLine = ""

    public struct StartFailure: Error, CustomStringConvertible { public var description: String }

    /// What the server wrote to stderr so far.
    public var stderr: String {
        lock.lock()
        defer { lock.unlock() }
        return stderrText
    }

    /// A new client connection.
    public func connect() throws -> ProsceniumConnection { try ProsceniumConnection(path: socketPath) }

    /// Sends `signal` and waits for the process to end; returns its exit status.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, timeout: Double = 20) -> Int32 {
        if process.isRunning { kill(process.processIdentifier, signal) }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return -1
        }
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(atPath: directory)
    }
}
