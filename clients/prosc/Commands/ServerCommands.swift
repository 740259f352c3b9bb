import ArgumentParser
import WireProtocol

/// `prosc server …`: session and server methods.
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "server", abstract: "Session and server: hello, ping, stats, shutdown, check-invariants.",
        subcommands: [Hello.self, Ping.self, Stats.self, Shutdown.self, CheckInvariants.self], aliases: ["srv"])

    struct Hello: MethodCommand {
        static let method = MethodDescriptor.hello
        static let configuration = CommandConfiguration.method(method, "hello")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "client"), completion: .param(method, "client")) var client: String = "prosc"
        @Option(help: .param(method, "role"), completion: .param(method, "role")) var role: String?
        @Option(help: .param(method, "ios"), completion: .param(method, "ios")) var ios: Int?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["client": .string(client)]
            if let role { p["role"] = .string(role) }
            if let ios { p["ios"] = .number(Double(ios)) }
            return p
        }
    }

    struct Ping: MethodCommand {
        static let method = MethodDescriptor.ping
        static let configuration = CommandConfiguration.method(method, "ping")
        @OptionGroup var global: GlobalOptions
        func params(_ s: Session) async throws -> JSONObject { [:] }
        func human(_ result: JSON, _ s: Session) async throws -> String? { "pong" }
    }

    struct Stats: MethodCommand {
        static let method = MethodDescriptor.serverStats
        static let configuration = CommandConfiguration.method(method, "stats")
        @OptionGroup var global: GlobalOptions
        func params(_ s: Session) async throws -> JSONObject { [:] }
    }

    struct Shutdown: MethodCommand {
        static let method = MethodDescriptor.serverShutdown
        static let configuration = CommandConfiguration.method(method, "shutdown")
        @OptionGroup var global: GlobalOptions
        func params(_ s: Session) async throws -> JSONObject { [:] }
        func human(_ result: JSON, _ s: Session) async throws -> String? { "proscd is shutting down" }
    }

    struct CheckInvariants: MethodCommand {
        static let method = MethodDescriptor.serverCheckInvariants
        static let configuration = CommandConfiguration.method(method, "check-invariants", aliases: ["invariants"])
        @OptionGroup var global: GlobalOptions
        func params(_ s: Session) async throws -> JSONObject { [:] }
    }
}
