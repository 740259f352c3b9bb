import Foundation
import ProsceniumLauncher

/// Programs from the system that tests use as real parts: headless Chromium to run pages and
/// measure what a browser draws, `rsvg-convert` to render SVG to PNG (Debian's `chromium`,
/// `librsvg2-bin`, `fonts-liberation`, which `make render-deps` installs, and `make test` with
/// it), `xmllint` to check JUnit reports against their schema (`libxml2-utils`). A missing one
/// fails the test that needs it, saying what to install.
public enum ExternalTool {
    /// Why a tool could not do its job.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The first of `names` found on `PATH`.
    public static func find(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            for name in names where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") { return "\(dir)/\(name)" }
        }
        return nil
    }

    /// Runs `executable` with `arguments`, killing it after `timeout` seconds; its exit status,
    /// standard output and standard error. Waits by sleeping the task, not the thread: a test
    /// must not hold one of the few threads every other test's tasks run on.
    public static func run(_ executable: String, _ arguments: [String], timeout: Double = 120) async throws -> (status: Int32, stdout: Data, stderr: String) {
        let dir = ServerProcess.makeTemporaryDirectory("tool")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out", err = dir + "/err"
        _ = FileManager.default.createFile(atPath: out, contents: nil)
        _ = FileManager.default.createFile(atPath: err, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle(forWritingAtPath: out)
        process.standardError = FileHandle(forWritingAtPath: err)
        try process.run()
        guard let status = await process.ended(timeout: timeout, pollMilliseconds: 20) else {
            process.terminate()
            await process.ended()
            throw Failure(description: "\(executable) did not finish within \(timeout) s")
        }
        let stdout = (try? Data(contentsOf: URL(fileURLWithPath: out))) ?? Data()
        let stderr = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        return (status, stdout, stderr)
    }

    /// The DOM of the HTML file at `path` after its scripts ran, as headless Chromium serialises it.
    public static func chromiumDOM(ofFile path: String) async throws -> String {
        guard let chromium = find(["chromium", "chromium-browser", "google-chrome"]) else {
            throw Failure(description: "headless Chromium is needed: apt-get install chromium")
        }
        let profile = ServerProcess.makeTemporaryDirectory("chromium")
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let r = try await run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                                   "--user-data-dir=\(profile)", "--dump-dom", URL(fileURLWithPath: path).absoluteString])
        guard r.status == 0 else { throw Failure(description: "chromium exited \(r.status): \(r.stderr.suffix(2000))") }
        return String(decoding: r.stdout, as: UTF8.self)
    }

    /// The PNG `rsvg-convert` renders of the SVG file at `svg`, `width` pixels wide.
    public static func renderPNG(svg: String, width: Int) async throws -> Data {
        guard let rsvg = find(["rsvg-convert"]) else {
            throw Failure(description: "rsvg-convert is needed: apt-get install librsvg2-bin")
        }
        let r = try await run(rsvg, ["--width", String(width), "--keep-aspect-ratio", svg])
        guard r.status == 0 else { throw Failure(description: "rsvg-convert exited \(r.status): \(r.stderr)") }
        return r.stdout
    }

    /// The Apache Ant JUnit schema the JUnit reports follow (Tests/Fixtures/JUnit/SOURCE.md).
    public static var junitSchema: String { ServerProcess.packageRoot + "/Tests/Fixtures/JUnit/JUnit.xsd" }

    /// `xmllint --schema` with `junitSchema` on the JUnit report at `path`: its exit status
    /// (0: valid) and messages.
    public static func validateJUnit(file path: String) async throws -> (status: Int32, output: String) {
        guard let xmllint = find(["xmllint"]) else {
            throw Failure(description: "xmllint is needed: apt-get install libxml2-utils")
        }
        let r = try await run(xmllint, ["--noout", "--schema", junitSchema, path])
        return (r.status, String(decoding: r.stdout, as: UTF8.self) + r.stderr)
    }

    /// `validateJUnit(file:)` on the report `xml`.
    public static func validateJUnit(_ xml: String) async throws -> (status: Int32, output: String) {
        let dir = ServerProcess.makeTemporaryDirectory("junit")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try xml.write(toFile: dir + "/report.xml", atomically: true, encoding: .utf8)
        return try await validateJUnit(file: dir + "/report.xml")
    }
}
