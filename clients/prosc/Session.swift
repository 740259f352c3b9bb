import HierarchyNaming
import ProsceniumClient
import WireProtocol

/// One `prosc` run's connection to the server, with what it caches (the tree used to
/// resolve controller names) and how it prints.
final class Session {
    let connection: ProsceniumConnection
    let settings: ConnectionSettings
    private var trees: [String: Tree] = [:]

    private init(connection: ProsceniumConnection, settings: ConnectionSettings) {
        self.connection = connection
        self.settings = settings
    }

    /// Connects (exit 3 when it cannot), runs `body`, and turns client errors into failures.
    static func run(_ options: GlobalOptions, _ body: (Session) async throws -> Void) async throws {
        try await run(options.settings, body)
    }

    static func run(_ settings: ConnectionSettings, _ body: (Session) async throws -> Void) async throws {
        let path = SocketLocation.resolve(explicit: settings.socket).path
        let connection: ProsceniumConnection
        do {
            connection = try ProsceniumConnection(path: path, bufferNotifications: false)
        } catch {
            throw ProscFailure.cannotConnect(path, error)
        }
        connection.defaultTimeout = settings.timeout
        defer { connection.close() }
        do {
            try await body(Session(connection: connection, settings: settings))
        } catch let error as ClientError {
            throw ProscFailure.from(error, path: path)
        }
    }

    /// Calls `method` with `params` and returns the raw result.
    func call(_ method: String, _ params: JSONObject) async throws -> JSON {
        try await connection.request(method, params)
    }

    /// The tree of `window` (or of every window), fetched once per run.
    func tree(window: String?) async throws -> Tree {
        if let cached = trees[window ?? ""] { return cached }
        let tree = try await connection.tree(window: window)
        trees[window ?? ""] = tree
        return tree
    }

    /// A controller id for `reference`: an id as given, else the controller whose storyboard
    /// identifier (preferred) or title is `reference` in `window` (or in every window).
    func controller(_ reference: String, window: String?) async throws -> String {
        if ControllerResolver.isID(reference) { return reference }
        do {
            return try ControllerResolver.resolve(reference, in: try await tree(window: window), window: window)
        } catch let error as ControllerReferenceError {
            throw ProscFailure.unresolved(error.message)
        }
    }

    /// `controller(_:window:)` for an optional reference.
    func controller(_ reference: String?, window: String?) async throws -> String? {
        guard let reference else { return nil }
        return try await controller(reference, window: window) as String
    }

    /// `params` of `method` with each controller-kind value (`vc`, `presenter`, `vcs` …) that
    /// is a name resolved to its controller's id, in `window` (or in every window).
    func resolvingNames(_ params: JSONObject, of method: MethodDescriptor, window: String?) async throws -> JSONObject {
        var out = params
        for spec in method.params where spec.kind.namesControllers {
            switch params[spec.name] {
            case .string(let name)?:
                out[spec.name] = .string(try await controller(name, window: window))
            case .array(let names)?:
                var ids: [JSON] = []
                for name in names {
                    guard let text = name.stringValue else { ids.append(name); continue }
                    ids.append(.string(try await controller(text, window: window)))
                }
                out[spec.name] = .array(ids)
            default:
                break
            }
        }
        return out
    }

    /// Prints a result: the raw JSON with `--json`, else `human()`'s text (if any), then UIKit's
    /// warnings on the call (its `warnings`, docs/protocol.md *Warnings*), one line each on
    /// stderr: the call succeeded, and UIKit only logs them.
    func output(_ result: JSON, human: () async throws -> String?) async throws {
        if settings.json {
            print(result.description)
            return
        }
        if let text = try await human(), !text.isEmpty {
            print(text)
        }
        for warning in result["warnings"]?.arrayValue ?? [] {
            let rule = warning["rule"]?.stringValue ?? "?"
            printError("UIKit warning (\(rule)): \(warning["uikit"]?.stringValue ?? "")")
        }
    }
}
