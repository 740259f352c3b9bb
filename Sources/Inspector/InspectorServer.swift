import Hummingbird
import Logging
import HummingbirdWebSocket
import Foundation
import Synchronization

/// The HTTP and WebSocket server (Hummingbird 2): `/` the page, `/inspector.css` and
/// `/inspector.js` its files, `/flow.yaml` the last recording, `/ws` the page's WebSocket.
/// Every request needs the token (403 and a page saying why); upgrades without it or from a
/// foreign `Origin` are refused (400, the reason on stderr); unknown paths get 404 naming them.
public enum InspectorServer {
    /// The gate, shared with the upgrade check (its allowed origins are set once the port is known).
    final class Gate: Sendable {
        let state: Mutex<RequestGate>
        init(_ gate: RequestGate) { state = Mutex(gate) }
        func refusal(uri: String, origin: String?, upgrade: Bool) -> String? {
            state.withLock { $0.refusal(uri: uri, origin: origin, upgrade: upgrade) }
        }
    }

    /// Serves until cancelled; `running(port)` is called once it listens.
    public static func run(service: InspectorService, page: PageResources, token: AccessToken, host: String, port: Int,
                           refused: @escaping @Sendable (String) -> Void = { _ in },
                           running: @escaping @Sendable (Int) -> Void) async throws {
        let gate = Gate(RequestGate(token: token))
        let router = Router()
        router.add(middleware: TokenCheck(gate: gate))
        for (name, _) in PageResources.names {
            let path = name == "index.html" ? "/" : "/" + name
            // The page names its files with the token (`{{token}}` in index.html).
            let file = page.files[name]!
            let bytes = name == "index.html"
                ? Array(String(decoding: file.bytes, as: UTF8.self).replacingOccurrences(of: "{{token}}", with: token.value).utf8)
                : file.bytes
            router.get(RouterPath(stringLiteral: path)) { _, _ in
                Response(status: .ok, headers: [.contentType: file.type, .cacheControl: "no-store"],
                         body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
            }
        }
        router.get("/flow.yaml") { _, _ in
            guard let flow = await service.recordedFlow() else {
                return errorPage(.notFound, "nothing recorded yet: press Record, drive the server, then Stop")
            }
            return Response(status: .ok, headers: [.contentType: "application/yaml; charset=utf-8",
                                                   .contentDisposition: "attachment; filename=\"recorded-flow.yaml\""],
                            body: ResponseBody(byteBuffer: ByteBuffer(string: flow)))
        }
        router.get("/ws") { request, _ in
            errorPage(.badRequest, "/ws takes WebSocket upgrades from the inspector's page only")
        }
        router.get("**") { request, _ in errorPage(.notFound, "no page at \(request.uri.path)") }

        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade { request, _, _ in
                let uri = request.path ?? ""
                guard uri == "/ws" || uri.hasPrefix("/ws?") else { return .dontUpgrade }
                // Refused: HummingbirdWebSocket answers a refused upgrade with 400 and no body (the
                // browser shows no body for a failed WebSocket anyway); the reason goes to stderr.
                if let why = gate.refusal(uri: uri, origin: request.headerFields[.origin], upgrade: true) {
                    refused("prosc inspect: refused a WebSocket upgrade: \(why)")
                    return .dontUpgrade
                }
                return .upgrade([:]) { inbound, outbound, _ in
                    let (id, messages) = await service.join()
                    let writer = Task {
                        for await message in messages { try await outbound.write(.text(message)) }
                    }
                    defer { service.hub.leave(id); writer.cancel() }
                    for try await message in inbound.messages(maxSize: 1 << 22) {
                        guard case .text(let text) = message else {
                            service.hub.send(InspectorService.reply(.null, error: ["message": "send JSON text messages"]), to: id)
                            continue
                        }
                        service.hub.send(await service.handle(text), to: id)
                    }
                }
            },
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                gate.state.withLock { $0.serve(host: host, port: bound) }
                running(bound)
            },
            logger: Logger(label: "prosc-inspect", factory: { _ in SwiftLogNoOpLogHandler() }))
        try await app.run()
    }

    /// A plain error page: what went wrong, in words.
    static func errorPage(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: "prosc inspect: \(text)\n")))
    }

    /// The token on every request, and the `Origin` check on `/ws`.
    struct TokenCheck<Context: RequestContext>: RouterMiddleware {
        let gate: Gate
        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
            let upgrade = request.uri.path == "/ws" && request.headers[.upgrade]?.lowercased() == "websocket"
            if let why = gate.refusal(uri: request.uri.description, origin: request.headers[.origin], upgrade: upgrade) {
                return errorPage(.forbidden, why)
            }
            return try await next(request, context)
        }
    }
}
