import Foundation
import ProsceniumLauncher
import ProsceniumTesting
#if canImport(Glibc)
import Glibc
#endif

/// Runs the real built `prosc` binary and collects its exit status and output.
struct ProscRun: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
    var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
}

/// A `prosc` process started in the background (for `watch`).
final class ProscProcess: @unchecked Sendable {
    let process = Process()
    private let outPath: String
    private let errPath: String

    /// `binary` is `prosc` (the front, which hands most commands on) or `prosc-cli`, or a path.
    init(_ arguments: [String], socket: String?, environment: [String: String] = [:], binary: String = "prosc") throws {
        let dir = ServerProcess.makeTemporaryDirectory("prosc-run")
        outPath = dir + "/out"
        errPath = dir + "/err"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: binary.hasPrefix("/") ? binary : ServerProcess.binary(binary))
        process.arguments = arguments + (socket.map { ["--socket", $0] } ?? [])
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "PROSCENIUM_SOCKET")
        for (k, v) in environment { env[k] = v }
        process.environment = env
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        try process.run()
    }

    /// What it has written to stdout so far.
    var outputSoFar: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }

    /// Waits for the process to end (killing it after `timeout` seconds) and returns its output.
    func finish(timeout: Double = 60) async -> ProscRun {
        var status = await process.ended(timeout: timeout)
        if status == nil {
            kill(process.processIdentifier, SIGKILL)
            status = await process.ended()
        }
        let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return ProscRun(status: status ?? -1, stdout: out, stderr: err)
    }
}

/// Runs `prosc arguments --socket socket` to completion.
func prosc(_ arguments: [String], socket: String?, environment: [String: String] = [:], binary: String = "prosc") async throws -> ProscRun {
    try await ProscProcess(arguments, socket: socket, environment: environment, binary: binary).finish()
}

/// A private proscd with the demo storyboards, transitions taking no time.
func startServer(_ arguments: [String] = []) throws -> ServerProcess {
    try ServerProcess(arguments: ["--animation-speed", "0"] + arguments)
}
