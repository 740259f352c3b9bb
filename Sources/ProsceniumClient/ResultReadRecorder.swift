import Synchronization
import WireProtocol

/// Test support: which members of each result object the typed decoders asked for, so that a
/// test can find what the server sends and no Swift type reads (ResultShapeTests).
///
/// Inside `recording(_:)`, each typed call of `ProsceniumConnection` decodes its answer with
/// readers that note here every object they read (where it sits, its members as sent) and every
/// member asked for, nested objects and arrays of objects included. Outside, nothing is noted:
/// the typed call reads the task-local `current` once and finds nil, and its readers check a nil
/// recorder per member.
public final class ResultReadRecorder: Sendable {
    /// One object a `ResultReader` read.
    public struct ObjectRead: Sendable, Equatable {
        /// Where it sits in the answer: the method (`vc.get`), then `.member` and `[index]`
        /// (`tree.windows[0].root.children[1]`).
        public var context: String
        /// The Swift type it was decoded as, when a reader's `object`/`array` or a typed call
        /// named it (nil for a reader made by hand).
        public var type: String?
        /// Its members as the server sent them.
        public var object: JSONObject
        /// The members the decoder asked for, present or not.
        public var asked: Set<String>
        /// Members kept as sent (`ResultReader.value`): their contents are not read member by member.
        public var keptWhole: Set<String>

        /// Members the server sent that the decoder never asked for, in the answer's order.
        public var unread: [String] { object.keys.filter { !asked.contains($0) } }
    }

    private struct State {
        var objects: [ObjectRead] = []
        /// Types named for contexts whose reader is not made yet.
        var pendingTypes: [String: String] = [:]
    }

    private let state = Mutex(State())

    /// The recorder of the current task's `recording`, if any.
    @TaskLocal public static var current: ResultReadRecorder?

    public init() {}

    /// Runs `body` with this recorder as `current`: the typed calls it makes record here.
    public func recording<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        try await Self.$current.withValue(self, operation: body)
    }

    /// Every object read so far, in the order their readers were made (an answer's top-level
    /// object before the objects inside it).
    public var objects: [ObjectRead] { state.withLock { $0.objects } }

    /// Forgets what was recorded.
    public func reset() { state.withLock { $0 = State() } }

    /// Notes that the object at `context` is decoded as `type`.
    func name(_ context: String, _ type: String) {
        state.withLock { $0.pendingTypes[context] = type }
    }

    /// Notes a new object; returns its entry for `note`.
    func begin(context: String, object: JSONObject) -> Int {
        state.withLock { s in
            let type = s.pendingTypes.removeValue(forKey: context)
            s.objects.append(ObjectRead(context: context, type: type, object: object, asked: [], keptWhole: []))
            return s.objects.count - 1
        }
    }

    func note(_ key: String, of entry: Int) {
        state.withLock { _ = $0.objects[entry].asked.insert(key) }
    }

    func noteKeptWhole(_ key: String, of entry: Int) {
        state.withLock { s in
            s.objects[entry].asked.insert(key)
            s.objects[entry].keptWhole.insert(key)
        }
    }
}
