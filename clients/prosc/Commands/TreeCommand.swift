import ArgumentParser
import HierarchyNaming
import ProsceniumClient
import WireProtocol

/// `prosc tree [--window W]`: the hierarchy as an indented tree.
struct TreeCommand: MethodCommand {
    static let method = MethodDescriptor.tree
    static let configuration = CommandConfiguration(
        commandName: "tree", abstract: "Show the view-controller hierarchy of every window (tree).",
        discussion: """
            One line per screen, window (key marked with *) and controller: class, \
            "title", [storyboard identifier], appearance state, and for presented controllers \
            the presentation style.
            """,
        aliases: ["t"])
    @OptionGroup var global: GlobalOptions
    @Option(help: .param(method, "window"), completion: .param(method, "window")) var window: String?

    func params(_ s: Session) async throws -> JSONObject {
        var p: JSONObject = [:]
        p.set("window", window)
        return p
    }

    func run() async throws { try Self.execute(window: window, settings: global.settings) }

    /// Prints the tree; shared with the fast path (`FastPath`). One pipelined exchange on
    /// the calling thread (`OneShot`): `tree`, plus `screen.list` for the human rendering.
    static func execute(window: String?, settings: ConnectionSettings) throws {
        var p: JSONObject = [:]
        p.set("window", window)
        var requests: [(method: String, params: JSONObject)] = [(method.name, p)]
        if !settings.json { requests.append((MethodDescriptor.screenList.name, [:])) }
        let path = SocketLocation.resolve(explicit: settings.socket).path
        do {
            let results = try OneShot.call(path: path, requests, timeout: settings.timeout)
            let result = try results[0].get()
            if settings.json {
                writeStandardOutput(result.description)
                return
            }
            let tree = try Tree(result: result, context: method.name)
            let screens = try ResultReader(try results[1].get(), context: "screen.list").array("screens", of: ScreenInfo.self)
            writeStandardOutput(TreeText.render(tree, screens: screens))
        } catch {
            throw ProscFailure.from(error, path: path)
        }
    }
}
