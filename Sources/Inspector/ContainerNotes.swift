import SnapshotRendering
import WireProtocol

/// What the page's tree and details say about the containers of iOS 14-18, from the snapshot's
/// capture (the same `vc.get` answers the picture is drawn from): per controller a `note`
/// (the tree shows it on the controller's row) and the facts behind it (the details show them):
///
/// - a column-style split (uikit-rules R150-R165): `split` (style, display mode, behaviour,
///   collapsed) and `columns`, each `{column, vc, shown}`; each column's controller gets
///   `column` and `shown` and the note `primary column` (`, hidden` when not on screen);
/// - a tab bar controller with iOS 18 tabs (R171-R175): `tabs` (the tabs with their titles,
///   `selectedTab`, `mode`, `sidebarVisible`);
/// - a presented sheet whose detents were set (R166-R168): `sheet` (the detents with their
///   heights, the selected and largest undimmed identifiers, where it rests, whether it dims).
///
/// Sent in each `state` message as `containers: {vc: {note, …}}`.
enum ContainerNotes {
    static func notes(_ scene: SnapshotScene) -> JSON {
        var out: [(key: String, value: JSON)] = []
        for screen in scene.screens {
            let frames = SceneFrames.frames(screen)
            for window in screen.windows {
                guard let root = window.root else { continue }
                let height = (frames[window.id] ?? Rect(size: screen.size)).height
                var stack = [root]
                while let n = stack.popLast() {
                    out += notes(of: n, windowHeight: height)
                    stack += n.children
                    if let p = n.presented { stack.append(p) }
                }
            }
        }
        return .object(JSONObject(merged(out)))
    }

    /// One entry per controller: a column's controller may also be a tab bar controller with
    /// tabs (the compact column); its notes join with ` · ` and its facts go together.
    static func merged(_ entries: [(key: String, value: JSON)]) -> [(key: String, value: JSON)] {
        var order: [String] = []
        var members: [String: [(key: String, value: JSON)]] = [:]
        for (vc, entry) in entries {
            if members[vc] == nil { order.append(vc); members[vc] = [] }
            for (k, v) in entry.objectValue ?? JSONObject() {
                if let i = members[vc]!.firstIndex(where: { $0.key == k }) {
                    if k == "note", let a = members[vc]![i].value.stringValue, let b = v.stringValue { members[vc]![i].value = .string(a + " · " + b) }
                } else {
                    members[vc]!.append((k, v))
                }
            }
        }
        return order.map { ($0, .object(JSONObject(members[$0]!))) }
    }

    /// The notes `n` gives: its own, and its columns' when it is a column-style split.
    static func notes(of n: SnapshotController, windowHeight: Double) -> [(key: String, value: JSON)] {
        var out: [(key: String, value: JSON)] = []
        if let split = n.split {
            let visible = Set(split.visibleColumns)
            var columns: [JSON] = []
            for (i, child) in n.children.enumerated() {
                guard let column = split.column(ofChildAt: i) else { continue }
                let shown = visible.contains(column)
                columns.append(.object(JSONObject([("column", .string(column)), ("vc", .string(child.vc)), ("shown", .bool(shown))])))
                out.append((child.vc, .object(JSONObject([
                    ("note", .string("\(column) column" + (shown ? "" : ", hidden"))), ("column", .string(column)),
                    ("shown", .bool(shown)), ("split", .string(n.vc)),
                ]))))
            }
            out.append((n.vc, .object(JSONObject([("note", .string(split.summary)), ("split", split.json),
                                                  ("columns", .array(columns))]))))
        }
        if let tabs = n.tabModel {
            out.append((n.vc, .object(JSONObject([("note", .string(tabs.summary)), ("tabs", tabs.json)]))))
        }
        if let sheet = n.sheet {
            out.append((n.vc, .object(JSONObject([("note", .string(sheet.summary(maximum: windowHeight))),
                                                  ("sheet", sheet.json(maximum: windowHeight))]))))
        }
        return out
    }
}
