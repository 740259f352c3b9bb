import ArgumentParser
import HierarchyNaming
import ProsceniumClient
import WireProtocol

/// `prosc present --window w1 --from Home Settings`: present a controller by name; a name
/// that is not an id is instantiated from a storyboard first (the presenter's, or --storyboard).
struct PresentShortcut: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "present", abstract: "Present a controller, instantiating it from a storyboard when named (vc.instantiateAndPresent: a refused presentation instantiates nothing).",
        discussion: """
            CONTROLLER is an id (vc7) or a storyboard identifier, instantiated from --storyboard \
            or else from the presenter's storyboard. --from takes an id, storyboard identifier or title.
            """)
    @OptionGroup var global: GlobalOptions
    @Option(help: .windowScope, completion: .windows) var window: String?
    @Option(help: "The presenting controller: an id, storyboard identifier or title.", completion: .controllers) var from: String
    @Argument(help: "The controller to present: an id or a storyboard identifier.", completion: .sceneIdentifiers) var controller: String
    @Option(help: "The storyboard to instantiate CONTROLLER from (default: the presenter's).", completion: .storyboards) var storyboard: String?
    @Option(help: .param(.vcPresent, "animated"), completion: .param(.vcPresent, "animated")) var animated: Bool?
    @Option(help: .param(.vcPresent, "style"), completion: .param(.vcPresent, "style")) var style: String?
    @Option(help: .param(.vcPresent, "transition"), completion: .param(.vcPresent, "transition")) var transition: String?
    @Option(help: .param(.vcPresent, "queue"), completion: .param(.vcPresent, "queue")) var queue: BoolOrString?

    func run() async throws {
        try await Session.run(global) { s in
            let presenter = try await s.controller(from, window: window)
            let subject = try await ShortcutSubject.resolve(controller, storyboard: storyboard, anchor: presenter, s)
            var params: JSONObject = ["presenter": .string(presenter)]
            for (key, value) in subject.params { params[key] = value }
            params.set("animated", animated)
            params.set("style", style)
            params.set("transition", transition)
            params.set("queue", queue)
            let result = try await s.call(subject.instantiates ? "vc.instantiateAndPresent" : "vc.present", params)
            try await s.output(result) {
                let r = try Presented(result: result, context: "vc.present")
                return "\(r.vc) presented by \(r.presenter) (\(r.style))"
            }
        }
    }
}

/// `prosc dismiss CONTROLLER`: dismiss by id or name.
struct DismissShortcut: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dismiss", abstract: "Dismiss what a controller presents, or the controller itself (vc.dismiss).")
    @OptionGroup var global: GlobalOptions
    @Option(help: .windowScope, completion: .windows) var window: String?
    @Argument(help: "An id, storyboard identifier or title.", completion: .controllers) var controller: String
    @Option(help: .param(.vcDismiss, "animated"), completion: .param(.vcDismiss, "animated")) var animated: Bool?
    @Option(help: .param(.vcDismiss, "queue"), completion: .param(.vcDismiss, "queue")) var queue: BoolOrString?

    func run() async throws {
        try await Session.run(global) { s in
            var p: JSONObject = ["vc": .string(try await s.controller(controller, window: window))]
            p.set("animated", animated)
            p.set("queue", queue)
            let result = try await s.call("vc.dismiss", p)
            try await s.output(result) { HumanOutput.text(result) }
        }
    }
}

/// `prosc push --nav NAV CONTROLLER`: push by id, or by storyboard identifier (instantiated in
/// the same request, so a refused push instantiates nothing).
struct PushShortcut: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "push", abstract: "Push a controller, instantiating it from a storyboard when named (nav.instantiateAndPush: a refused push instantiates nothing).",
        discussion: """
            CONTROLLER is an id (vc7) or a storyboard identifier, instantiated from --storyboard \
            or else from the navigation controller's storyboard. --nav takes an id, storyboard identifier or title.
            """)
    @OptionGroup var global: GlobalOptions
    @Option(help: "The navigation controller: an id, storyboard identifier or title.", completion: .controllers) var nav: String
    @Argument(help: "The controller to push: an id or a storyboard identifier.", completion: .sceneIdentifiers) var controller: String
    @Option(help: "The storyboard to instantiate CONTROLLER from (default: the navigation controller's).", completion: .storyboards) var storyboard: String?
    @Option(help: .param(.navPush, "animated"), completion: .param(.navPush, "animated")) var animated: Bool?
    @Option(help: .param(.navPush, "queue"), completion: .param(.navPush, "queue")) var queue: BoolOrString?
    @Option(help: .windowScope, completion: .windows) var window: String?

    func run() async throws {
        try await Session.run(global) { s in
            let navID = try await s.controller(nav, window: window)
            let subject = try await ShortcutSubject.resolve(controller, storyboard: storyboard, anchor: navID, s)
            var params: JSONObject = ["nav": .string(navID)]
            for (key, value) in subject.params { params[key] = value }
            params.set("animated", animated)
            params.set("queue", queue)
            let result = try await s.call(subject.instantiates ? "nav.instantiateAndPush" : "nav.push", params)
            let vc = result["vc"]?.stringValue ?? controller
            try await s.output(result) { "\(vc) pushed on \(navID)" }
        }
    }
}

/// CONTROLLER of `prosc present` and `prosc push`: an id, or a storyboard identifier the server
/// instantiates in the same request as the action, so that a refused action instantiates nothing.
struct ShortcutSubject {
    /// `["vc": id]`, or the instantiation's `storyboard` and `identifier`.
    var params: JSONObject
    var instantiates: Bool

    /// `controller` named beside `anchor` (the presenter, the navigation controller): an id as it
    /// is; a storyboard identifier instantiated from `storyboard`, else from `anchor`'s storyboard.
    static func resolve(_ controller: String, storyboard: String?, anchor: String, _ s: Session) async throws -> ShortcutSubject {
        if ControllerResolver.isID(controller) { return ShortcutSubject(params: ["vc": .string(controller)], instantiates: false) }
        var source = storyboard
        if source == nil { source = try await s.connection.controller(anchor).storyboard }
        guard let source else {
            throw ProscFailure.usage("\(anchor) is not from a storyboard; give --storyboard to instantiate '\(controller)'")
        }
        return ShortcutSubject(params: ["storyboard": .string(source), "identifier": .string(controller)], instantiates: true)
    }
}

/// `prosc pop NAV`.
struct PopShortcut: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pop", abstract: "Pop the top controller of a navigation controller (nav.pop).")
    @OptionGroup var global: GlobalOptions
    @Option(help: .windowScope, completion: .windows) var window: String?
    @Argument(help: "The navigation controller: an id, storyboard identifier or title.", completion: .controllers) var nav: String
    @Option(help: .param(.navPop, "animated"), completion: .param(.navPop, "animated")) var animated: Bool?

    func run() async throws {
        try await Session.run(global) { s in
            var p: JSONObject = ["nav": .string(try await s.controller(nav, window: window))]
            p.set("animated", animated)
            let result = try await s.call("nav.pop", p)
            try await s.output(result) { HumanOutput.text(result) }
        }
    }
}
