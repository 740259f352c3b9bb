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

    /// "12, 13, 14, 15, 16, 17, 18, 26", for messages.
    public static var supported: String { IOSVersion.supportedList }

    /// The version a server runs when none is given.
    public static var newest: String { IOSVersion.newest.description }
}
