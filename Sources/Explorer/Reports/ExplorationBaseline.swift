import Foundation
import WireProtocol

/// `prosc explore --baseline OLD.json`: what changed against an earlier report of the same app
/// (a pull request's base): problems new, fixed and unchanged; scenes and segues newly
/// unreachable (reached from launch before, not now) and newly reached. Problems are the same
/// when their kind, UIKit's text, scene, segue and origin are; scenes and segues are named by
/// storyboard and XML id. Regressions — a new problem reachable from launch, a scene or segue
/// newly unreachable — decide `--fail-on new`'s exit status (docs/explore.md).
public struct ExplorationBaseline: Sendable {
    /// Why a file cannot be a baseline: not JSON, not an explore report, another version or app.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public var file: String
    /// Problems of this run the baseline does not have.
    public var newProblems: [ExplorationReport.Problem]
    /// The baseline's problems this run does not have (as the baseline's JSON gives them).
    public var fixedProblems: [JSON]
    public var unchangedProblems: Int
    /// `Storyboard scene-id (label)`.
    public var scenesNewlyUnreachable: [String]
    public var scenesNewlyReached: [String]
    /// `Storyboard segue-id (identifier)`, segues never tried (nothing performed or refused them).
    public var seguesNewlyUnreachable: [String]
    public var seguesNewlyReached: [String]

    /// New problems a user reaches from the launch, or scenes or segues no longer reached.
    public var regressions: Bool {
        newProblems.contains { $0.origin == "launch" } || !scenesNewlyUnreachable.isEmpty || !seguesNewlyUnreachable.isEmpty
    }

    static func key(kind: String, text: String, scene: String, segue: String, origin: String) -> String {
        [kind, text, scene, segue, origin].joined(separator: "|")
    }

    static func key(_ p: ExplorationReport.Problem) -> String {
        key(kind: p.refusal.kind, text: p.refusal.uikit ?? p.refusal.message,
            scene: p.scene.map { "\($0.storyboard)/\($0.scene)" } ?? "", segue: p.segue?.segue ?? "", origin: p.origin)
    }

    static func key(_ p: JSON) -> String {
        // A class made in code is `{class}` (`ReportJSON.scene`), keyed as `SceneKey.codeClass` is.
        let scene = p["scene"].flatMap { s in
            s["class"]?.stringValue.map { "/\($0)" } ?? s["storyboard"]?.stringValue.map { "\($0)/\(s["scene"]?.stringValue ?? "")" }
        } ?? ""
        return key(kind: p["kind"]?.stringValue ?? "", text: p["uikit"]?.stringValue ?? p["message"]?.stringValue ?? "",
                   scene: scene, segue: p["segue"]?.stringValue ?? "", origin: p["origin"]?.stringValue ?? "")
    }

    /// Reads a baseline, checking it is an explore report of this version (before exploring).
    public static func read(_ text: String, file: String) throws(Failure) -> JSON {
        func bad(_ what: String) -> Failure { Failure(description: "--baseline \(file): \(what)") }
        let old: JSON
        do { old = try JSONParser.parse(text.trimmingCharacters(in: .whitespacesAndNewlines), maxDepth: 256) } catch {
            throw bad("not a JSON report (\(error.description)); give an earlier prosc explore --json")
        }
        if old["kind"]?.stringValue == ShardReport.kind { throw bad("a shard's report: merge the shards first (prosc merge)") }
        guard old.objectValue != nil, let problems = old["problems"]?.arrayValue, let unreachable = old["unreachable"]?.arrayValue,
              old["scenes"] != nil, let storyboards = old["storyboards"]?.arrayValue else {
            throw bad("not a report of prosc explore --json (no problems, unreachable, scenes and storyboards)")
        }
        guard old["version"]?.intValue == ReportJSON.schemaVersion else {
            throw bad("report version \(old["version"]?.description ?? "none"), this prosc writes \(ReportJSON.schemaVersion)")
        }
        guard let untried = old["untriedSegues"]?.arrayValue else {
            throw bad("no untriedSegues: written by an older prosc explore; make the baseline again with this one")
        }
        _ = (problems, unreachable, storyboards, untried)
        return old
    }

