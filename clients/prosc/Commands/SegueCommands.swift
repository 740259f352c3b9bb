import ArgumentParser
import ProsceniumClient
import WireProtocol

// `prosc segue …` (generated: clients/prosc/Generated/FamilyCommands.swift): perform's check
// and how a controller's segues print.

extension SegueCommand.Perform {
    func validate() throws {
        if (identifier == nil) == (segue == nil) { throw ValidationError("give exactly one of --identifier and --segue") }
    }
}

extension SegueCommand.Segues {
    func human(_ result: JSON, _ s: Session) async throws -> String? {
        try ResultReader(result, context: "vc.segues").array("segues", of: SegueInfo.self).map { g in
            "\(g.segue) \(g.kind) \(g.identifier ?? "-") trigger=\(g.trigger ?? "-") -> \(g.destination ?? "-")"
        }.joined(separator: "\n")
    }
}
