import ArgumentParser
import HierarchyNaming
import ProsceniumClient
import WireProtocol

// `prosc vc …` (generated: clients/prosc/Generated/FamilyCommands.swift): how an instantiated
// controller prints, and `--property key=value` of `vc create` and `vc set`.

extension ViewControllerCommand.Instantiate {
    func human(_ result: JSON, _ s: Session) async throws -> String? {
        let r = try Instantiated(result: result, context: "vc.instantiate")
        return r.vc + "\n" + TreeText.node(r.tree, indent: 1)
    }
}

/// `--property key=value` (repeatable) beside `--properties JSON`: one property each, merged
/// into `properties`.
struct PropertyOptions: CommandLineExtra {
    @Option(help: ArgumentHelp("One property as key=value (value parsed as JSON if it can be); repeatable.", valueName: "key=value"))
    var property: [String] = []

    func check(_ given: JSONObject, for method: MethodDescriptor) throws {
        if method.param(named: "properties")?.required == true && given["properties"] == nil && property.isEmpty {
            throw ValidationError("give --properties JSON or --property key=value")
        }
    }

    func add(to p: inout JSONObject) throws {
        p.set("properties", try JSONArgument.properties(property, into: p["properties"]?.objectValue))
    }
}
