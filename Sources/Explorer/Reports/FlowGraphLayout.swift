import Foundation

/// The flow graph drawn by Graphviz: the report's scenes as nodes grouped by storyboard
/// (clusters), segues as edges coloured by what the exploration saw them do, relationship
/// and embed segues as containment edges, the navigation calls of the app's code (`--sources`)
/// as code edges of their own style (dashed, purple, labelled with the call; `code-N`, N: index
/// into `report.codeEdges`), problems marked. `dot` does the layout (Debian's
/// `graphviz`); this file writes its input and runs it.
public enum FlowGraphLayout {
    /// Why there is no picture: `dot` is missing or failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Colours of the outcomes, shared with the page's legend.
    /// The code edges' colour, shared with the page's legend.
    static let codeColor = "#6a1b9a"

    static let outcomeColors = ["performed": "#2e7d32", "refused": "#c62828", "mixed": "#ef6c00", "untried": "#9e9e9e"]

    /// The DOT source. Node ids are `scene-N` (N: index into `report.scenes`), edge ids `segue-N-K`
    /// (the K-th segue of scene N).
    public static func dot(_ r: ExplorationReport) -> String {
        var index: [SceneKey: Int] = [:]
        for (i, s) in r.scenes.enumerated() { index[s.key] = i }
        var out = "digraph flows {\n"
        out += "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=12, nodesep=0.22, ranksep=0.55, bgcolor=\"transparent\", pad=0.2];\n"
        out += "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=10, fillcolor=\"#ffffff\", color=\"#546e7a\", penwidth=1.2, margin=\"0.12,0.05\"];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=8, arrowsize=0.6, penwidth=1.1];\n"
        let byStoryboard = Dictionary(grouping: r.scenes.indices, by: { r.scenes[$0].key.storyboard })
        var extraNodes = ""
        for (c, sb) in r.storyboards.enumerated() {
            out += "  subgraph cluster_\(c) {\n"
            out += "    label=\(quote(sb.name)); style=\"rounded,dashed\"; color=\"#90a4ae\"; fontcolor=\"#37474f\";\n"
            for i in byStoryboard[sb.name] ?? [] {
                let s = r.scenes[i]
                var label = s.label
                let klass = s.customClass ?? s.className
                if !label.hasPrefix(klass) { label += "\n" + klass }
                if !s.problems.isEmpty { label = "⚠ \(s.problems.count)  " + label }
                var attrs = ["id=\(quote("scene-\(i)"))", "label=\(quote(label))", "tooltip=\(quote("\(s.key.storyboard) · \(s.key.scene)"))"]
                let state = s.reachedFromLaunch ? "reached" : s.reachedFromCode ? "code" : "unreached"
                attrs.append("class=\(quote("scene \(state)\(s.problems.isEmpty ? "" : " problem")"))")
                switch state {
                case "reached": break
                case "code": attrs.append("fillcolor=\"#fff8e1\"")
                default: attrs.append("fillcolor=\"#eceff1\""); attrs.append("style=\"rounded,filled,dashed\""); attrs.append("fontcolor=\"#607d8b\"")
                }
                if !s.problems.isEmpty { attrs.append("color=\"#c62828\""); attrs.append("penwidth=2.4") }
                out += "    \(quote("n\(i)")) [\(attrs.joined(separator: ", "))];\n"
            }
            out += "  }\n"
        }
        for (i, s) in r.scenes.enumerated() {
            // Containment: relationship and embed segues.
            for (k, rel) in s.containment.enumerated() {
                guard let d = rel.destination.flatMap({ index[$0] }) else { continue }
                out += "  \(quote("n\(i)")) -> \(quote("n\(d)")) [id=\(quote("rel-\(i)-\(k)")), class=\"containment\", style=dashed, color=\"#78909c\", arrowhead=odiamond, label=\(quote(rel.label)), fontcolor=\"#78909c\"];\n"
            }
            for (k, g) in s.segues.enumerated() {
                let color = outcomeColors[g.outcome]!
                var attrs = ["id=\(quote("segue-\(i)-\(k)"))", "class=\(quote("segue \(g.outcome)"))", "color=\(quote(color))",
                             "tooltip=\(quote(edgeTooltip(g)))", "label=\(quote(g.segue.identifier ?? g.segue.kind))", "fontcolor=\(quote(color))"]
                if g.outcome == "untried" { attrs.append("style=dashed") }
                if g.outcome == "refused" || g.outcome == "mixed" { attrs.append("penwidth=2") }
                let target: String
                if g.segue.kind == "unwind" {
                    target = "exit\(i)-\(k)"
                    extraNodes += "  \(quote(target)) [shape=circle, label=\"⤺\", width=0.25, height=0.25, fixedsize=true, fontsize=9, style=filled, fillcolor=\"#ffffff\", color=\(quote(color)), tooltip=\(quote("unwind to \(g.segue.unwindAction ?? "?"):"))];\n"
                } else if let d = g.destination.flatMap({ index[$0] }) {
                    target = "n\(d)"
                } else {
                    target = "missing\(i)-\(k)"
                    extraNodes += "  \(quote(target)) [shape=note, label=\"unresolved\\nreference\", style=\"filled,dashed\", fillcolor=\"#ffebee\", color=\"#c62828\", fontsize=8];\n"
                }
                out += "  \(quote("n\(i)")) -> \(quote(target)) [\(attrs.joined(separator: ", "))];\n"
            }
        }
        for (n, e) in r.codeEdges.enumerated() {
            guard let from = index[e.source], let to = e.destination.flatMap({ index[$0] }) else { continue }
            let tooltip = "\(e.plan.trigger) → \(e.plan.methods.joined(separator: " → ")) (\(e.plan.location))"
            out += "  \(quote("n\(from)")) -> \(quote("n\(to)")) [id=\(quote("code-\(n)")), class=\"code\", style=dashed, color=\"\(codeColor)\", fontcolor=\"\(codeColor)\", label=\(quote((e.plan.conditional ? "? " : "") + e.plan.action.name)), tooltip=\(quote(tooltip))];\n"
        }
        out += extraNodes
        out += "}\n"
        return out
    }

