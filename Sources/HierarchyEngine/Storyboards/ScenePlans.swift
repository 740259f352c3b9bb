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

    private struct State {
        var plans: [Key: [Hierarchy.PlannedScene]] = [:]
        /// `StoryboardCatalog.numberedScenes` by scene (made when first asked for).
        var numbers: [Key: Int]?
    }
    private let state = Mutex(State())

    subscript(key: Key) -> [Hierarchy.PlannedScene]? { state.withLock { $0.plans[key] } }

    /// Keeps `plan` for `key`, unless a property of it names a controller.
    func keep(_ plan: [Hierarchy.PlannedScene], for key: Key) {
        guard plan.allSatisfy({ $0.scene.properties.values.allSatisfy { !$0.namesController } }) else { return }
        state.withLock { $0.plans[key] = plan }
    }

    /// The number of scene `id` of `storyboard` in `catalog.numberedScenes` (the catalog these
    /// plans are for), nil when it has none.
    func number(storyboard: String, scene id: String, in catalog: StoryboardCatalog) -> Int? {
        state.withLock { state in
            if state.numbers == nil {
                var numbers: [Key: Int] = [:]
                for (i, s) in catalog.numberedScenes.enumerated() { numbers[.scene(storyboard: s.storyboard, id: s.scene)] = i }
                state.numbers = numbers
            }
            return state.numbers![.scene(storyboard: storyboard, id: id)]
        }
    }

    /// How many plans are kept (tests).
    var count: Int { state.withLock { $0.plans.count } }
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
