import ArgumentParser
import WireProtocol

/// `prosc page set`, `prosc page swipe`: page view controllers (docs/protocol.md *Page view
/// controllers*).
struct PageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "page", abstract: "Page view controllers: set (the pages shown, code), swipe (a user).",
        subcommands: [SetViewControllers.self, Swipe.self])

    struct SetViewControllers: MethodCommand {
        static let method = MethodDescriptor.pageSetViewControllers
        static let configuration = CommandConfiguration.method(method, "set", aliases: ["set-view-controllers"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "page"), completion: .param(method, "page")) var page: String
        @Option(help: .param(method, "vcs"), completion: .param(method, "vcs")) var vcs: [String]
        @Option(help: .param(method, "direction"), completion: .param(method, "direction")) var direction: String?
        @Option(help: .param(method, "animated"), completion: .param(method, "animated")) var animated: Bool?
        @Option(help: .param(method, "pages"), completion: .param(method, "pages")) var pages: [String] = []
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var ids: [JSON] = []
            for v in vcs { ids.append(.string(try await s.controller(v, window: window))) }
            var p: JSONObject = ["page": .string(try await s.controller(page, window: window)), "vcs": .array(ids)]
            if !pages.isEmpty {
                var declared: [JSON] = []
                for v in pages { declared.append(.string(try await s.controller(v, window: window))) }
                p["pages"] = .array(declared)
            }
            p.set("direction", direction)
            p.set("animated", animated)
            p.set("queue", queue)
            return p
        }
    }

    /// `prosc page swipe`: the user's swipe to the declared pages (`page.swipe`).
    struct Swipe: MethodCommand {
        static let method = MethodDescriptor.pageSwipe
        static let configuration = CommandConfiguration.method(method, "swipe")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "page"), completion: .param(method, "page")) var page: String
        @Option(help: .param(method, "direction"), completion: .param(method, "direction")) var direction: String?
        @Option(help: .param(method, "outcome"), completion: .param(method, "outcome")) var outcome: String?
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["page": .string(try await s.controller(page, window: window))]
            p.set("direction", direction)
            p.set("outcome", outcome)
            p.set("queue", queue)
            return p
        }
    }
}