    static func edgeTooltip(_ g: ExplorationReport.Segue) -> String {
        var s = "\(g.segue.kind)"
        if let i = g.segue.identifier { s += " \"\(i)\"" }
        s += " (\(g.segue.trigger)): "
        switch g.outcome {
        case "untried": s += "never tried (its scene was not reached)"
        default: s += "performed \(g.performed)×, refused \(g.refused)×"
        }
        return s
    }

    /// A DOT double-quoted string.
    static func quote(_ s: String) -> String {
        var out = "\""
        for ch in s {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(ch)
            }
        }
        return out + "\""
    }

    /// Runs `dot -Tsvg` on `source`; the SVG element (prolog and doctype removed, for inlining).
    public static func svg(_ source: String, dot: String? = nil) throws(Failure) -> String {
        guard let executable = dot ?? locateDot() else {
            throw Failure(description: "Graphviz's dot is not installed (apt-get install graphviz); it lays out the HTML report's flow graph")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            throw Failure(description: "cannot run \(executable): \(error.localizedDescription)")
        }
        // Write on another thread: dot may fill the output pipe before reading all its input.
        let data = Data(source.utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let svgData = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let status = process.waitUntilEnded()
        guard status == 0 else {
            throw Failure(description: "dot failed (status \(status)): \(errorText)")
        }
        var svg = String(decoding: svgData, as: UTF8.self)
        if let start = svg.range(of: "<svg") { svg = String(svg[start.lowerBound...]) }
        return svg
    }

    /// Graphviz's `dot` on `PATH`, or nil.
    public static func locateDot() -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = String(dir) + "/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
