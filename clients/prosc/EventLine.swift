import HierarchyNaming
import ProsceniumClient

/// Formats events for `prosc watch`: `w1 #37 Home viewWillDisappear animated`, with the
/// flags that are true and the event-specific members.
enum EventLine {
    /// Members already shown, or noise on every line.
    private static let shownKeys: Set<String> = ["subscription", "seq", "window", "windowSeq", "time", "vc", "name", "animated"]

    static func format(_ e: Event, label: String?) -> String {
        var parts: [String] = [e.window ?? "-", "#\(e.windowSeq.map(String.init) ?? "s\(e.seq)")"]
        if let vc = e.vc { parts.append(label ?? vc) }
        parts.append(e.name)
        if e.animated == true { parts.append("animated") }
        for (key, value) in e.params where !shownKeys.contains(key) {
            switch value {
            case .bool(true): parts.append(key)
            case .bool(false), .null: continue
            default: parts.append("\(key)=\(HumanOutput.value(value))")
            }
        }
        return parts.joined(separator: " ")
    }

    static func gap(count: Int) -> String { "-- \(count) events dropped --" }

    /// `>> c3 prosc vc.present presenter=vc4 vc=vc6 -> ok (10 events)`: another client's
    /// request, after the events it caused (`watch --requests`).
    static func request(_ r: RequestReport) -> String {
        var parts = [">>", r.connection]
        if let client = r.client { parts.append(client) }
        parts.append(r.method)
        for (key, value) in r.params { parts.append("\(key)=\(HumanOutput.value(value))") }
        parts.append("->")
        switch r.outcome {
        case .success: parts.append("ok")
        case .failure(let e): parts.append("error \(e.code.map(String.init) ?? "?")" + (e.codeName.map { " (\($0))" } ?? "") + ": \(e.message)")
        }
        parts.append("(\(r.events.count) event\(r.events.count == 1 ? "" : "s"))")
        return parts.joined(separator: " ")
    }

    /// What names a controller in event lines: its storyboard identifier, title, or class.
    static func label(identifier: String?, title: String?, className: String) -> String {
        ControllerLabel.label(identifier: identifier, title: title, className: className)
    }
}
