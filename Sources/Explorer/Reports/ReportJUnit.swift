import JUnitXML

/// `prosc explore --junit FILE`: JUnit XML, as CI systems read it (`JUnitDocument`, the Apache
/// Ant schema's shape). Two suites: one test case per problem (a failure for problems reachable
/// from launch; skipped, with the same details, for those only a code-instantiated controller
/// reaches) and one per storyboard (failing when problems from launch are taken in its scenes;
/// every storyboard's coverage is the suite's output, as the schema gives a case none).
public enum ReportJUnit {
    public static func xml(_ r: ExplorationReport, hostname: String = JUnitDocument.hostname()) -> String {
        let properties: [(name: String, value: String)] = [
            ("runner", "prosc explore"), ("main", r.title), ("ios", r.ios.map(String.init) ?? "unknown"),
            ("scenes", "\(r.scenesReached)/\(r.scenesTotal) reached from launch, \(r.scenesReachedFromCode) more only from code"),
            ("truncated", r.truncated ? "true" : "false"),
            ("complete", r.completeness.line),
        ] + [("idiom", r.idiom), ("launch", r.launchCode.map { "\($0.method) makes \($0.description)" }),
             ("classes", TerminalSummary.classesLine(r)), ("screens", TerminalSummary.howLine(r))]
            .compactMap { name, value in value.map { (name, $0) } }
          + (r.codeReading.map { reading in
            [("code", reading.navigationCalls == 0 ? "no navigation recognised in the sources (\(reading.files) file\(reading.files == 1 ? "" : "s") read)"
                : "\(reading.navigationCalls) navigation call\(reading.navigationCalls == 1 ? "" : "s") in \(reading.files) file\(reading.files == 1 ? "" : "s"), \(r.codeCalls.performed) performed as \(r.codeEdges.count) actions, \(r.codeCalls.notPerformedText); scenes by segues \(r.scenesReachedBySegues), only through code \(r.scenesReachedByCode), not reached \(r.scenes.filter { $0.reachedBy == "none" }.count)")]
        } ?? [])
        let problems = JUnitSuite(name: "prosc explore: problems", package: "prosc explore", seconds: r.seconds,
                                  properties: properties, cases: r.problems.enumerated().map(problemCase))
        var coverage = ""
        let storyboardCases = r.storyboards.map { sb in
            let text = "scenes \(sb.scenesReached)/\(sb.scenes) reached from launch; segues \(sb.seguesPerformed)/\(sb.segues) performed, \(sb.seguesRefused) refused; \(sb.problems) problems"
            coverage += "\(sb.name): \(text)\n"
            let launchProblems = r.launchProblems.filter { $0.scene?.storyboard == sb.name }.count
            let outcome: JUnitTestCase.Outcome = launchProblems == 0 ? .passed : .failure(
                type: "problems", message: "\(launchProblems) problem\(launchProblems == 1 ? "" : "s") reachable from launch", text: text)
            return JUnitTestCase(name: sb.name, className: "prosc.explore.storyboards", seconds: 0, outcome: outcome)
        }
        let storyboards = JUnitSuite(name: "prosc explore: storyboards", package: "prosc explore", seconds: 0,
                                     cases: storyboardCases, systemOut: coverage)
        let warnings = r.warnings.isEmpty ? [] : [warningSuite(r)]
        return JUnitDocument.xml([problems, storyboards] + warnings + (r.baseline.map { [baselineSuite($0)] } ?? []),
                                 started: r.started, hostname: hostname)
    }

    /// UIKit's warnings (severity `warning`, docs/explore.md): the Ant schema gives a test case
    /// no status but passed, failure, error and skipped, and no output of its own, so a suite of
    /// their own (property `severity` = `warning`) with one passing case per warning (CI never
    /// fails on them; skipped already means "reached only from code"), whose texts and paths are
    /// the suite's `<system-err>`, where CI pages show a suite's warnings output.
    static func warningSuite(_ r: ExplorationReport) -> JUnitSuite {
        var err = ""
        let cases = r.warnings.enumerated().map { i, w in
            err += "warning \(i + 1). \(w.rule) \(w.kind): \(w.uikit)\n"
            for (k, step) in w.path.enumerated() { err += "  \(k == w.path.count - 1 ? "!" : "\(k + 1).") \(step.text)\n" }
            if w.occurrences > 1 { err += "  the same in \(w.occurrences) states\n" }
            let scene = w.scene?.storyboard ?? w.path.first?.storyboard ?? "app"
            return JUnitTestCase(name: "\(i + 1). warning \(w.rule) \(w.kind): \(w.uikit)", className: "prosc.explore.warnings.\(scene)",
                                 seconds: 0, outcome: .passed)
        }
        return JUnitSuite(name: "prosc explore: warnings", package: "prosc explore", seconds: 0,
                          properties: [("severity", "warning"), ("warnings", "\(r.warnings.count)")], cases: cases, systemErr: err)
    }

