/// The report as text for a terminal: coverage, bounds, each problem with its path.
public enum TerminalSummary {
    /// `not literal: present(vc, …) … (Home.swift:12), in Home` and, when the way goes through
    /// another screen not reached, `on the way to Main Settings`.
    static func blockerText(_ b: BlockingCall, _ r: ExplorationReport) -> String {
        func name(_ key: SceneKey) -> String {
            key.isCodeClass ? key.scene : "\(key.storyboard) \(r.scenes.first { $0.key == key }?.label ?? key.scene)"
        }
        return "\(b.reason.text): \(b.text)" + (b.scene.map { ", in \(name($0))" } ?? ", in code no reached scene runs")
            + (b.through.map { ", on the way to \(name($0))" } ?? "")
    }

    public static func text(_ r: ExplorationReport) -> String {
        var out: [String] = r.baseline.map { [$0.text()] } ?? []
        let segues = r.allSegues
        // The idiom is named when it is not the phone's (a tvOS app's: tv).
        let version = (r.ios.map { " on iOS \($0)" } ?? "") + (r.idiom.map { $0 == "phone" ? "" : ", \($0) idiom" } ?? "")
        if let root = r.launchCode {
            out.append("explored \(r.states) states from the launch code's root (\(root.method) makes \(root)) and code-made starts\(version): \(r.actions) actions in \(formatted(r.seconds)) s")
        } else if let main = r.mainStoryboard {
            out.append("explored \(r.states) states from \(main)'s launch and code-made starts\(version): \(r.actions) actions in \(formatted(r.seconds)) s")
        } else {
            out.append("no launch (no storyboard has an initial view controller): explored \(r.states) states from code-made starts\(version): \(r.actions) actions in \(formatted(r.seconds)) s")
        }
        let storyboardless = r.storyboards.isEmpty && !r.classes.isEmpty
        if storyboardless {
            // An app with no storyboard but its launch screen (issue 40): nothing of scenes or segues to count.
            out.append("scenes: none (no storyboard to explore: the screens are classes made in code)")
        } else {
            out.append("scenes: \(r.scenesReached)/\(r.scenesTotal) reached from launch"
                       + (r.codeReading == nil ? "" : " (\(r.scenesReachedBySegues) by segues, \(r.scenesReachedByCode) only through the app's code)")
                       + (r.scenesReachedFromCode > 0 ? ", \(r.scenesReachedFromCode) more only from code-instantiated controllers" : ""))
        }
        if let classes = classesLine(r) { out.append(classes) }
        if let how = howLine(r) { out.append(how) }
        if let code = codeLine(r) { out.append(code) }
        if !storyboardless {
            out.append("segues: \(segues.filter { $0.performed > 0 }.count)/\(segues.count) performed, \(segues.filter { $0.refused > 0 }.count) refused, \(segues.filter { $0.outcome == "untried" }.count) never tried")
        }
        for sb in r.storyboards {
            out.append("  \(sb.name): scenes \(sb.scenesReached)/\(sb.scenes), segues \(sb.seguesPerformed)/\(sb.segues) performed, \(sb.seguesRefused) refused, \(sb.problems) problem\(sb.problems == 1 ? "" : "s")")
        }
        if r.truncated {
            var why: [String] = []
            if r.truncatedByStates { why.append("--max-states \(r.bounds.maxStates)") }
            if r.truncatedByDepth { why.append("--max-depth \(r.bounds.maxDepth)") }
            if r.truncatedByRepeats { why.append("--max-repeats \(r.bounds.maxRepeats)") }
            out.append("truncated: \(why.joined(separator: " and ")) cut the exploration short; raise \(why.count == 1 ? "it" : "them") to go further")
        }
        out.append(r.completeness.line)
        let unreachable = r.unreachable
        let unreachedClasses = r.classes.filter { !$0.reachedFromLaunch }
        if !unreachable.isEmpty || !unreachedClasses.isEmpty {
            out.append("not reached from launch (\(unreachable.count + unreachedClasses.count)):")
            for s in unreachable.prefix(50) {
                var note = s.storyboardIdentifier != nil ? "code can instantiate it by identifier" : "no storyboard identifier"
                if s.reachedFromCode { note += "; explored from code" }
                let klass = s.customClass ?? s.className
                out.append("  \(s.key.storyboard) \(s.label)\(s.label.hasPrefix(klass) ? "" : " (\(klass))"): \(note)")
                if let blocker = r.blockers[s.key] { out.append("    blocked by \(blockerText(blocker, r))") }
            }
            if unreachable.count > 50 { out.append("  … \(unreachable.count - 50) more (--json lists them all)") }
            for c in unreachedClasses.prefix(50) {
                out.append("  \(c.label): a class made in code that no path from the launch makes")
                if let blocker = r.blockers[c.key] { out.append("    blocked by \(blockerText(blocker, r))") }
            }
            if unreachedClasses.count > 50 { out.append("  … \(unreachedClasses.count - 50) more classes (--json lists them all)") }
        }
        let groups = [("launch", false, "problems a user reaches from launch"),
                      ("launch", true, "problems only through a conditional step of the app's code (the code may not take it; they do not fail the run)"),
                      ("code", nil, "problems from controllers code instantiates (code may put them elsewhere)")]
        for (origin, conditional, title) in groups {
            let list = r.problems.enumerated().filter { $0.element.origin == origin && (conditional == nil || $0.element.conditional == conditional) }
            guard !list.isEmpty else { continue }
            out.append("\(title) (\(list.count)):")
            for (n, (_, p)) in list.enumerated() {
                let raises = p.refusal.raises ? "raises" : p.refusal.kind == CodeActionRequests.nilReceiverKind ? "nothing happens" : "logged, ignored"
                out.append("\(n + 1). \(p.refusal.kind) (\(raises)): \(p.refusal.uikit ?? p.refusal.message)")
                if p.refusal.uikit != nil { out.append("   proscd: \(p.refusal.message)") }
                for (k, step) in p.path.enumerated() {
                    out.append("   \(k == p.path.count - 1 ? "✗" : "\(k + 1).") \(step.text)")
                }
                if p.occurrences > 1 { out.append("   (the same in \(p.occurrences) states)") }
                if p.reproduced == false { out.append("   warning: replaying this path did not reproduce it: \(p.replayNote ?? "")") }
                else if p.reproduced == true && p.throughCode && p.replayedOnServer { out.append("   reproduced on a fresh server") }
            }
        }
        if !r.warnings.isEmpty {
            out.append("UIKit warnings on actions that succeeded (\(r.warnings.count); logged, the action goes on; never a failure):")
            for (n, w) in r.warnings.enumerated() {
                out.append("\(n + 1). \(w.rule) \(w.kind)\(w.origin == "code" ? " (from code)" : ""): \(w.uikit)")
                for (k, step) in w.path.enumerated() {
                    out.append("   \(k == w.path.count - 1 ? "!" : "\(k + 1).") \(step.text)")
                }
                if w.occurrences > 1 { out.append("   (the same in \(w.occurrences) states)") }
                if w.reproduced == false { out.append("   note: replaying this path did not log it again: \(w.replayNote ?? "")") }
            }
        }
        if !r.unknownUnwinds.isEmpty {
            out.append("notes (\(r.unknownUnwinds.count)): unwinds whose destination is declared in code, which explore was not given:")
            for (n, p) in r.unknownUnwinds.enumerated() {
                out.append("\(n + 1). \(p.path.last?.text ?? "an unwind"): destination unknown: give --sources")
            }
        }
        if !r.stuckPresentations.isEmpty {
            out.append("notes (\(r.stuckPresentations.count)): presentations the user cannot leave (only app code explore did not read can dismiss them):")
            for (n, p) in r.stuckPresentations.enumerated() {
                out.append("\(n + 1). \(p.label)\(p.origin == "code" ? " (from code)" : ""): \(p.reason)")
                for (k, step) in p.path.enumerated() { out.append("   \(k + 1). \(step.text)") }
            }
        }
        let warnings = r.warnings.isEmpty ? "" : ", \(r.warnings.count) warning\(r.warnings.count == 1 ? "" : "s")"
        if r.problems.isEmpty { out.append("no problems" + warnings) } else if !warnings.isEmpty {
            out.append("\(r.problems.count) problem\(r.problems.count == 1 ? "" : "s")" + warnings)
        }
        return out.joined(separator: "\n")
    }

