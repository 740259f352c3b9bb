import ArgumentParser
import ProsceniumClient
import WireProtocol

/// `prosc call METHOD [name=value …]`: any protocol method by its name, its parameters typed
/// from the method table (a number for an integer parameter, `a,b` or a JSON list for a list,
/// JSON for an object, `true`/`false` for a Boolean). The parameters are checked against the
/// table before anything is sent, with the server's own message (exit 2); the result prints as
/// the family commands print theirs (`--json`: the raw result). Every method of the table is
/// reachable this way, also the ones without a command of their own.
struct CallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "call",
        abstract: "Call any protocol method by name, its parameters as name=value.",
        discussion: """
            Values are typed by the method table: `prosc call vc.present presenter=vc1 vc=vc2 \
            animated=false`, `prosc call nav.setViewControllers nav=vc3 vcs=vc4,vc5`, \
            `prosc call vc.set vc=vc1 properties='{"title":"A"}'`. Controller parameters take ids \
            (the family commands also take names). `prosc methods` lists the methods.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The protocol method (`prosc methods` lists them).", completion: .list(MethodTable.all.map(\.name)))
    var method: String

    @Argument(help: "Parameters as name=value.")
    var parameters: [String] = []

    func run() async throws {
        guard let descriptor = MethodTable.descriptor(named: method) else {
            throw ProscFailure.usage("no method '\(method)' (prosc methods lists them)")
        }
        let params = try Self.params(parameters, for: descriptor)
        do {
            try descriptor.validate(Params(object: params))
        } catch {
            throw ProscFailure.usage("\(method): \(error.message)")
        }
        try await Session.run(global) { session in
            let result = try await session.call(descriptor.name, params)
            try await session.output(result) { HumanOutput.text(result) }
        }
    }

    /// The `name=value` pairs as the method's params, each value typed by its parameter's spec.
    static func params(_ pairs: [String], for descriptor: MethodDescriptor) throws -> JSONObject {
        var out = JSONObject()
        for pair in pairs {
            guard let eq = pair.firstIndex(of: "="), eq != pair.startIndex else {
                throw ProscFailure.usage("\(descriptor.name): a parameter is name=value, got '\(pair)'")
            }
            let name = String(pair[..<eq])
            let text = String(pair[pair.index(after: eq)...])
            guard let spec = descriptor.param(named: name) else {
                let known = descriptor.params.map(\.name).joined(separator: ", ")
                throw ProscFailure.usage("\(descriptor.name) has no parameter '\(name)' (its parameters: \(known.isEmpty ? "none" : known))")
            }
            guard out[name] == nil else { throw ProscFailure.usage("\(descriptor.name): '\(name)' given twice") }
            out[name] = try value(text, for: spec, method: descriptor.name)
        }
        return out
    }

    /// `text` as the JSON value `spec` takes.
    static func value(_ text: String, for spec: ParamSpec, method: String) throws -> JSON {
        func bad(_ what: String) -> ProscFailure { ProscFailure.usage("\(method): '\(spec.name)' must be \(what), got '\(text)'") }
        switch spec.type {
        case .string:
            return .string(text)
        case .bool:
            guard let b = Bool(text) else { throw bad("true or false") }
            return .bool(b)
        case .integer:
            guard let i = Int(text) else { throw bad("an integer") }
            return .number(Double(i))
        case .number:
            guard let d = Double(text) else { throw bad("a number") }
            return .number(d)
        case .boolOrString:
            return Bool(text).map(JSON.bool) ?? .string(text)
        case .stringArray:
            if text.hasPrefix("[") {
                guard let array = (try? JSONParser.parse(text))?.arrayValue else { throw bad("a JSON list or a,b,c") }
                return .array(array)
            }
            return .array(text.isEmpty ? [] : text.split(separator: ",", omittingEmptySubsequences: false).map { .string(String($0)) })
        case .object:
            guard let object = (try? JSONParser.parse(text))?.objectValue else { throw bad("a JSON object") }
            return .object(object)
        case .any:
            return (try? JSONParser.parse(text)) ?? .string(text)
        }
    }
}
