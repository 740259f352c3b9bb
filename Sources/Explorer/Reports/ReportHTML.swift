import Foundation
import WireProtocol

/// `prosc explore --html FILE`: one self-contained page (no network: styles, script, data and
/// pictures are inline). The flow graph laid out by Graphviz, where a click on a scene shows
/// its segues with their outcomes, what it contains and the shortest way to reach it; each
/// problem with its path and a picture of the state just before the failing action
/// (`SnapshotRendering`, the picture of `prosc snapshot`); coverage per storyboard; the scenes
/// no user reaches; the classes made in code, with how each is reached or what blocks it.
public enum ReportHTML {
    /// The page; throws when `dot` cannot lay the graph out.
    public static func page(_ r: ExplorationReport, dot: String? = nil) throws(FlowGraphLayout.Failure) -> String {
        let graph = try FlowGraphLayout.svg(FlowGraphLayout.dot(r), dot: dot)
        var h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        h += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        h += "<title>prosc explore: \(esc(r.title))</title>\n<style>\n\(style)</style>\n</head>\n<body>\n"
        h += header(r)
        h += baseline(r)
        if r.storyboards.isEmpty && !r.classes.isEmpty {
            // An app with no storyboard (issue 40): no graph to draw, its screens are listed below.
            h += "<main>\n<section id=\"graph-section\">\n<h2>Flow graph</h2>\n<p class=\"hint\">No storyboard: the app's screens are classes its code makes (<a href=\"#classes\">below</a>).</p>\n</section>\n</main>\n"
        } else {
            h += "<main>\n<section id=\"graph-section\">\n<h2>Flow graph <button id=\"zoom\" type=\"button\">Actual size</button></h2>\n\(legend)\n<div id=\"graph\" class=\"fit\">\n\(graph)\n</div>\n</section>\n"
            h += "<aside id=\"details\" aria-live=\"polite\"><p class=\"hint\">Click a scene in the graph to see its segues, their outcomes and how to reach it.</p></aside>\n</main>\n"
        }
        h += problems(r)
        h += warnings(r)
        h += coverage(r)
        h += unreachable(r)
        h += classes(r)
        h += "<footer>Made by <code>prosc explore</code> with proscd: UIKit's view-controller rules, run headless. \(r.states) states, \(r.actions) actions, \(TerminalSummary.formatted(r.seconds)) s.</footer>\n"
        h += "<script type=\"application/json\" id=\"report-data\">\(data(r).description.replacingOccurrences(of: "</", with: "<\\/"))</script>\n"
        h += "<script>\n\(script)</script>\n</body>\n</html>\n"
        return h
    }

    /// What changed against `--baseline`, above the graph.
    static func baseline(_ r: ExplorationReport) -> String {
        guard let b = r.baseline else { return "" }
        var h = "<section id=\"baseline\">\n<h2>Against \(esc(b.file)): \(b.newProblems.count) new, \(b.fixedProblems.count) fixed, "
        h += "\(b.unchangedProblems) unchanged\(b.regressions ? " — regressions" : "")</h2>\n<ul>\n"
        for p in b.newProblems { h += "<li class=\"new\">new (\(p.origin)): \(esc(p.refusal.kind)): \(esc(p.refusal.uikit ?? p.refusal.message))</li>\n" }
        for p in b.fixedProblems {
            h += "<li class=\"fixed\">fixed: \(esc(p["kind"]?.stringValue ?? "")): \(esc(p["uikit"]?.stringValue ?? p["message"]?.stringValue ?? ""))</li>\n"
        }
        for (label, list) in [("scene newly unreachable", b.scenesNewlyUnreachable), ("scene newly reached", b.scenesNewlyReached),
                              ("segue newly never tried", b.seguesNewlyUnreachable), ("segue newly tried", b.seguesNewlyReached)] {
            for item in list { h += "<li>\(label): \(esc(item))</li>\n" }
        }
        return h + "</ul>\n</section>\n"
    }

