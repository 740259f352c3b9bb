import ArgumentParser
import Foundation
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
            FileHandle.standardError.write(Data("prosc: \(error.message)\nhint: start the server with `make run` or `proscd`\n".utf8))
            throw ExitCode(3)
        }
        let scene: SnapshotScene
        do {
            scene = try await SnapshotCapture.capture(connection, profile: profile.flatMap(SnapshotProfile.init(rawValue:)),
                                                      timeout: timeout)
        } catch {
            FileHandle.standardError.write(Data("prosc: \(error)\n".utf8))
            throw ExitCode(error.kind == .server ? 1 : 3)
        }
        let layout = SnapshotLayouter.layout(scene)
        if let svg {
            let text = SVGWriter.svg(layout)
            if svg == "-" {
                FileHandle.standardOutput.write(Data(text.utf8))
            } else {
                do {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: svg))
                } catch {
                    FileHandle.standardError.write(Data("prosc: cannot write \(svg): \(error.localizedDescription)\n".utf8))
                    throw ExitCode(1)
                }
            }
        }
        if json { print(layout.json.description) }
    }
}
