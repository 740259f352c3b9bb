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

    /// What names a controller in event lines: its storyboard identifier, title, or class.
    static func label(identifier: String?, title: String?, className: String) -> String {
        identifier ?? title ?? className
    }
}
