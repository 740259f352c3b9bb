import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProsceniumClient
import SnapshotRendering
import WireProtocol

/// `prosc snapshot --svg FILE`: a picture of every screen with its windows and what is visible
/// (see docs/snapshot.md). Queries only, so it works as an observer next to a driver.
struct Snapshot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw every screen, its windows and each presentation layer as SVG.",
        discussion: """
            Collects the hierarchy with screen.list, window.list, window.get, tree and vc.get, \
            lays out each presentation with the frame its style gives (full screen, page sheet, \
            form sheet, popover with its anchor, over-full-screen with dimming, current context) \
            and writes an SVG. --json prints the computed layout instead of (or besides) writing it.
            """)

    @Option(name: .long, help: ArgumentHelp("Write the SVG picture to FILE ('-' for standard output).", valueName: "FILE"))
    var svg: String?

    @Option(name: .long, help: "The server's socket (default: $PROSCENIUM_SOCKET, then the contract's paths).")
    var socket: String?

    @Option(name: .long, help: "Seconds to wait for each answer.")
    var timeout: Double = 30

    @Flag(name: .long, help: "Print the layout (frames per screen, window and layer) as JSON.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Draw sheets as this profile does (classic|modern); default: derived from the server's controllers.",
                                            valueName: "PROFILE"))
    var profile: String?

    mutating func validate() throws {
        if svg == nil && !json { throw ValidationError("give --svg FILE, --json, or both") }
        if let profile, SnapshotProfile(rawValue: profile) == nil { throw ValidationError("--profile must be classic or modern") }
        if !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
    }

    func run() async throws {
        let connection: ProsceniumConnection
        do {
            connection = try ProsceniumConnection(path: socket)
        } catch {
            printError("prosc: \(error.message)\nhint: start the server with `make run` or `proscd`")
            throw ExitCode(3)
        }
        let scene: SnapshotScene
        do {
            scene = try await SnapshotCapture.capture(connection, profile: profile.flatMap(SnapshotProfile.init(rawValue:)),
                                                      timeout: timeout)
        } catch {
            printError("prosc: \(error)")
            throw ExitCode(error.kind == .server ? 1 : 3)
        }
        let layout = SnapshotLayouter.layout(scene)
        if let svg {
            let text = SVGWriter.svg(layout)
            if svg == "-" {
                writeStandardOutput(text)
            } else if let problem = Self.write(text, toFile: svg) {
                printError("prosc: cannot write \(svg): \(problem)")
                throw ExitCode(1)
            }
        }
        if json { writeStandardOutput(layout.json.description) }
    }

    /// Writes `text` to `path` with stdio (prosc links no Foundation: it starts faster); the
    /// system's reason on failure.
    private static func write(_ text: String, toFile path: String) -> String? {
        guard let file = fopen(path, "w") else { return String(cString: strerror(errno)) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        return written == bytes.count && closed == 0 ? nil : String(cString: strerror(errno))
    }
}
