import ArgumentParser
import ProsceniumClient
import WireProtocol

/// A command that exists to reach one protocol method (`prosc methods` lists them; the
/// help-contract tests check each lists the method's params).
protocol CallsMethod: ParsableCommand {
    /// The method it calls (its name, params and docs come from the method table).
    static var method: MethodDescriptor { get }
}

/// A command that calls one protocol method: it builds the params (resolving controller
/// names), calls, and prints the raw result with `--json` or a human rendering.
protocol MethodCommand: AsyncParsableCommand, CallsMethod {
    var global: GlobalOptions { get }
    func params(_ session: Session) async throws -> JSONObject
    /// Text for people; nil or empty prints nothing.
    func human(_ result: JSON, _ session: Session) async throws -> String?
}

/// Options a generated family command takes beyond its method's parameters (`--size WxH`,
/// `--property key=value`, a storyboard FILE): an option group named in the command's line of
/// `CommandLineNames` (Sources/ProtocolReference), checked and merged with the params its
/// options give.
protocol CommandLineExtra: ParsableArguments {
    /// Checks these options with `given`, the params the command's own options give (names
    /// unresolved): a `ValidationError` is a usage error.
    func check(_ given: JSONObject, for method: MethodDescriptor) throws
    /// Adds what these options give to `params`.
    func add(to params: inout JSONObject) throws
}

extension CommandLineExtra {
    func check(_ given: JSONObject, for method: MethodDescriptor) throws {}
}

extension MethodCommand {
    func human(_ result: JSON, _ session: Session) async throws -> String? { HumanOutput.text(result) }

    func run() async throws {
        try await Session.run(global) { session in
            let result = try await session.call(Self.method.name, try await params(session))
            try await session.output(result) { try await human(result, session) }
        }
    }
}

extension CommandConfiguration {
    /// A command for `method`: its abstract is the method table's summary plus the method name.
    static func method(_ method: MethodDescriptor, _ name: String, aliases: [String] = [], discussion: String = "") -> CommandConfiguration {
        CommandConfiguration(
            commandName: name, abstract: "\(method.summary) (\(method.name)).", discussion: discussion, aliases: aliases)
    }
}

extension ArgumentHelp {
    /// Help for the option that carries `method`'s parameter `name`: the table's doc and default.
    static func param(_ method: MethodDescriptor, _ name: String, _ extra: String = "") -> ArgumentHelp {
        guard let spec = method.param(named: name) else { return ArgumentHelp(extra) }
        var text = spec.doc
        if let values = spec.allowedValues {
            let choices = (spec.type == .boolOrString ? ["true", "false"] : []) + values
            text += " (one of: " + choices.joined(separator: ", ") + ")"
        }
        if let value = spec.defaultValue { text += " (default: \(value))" }
        if !extra.isEmpty { text += "; " + extra }
        return ArgumentHelp(text)
    }

    /// The help of a `--window` option that only scopes controller names.
    static let windowScope = ArgumentHelp("Look controller names up in this window only (default: every window).")
}

/// Parses option values given as JSON text (`--properties '{"title":"A"}'`, `--sender 3`).
enum JSONArgument {
    static func parse(_ text: String, option: String) throws -> JSON {
        do {
            return try JSONParser.parse(text)
        } catch {
            throw ProscFailure.usage("--\(option) must be JSON: \(error)")
        }
    }

    static func object(_ text: String?, option: String) throws -> JSONObject? {
        guard let text else { return nil }
        guard let object = try parse(text, option: option).objectValue else {
            throw ProscFailure.usage("--\(option) must be a JSON object")
        }
        return object
    }

    /// `key=value` pairs: the value is JSON when it parses, else a string (`title=Hello`).
    static func properties(_ pairs: [String], into base: JSONObject?) throws -> JSONObject? {
        guard !pairs.isEmpty else { return base }
        var out = base ?? [:]
        for pair in pairs {
            guard let eq = pair.firstIndex(of: "=") else { throw ProscFailure.usage("--property needs key=value, got '\(pair)'") }
            let key = String(pair[..<eq])
            let text = String(pair[pair.index(after: eq)...])
            out[key] = (try? JSONParser.parse(text)) ?? .string(text)
        }
        return out
    }
}
