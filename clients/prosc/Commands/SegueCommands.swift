import ArgumentParser
import ProsceniumClient
import WireProtocol

/// `prosc segue …`: perform, list and unwind storyboard segues.
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue", abstract: "Segues: perform, list (a controller's segues), unwind.", subcommands: [Perform.self, List.self, Unwind.self], aliases: ["sg"])

    struct Perform: MethodCommand {
        static let method = MethodDescriptor.seguePerform
        static let configuration = CommandConfiguration.method(
            method, "perform", aliases: ["run"],
            discussion: "Give --identifier (performSegue from code) or --segue (the XML id: a user tapping the trigger).")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "source"), completion: .param(method, "source")) var source: String
        @Option(help: .param(method, "identifier"), completion: .param(method, "identifier")) var identifier: String?
        @Option(help: .param(method, "segue"), completion: .param(method, "segue")) var segue: String?
        @Option(help: .param(method, "sender", "JSON"), completion: .param(method, "sender")) var sender: String?
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?

        func validate() throws {
            if (identifier == nil) == (segue == nil) { throw ValidationError("give exactly one of --identifier and --segue") }
        }

        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["source": .string(try await s.controller(source, window: window))]
            p.set("identifier", identifier)
            p.set("segue", segue)
            if let sender { p["sender"] = try JSONArgument.parse(sender, option: "sender") }
            p.set("queue", queue)
            return p
        }
    }

    /// `vc.segues` (also `prosc vc segues`).
    struct List: MethodCommand {
        static let method = MethodDescriptor.vcSegues
        static let configuration = CommandConfiguration.method(method, "segues", aliases: ["list", "ls"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "vc"), completion: .param(method, "vc")) var vc: String
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject { ["vc": .string(try await s.controller(vc, window: window))] }
        func human(_ result: JSON, _ s: Session) async throws -> String? {
            try ResultReader(result, context: "vc.segues").array("segues", of: SegueInfo.self).map { g in
                "\(g.segue) \(g.kind) \(g.identifier ?? "-") trigger=\(g.trigger ?? "-") -> \(g.destination ?? "-")"
            }.joined(separator: "\n")
        }
    }

    /// `segue.unwind` (also `prosc unwind`).
    struct Unwind: MethodCommand {
        static let method = MethodDescriptor.segueUnwind
        static let configuration = CommandConfiguration.method(method, "unwind")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "source"), completion: .param(method, "source")) var source: String
        @Option(help: .param(method, "action"), completion: .param(method, "action")) var action: String
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["source": .string(try await s.controller(source, window: window)), "action": .string(action)]
            p.set("queue", queue)
            return p
        }
    }
}
