import ArgumentParser

/// Options every command takes: machine output, where the server is, how long to wait.
struct GlobalOptions: ParsableArguments {
    @Flag(help: "Print the raw result JSON (one line) instead of human text.")
    var json = false

    @Option(help: ArgumentHelp(
        "The server's socket (default: $PROSCENIUM_SOCKET, $XDG_RUNTIME_DIR/proscenium/proscd.sock, /tmp/proscenium-<uid>/proscd.sock).",
        valueName: "path"))
    var socket: String?

    @Option(help: ArgumentHelp("Seconds to wait for each answer.", valueName: "seconds"))
    var timeout: Double = 60
}
