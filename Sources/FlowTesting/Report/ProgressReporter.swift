#if canImport(Glibc)
import Glibc
#endif
import Foundation
import WireProtocol

/// What `prosc test` shows while it runs. On a terminal: one line rewritten in place
/// (`[12/200] 11 passed, 1 failed · running checkout.yaml`), failures printed above it as they
/// come. Otherwise (CI logs, pipes): a plain line per flow as it ends (`PASS path (12 ms)`,
/// `FAIL path (12 ms)` and the report). With `json`, one JSON object per flow and one for the
/// counts. Thread-safe: flows finish on many tasks.
public final class ProgressReporter: @unchecked Sendable {
    private let lock = NSLock()
    private let terminal: Bool
    private let json: Bool
    private let write: (String) -> Void
    private var total = 0
    private var passed = 0
    private var failed = 0
    private var broken = 0
    private var running: [String] = []
    private var lineShown = false
    private var copied: [String] = []
    private let keepJSON: Bool

    /// `terminal` nil: whether standard output is one. `keepJSON`: also keep each flow's JSON
    /// line (`jsonLines`), whatever is shown — for Bazel's undeclared outputs.
    public init(terminal: Bool? = nil, json: Bool = false, keepJSON: Bool = false, write: @escaping (String) -> Void = ProgressReporter.standardOutput) {
        self.json = json
        self.keepJSON = keepJSON
        self.terminal = !json && (terminal ?? (isatty(1) == 1))
        self.write = write
    }

    public static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public func begin(total: Int) {
        lock.lock()
        self.total = total
        lock.unlock()
    }

    /// `path` and, when the flow names one, the iOS version it runs against: `a.yaml [iOS 17]`.
    static func label(_ r: FlowResult) -> String { r.path + (r.ios.map { " [iOS \($0)]" } ?? "") }

    public func started(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        running.append(path)
        if terminal { redraw() }
    }

    public func finished(_ r: FlowResult) {
        lock.lock()
        defer { lock.unlock() }
        running.removeAll { $0 == r.path }
        switch r.status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .invalid, .error: broken += 1
        }
        let line = "\(Self.word(r.status)) \(Self.label(r)) (\(Self.millis(r.duration)))"
        if keepJSON { copied.append(Self.json(r).description) }
        if json {
            write(Self.json(r).description + "\n")
        } else if terminal {
            if r.status != .passed {
                clearLine()
                write(line + "\n" + r.report + "\n\n")
            }
            redraw()
        } else {
            write(line + "\n" + (r.status == .passed ? "" : r.report + "\n\n"))
        }
    }

    /// The last line: counts, time and flows per second.
    public func summary(_ results: [FlowResult], seconds: Double) -> String {
        lock.lock()
        if terminal { clearLine() }
        lock.unlock()
        let count = { (s: FlowResult.Status) in results.filter { $0.status == s }.count }
        if json { return Self.countsJSON(results, seconds: seconds).description }
        var parts = ["\(count(.passed)) passed"]
        if count(.failed) > 0 { parts.append("\(count(.failed)) failed") }
        if count(.invalid) > 0 { parts.append("\(count(.invalid)) with bad flow files") }
        if count(.error) > 0 { parts.append("\(count(.error)) could not run") }
        let rate = seconds > 0 ? String(format: ", %.1f flows/s", Double(results.count) / seconds) : ""
        // Several versions: a line per version, then the total (always the last line).
        var text = ""
        let versions = results.compactMap(\.ios).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if versions.count > 1 {
            for v in versions {
                let mine = results.filter { $0.ios == v }
                let bad = mine.filter { $0.status != .passed }.count
                text += "iOS \(v): \(mine.count - bad) passed" + (bad > 0 ? ", \(bad) did not" : "") + "\n"
            }
        }
        return text + "\(results.count) flow\(results.count == 1 ? "" : "s"): " + parts.joined(separator: ", ") + String(format: " in %.2f s", seconds) + rate
    }

    /// The JSON lines kept with `keepJSON`: one per flow in the order they ended, then the
    /// counts with `identity`'s members (`runner`, `version`, `shard`: what `prosc merge` checks).
    public func jsonLines(_ results: [FlowResult], seconds: Double, identity: [(name: String, value: String)]) -> String {
        lock.lock()
        defer { lock.unlock() }
        var counts = Self.countsJSON(results, seconds: seconds).objectValue ?? JSONObject()
        for (name, value) in identity { counts[name] = .string(value) }
        return (copied + [JSON.object(counts).description]).map { $0 + "\n" }.joined()
    }

    /// `{"flows", "passed", "failed", "invalid", "errors", "seconds"}`.
    static func countsJSON(_ results: [FlowResult], seconds: Double) -> JSON {
        let count = { (s: FlowResult.Status) in Double(results.filter { $0.status == s }.count) }
        return JSON.object(JSONObject([
            ("flows", .number(Double(results.count))), ("passed", .number(count(.passed))),
            ("failed", .number(count(.failed))), ("invalid", .number(count(.invalid))),
            ("errors", .number(count(.error))), ("seconds", .number((seconds * 1000).rounded() / 1000)),
        ]))
    }

    /// `{"path", "name", "status", "durationMs", "failure": {file, line, column, step, message, expected?, actual?, tree}}`
    /// or `"problems": [...]`.
    static func json(_ r: FlowResult) -> JSON {
        var o = JSONObject([
            ("path", .string(r.path)), ("name", .string(r.name)), ("status", .string(word(r.status).lowercased())),
            ("durationMs", .number((r.duration * 1_000_000).rounded() / 1000)),
        ])
        if let ios = r.ios { o["ios"] = .number(Double(ios) ?? 0) }
        if let f = r.failure {
            var failure = JSONObject([
                ("file", .string(f.position.file)), ("line", .number(Double(f.position.line))), ("column", .number(Double(f.position.column))),
                ("step", .string(f.keyword)), ("message", .string(f.message)),
            ])
            failure.set("expected", f.expected)
            failure.set("actual", f.actual)
            failure["tree"] = .string(f.tree)
            o["failure"] = .object(failure)
        }
        if !r.problems.isEmpty { o["problems"] = .array(r.problems.map(JSON.string)) }
        return .object(o)
    }

    static func word(_ s: FlowResult.Status) -> String {
        switch s {
        case .passed: "PASS"
        case .failed: "FAIL"
        case .invalid: "INVALID"
        case .error: "ERROR"
        }
    }

    static func millis(_ seconds: Double) -> String { "\(Int((seconds * 1000).rounded())) ms" }

    private func redraw() {
        var text = "[\(passed + failed + broken)/\(total)] \(passed) passed"
        if failed > 0 { text += ", \(failed) failed" }
        if broken > 0 { text += ", \(broken) could not run" }
        if let current = running.last { text += " · running \((current as NSString).lastPathComponent)" }
        write("\r\u{1B}[K" + text)
        lineShown = true
    }

    private func clearLine() {
        if lineShown { write("\r\u{1B}[K") }
        lineShown = false
    }
}
