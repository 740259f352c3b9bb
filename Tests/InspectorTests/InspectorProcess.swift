import Foundation
import ProsceniumLauncher
import ProsceniumTesting
#if canImport(Glibc)
import Glibc
#endif

/// A real `prosc-inspect inspect …` for a test: started from the build directory, ready once it
/// printed its address; its first line names the proscd socket it attached to. SIGTERM on stop.
final class InspectorProcess: @unchecked Sendable {
    let process = Process()
    let url: String
    let socket: String
    private let output = Pipe()

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(_ arguments: [String], timeout: Double = 60) throws {
        process.executableURL = URL(fileURLWithPath: ServerProcess.binary("prosc-inspect"))
        process.arguments = ["inspect"] + arguments
        process.standardOutput = output
        process.environment = ProcessInfo.processInfo.environment.merging(["PROSCD": ServerProcess.binary("proscd")]) { $1 }
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(timeout)
        let handle = output.fileHandleForReading
        while !text.contains("\nopen ") || !text.hasSuffix("\n") {
            guard process.endedStatus == nil, Date() < deadline else {
                Self.end(process)
                throw Failure(description: "prosc-inspect did not start: \(text)")
            }
            let chunk = handle.availableData
            if chunk.isEmpty { usleep(5_000) } else { text += String(decoding: chunk, as: UTF8.self) }
        }
        let lines = text.split(separator: "\n").map(String.init)
        url = String(lines.first { $0.hasPrefix("open ") }!.dropFirst(5))
        // "prosc inspect: driving /path/proscd.sock (a private proscd)"
        let words = lines[0].split(separator: " ")
        socket = words.count > 3 ? String(words[3]) : ""
    }

    /// Asks it to stop (SIGTERM, as Ctrl-C) and returns its exit status.
    @discardableResult
    func stop() -> Int32 { Self.end(process) }

    /// SIGTERM, which stops prosc-inspect and its private proscd; SIGKILL only after 20 s
    /// (a killed prosc-inspect cannot stop its proscd: it would be left running).
    @discardableResult
    static func end(_ process: Process) -> Int32 {
        if process.endedStatus == nil { kill(process.processIdentifier, SIGTERM) }
        if let status = process.waitForEnd(timeout: 20) { return status }
        kill(process.processIdentifier, SIGKILL)
        return process.waitUntilEnded()
    }

    /// The processes still running whose command line names `text` (a private proscd's socket),
    /// as "pid command line".
    static func processes(naming text: String) -> [String] {
        guard !text.isEmpty, let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var found: [String] = []
        for pid in entries where Int32(pid) != nil && Int32(pid) != getpid() {
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty else { continue }
            let line = String(decoding: data.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
            if line.contains(text), !isZombie(pid) { found.append("\(pid) \(line)") }
        }
        return found
    }

    /// The pids of `parent`'s children named `name` (from /proc/PID/stat).
    static func children(of parent: Int32, named name: String) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { pid -> Int32? in
            guard let p = Int32(pid), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { return nil }
            let comm = stat[stat.index(after: open)..<close]
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return comm == name && fields.count > 1 && Int32(fields[1]) == parent ? p : nil
        }
    }

    static func isZombie(_ pid: String) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
    }

    /// What is left of this inspector once stopped: its private proscd, if it still runs.
    var leftovers: [String] { socket.isEmpty ? [] : Self.processes(naming: socket) }

    deinit { if process.endedStatus == nil { Self.end(process) } }
}

/// Runs the browser scenarios of `Browser/inspect_browser.py` with Debian's python3 (where
/// python3-selenium is) and returns its exit status and output.
enum BrowserScenario {
    static var script: String { ServerProcess.packageRoot + "/Tests/InspectorTests/Browser/inspect_browser.py" }

    static func missingTools() -> String? {
        let needed = ["/usr/bin/chromium", "/usr/bin/chromedriver", "/usr/bin/python3"]
        let missing = needed.filter { !FileManager.default.isExecutableFile(atPath: $0) }
        if !missing.isEmpty { return "missing \(missing.joined(separator: ", ")): apt-get install chromium chromium-driver python3-selenium (make test-tools)" }
        if !FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/selenium") {
            return "missing Debian's python3-selenium: apt-get install python3-selenium (make test-tools)"
        }
        return nil
    }

    static func run(_ scenario: String, _ inspector: InspectorProcess, output: String, environment: [String: String] = [:]) throws -> (status: Int32, text: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        p.arguments = [script, scenario, inspector.url, inspector.socket, output]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        var env = ProcessInfo.processInfo.environment
        env["PYTHONPATH"] = nil
        env["PYTHONHOME"] = nil
        env["INSPECT_BIN"] = (ServerProcess.binary("prosc-cli") as NSString).deletingLastPathComponent
        for (k, v) in environment { env[k] = v }
        p.environment = env
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
