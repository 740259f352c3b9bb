import HierarchyEngine
import WireProtocol

/// Engine events → the `params` of PROTOCOL.md's `event` notification (minus the
/// per-subscriber `subscription`, `seq` and `windowSeq`, added at delivery).
enum EventEncoding {
    static func pending(_ event: EngineEvent, time: Double) -> PendingEvent {
        var members: [(key: String, value: JSON)] = []
        members.reserveCapacity(10)
        members.append(("window", event.window.map { .string($0.description) } ?? .null))
        members.append(("time", .number(time)))
        if let vc = event.vc { members.append(("vc", .string(vc.description))) }
        members.append(("name", .string(event.kind.name)))
        appendDetails(event.kind, to: &members)
        var writer = JSONWriter()
        writer.write(.object(JSONObject(members)))
        var body = writer.bytes
        // Strip the braces: the loop thread writes the object's head itself.
        body.removeFirst()
        body.removeLast()
        return PendingEvent(window: event.window, name: event.kind.name, body: body)
    }

    private static func appendDetails(_ kind: EngineEvent.Kind, to m: inout [(key: String, value: JSON)]) {
        switch kind {
        case .viewWillAppear(let a), .viewDidAppear(let a), .viewWillDisappear(let a), .viewDidDisappear(let a):
            m.append(("animated", .bool(a.animated)))
            m.append(("isBeingPresented", .bool(a.isBeingPresented)))
            m.append(("isBeingDismissed", .bool(a.isBeingDismissed)))
            m.append(("isMovingToParent", .bool(a.isMovingToParent)))
            m.append(("isMovingFromParent", .bool(a.isMovingFromParent)))
        case .willMoveToParent(let parent), .didMoveToParent(let parent):
            m.append(("parent", ResultEncoding.id(parent)))
        case .prepareForSegue(let identifier, let segue, let destination, let kind, let segueClass):
            m.append(("identifier", identifier.map(JSON.string) ?? .null))
            m.append(("segue", .string(segue)))
            m.append(("destination", ResultEncoding.id(destination)))
            m.append(("kind", .string(kind)))
            if let segueClass { m.append(("segueClass", .string(segueClass))) }
        case .shouldPerformSegue(let identifier, let segue, let result):
            m.append(("identifier", identifier.map(JSON.string) ?? .null))
            m.append(("segue", .string(segue)))
            m.append(("result", .bool(result)))
        case .presentationCompleted(let presenter):
            m.append(("presenter", .string(presenter.description)))
        case .traitCollectionDidChange(let traits):
            m.append(("traits", ResultEncoding.traits(traits)))
        case .viewWillTransitionToSize(let width, let height, let orientation):
            m.append(("width", .number(width)))
            m.append(("height", .number(height)))
            m.append(("orientation", .string(orientation.rawValue)))
        case .unwindAction(let action, let source):
            m.append(("action", .string(action)))
            m.append(("source", .string(source.description)))
        case .decodeRestorableState(let restorationIdentifier):
            m.append(("restorationIdentifier", .string(restorationIdentifier)))
        case .screenDidConnect(let s), .screenDidDisconnect(let s):
            m.append(("screen", .string(s.description)))
        case .viewDidLoad, .dismissalCompleted, .didReceiveMemoryWarning, .applicationFinishedRestoringState,
             .windowDidBecomeKey:
            break
        }
    }
}
