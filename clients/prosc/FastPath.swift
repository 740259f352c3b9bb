/// Recognises the one-shot queries scripts run in loops (`prosc tree [--window W] [--json]
/// [--socket P] [--timeout S]`) without argument-parser, whose reflection over the whole
/// command tree is most of a one-shot's start-up (docs/performance-history.md, "One-shot client").
/// The grammar is prosc's front's own (`TreeQuery`, the same file compiled into both binaries),
/// so `prosc` and `prosc-cli` cannot disagree about what a one-shot `tree` is. Anything else,
/// `--help` included, goes through argument-parser as usual.
enum FastPath {
    static func tree(_ arguments: [String]) -> (window: String?, settings: ConnectionSettings)? {
        guard let query = TreeQuery(arguments.map { Array($0.utf8) }) else { return nil }
        var settings = ConnectionSettings()
        settings.json = query.json
        settings.socket = query.socket.map { String(decoding: $0, as: UTF8.self) }
        settings.timeout = query.timeoutSeconds
        return (query.window.map { String(decoding: $0, as: UTF8.self) }, settings)
    }
}
