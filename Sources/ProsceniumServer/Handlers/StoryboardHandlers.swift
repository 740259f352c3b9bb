import Dispatch
import HierarchyEngine
import Storyboards
import WireProtocol

/// storyboard.load, storyboard.list. Parsing runs off the loop thread; the parsed template
/// is registered all at once (never half-loaded) back on the loop thread.
enum StoryboardHandlers {
    static let entries: [(String, Dispatcher.Handler)] = [
        ("storyboard.load", { c throws(RPCError) in
            let path = try c.params.optionalString("path")
            let inlineName = try c.params.optionalString("name")
            let xml = try c.params.optionalString("xml")
            let target = c.target
            let inbox = c.server.context.inbox
            let store = c.server.stateStore
            // A name becomes a catalog key and, with --state-dir, a file name (the kept copy).
            if let inlineName, inlineName.isEmpty || inlineName.contains("/") {
                throw Call.invalidParams("storyboard name must be non-empty and contain no '/'")
            }
            if let path {
                guard xml == nil else { throw Call.invalidParams("give either 'path' or 'name' and 'xml', not both") }
                guard let allowed = c.server.storyboards.allowedPath(path) else {
                    throw RPCError(code: RPCErrorCode.permissionDenied.rawValue,
                                   message: "storyboard.load may only read files inside the storyboard directory (\(c.server.storyboards.directory ?? "none configured"))",
                                   data: nil)
                }
                let base = allowed.split(separator: "/").last.map(String.init) ?? allowed
                guard base.hasSuffix(".storyboard") else {
                    throw Call.invalidParams("'\(path)' is not a .storyboard file")
                }
                let name = inlineName ?? String(base.dropLast(".storyboard".count))
                let directory = c.server.storyboards.directory ?? ""
                DispatchQueue.global().async {
                    let result = Result { () throws(StoryboardLoadError) in
                        guard let bytes = try StoryboardRegistry.readConfined(allowed, directory: directory) else {
                            throw StoryboardLoadError(file: allowed, line: nil, reason: "the file is no longer inside the storyboard directory")
                        }
                        return try parseAndKeep(bytes, name: name, path: allowed, store: store)
                    }
                    inbox.post(.storyboardParsed(StoryboardParse(name: name, path: allowed, result: result), target))
                }
            } else {
                guard let inlineName, let xml else {
                    throw Call.invalidParams("storyboard.load needs 'path', or 'name' and 'xml'")
                }
                let bytes = Array(xml.utf8)
                DispatchQueue.global().async {
                    let result = Result { () throws(StoryboardLoadError) in try parseAndKeep(bytes, name: inlineName, path: nil, store: store) }
                    inbox.post(.storyboardParsed(StoryboardParse(name: inlineName, path: nil, result: result), target))
                }
            }
            c.connection.requestStarted()
        }),
        ("storyboard.list", { c throws(RPCError) in
            let catalog = c.server.context.engine.withHierarchy { $0.catalog }
            let list = catalog.storyboards.keys.sorted().compactMap { name -> JSON? in
                guard let t = catalog.storyboards[name] else { return nil }
                return .object(JSONObject([
                    ("storyboard", .string(name)),
                    ("path", ResultEncoding.optional(c.server.storyboards.path(of: name))),
                    ("initial", ResultEncoding.optional(t.initialScene)),
                    ("scenes", .array(scenes(t))),
                ]))
            }
            c.reply(.object(["storyboards": .array(list)]))
        }),
    ]

    /// Parses a storyboard (off the loop thread) and, with `--state-dir`, keeps a copy of what
    /// parsed for restoration (StateStoreStoryboards.swift) before it is registered.
    private static func parseAndKeep(_ bytes: [UInt8], name: String, path: String?, store: StateStore?) throws(StoryboardLoadError) -> StoryboardTemplate {
        let template = try StoryboardLoader.load(xml: bytes, name: name, path: path)
        store?.keepStoryboard(name: name, xml: bytes)
        return template
    }

    static func scenes(_ t: StoryboardTemplate) -> [JSON] {
        t.sceneOrder.compactMap { id -> JSON? in
            guard let s = t.scenes[id] else { return nil }
            return .object(JSONObject([
                ("id", .string(s.id)),
                ("storyboardIdentifier", ResultEncoding.optional(s.storyboardIdentifier)),
                ("class", .string(s.className)),
                ("customClass", ResultEncoding.optional(s.customClass)),
                ("title", ResultEncoding.optional(s.title)),
            ]))
        }
    }

    /// Registers a parsed storyboard (or reports its error) and answers the request.
    static func finishLoad(_ parse: StoryboardParse, reply: ReplyTarget, server: Server) {
        let line: [UInt8]?
        switch parse.result {
        case .failure(let e):
            var data: [(key: String, value: JSON)] = [("file", .string(e.file)), ("reason", .string(e.reason))]
            data.append(("line", e.line.map { .number(Double($0)) } ?? .null))
            data.append(("uikit", .null))
            data.append(("raises", .bool(true)))
            line = reply.requestID.map {
                RPCEncoder.error(id: $0, error: RPCError(code: RPCErrorCode.storyboardError.rawValue, message: e.message,
                                                         data: .object(JSONObject(data))))
            }
        case .success(let t):
            let problems: [StoryboardLoadError] = server.context.engine.withHierarchy { h in
                var catalog = h.catalog
                catalog.storyboards[parse.name] = t
                let problems = StoryboardLoader.unresolvedReferences(in: t, catalog: catalog)
                h.catalog = catalog
                return problems
            }
            server.storyboards.record(name: parse.name, path: parse.path)
            let segueCount = t.scenes.values.reduce(0) { $0 + $1.segues.count + $1.relationships.count }
            line = reply.requestID.map {
                RPCEncoder.response(id: $0, result: .object(JSONObject([
                    ("storyboard", .string(parse.name)),
                    ("initial", ResultEncoding.optional(t.initialScene)),
                    ("scenes", .array(scenes(t))),
                    ("segues", .number(Double(segueCount))),
                    ("warnings", .array(problems.map { .string($0.message) })),
                ])))
            }
        }
        if let line, let c = server.connection(reply.connection) {
            c.send(line)
        }
        server.connection(reply.connection)?.requestFinished()
    }
}