    static func header(_ r: ExplorationReport) -> String {
        let segues = r.allSegues
        var h = "<header>\n<h1>prosc explore · <span>\(esc(r.title))</span></h1>\n<p class=\"summary\">"
        if r.storyboards.isEmpty && !r.classes.isEmpty {
            h += "<b>\(r.classesReached)/\(r.classes.count)</b> classes made in code reached from launch (no storyboard)"
        } else {
            h += "<b>\(r.scenesReached)/\(r.scenesTotal)</b> scenes reached from launch"
            if r.scenesReachedFromCode > 0 { h += " (\(r.scenesReachedFromCode) more only from code)" }
            if !r.classes.isEmpty { h += " · <b>\(r.classesReached)/\(r.classes.count)</b> classes made in code" }
            h += " · <b>\(segues.filter { $0.performed > 0 }.count)/\(segues.count)</b> segues performed, \(segues.filter { $0.refused > 0 }.count) refused"
        }
        h += " · <b>\(r.launchProblems.count)</b> problem\(r.launchProblems.count == 1 ? "" : "s") from launch"
        if r.problems.count > r.launchProblems.count { h += ", \(r.problems.count - r.launchProblems.count) from code-made starts" }
        if !r.warnings.isEmpty { h += " · <b>\(r.warnings.count)</b> UIKit warning\(r.warnings.count == 1 ? "" : "s")" }
        h += " · \(r.states) states"
        if let ios = r.ios { h += " · iOS \(ios)" }
        if let idiom = r.idiom, idiom != "phone" { h += ", \(esc(idiom)) idiom" }
        h += "</p>\n"
        // Issue 40: where the launch comes from, and how the screens were reached.
        if let root = r.launchCode { h += "<p class=\"launch\">Launched from the app's code: \(esc(root.method)) makes \(esc(root.description)).</p>\n" }
        for line in [TerminalSummary.classesLine(r), TerminalSummary.howLine(r)].compactMap({ $0 }) { h += "<p class=\"screens\">\(esc(line))</p>\n" }
        h += "<p class=\"completeness\">\(esc(r.completeness.line))</p>\n"
        if r.truncated {
            var why: [String] = []
            if r.truncatedByStates { why.append("<code>--max-states \(r.bounds.maxStates)</code>") }
            if r.truncatedByDepth { why.append("<code>--max-depth \(r.bounds.maxDepth)</code>") }
            if r.truncatedByRepeats { why.append("<code>--max-repeats \(r.bounds.maxRepeats)</code>") }
            h += "<p class=\"truncated\">Truncated: \(why.joined(separator: " and ")) cut the exploration short.</p>\n"
        }
        return h + "</header>\n"
    }

    static let legend = """
        <p class="legend"><span class="sw performed"></span>performed <span class="sw refused"></span>refused \
        <span class="sw mixed"></span>depends on the state <span class="sw untried"></span>never tried \
        <span class="sw containment"></span>contains (root, tab, embed) \
        <span class="sw appcode"></span>the app's code (--sources; click one for its file:line) \
        <span class="box code"></span>reached only from code <span class="box unreached"></span>not reached \
        <span class="box problem"></span>problem</p>
        """

