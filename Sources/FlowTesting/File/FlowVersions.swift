import HierarchyEngine

/// The iOS versions `prosc test --ios 15,17,26` and `prosc record --ios 17` name: each a
/// version the engine reproduces (`IOSVersion.supported`), as its major number.
public enum FlowVersions {
    /// `15,17,26` → ["15", "17", "26"]; nil when one is not a supported version (or the list is empty).
    public static func parse(_ text: String) -> [String]? {
        let parts = text.split(separator: ",").map { String($0.drop { $0 == " " }) }
        let versions = parts.compactMap { Int($0).flatMap(IOSVersion.init(major:)) }
        guard !versions.isEmpty, versions.count == parts.count else { return nil }
        var seen: [IOSVersion] = []
        for v in versions where !seen.contains(v) { seen.append(v) }
        return seen.map(\.description)
    }

    /// `12` → 12...12, `13-26` → 13...26, `17+` → 17...26 (the newest); nil unless both ends
    /// are versions the engine reproduces.
    public static func range(_ text: String) -> ClosedRange<Int>? {
        func version(_ s: Substring) -> Int? { Int(s).flatMap(IOSVersion.init(major:))?.major }
        if text.hasSuffix("+"), let low = version(text.dropLast()) { return low...IOSVersion.newest.major }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 1, let v = version(parts[0]) { return v...v }
        if parts.count == 2, let low = version(parts[0]), let high = version(parts[1]), low <= high { return low...high }
        return nil
    }

    /// Labels for the versions a suite ran (`["12", "17", "26"]`) grouped by what they saw:
    /// runs next to each other in `ran` with the same value share a label (`17-26`).
    static func labels<T: Equatable>(_ seen: [(version: String, value: T)], ran: [String]) -> [(label: String, value: T)] {
        let order = ran.compactMap(Int.init).sorted()
        let sorted = seen.sorted { (Int($0.version) ?? 0) < (Int($1.version) ?? 0) }
        var out: [(label: String, value: T, low: Int, high: Int)] = []
        for s in sorted {
            guard let v = Int(s.version) else { continue }
            if let last = out.last, last.value == s.value, let i = order.firstIndex(of: last.high), i + 1 < order.count, order[i + 1] == v {
                out[out.count - 1].high = v
            } else {
                out.append((s.version, s.value, v, v))
            }
        }
        return out.map { ($0.low == $0.high ? "\($0.low)" : "\($0.low)-\($0.high)", $0.value) }
    }

    /// "12, 13, 14, 15, 16, 17, 18, 26", for messages.
    public static var supported: String { IOSVersion.supportedList }

    /// The version a server runs when none is given.
    public static var newest: String { IOSVersion.newest.description }
}