    /// `--baseline`: a failing case per regression (a new problem from launch, a scene or segue
    /// newly unreachable), a passing one per fixed problem and per newly reached scene or segue.
    static func baselineSuite(_ b: ExplorationBaseline) -> JUnitSuite {
        var cases: [JUnitTestCase] = []
        func add(_ name: String, failing: Bool, _ text: String) {
            cases.append(JUnitTestCase(name: name, className: "prosc.explore.baseline", seconds: 0,
                                       outcome: failing ? .failure(type: "regression", message: name, text: text) : .passed))
        }
        for p in b.newProblems {
            let text = "\(p.refusal.kind): \(p.refusal.uikit ?? p.refusal.message)"
            if p.origin == "launch" { add("new problem: \(text)", failing: true, text) } else {
                cases.append(JUnitTestCase(name: "new problem from code: \(text)", className: "prosc.explore.baseline", seconds: 0,
                                           outcome: .skipped(message: "reached only from a controller code instantiates", text: text)))
            }
        }
        for p in b.fixedProblems { add("fixed problem: \(p["kind"]?.stringValue ?? ""): \(p["uikit"]?.stringValue ?? p["message"]?.stringValue ?? "")", failing: false, "") }
        for s in b.scenesNewlyUnreachable { add("scene newly unreachable: \(s)", failing: true, s) }
        for s in b.scenesNewlyReached { add("scene newly reached: \(s)", failing: false, s) }
        for s in b.seguesNewlyUnreachable { add("segue newly never tried: \(s)", failing: true, s) }
        for s in b.seguesNewlyReached { add("segue newly tried: \(s)", failing: false, s) }
        return JUnitSuite(name: "prosc explore: baseline", package: "prosc explore", seconds: 0,
                          properties: [("baseline", b.file)], cases: cases)
    }

    /// The `i`th problem's case: its kind and UIKit's message as the name, proscd's message and
    /// the numbered path as the text.
    static func problemCase(_ i: Int, _ p: ExplorationReport.Problem) -> JUnitTestCase {
        let headline = p.refusal.uikit ?? p.refusal.message
        let scene = p.scene?.storyboard ?? p.path.first?.storyboard ?? "app"
        let effect = p.refusal.raises ? "raises" : p.refusal.kind == CodeActionRequests.nilReceiverKind ? "nothing happens" : "logged, ignored"
        var text = "\(p.refusal.kind) (code \(p.refusal.code), \(effect))\n"
        text += "proscd: \(p.refusal.message)\n"
        if let uikit = p.refusal.uikit { text += "UIKit: \(uikit)\n" }
        text += "path:\n"
        for (k, step) in p.path.enumerated() { text += "  \(k == p.path.count - 1 ? "x" : "\(k + 1).") \(step.text)\n" }
        for step in p.path { if let plan = step.code { text += "code: \(plan.methods.joined(separator: " → ")) at \(plan.location.file):\(plan.location.line)\n" } }
        if p.occurrences > 1 { text += "the same in \(p.occurrences) states\n" }
        let outcome: JUnitTestCase.Outcome = p.origin != "launch"
            ? .skipped(message: "reached only from a controller code instantiates", text: text)
            : p.conditional ? .skipped(message: "only through a conditional step of the app's code", text: text)
            : .failure(type: p.refusal.kind, message: headline, text: text)
        return JUnitTestCase(name: "\(i + 1). \(p.refusal.kind): \(headline)", className: "prosc.explore.problems.\(scene)",
                             seconds: 0, outcome: outcome)
    }
}
