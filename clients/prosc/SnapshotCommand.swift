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

    @Option(name: .long, help: ArgumentHelp("Write the SVG picture to FILE ('-' for standard output).", valueName: "FILE"),
            completion: .file(extensions: ["svg"]))
    var svg: String?

    @Flag(name: .long, help: "Print the layout (frames per screen, window and layer) as JSON.")
    var json = false

    @Option(name: .long, help: ArgumentHelp(
        "Draw sheets as this profile does (one of: \(Self.profiles.joined(separator: ", "))) (default: derived from the server's controllers)",
        valueName: "profile"), completion: .list(Self.profiles))
    var profile: String?

    @OptionGroup var connection: ConnectionOptions

    static let profiles = SnapshotProfile.allCases.map(\.rawValue)

    mutating func validate() throws {
        if svg == nil && !json { throw ValidationError("give --svg FILE, --json, or both") }
        if let profile, SnapshotProfile(rawValue: profile) == nil {
            throw ValidationError("--profile must be one of \(Self.profiles.joined(separator: ", "))")
        }
        if !(connection.timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
    }

    /// Exit codes as every command's (docs/prosc.md): 3 no server, 1 a refusal, a timeout or a
    /// file that cannot be written.
    func run() async throws {
        let path = connection.path
        let scene: SnapshotScene
        do {
            let c: ProsceniumConnection
            do {
                c = try ProsceniumConnection(path: path)
            } catch {
                throw ProscFailure.cannotConnect(path, error)
            }
            defer { c.close() }
            scene = try await SnapshotCapture.capture(
                c, profile: profile.flatMap(SnapshotProfile.init(rawValue:)), timeout: connection.timeout)
        } catch let error as ClientError {
            throw ProscFailure.from(error, path: path)
        }
        let layout = SnapshotLayouter.layout(scene)
        if let svg {
            let text = SVGWriter.svg(layout)
            if svg == "-" {
                writeStandardOutput(text)
            } else if let problem = Self.write(text, toFile: svg) {
                throw ProscFailure(exitCode: ProscFailure.refusedExitCode, message: "prosc: cannot write \(svg): \(problem)")
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
