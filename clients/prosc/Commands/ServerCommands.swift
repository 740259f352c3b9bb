import WireProtocol

// `prosc server …` (generated: clients/prosc/Generated/FamilyCommands.swift): what ping and
// shutdown print.

extension ServerCommand.Ping {
    func human(_ result: JSON, _ s: Session) async throws -> String? { "pong" }
}

extension ServerCommand.Shutdown {
    func human(_ result: JSON, _ s: Session) async throws -> String? { "proscd is shutting down" }
}
