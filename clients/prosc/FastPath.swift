/// Recognises the one-shot queries scripts run in loops (`prosc tree [--window W] [--json]
/// [--socket P] [--timeout S]`) without argument-parser, whose reflection over the whole
/// command tree is most of a one-shot's start-up (docs/performance-history.md, "One-shot client").
/// Anything else, `--help` included, goes through argument-parser as usual.
enum FastPath {
    static func tree(_ arguments: [String]) -> (window: String?, settings: ConnectionSettings)? {
        guard let first = arguments.first, first == "tree" || first == "t" else { return nil }
        var settings = ConnectionSettings()
        var window: String?
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            if option == "--json" {
                settings.json = true
                continue
            }
            var name = Substring(option)
            var value: String?
            if let eq = option.firstIndex(of: "=") {
                name = option[..<eq]
                value = String(option[option.index(after: eq)...])
            } else {
                value = rest.popFirst()
            }
            guard let value, !value.hasPrefix("-") || name == "--window" else { return nil }
            switch name {
            case "--window": window = value
            case "--socket": settings.socket = value
            case "--timeout":
                guard let seconds = Double(value) else { return nil }
                settings.timeout = seconds
            default: return nil
            }
        }
        return (window, settings)
    }
}
