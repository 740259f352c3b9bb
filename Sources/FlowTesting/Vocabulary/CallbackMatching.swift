import ProsceniumClient
import WireProtocol

/// An event as a flow file names it: `Label.name` plus its members.
struct ObservedCallback: Sendable, Equatable {
    /// The controller's label (identifier, title or class), else the window or screen id.
    var label: String
    var vc: String?
    var window: String?
    var name: String
    var params: JSONObject

    var text: String { label.isEmpty ? name : label + "." + name }
}

/// Compares `expectCallbacks` with the events an action caused: the long form's filters
/// first, then entry by entry, in order — label (or controller id), name, and any members the
/// entry lists.
enum CallbackMatching {
    /// Members that are bookkeeping, never part of what a callback means.
    static let deliveryKeys: Set<String> = ["subscription", "seq", "window", "windowSeq", "time", "vc", "name"]

    static func observed(_ events: [Event], session: FlowSession) async -> [ObservedCallback] {
        var out: [ObservedCallback] = []
        for e in events {
            out.append(ObservedCallback(label: await session.label(e), vc: e.vc, window: e.window, name: e.name,
                                        params: JSONObject(e.params.filter { !deliveryKeys.contains($0.key) })))
        }
        return out
    }

    /// The events the long form's `controllers` and `names` keep.
    static func filter(_ observed: [ObservedCallback], _ expectation: CallbackExpectation) -> [ObservedCallback] {
        observed.filter { o in
            (expectation.controllers.map { list in list.contains(o.label) || o.vc.map(list.contains) == true || o.window.map(list.contains) == true } ?? true)
                && (expectation.names?.contains(o.name) ?? true)
        }
    }

    /// Whether `entry` names `o` (label or id, and name), ignoring members.
    static func names(_ entry: CallbackEntry, _ o: ObservedCallback) -> Bool {
        entry.name == o.name && (entry.label == o.label || (entry.label == o.vc && o.vc != nil) || (entry.label == o.window && o.window != nil))
    }

    /// Whether every member `entry` lists has that value in `o` (a flag `o` lacks counts as false).
    static func membersMatch(_ entry: CallbackEntry, _ o: ObservedCallback) -> Bool {
        for (key, value) in entry.members ?? [:] {
            let actual = o.params[key] ?? (value.boolValue == false ? .bool(false) : .null)
            if actual != value && !(value == .bool(false) && actual == .null) { return false }
        }
        return true
    }

    struct Comparison {
        var matches: Bool
        /// One line per expected entry, and per actual event (members shown where the
        /// expected entry at the same place lists some).
        var expectedLines: [String]
        var actualLines: [String]
        /// The actual events as entries, for `--update` (members kept where the old entry had some).
        var actualEntries: [(text: String, members: JSONObject?)]
    }

    static func compare(_ expectation: CallbackExpectation, _ all: [ObservedCallback]) -> Comparison {
        switch expectation.mode {
        case .exact: return compareExactly(expectation, all)
        case .include: return compareIncluded(expectation, all)
        case .none:
            let actual = filter(all, expectation)
            return Comparison(matches: actual.isEmpty, expectedLines: [], actualLines: actual.map(\.text),
                              actualEntries: actual.map { ($0.text, nil) })
        }
    }

    /// `expectCallbacksInclude`: each entry matches a later event than the one before it
    /// (members included); other events may come between and around them.
    static func compareIncluded(_ expectation: CallbackExpectation, _ all: [ObservedCallback]) -> Comparison {
        let actual = filter(all, expectation)
        var next = 0
        var found = 0
        for entry in expectation.entries {
            guard let i = actual[next...].firstIndex(where: { names(entry, $0) && membersMatch(entry, $0) }) else { break }
            found += 1
            next = i + 1
        }
        return Comparison(matches: found == expectation.entries.count,
                          expectedLines: expectation.entries.map { line($0.text, $0.members) },
                          actualLines: actual.map { line($0.text, nil) }, actualEntries: actual.map { ($0.text, nil) })
    }

    static func compareExactly(_ expectation: CallbackExpectation, _ all: [ObservedCallback]) -> Comparison {
        let actual = filter(all, expectation)
        let entries = expectation.entries
        var matches = actual.count == entries.count
        var actualLines: [String] = []
        var actualEntries: [(text: String, members: JSONObject?)] = []
        for (i, o) in actual.enumerated() {
            var members: JSONObject?
            if i < entries.count, let wanted = entries[i].members, names(entries[i], o) {
                members = JSONObject(wanted.keys.map { key in (key, o.params[key] ?? .bool(false)) })
            }
            if i < entries.count { matches = matches && names(entries[i], o) && membersMatch(entries[i], o) }
            // Show the expected spelling when it names the same controller by id.
            let text = i < entries.count && names(entries[i], o) ? entries[i].text : o.text
            actualLines.append(line(text, members))
            actualEntries.append((o.text, members))
        }
        let expectedLines = entries.map { line($0.text, $0.members) }
        return Comparison(matches: matches, expectedLines: expectedLines, actualLines: actualLines, actualEntries: actualEntries)
    }

    static func line(_ text: String, _ members: JSONObject?) -> String {
        guard let members, !members.isEmpty else { return text }
        return text + " " + YAMLText.flow(.object(members))
    }
}