    /// Compares `report` with the baseline `old` (`read`'s); `file` names it in errors.
    public static func compare(_ report: ExplorationReport, baseline old: JSON, file: String) throws(Failure) -> ExplorationBaseline {
        func bad(_ what: String) -> Failure { Failure(description: "--baseline \(file): \(what)") }
        let problems = old["problems"]?.arrayValue ?? [], unreachable = old["unreachable"]?.arrayValue ?? []
        let storyboards = old["storyboards"]?.arrayValue ?? [], untried = old["untriedSegues"]?.arrayValue ?? []
        var oldNames = Set(storyboards.compactMap { $0["storyboard"]?.stringValue })
        var newNames = Set(report.storyboards.map(\.name))
        if oldNames.isEmpty && newNames.isEmpty {
            // Apps with no storyboard (issue 40) are told apart by their classes made in code.
            oldNames = Set((old["screens"]?.arrayValue ?? []).compactMap { $0["kind"] == "class" ? $0["class"]?.stringValue : nil })
            newNames = Set(report.classes.map(\.className))
        }
        guard !oldNames.isDisjoint(with: newNames) else {
            throw bad("another app: its storyboards (\(oldNames.sorted().joined(separator: ", "))) are none of this app's (\(newNames.sorted().joined(separator: ", ")))")
        }
        if let oldIOS = old["ios"]?.intValue, let ios = report.ios, oldIOS != ios {
            throw bad("explored on iOS \(oldIOS), this run on iOS \(ios): compare runs on one version (--ios \(oldIOS))")
        }
        let oldKeys = Set(problems.map(key))
        let newKeys = Set(report.problems.map(key))
        var out = ExplorationBaseline(file: file, newProblems: report.problems.filter { !oldKeys.contains(key($0)) },
                                      fixedProblems: problems.filter { !newKeys.contains(key($0)) },
                                      unchangedProblems: report.problems.filter { oldKeys.contains(key($0)) }.count,
                                      scenesNewlyUnreachable: [], scenesNewlyReached: [], seguesNewlyUnreachable: [], seguesNewlyReached: [])
        func sceneName(_ j: JSON) -> String {
            "\(j["storyboard"]?.stringValue ?? "?") \(j["scene"]?.stringValue ?? "?") (\(j["label"]?.stringValue ?? ""))"
        }
        let oldUnreachable = Set(unreachable.map(sceneName))
        let newUnreachable = report.unreachable.map { "\($0.key.storyboard) \($0.key.scene) (\($0.label))" }
        out.scenesNewlyUnreachable = newUnreachable.filter { !oldUnreachable.contains($0) }
        out.scenesNewlyReached = unreachable.map(sceneName).filter { !Set(newUnreachable).contains($0) }
        let oldUntried = untried.map(segueName)
        let newUntried = ReportJSON.untriedSegues(report).map(segueName)
        out.seguesNewlyUnreachable = newUntried.filter { !Set(oldUntried).contains($0) }
        out.seguesNewlyReached = oldUntried.filter { !Set(newUntried).contains($0) }
        return out
    }

    static func segueName(_ j: JSON) -> String {
        let id = j["identifier"]?.stringValue.map { " (\($0))" } ?? ""
        return "\(j["storyboard"]?.stringValue ?? "?") \(j["segue"]?.stringValue ?? "?")\(id)"
    }

    /// One line per kind of change, for the top of the terminal summary.
    public func text() -> String {
        var out = ["against \(file): \(newProblems.count) new problem\(newProblems.count == 1 ? "" : "s"), \(fixedProblems.count) fixed, "
                   + "\(unchangedProblems) unchanged; \(regressions ? "regressions" : "no regressions")"]
        for p in newProblems { out.append("  new (\(p.origin)): \(p.refusal.kind): \(p.refusal.uikit ?? p.refusal.message)") }
        for p in fixedProblems {
            out.append("  fixed (\(p["origin"]?.stringValue ?? "?")): \(p["kind"]?.stringValue ?? "?"): \(p["uikit"]?.stringValue ?? p["message"]?.stringValue ?? "")")
        }
        for (label, list) in [("scene newly unreachable", scenesNewlyUnreachable), ("scene newly reached", scenesNewlyReached),
                              ("segue newly never tried", seguesNewlyUnreachable), ("segue newly tried", seguesNewlyReached)] {
            for item in list { out.append("  \(label): \(item)") }
        }
        return out.joined(separator: "\n")
    }

    public func json() -> JSON {
        .object(JSONObject([
            ("file", .string(file)),
            ("regressions", .bool(regressions)),
            ("newProblems", .array(newProblems.map(ReportJSON.problem))),
            ("fixedProblems", .array(fixedProblems)),
            ("unchangedProblems", .number(Double(unchangedProblems))),
            ("scenesNewlyUnreachable", .array(scenesNewlyUnreachable.map(JSON.string))),
            ("scenesNewlyReached", .array(scenesNewlyReached.map(JSON.string))),
            ("seguesNewlyUnreachable", .array(seguesNewlyUnreachable.map(JSON.string))),
            ("seguesNewlyReached", .array(seguesNewlyReached.map(JSON.string))),
        ]))
    }
}