    /// The classes made in code (issue 40) the launch reaches, counted; nil when there are none.
    static func classesLine(_ r: ExplorationReport) -> String? {
        guard !r.classes.isEmpty else { return nil }
        let byCode = r.classes.filter { $0.reachedBy == "code" }.count
        return "classes made in code: \(r.classesReached)/\(r.classes.count) reached from launch"
            + " (\(r.classesReached - byCode) by the launch and user actions, \(byCode) only through the app's code)"
    }

    /// How the screens the launch reaches were first reached (`ExplorationReport.Scene.reachedHow`),
    /// counted: for an app launched from its code or with classes made in code (issue 40).
    static func howLine(_ r: ExplorationReport) -> String? {
        guard r.launchCode != nil || !r.classes.isEmpty else { return nil }
        let kinds = [("launch", "at the storyboard's launch"), ("launch code", "in the launch code's root"),
                     ("segue", "by user actions of the storyboards and UIKit"), ("code", "only through the app's code")]
        let counts = kinds.compactMap { kind, text -> String? in
            let n = r.screens.filter { $0.reachedHow == kind }.count
            return n == 0 ? nil : "\(n) \(text)"
        }
        return "screens reached from launch: " + (counts.isEmpty ? "none" : counts.joined(separator: ", "))
    }

    /// What the app's code added (`--sources`): the navigation calls performed, those not,
    /// or that none was recognised.
    static func codeLine(_ r: ExplorationReport) -> String? {
        guard let reading = r.codeReading else { return nil }
        guard reading.navigationCalls > 0 else {
            return "code: no navigation recognised in the sources (\(reading.files) file\(reading.files == 1 ? "" : "s") read): only storyboard actions explored"
        }
        let conditional = r.codeEdges.filter(\.plan.conditional).count
        let calls = r.codeCalls
        return "code: \(reading.navigationCalls) navigation call\(reading.navigationCalls == 1 ? "" : "s") in \(reading.files) file\(reading.files == 1 ? "" : "s"); "
            + "\(calls.performed) performed as \(r.codeEdges.count) action\(r.codeEdges.count == 1 ? "" : "s") (\(conditional) conditional), "
            + "\(calls.notPerformedText) (--list-code-actions lists them)"
    }

    static func formatted(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100).rounded())
        let frac = hundredths % 100
        return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}
