import Synchronization

/// Prepared instantiations (issue 29): planning a scene — placeholders followed, relationship
/// and embed children found, properties mapped (`planInstantiation`) — gives the same plan
/// every time for the same catalog and configuration, so each scene is planned once and its
/// plan reused by every segue to it and every window made from it; the controllers made from
/// a plan share its prepared names and properties (`NodeInfo`, copied when one is changed).
/// A plan whose properties name a controller (which must exist when it is made) is never
/// kept. Shared by a hierarchy's copies and branches, which may run on several threads
/// (a lock); a hierarchy given a new catalog or configuration starts an empty one.
final class ScenePlans: Sendable {
    /// What was planned: a scene (a segue's destination), or a storyboard's scene by
    /// identifier (nil: its initial one).
    enum Key: Hashable, Sendable {
        case scene(storyboard: String, id: String)
        case initial(storyboard: String, identifier: String?)
    }

    private let plans = Mutex<[Key: [Hierarchy.PlannedScene]]>([:])

    subscript(key: Key) -> [Hierarchy.PlannedScene]? { plans.withLock { $0[key] } }

    /// Keeps `plan` for `key`, unless a property of it names a controller.
    func keep(_ plan: [Hierarchy.PlannedScene], for key: Key) {
        guard plan.allSatisfy({ $0.scene.properties.values.allSatisfy { !$0.namesController } }) else { return }
        plans.withLock { $0[key] = plan }
    }

    /// How many plans are kept (tests).
    var count: Int { plans.withLock { $0.count } }
}

extension PropertyValue {
    /// Whether the value is, or lists, a controller id (`vc12`): a property holding one
    /// checks that the controller exists (`Props.set`).
    var namesController: Bool {
        switch self {
        case .string(let s): VCID(wire: s) != nil
        case .strings(let list): list.contains { VCID(wire: $0) != nil }
        default: false
        }
    }
}
