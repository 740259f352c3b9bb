import ArgumentParser

/// `prosc record`'s arguments, declared once for prosc-cli and prosc-flow (see `TestOptions`).
public struct RecordOptions: ParsableArguments {
    public static let abstract = "Record what other clients do on a running server as a flow file, until Ctrl-C."
    public static let discussion = """
        Attaches as an observer and subscribes to events and request reports \
        (events.subscribe requests: true). Each mutating request another client makes \
        becomes a step, with the callbacks it caused as its expectCallbacks (or an \
        expectError when it was refused); the flow begins and ends with the tree. The \
        file is rewritten after every step. Replay it with `prosc test FILE`: start the \
        server fresh, with the configuration the header names (--config copies it from a \
        proscd config file; otherwise storyboards, main and screen are read from the server).
        """

    @Argument(help: ArgumentHelp("The flow file to write.", valueName: "file"))
    public var file: String

    @Option(help: ArgumentHelp("The server's socket (default: $PROSCENIUM_SOCKET, then the contract's paths).", valueName: "path"))
    public var socket: String?

    @Option(help: ArgumentHelp("The proscd config file the server runs with: its storyboards, screen, ios, sources, unwindActions and customSegues go into the header.", valueName: "file"))
    public var config: String?

    @Option(help: ArgumentHelp("The flow's name (default: the file name).", valueName: "name"))
    public var name: String?

    @Option(help: ArgumentHelp("The header's iOS version (12, 13, 14, 15, 16, 17, 18 or 26; default: the one the server reproduces).", valueName: "version"))
    public var ios: String?

    @Option(help: ArgumentHelp("Alias of --ios: classic (12) or modern (26).", valueName: "profile"))
    public var profile: String?

    @Option(help: ArgumentHelp("The header's sources directory (scanned for unwind actions).", valueName: "path"))
    public var sources: String?

    @Option(help: ArgumentHelp("Seconds to wait for each answer.", valueName: "seconds"))
    public var timeout: Double = 60

    @Flag(help: "Print each recorded step as a JSON object ({step, value, callbacks, error}) instead of text.")
    public var json = false

    public init() {}

    public mutating func validate() throws {
        if let profile, !["classic", "modern"].contains(profile) { throw ValidationError("--profile must be classic or modern") }
        if let ios, ios.contains(",") || Int(ios) == nil { throw ValidationError("--ios must be one version number such as 17") }
        if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
    }
}
