import XMLEscaping

/// `prosc explore --junit FILE`: JUnit XML, as CI systems read it. One test case per problem
/// (a failure for problems reachable from launch; skipped, with the details, for those only a
/// code-instantiated controller reaches) and one per storyboard (failing when problems are
/// taken in its scenes; its coverage as output).
public enum ReportJUnit {
    public static func xml(_ r: ExplorationReport) -> String {
        var problemCases: [String] = []
        for (i, p) in r.problems.enumerated() {
            let headline = p.refusal.uikit ?? p.refusal.message
            let name = "\(i + 1). \(p.refusal.kind): \(headline)"
            let scene = p.scene?.storyboard ?? p.path.first?.storyboard ?? "app"
            var body = "\(p.refusal.kind) (code \(p.refusal.code), \(p.refusal.raises ? "raises" : "logged, ignored"))\n"
            body += "proscd: \(p.refusal.message)\n"
            if let uikit = p.refusal.uikit { body += "UIKit: \(uikit)\n" }
            body += "path:\n"
            for (k, step) in p.path.enumerated() { body += "  \(k == p.path.count - 1 ? "x" : "\(k + 1).") \(step.text)\n" }
            if p.occurrences > 1 { body += "the same in \(p.occurrences) states\n" }
            var c = "    <testcase classname=\"prosc.explore.problems.\(escape(scene))\" name=\"\(escape(name))\" time=\"0\">\n"
            if p.origin == "launch" {
                c += "      <failure type=\"\(escape(p.refusal.kind))\" message=\"\(escape(headline))\">\(escape(body))</failure>\n"
            } else {
                c += "      <skipped message=\"reached only from a controller code instantiates\"/>\n"
                c += "      <system-out>\(escape(body))</system-out>\n"
            }
            c += "    </testcase>\n"
            problemCases.append(c)
        }
        var storyboardCases: [String] = []
        var storyboardFailures = 0
        for sb in r.storyboards {
            let launchProblems = r.launchProblems.filter { $0.scene?.storyboard == sb.name }.count
            let coverage = "scenes \(sb.scenesReached)/\(sb.scenes) reached from launch; segues \(sb.seguesPerformed)/\(sb.segues) performed, \(sb.seguesRefused) refused; \(sb.problems) problems"
            var c = "    <testcase classname=\"prosc.explore.storyboards\" name=\"\(escape(sb.name))\" time=\"0\">\n"
            if launchProblems > 0 {
                storyboardFailures += 1
                c += "      <failure type=\"problems\" message=\"\(launchProblems) problem\(launchProblems == 1 ? "" : "s") reachable from launch\">\(escape(coverage))</failure>\n"
            }
            c += "      <system-out>\(escape(coverage))</system-out>\n    </testcase>\n"
            storyboardCases.append(c)
        }
        let problemFailures = r.launchProblems.count
        let skipped = r.problems.count - problemFailures
        let tests = problemCases.count + storyboardCases.count
        let time = TerminalSummary.formatted(r.seconds)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"prosc explore\" tests=\"\(tests)\" failures=\"\(problemFailures + storyboardFailures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"\(time)\">\n"
        out += "  <testsuite name=\"prosc explore: problems\" tests=\"\(problemCases.count)\" failures=\"\(problemFailures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"\(time)\">\n"
        out += problemCases.joined()
        out += "  </testsuite>\n"
        out += "  <testsuite name=\"prosc explore: storyboards\" tests=\"\(storyboardCases.count)\" failures=\"\(storyboardFailures)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
        out += storyboardCases.joined()
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// XML text and attribute escaping (characters XML cannot carry left out).
    static func escape(_ s: String) -> String {
        XMLEscaping.escape(s, apostrophes: true, forbidden: .dropped)
    }
}
