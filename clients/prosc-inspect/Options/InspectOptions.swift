import ArgumentParser

/// `prosc inspect`'s arguments, declared once: prosc-cli parses them for help, completion and
/// usage errors, prosc-inspect (which serves the page) parses them again to run.
public struct InspectOptions: ParsableArguments {
    public static let abstract = "A live inspector in the browser: screens, tree, timeline, actions, record."
    public static let discussion = """
        Attaches to a running proscd (--socket, else $PROSCENIUM_SOCKET and the contract's \
        paths), or starts a private one from a proscd config file (--config) or an app \
        folder (DIR: its storyboards), and serves a page at http://127.0.0.1:PORT/?token=T \
        (printed; the token is required on every request). The page draws every screen as \
        `prosc snapshot` does, redrawn on every change, with the tree, properties, segues, \
        the event timeline and flow recording. It is an observer unless --drive is given. \
        See docs/inspect.md.
        """

    @Argument(help: ArgumentHelp("An app folder: start a private proscd with its storyboards.", valueName: "dir"))
    public var directory: String?

    @Option(help: ArgumentHelp("The server's socket (default: $PROSCENIUM_SOCKET, then the contract's paths).", valueName: "path"))
    public var socket: String?

    @Option(help: ArgumentHelp("Start a private proscd with this config file.", valueName: "file"))
    public var config: String?

    @Option(help: ArgumentHelp("Where to serve the page: HOST:PORT (default 127.0.0.1:0, any free port).", valueName: "host:port"))
    public var listen: String = "127.0.0.1:0"

    @Flag(name: .customLong("allow-remote"), help: "Allow --listen on an address that is not loopback (anyone who has the token can then watch, or drive with --drive).")
    public var allowRemote = false

    @Flag(help: "Let the page drive the server (segues, back, dismiss, tabs, presentations, rotation, traits …); without it the page only watches.")
    public var drive = false

    @Flag(help: "Open the page in the default browser (xdg-open).")
    public var open = false

    @Flag(help: "Print where it is attached and the page's address as one JSON line ({socket, url, drive, privateServer}) instead of text.")
    public var json = false

    @Option(help: ArgumentHelp("Seconds to wait for each answer of the server.", valueName: "seconds"))
    public var timeout: Double = 60

    @Option(help: ArgumentHelp("Events kept for the timeline (the tree at each refresh is kept for the last 500).", valueName: "n"))
    public var history: Int = 10_000

    public init() {}

    public mutating func validate() throws {
        let sources = [socket != nil, config != nil, directory != nil].filter { $0 }.count
        if sources > 1 { throw ValidationError("give one of --socket, --config or DIR") }
        if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
        if history < 1 { throw ValidationError("--history must be at least 1") }
        guard let address = ListenAddress(listen) else {
            throw ValidationError("--listen must be HOST:PORT (e.g. 127.0.0.1:8080), not '\(listen)'")
        }
        if !address.isLoopback && !allowRemote {
            throw ValidationError("--listen \(listen) is not a loopback address: add --allow-remote to serve the page to other machines")
        }
    }
}

/// `--listen`'s HOST:PORT (`[::1]:8080` for IPv6).
public struct ListenAddress: Sendable, Equatable {
    public var host: String
    public var port: Int

    public init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":") else { return nil }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty, let port = Int(text[text.index(after: colon)...]), (0...65535).contains(port) else { return nil }
        self.host = host
        self.port = port
    }

    /// 127.0.0.0/8, ::1 and localhost.
    public var isLoopback: Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