    static func problems(_ r: ExplorationReport) -> String {
        var index: [SceneKey: Int] = [:]
        for (i, s) in r.scenes.enumerated() { index[s.key] = i }
        var h = "<section id=\"problems\">\n<h2>Problems (\(r.problems.count))</h2>\n"
        if r.problems.isEmpty { h += "<p>None: every action the exploration tried was accepted.</p>\n" }
        for (n, p) in r.problems.enumerated() {
            h += "<article class=\"problem \(p.origin)\" id=\"problem-\(n + 1)\">\n"
            h += "<h3>\(n + 1). \(esc(p.refusal.kind)) <span class=\"badge \(p.refusal.raises ? "raises" : "logs")\">\(p.refusal.raises ? "raises" : "logged, ignored")</span>"
            if p.origin == "code" { h += " <span class=\"badge origin\">from a controller code instantiates</span>" }
            h += "</h3>\n<div class=\"problem-body\">\n<div class=\"problem-text\">\n"
            if let uikit = p.refusal.uikit { h += "<p class=\"uikit\">UIKit: \(esc(uikit))</p>\n" }
            h += "<p class=\"message\">proscd (\(p.refusal.code)): \(esc(p.refusal.message))</p>\n<ol class=\"path\">\n"
            for (k, step) in p.path.enumerated() {
                let scene = step.scene.flatMap { index[$0] }.map { " data-scene=\"\($0)\"" } ?? ""
                h += "<li\(scene)\(k == p.path.count - 1 ? " class=\"failing\"" : "")>\(esc(step.text))</li>\n"
            }
            h += "</ol>\n"
            if p.occurrences > 1 { h += "<p class=\"note\">The same in \(p.occurrences) explored states; this is the shortest path.</p>\n" }
            switch p.reproduced {
            case true?: h += "<p class=\"note\">Replayed on a fresh window: reproduced.</p>\n"
            case false?: h += "<p class=\"note warn\">Replaying this path did not reproduce it: \(esc(p.replayNote ?? ""))</p>\n"
            case nil: break
            }
            h += "</div>\n"
            if let svg = p.snapshotSVG {
                let encoded = Data(svg.utf8).base64EncodedString()
                h += "<figure><img alt=\"the state before the failing action\" src=\"data:image/svg+xml;base64,\(encoded)\"><figcaption>Before the failing action</figcaption></figure>\n"
            }
            h += "</div>\n</article>\n"
        }
        return h + "</section>\n"
    }

    /// UIKit's warnings on actions that succeeded (severity `warning`), each with its path; no
    /// section when there are none.
    static func warnings(_ r: ExplorationReport) -> String {
        guard !r.warnings.isEmpty else { return "" }
        var h = "<section id=\"warnings\">\n<h2>UIKit warnings (\(r.warnings.count))</h2>\n"
        h += "<p>UIKit logs these and goes on: the actions succeeded; they never fail the run.</p>\n"
        for (n, w) in r.warnings.enumerated() {
            h += "<article class=\"problem warning \(w.origin)\" id=\"warning-\(n + 1)\">\n"
            h += "<h3>\(n + 1). \(esc(w.rule)) \(esc(w.kind)) <span class=\"badge logs\">warning</span>"
            if w.origin == "code" { h += " <span class=\"badge origin\">from a controller code instantiates</span>" }
            h += "</h3>\n<p class=\"uikit\">UIKit: \(esc(w.uikit))</p>\n<ol class=\"path\">\n"
            for step in w.path { h += "<li>\(esc(step.text))</li>\n" }
            h += "</ol>\n"
            if w.occurrences > 1 { h += "<p class=\"note\">The same in \(w.occurrences) explored states; this is the shortest path.</p>\n" }
            if w.reproduced == false { h += "<p class=\"note warn\">Replaying this path did not log it again: \(esc(w.replayNote ?? ""))</p>\n" }
            h += "</article>\n"
        }
        return h + "</section>\n"
    }

    static func coverage(_ r: ExplorationReport) -> String {
        guard !r.storyboards.isEmpty else { return "" }   // no storyboard: the classes' section says it
        var h = "<section id=\"coverage\">\n<h2>Coverage by storyboard</h2>\n<table>\n"
        h += "<thead><tr><th>storyboard</th><th>scenes reached</th><th>segues performed</th><th>segues refused</th><th>problems</th></tr></thead>\n<tbody>\n"
        for sb in r.storyboards {
            h += "<tr><td title=\"\(esc(sb.path ?? ""))\">\(esc(sb.name))</td><td>\(sb.scenesReached)/\(sb.scenes)</td>"
            h += "<td>\(sb.seguesPerformed)/\(sb.segues)</td><td>\(sb.seguesRefused)</td><td>\(sb.problems)</td></tr>\n"
        }
        return h + "</tbody>\n</table>\n</section>\n"
    }

    static func unreachable(_ r: ExplorationReport) -> String {
        guard !r.scenes.isEmpty else { return "" }   // no scene to reach: the classes' section says it
        let list = r.scenes.enumerated().filter { !$0.element.reachedFromLaunch }
        var h = "<section id=\"unreachable\">\n<h2>Not reached from launch (\(list.count))</h2>\n"
        if list.isEmpty { return h + "<p>Every scene is reached.</p>\n</section>\n" }
        h += "<ul>\n"
        for (i, s) in list {
            var note = s.storyboardIdentifier.map { "code can instantiate it as \u{201C}\(esc($0))\u{201D}" } ?? "no storyboard identifier: no code can instantiate it"
            if s.reachedFromCode { note += "; explored from there" }
            if let blocker = r.blockers[s.key] { note += "; blocked by \(esc(TerminalSummary.blockerText(blocker, r)))" }
            h += "<li><a href=\"#s=\(i)\" data-scene=\"\(i)\">\(esc(s.storyboardIdentifier ?? s.label))</a> <span class=\"muted\">(\(esc(s.key.storyboard)), \(esc(s.customClass ?? s.className)))</span>: \(note)</li>\n"
        }
        return h + "</ul>\n</section>\n"
    }

    /// The classes made in code (issue 40), each with how the launch reaches it or, not reached,
    /// what blocks it; no section when the code makes none.
    static func classes(_ r: ExplorationReport) -> String {
        guard !r.classes.isEmpty else { return "" }
        var h = "<section id=\"classes\">\n<h2>Classes made in code (\(r.classesReached)/\(r.classes.count) reached from launch)</h2>\n<ul>\n"
        for c in r.classes {
            var note = c.reachedHow.map { "reached: \(esc($0))" } ?? "not reached: no path from the launch makes it"
            if c.reachedHow == nil, let blocker = r.blockers[c.key] { note += "; blocked by \(esc(TerminalSummary.blockerText(blocker, r)))" }
            h += "<li class=\"\(c.reachedHow == nil ? "unreached" : "reached")\">\(esc(c.label)): \(note)</li>\n"
        }
        return h + "</ul>\n</section>\n"
    }

    /// What the script shows on a click.
    static func data(_ r: ExplorationReport) -> JSON {
        var index: [SceneKey: Int] = [:]
        for (i, s) in r.scenes.enumerated() { index[s.key] = i }
        let scenes: [JSON] = r.scenes.map { s in
            .object(JSONObject([
                ("label", .string(s.label)),
                ("class", .string(s.customClass ?? s.className)),
                ("storyboard", .string(s.key.storyboard)),
                ("scene", .string(s.key.scene)),
                ("identifier", s.storyboardIdentifier.map(JSON.string) ?? .null),
                ("state", .string(s.reachedFromLaunch ? "reached" : s.reachedFromCode ? "code" : "unreached")),
                ("reach", .array((s.reach ?? []).map { .string($0.text) })),
                ("segues", .array(s.segues.map { g in
                    .object(JSONObject([
                        ("kind", .string(g.segue.kind)),
                        ("trigger", .string(g.segue.trigger)),
                        ("identifier", g.segue.identifier.map(JSON.string) ?? .null),
                        ("segue", .string(g.segue.segue)),
                        ("destination", g.destination.flatMap { index[$0] }.map { .number(Double($0)) } ?? .null),
                        ("unwind", g.segue.unwindAction.map(JSON.string) ?? .null),
                        ("outcome", .string(g.outcome)),
                        ("performed", .number(Double(g.performed))),
                        ("refused", .number(Double(g.refused))),
                    ]))
                })),
                ("contains", .array(s.containment.map { c in
                    .object(JSONObject([
                        ("destination", c.destination.flatMap { index[$0] }.map { .number(Double($0)) } ?? .null),
                        ("label", .string(c.label)),
                    ]))
                })),
                ("problems", .array(s.problems.map { .number(Double($0 + 1)) })),
            ]))
        }
        let problems: [JSON] = r.problems.map { p in
            .object(JSONObject([("kind", .string(p.refusal.kind)), ("text", .string(p.refusal.uikit ?? p.refusal.message))]))
        }
        let code: [JSON] = r.codeEdges.map { e in
            .object(JSONObject([
                ("source", index[e.source].map { .number(Double($0)) } ?? .null),
                ("destination", e.destination.flatMap { index[$0] }.map { .number(Double($0)) } ?? .null),
                ("trigger", .string(e.plan.trigger)),
                ("methods", .string(e.plan.methods.joined(separator: " → "))),
                ("call", .string("\(e.plan.action)")),
                ("file", .string(e.plan.location.file)),
                ("line", .number(Double(e.plan.location.line))),
                ("conditional", .bool(e.plan.conditional)),
            ]))
        }
        return .object(JSONObject([("scenes", .array(scenes)), ("problems", .array(problems)), ("code", .array(code))]))
    }

    static func esc(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }

    static let style = """
        :root { --performed: #2e7d32; --refused: #c62828; --mixed: #ef6c00; --untried: #9e9e9e; --ink: #263238; --muted: #607d8b; }
        * { box-sizing: border-box; }
        body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); margin: 0; background: #fafafa; }
        header, section, footer { padding: 0 24px; }
        header { background: #263238; color: #fff; padding-top: 12px; padding-bottom: 12px; }
        header h1 { margin: 0 0 4px; font-size: 20px; font-weight: 600; }
        header h1 span { color: #80cbc4; }
        header .summary { margin: 0; }
        header .truncated { margin: 6px 0 0; color: #ffcc80; }
        h2 { font-size: 16px; margin: 18px 0 8px; }
        main { display: flex; gap: 16px; padding: 0 24px; align-items: flex-start; }
        main > section { flex: 1; min-width: 0; padding: 0; }
        #graph { overflow: auto; max-height: 78vh; border: 1px solid #cfd8dc; background: #fff; border-radius: 6px; }
        #graph svg { display: block; }
        #graph.fit svg { max-width: 100%; height: auto; }
        #zoom { font-size: 12px; margin-left: 8px; vertical-align: middle; }
        #graph g.node { cursor: pointer; }
        #graph g.node.selected polygon, #graph g.node.selected path { stroke: #1565c0; stroke-width: 3.5; }
        #graph g.edge.dim, #graph g.node.dim { opacity: 0.25; }
        aside#details { width: 400px; flex: none; position: sticky; top: 8px; margin-top: 18px; background: #fff; border: 1px solid #cfd8dc;
          border-radius: 6px; padding: 12px 14px; max-height: 90vh; overflow: auto; }
        aside#details h3 { margin: 0 0 2px; font-size: 17px; }
        aside#details h4 { margin: 12px 0 4px; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
        aside#details table { width: 100%; border-collapse: collapse; font-size: 12.5px; }
        aside#details td { border-top: 1px solid #eceff1; padding: 3px 4px; vertical-align: top; }
        .hint, .muted { color: var(--muted); }
        .legend { font-size: 12px; color: var(--muted); margin: 0 0 6px; }
        .sw { display: inline-block; width: 18px; height: 3px; vertical-align: middle; margin: 0 4px 0 10px; background: var(--untried); }
        .sw.performed { background: var(--performed); } .sw.refused { background: var(--refused); } .sw.mixed { background: var(--mixed); }
        .sw.containment { background: repeating-linear-gradient(90deg, #78909c 0 4px, transparent 4px 7px); }
        .sw.appcode { background: repeating-linear-gradient(90deg, #6a1b9a 0 4px, transparent 4px 7px); }
        .box { display: inline-block; width: 14px; height: 10px; border: 1px solid #546e7a; border-radius: 3px; vertical-align: middle; margin: 0 4px 0 10px; }
        .box.code { background: #fff8e1; } .box.unreached { background: #eceff1; border-style: dashed; } .box.problem { border: 2px solid var(--refused); }
        .outcome { font-size: 11px; border-radius: 8px; padding: 0 6px; color: #fff; white-space: nowrap; }
        .outcome.performed { background: var(--performed); } .outcome.refused { background: var(--refused); }
        .outcome.mixed { background: var(--mixed); } .outcome.untried { background: var(--untried); }
        a.scene-link { color: #1565c0; cursor: pointer; text-decoration: underline; }
        .problem { background: #fff; border: 1px solid #cfd8dc; border-left: 4px solid var(--refused); border-radius: 6px; padding: 8px 14px; margin: 10px 0; }
        .problem.code { border-left-color: var(--mixed); }
        .problem.warning { border-left-color: var(--mixed); border-left-style: dashed; }
        .problem h3 { margin: 4px 0; font-size: 15px; }
        .problem-body { display: flex; gap: 18px; align-items: flex-start; flex-wrap: wrap; }
        .problem-text { flex: 1; min-width: 320px; }
        .problem .uikit { font-family: ui-monospace, Menlo, monospace; font-size: 12.5px; background: #ffebee; padding: 4px 8px; border-radius: 4px; }
        .problem .message { color: var(--muted); font-size: 12.5px; }
        .problem figure { margin: 0; text-align: center; }
        .problem figure img { width: 210px; border: 1px solid #cfd8dc; border-radius: 4px; background: #fff; }
        .problem figcaption { font-size: 12px; color: var(--muted); }
        ol.path li[data-scene] { cursor: pointer; }
        ol.path li.failing { color: var(--refused); font-weight: 600; }
        .badge { font-size: 11px; font-weight: 500; border-radius: 8px; padding: 1px 7px; background: #eceff1; color: var(--ink); vertical-align: middle; }
        .badge.raises { background: var(--refused); color: #fff; } .badge.logs { background: #ffe0b2; }
        .note { font-size: 12.5px; color: var(--muted); } .note.warn { color: var(--refused); }
        table { border-collapse: collapse; background: #fff; }
        #coverage th, #coverage td { border: 1px solid #cfd8dc; padding: 4px 10px; text-align: left; }
        footer { color: var(--muted); font-size: 12px; margin: 24px 0; }

        """

    static let script = """
        "use strict";
        (function () {
          const data = JSON.parse(document.getElementById("report-data").textContent);
          const details = document.getElementById("details");
          const nodes = new Map();
          document.querySelectorAll("#graph g.node").forEach(function (g) {
            const m = /^scene-(\\d+)$/.exec(g.id);
            if (!m) return;
            const i = Number(m[1]);
            nodes.set(i, g);
            g.addEventListener("click", function () { show(i, false); });
          });
          document.querySelectorAll("#graph g.edge").forEach(function (g) {
            const m = /^code-(\\d+)$/.exec(g.id);
            if (!m) return;
            g.style.cursor = "pointer";
            g.addEventListener("click", function () { showCode(Number(m[1])); });
          });
          function codeItem(c) {
            const li = el("li", "code-step", c.trigger + " \\u2192 " + c.methods + " " + c.call + (c.conditional ? " (only if the code takes that branch)" : "") + " ");
            li.appendChild(el("code", "code-location", c.file + ":" + c.line));
            return li;
          }
          // A code edge's details: what triggers it, the method, the call, its file and line.
          function showCode(n) {
            const c = data.code[n];
            if (!c) return;
            details.replaceChildren();
            details.dataset.code = String(n);
            details.appendChild(el("h3", "scene-title", "Code: " + c.call));
            const ul = el("ul");
            ul.appendChild(codeItem(c));
            details.appendChild(ul);
            const from = el("p", "muted", "From ");
            from.appendChild(sceneLink(c.source));
            if (c.destination !== null) { from.appendChild(document.createTextNode(" to ")); from.appendChild(sceneLink(c.destination)); }
            details.appendChild(from);
          }
          function el(tag, cls, text) {
            const e = document.createElement(tag);
            if (cls) e.className = cls;
            if (text !== undefined) e.textContent = text;
            return e;
          }
          function sceneLink(i) {
            const s = data.scenes[i];
            const a = el("a", "scene-link", s.identifier || s.label);
            a.addEventListener("click", function () { show(i, true); });
            return a;
          }
          const graphBox = document.getElementById("graph");
          // Scrolls the graph (not the page) so that node g is in the middle of it, then the page
          // only as far as needed to see the graph.
          function reveal(g) {
            const b = g.getBoundingClientRect(), c = graphBox.getBoundingClientRect();
            graphBox.scrollLeft += b.left - c.left - (c.width - b.width) / 2;
            graphBox.scrollTop += b.top - c.top - (c.height - b.height) / 2;
            if (c.top < 0 || c.bottom > window.innerHeight) graphBox.scrollIntoView({ block: "nearest" });
          }
          function show(i, scroll) {
            const s = data.scenes[i];
            if (!s) return;
            nodes.forEach(function (g) { g.classList.remove("selected"); });
            const g = nodes.get(i);
            if (g) {
              g.classList.add("selected");
              if (scroll) reveal(g);
            }
            details.replaceChildren();
            details.dataset.scene = String(i);
            details.appendChild(el("h3", "scene-title", s.label));
            details.appendChild(el("div", "muted", s["class"] + " · " + s.storyboard + " · " + s.scene +
              (s.identifier ? " · identifier \\u201C" + s.identifier + "\\u201D" : "")));
            const states = { reached: "Reached from launch.", code: "Not reached from launch; reached from a controller code instantiates.",
              unreached: "Not reached." };
            details.appendChild(el("p", "state " + s.state, states[s.state]));
            details.appendChild(el("h4", null, "How to reach it"));
            if (s.reach.length) {
              const ol = el("ol", "reach");
              s.reach.forEach(function (t) { ol.appendChild(el("li", null, t)); });
              details.appendChild(ol);
            } else {
              details.appendChild(el("p", "muted", "No explored path reaches it."));
            }
            details.appendChild(el("h4", null, "Segues (" + s.segues.length + ")"));
            if (s.segues.length) {
              const table = el("table", "segues");
              s.segues.forEach(function (q) {
                const tr = el("tr");
                tr.appendChild(el("td", null, q.kind + (q.identifier ? " \\u201C" + q.identifier + "\\u201D" : "") + " · " + q.trigger));
                const to = el("td");
                if (q.destination !== null) to.appendChild(sceneLink(q.destination));
                else to.textContent = q.unwind ? "unwind to " + q.unwind + ":" : "unresolved reference";
                tr.appendChild(to);
                const out = el("td");
                const label = q.outcome === "untried" ? "never tried" : q.outcome + " (" + q.performed + "\\u2713 " + q.refused + "\\u2717)";
                out.appendChild(el("span", "outcome " + q.outcome, label));
                tr.appendChild(out);
                table.appendChild(tr);
              });
              details.appendChild(table);
            } else {
              details.appendChild(el("p", "muted", "None."));
            }
            const code = data.code.filter(function (c) { return c.source === i; });
            if (code.length) {
              details.appendChild(el("h4", null, "The app's code (" + code.length + ")"));
              const ul = el("ul");
              code.forEach(function (c) { ul.appendChild(codeItem(c)); });
              details.appendChild(ul);
            }
            if (s.contains.length) {
              details.appendChild(el("h4", null, "Contains"));
              const ul = el("ul");
              s.contains.forEach(function (c) {
                const li = el("li", null, c.label + ": ");
                if (c.destination !== null) li.appendChild(sceneLink(c.destination)); else li.appendChild(document.createTextNode("unresolved reference"));
                ul.appendChild(li);
              });
              details.appendChild(ul);
            }
            if (s.problems.length) {
              details.appendChild(el("h4", null, "Problems here"));
              const ul = el("ul");
              s.problems.forEach(function (n) {
                const p = data.problems[n - 1];
                const li = el("li");
                const a = el("a", "problem-link", n + ". " + p.kind + ": " + p.text);
                a.href = "#problem-" + n;
                li.appendChild(a);
                ul.appendChild(li);
              });
              details.appendChild(ul);
            }
          }
          const zoom = document.getElementById("zoom");   // none when the app has no storyboard
          if (zoom) zoom.addEventListener("click", function () {
            const fit = graphBox.classList.toggle("fit");
            zoom.textContent = fit ? "Actual size" : "Fit width";
          });
          document.querySelectorAll("[data-scene]").forEach(function (e) {
            e.addEventListener("click", function (ev) { ev.preventDefault(); show(Number(e.dataset.scene), true); });
          });
          // A link to a scene: report.html#s=N (not the node's own id, which the browser would scroll to).
          const m = /^#s=(\\d+)$/.exec(location.hash);
          if (m) show(Number(m[1]), true);
          window.proscExplore = { show: show, data: data };
        })();

        """
}
