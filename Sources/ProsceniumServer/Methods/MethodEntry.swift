import EngineRequests
import HierarchyEngine
import WireProtocol

/// The server's side of one method: its descriptor (name, params, target, whether it mutates)
/// and what it does, as a pure function the dispatcher calls once the params are validated and
/// the target resolved. Families declare their entries in `Entries/`; `ServerMethods` lines
/// them up with `MethodTable.all`. A class: the dispatcher takes one entry per request, and a
/// reference is one retain where the struct's copy retained each of its fields.
final class MethodEntry: Sendable {
    let descriptor: MethodDescriptor
    let handler: MethodHandler

    /// A mutation both proscd and the explorer perform (`MutationRequests`): kept as it is, so
    /// that the dispatcher calls its operation's builder directly (wrapped in a closure over
    /// `Arguments`, each request made one indirect call more and copied the arguments).
    init(_ request: MutationRequest, result: ResultStyle = .standard) {
        self.descriptor = request.descriptor
        self.handler = .request(request, result)
    }

    /// A mutation: decoded arguments → the engine operation, run by the target window's
    /// coordinator; `result` says how the reply shows the engine's answer.
    init(_ descriptor: MethodDescriptor, result: ResultStyle = .standard,
         mutation: @escaping @Sendable (Arguments) throws(RPCError) -> Operation) {
        precondition(descriptor.mutates, "\(descriptor.name): a mutation entry for a query descriptor")
        self.descriptor = descriptor
        self.handler = .mutation(mutation, result)
    }

    /// A query: answered at once from a read-only view of the hierarchy (under the engine lock).
    init(_ descriptor: MethodDescriptor,
         query: @escaping @Sendable (Arguments, borrowing Hierarchy, QueryContext) throws(RPCError) -> QueryAnswer) {
        self.descriptor = descriptor
        self.handler = .query(query)
    }

    /// A session method: validated arguments → what the shell does for the connection or the
    /// server (say hello, subscribe, load a storyboard, shut down…).
    init(_ descriptor: MethodDescriptor, session: @escaping @Sendable (Arguments) throws(RPCError) -> SessionAction) {
        self.descriptor = descriptor
        self.handler = .session(session)
    }
}

/// The three shapes of handler.
enum MethodHandler: Sendable {
    case mutation(@Sendable (Arguments) throws(RPCError) -> Operation, ResultStyle)
    /// A mutation shared with the explorer, whose operation reads the arguments' values only.
    case request(MutationRequest, ResultStyle)
    case query(@Sendable (Arguments, borrowing Hierarchy, QueryContext) throws(RPCError) -> QueryAnswer)
    case session(@Sendable (Arguments) throws(RPCError) -> SessionAction)
}

/// How a mutation's reply shows the engine's `OperationResult`.
enum ResultStyle: Sendable {
    /// One wire shape per engine answer (`ResultEncoding.write`).
    case standard
    /// `{vc, tree}`: the new controller and its tree (`vc.instantiate`).
    case controllerWithTree
}

/// A query's answer: a result to write into the response (`ResultEncoding`'s, through a
/// `ResultWriter`), or a result already encoded (a cached tree).
enum QueryAnswer {
    case result(ResultEncoding.Body)
    case encoded([UInt8])
}

/// What queries may read beside the hierarchy: the server's figures, the files storyboards
/// were loaded from, and the tree cache.
struct QueryContext {
    /// `server.stats`' figures, gathered when asked.
    let figures: () -> ServerFigures
    /// The file a storyboard was loaded from (nil: sent inline, or unknown).
    let storyboardPath: (String) -> String?
    let treeCache: TreeCache
}

/// The shell's own figures for `server.stats`.
struct ServerFigures {
    var clients: Int
    var eventsSent: Int
    var eventsDropped: Int
    var seq: Int
    var subscriptions: Int
    var uptimeMillis: Double
    var outboundBytes: Int
    var state: (writes: Int, failures: Int, restoredControllers: Int, restoreEvents: Int)?
}

/// What a session method asks of the shell.
enum SessionAction {
    /// Answer at once with the result `ResultEncoding` writes.
    case reply(ResultEncoding.Body)
    /// Name the connection and set its role; answer with the session.
    /// `expectedIOS`: the version the client expects (refused when the server runs another).
    case hello(client: String, role: Connection.Role, expectedIOS: Int?)
    case subscribe(SubscriptionRequest)
    case unsubscribe(String)
    /// Deliver every event issued so far, then answer `{seq}`.
    case sync
    /// Answer, then shut the server down.
    case shutdown
    case loadStoryboard(StoryboardSource)
}

/// `events.subscribe`'s arguments.
struct SubscriptionRequest {
    var windows: Set<WindowID>?
    var names: Set<String>?
    var snapshot: Bool
    var restoration: Bool
    /// `requests: true`: also report other connections' mutating requests (RequestReports).
    var requests = false
}

/// Where `storyboard.load` reads a storyboard from.
enum StoryboardSource {
    /// A file inside the storyboard directory; `name` defaults to the file's base name.
    case path(String, name: String?)
    /// XML sent inline.
    case xml([UInt8], name: String)
}
