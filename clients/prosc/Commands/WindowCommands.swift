import ProsceniumClient
import WireProtocol

// `prosc window …` (generated: clients/prosc/Generated/FamilyCommands.swift): how the list prints.

extension WindowCommand.List {
    func human(_ result: JSON, _ s: Session) async throws -> String? {
        try ResultReader(result, context: "window.list").array("windows", of: WindowSummary.self).map { w in
            "\(w.id) screen \(w.screen)\(w.key ? " key" : "")\(w.visible ? " visible" : " hidden") root \(w.root ?? "-")"
        }.joined(separator: "\n")
    }
}
