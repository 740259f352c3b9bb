import ArgumentParser
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
    @Option(help: .param(method, "window")) var window: String?

    func params(_ s: Session) async throws -> JSONObject {
        var p: JSONObject = [:]
        p.set("window", window)
        return p
    }

    func human(_ result: JSON, _ s: Session) async throws -> String? {
        let tree = try Tree(result: result, context: "tree")
        let screens = try await s.connection.screens()
        return TreeText.render(tree, screens: screens)
    }
}
