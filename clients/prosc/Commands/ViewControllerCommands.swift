import ArgumentParser
import HierarchyNaming
import ProsceniumClient
import WireProtocol

/// `prosc vc …`: every `vc.*` method. Controller options take an id, or a storyboard
/// identifier or title (within `--window` when given).
struct ViewControllerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vc", abstract: "View controllers: instantiate, create, get, set, present, dismiss, show, containment, appearance.",
        subcommands: [
            Instantiate.self, Create.self, Get.self, Set.self, Present.self, InstantiateAndPresent.self, Dismiss.self, PullDown.self, Show.self, ShowDetail.self,
            InstantiateAndShow.self, InstantiateAndShowDetail.self,
            AddChild.self, RemoveFromParent.self, AddView.self, Transition.self,
            BeginAppearanceTransition.self, EndAppearanceTransition.self, SegueCommand.List.self,
        ], aliases: ["controller"])

    struct Instantiate: MethodCommand {
        static let method = MethodDescriptor.vcInstantiate
        static let configuration = CommandConfiguration.method(method, "instantiate", aliases: ["new"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "storyboard"), completion: .param(method, "storyboard")) var storyboard: String
        @Option(help: .param(method, "identifier"), completion: .param(method, "identifier")) var identifier: String?
        func params(_ s: Session) async throws -> JSONObject {
            InstantiationParams.make(storyboard: storyboard, identifier: identifier)
        }
        func human(_ result: JSON, _ s: Session) async throws -> String? {
            let r = try Instantiated(result: result, context: "vc.instantiate")
            return r.vc + "\n" + TreeText.node(r.tree, indent: 1)
        }
    }

    struct Create: MethodCommand {
        static let method = MethodDescriptor.vcCreate
        static let configuration = CommandConfiguration.method(method, "create")
        @OptionGroup var global: GlobalOptions
        @Option(name: .customLong("class"), help: .param(method, "class"), completion: .param(method, "class")) var className: String = "UIViewController"
        @Option(help: .param(method, "title"), completion: .param(method, "title")) var title: String?
        @Option(help: .param(method, "properties", "JSON object"), completion: .param(method, "properties")) var properties: String?
        @Option(help: ArgumentHelp("One property as key=value (value parsed as JSON if it can be); repeatable.", valueName: "key=value"))
        var property: [String] = []
        @Option(parsing: .upToNextOption, help: .param(method, "children"), completion: .param(method, "children")) var children: [String] = []
        @Option(help: .windowScope, completion: .windows) var window: String?
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["class": .string(className)]
            p.set("title", title)
            p.set("queue", queue)
            p.set("properties", try JSONArgument.properties(property, into: try JSONArgument.object(properties, option: "properties")))
            if !children.isEmpty {
                var ids: [String] = []
                for c in children { ids.append(try await s.controller(c, window: window)) }
                p.set("children", ids)
            }
            return p
        }
    }

    struct Get: MethodCommand {
        static let method = MethodDescriptor.vcGet
        static let configuration = CommandConfiguration.method(method, "get")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "vc"), completion: .param(method, "vc")) var vc: String
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject { ["vc": .string(try await s.controller(vc, window: window))] }
    }

    struct Set: MethodCommand {
        static let method = MethodDescriptor.vcSet
        static let configuration = CommandConfiguration.method(method, "set")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "vc"), completion: .param(method, "vc")) var vc: String
        @Option(help: .param(method, "properties", "JSON object"), completion: .param(method, "properties")) var properties: String?
        @Option(help: ArgumentHelp("One property as key=value (value parsed as JSON if it can be); repeatable.", valueName: "key=value"))
        var property: [String] = []
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            guard let props = try JSONArgument.properties(property, into: try JSONArgument.object(properties, option: "properties")) else {
                throw ProscFailure.usage("give --properties JSON or --property key=value")
            }
            var p: JSONObject = ["vc": .string(try await s.controller(vc, window: window)), "properties": .object(props)]
            p.set("queue", queue)
            return p
        }
    }

    struct Present: MethodCommand {
        static let method = MethodDescriptor.vcPresent
        static let configuration = CommandConfiguration.method(method, "present")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "presenter"), completion: .param(method, "presenter")) var presenter: String
        @Option(help: .param(method, "vc"), completion: .param(method, "vc")) var vc: String
        @Option(help: .param(method, "animated"), completion: .param(method, "animated")) var animated: Bool?
        @Option(help: .param(method, "style"), completion: .param(method, "style")) var style: String?
        @Option(help: .param(method, "transition"), completion: .param(method, "transition")) var transition: String?
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            PresentParams.make(
                presenter: try await s.controller(presenter, window: window), ["vc": .string(try await s.controller(vc, window: window))],
                animated: animated, style: style, transition: transition, queue: queue)
        }
    }

    struct InstantiateAndPresent: MethodCommand {
        static let method = MethodDescriptor.vcInstantiateAndPresent
        static let configuration = CommandConfiguration.method(method, "instantiate-and-present")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "presenter"), completion: .param(method, "presenter")) var presenter: String
        @OptionGroup var scene: InstantiationOptions
        @Option(help: .param(method, "animated"), completion: .param(method, "animated")) var animated: Bool?
        @Option(help: .param(method, "style"), completion: .param(method, "style")) var style: String?
        @Option(help: .param(method, "transition"), completion: .param(method, "transition")) var transition: String?
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            PresentParams.make(
                presenter: try await s.controller(presenter, window: window), scene.params,
                animated: animated, style: style, transition: transition, queue: queue)
        }
    }

    struct Dismiss: MethodCommand {
        static let method = MethodDescriptor.vcDismiss
        static let configuration = CommandConfiguration.method(method, "dismiss")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "vc"), completion: .param(method, "vc")) var vc: String
        @Option(help: .param(method, "animated"), completion: .param(method, "animated")) var animated: Bool?
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["vc": .string(try await s.controller(vc, window: window))]
            p.set("animated", animated)
            p.set("queue", queue)
            return p
        }
    }

    /// `prosc vc pull-down`: the user pulling a sheet down (`vc.interactiveDismiss`).
    struct PullDown: MethodCommand {
        static let method = MethodDescriptor.vcInteractiveDismiss
        static let configuration = CommandConfiguration.method(method, "pull-down", aliases: ["interactive-dismiss"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "vc"), completion: .param(method, "vc")) var vc: String
        @Option(help: .param(method, "outcome"), completion: .param(method, "outcome")) var outcome: String?
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["vc": .string(try await s.controller(vc, window: window))]
            p.set("outcome", outcome)
            p.set("queue", queue)
            return p
        }
    }

    struct Show: MethodCommand {
        static let method = MethodDescriptor.vcShow
        static let configuration = CommandConfiguration.method(method, "show")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var shown: ShownController
        @OptionGroup var options: ShowOptions
        func params(_ s: Session) async throws -> JSONObject { try await options.params(s, try await shown.params(s, options)) }
    }

    struct ShowDetail: MethodCommand {
        static let method = MethodDescriptor.vcShowDetail
        static let configuration = CommandConfiguration.method(method, "show-detail")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var shown: ShownController
        @OptionGroup var options: ShowOptions
        func params(_ s: Session) async throws -> JSONObject { try await options.params(s, try await shown.params(s, options)) }
    }

    struct InstantiateAndShow: MethodCommand {
        static let method = MethodDescriptor.vcInstantiateAndShow
        static let configuration = CommandConfiguration.method(method, "instantiate-and-show")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var scene: InstantiationOptions
        @OptionGroup var options: ShowOptions
        func params(_ s: Session) async throws -> JSONObject { try await options.params(s, scene.params) }
    }

    struct InstantiateAndShowDetail: MethodCommand {
        static let method = MethodDescriptor.vcInstantiateAndShowDetail
        static let configuration = CommandConfiguration.method(method, "instantiate-and-show-detail")
        @OptionGroup var global: GlobalOptions
        @OptionGroup var scene: InstantiationOptions
        @OptionGroup var options: ShowOptions
        func params(_ s: Session) async throws -> JSONObject { try await options.params(s, scene.params) }
    }

    struct AddChild: MethodCommand {
        static let method = MethodDescriptor.vcAddChild
        static let configuration = CommandConfiguration.method(method, "add-child")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "parent"), completion: .param(method, "parent")) var parent: String
        @Option(help: .param(method, "child"), completion: .param(method, "child")) var child: String
        @Option(parsing: .upToNextOption, help: .param(method, "steps"), completion: .param(method, "steps")) var steps: [String] = []
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = [
                "parent": .string(try await s.controller(parent, window: window)),
                "child": .string(try await s.controller(child, window: window)),
            ]
            p.set("steps", steps.isEmpty ? nil : steps)
            p.set("queue", queue)
            return p
        }
    }

    struct RemoveFromParent: MethodCommand {
        static let method = MethodDescriptor.vcRemoveFromParent
        static let configuration = CommandConfiguration.method(method, "remove-from-parent")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "vc"), completion: .param(method, "vc")) var vc: String
        @Option(parsing: .upToNextOption, help: .param(method, "steps"), completion: .param(method, "steps")) var steps: [String] = []
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["vc": .string(try await s.controller(vc, window: window))]
            p.set("steps", steps.isEmpty ? nil : steps)
            p.set("queue", queue)
            return p
        }
    }

    struct AddView: MethodCommand {
        static let method = MethodDescriptor.vcAddView
        static let configuration = CommandConfiguration.method(method, "add-view")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "vc"), completion: .param(method, "vc")) var vc: String
        @Option(help: .param(method, "into"), completion: .param(method, "into")) var into: String
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = [
                "vc": .string(try await s.controller(vc, window: window)),
                "into": .string(try await s.controller(into, window: window)),
            ]
            p.set("queue", queue)
            return p
        }
    }

    struct Transition: MethodCommand {
        static let method = MethodDescriptor.vcTransition
        static let configuration = CommandConfiguration.method(method, "transition")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "parent"), completion: .param(method, "parent")) var parent: String
        @Option(help: .param(method, "from"), completion: .param(method, "from")) var from: String
        @Option(help: .param(method, "to"), completion: .param(method, "to")) var to: String
        @Option(help: .param(method, "duration"), completion: .param(method, "duration")) var duration: Double?
        @Option(help: .param(method, "animated"), completion: .param(method, "animated")) var animated: Bool?
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = [
                "parent": .string(try await s.controller(parent, window: window)),
                "from": .string(try await s.controller(from, window: window)),
                "to": .string(try await s.controller(to, window: window)),
            ]
            p.set("duration", duration)
            p.set("animated", animated)
            p.set("queue", queue)
            return p
        }
    }

    struct BeginAppearanceTransition: MethodCommand {
        static let method = MethodDescriptor.vcBeginAppearanceTransition
        static let configuration = CommandConfiguration.method(method, "begin-appearance-transition", aliases: ["begin-appearance"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "vc"), completion: .param(method, "vc")) var vc: String
        @Option(help: .param(method, "appearing"), completion: .param(method, "appearing")) var appearing: Bool
        @Option(help: .param(method, "animated"), completion: .param(method, "animated")) var animated: Bool
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = [
                "vc": .string(try await s.controller(vc, window: window)),
                "appearing": .bool(appearing), "animated": .bool(animated),
            ]
            p.set("queue", queue)
            return p
        }
    }

    struct EndAppearanceTransition: MethodCommand {
        static let method = MethodDescriptor.vcEndAppearanceTransition
        static let configuration = CommandConfiguration.method(method, "end-appearance-transition", aliases: ["end-appearance"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "vc"), completion: .param(method, "vc")) var vc: String
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["vc": .string(try await s.controller(vc, window: window))]
            p.set("queue", queue)
            return p
        }
    }
}

/// `--vc` of `vc.show` and `vc.showDetail`: the existing controller shown.
struct ShownController: ParsableArguments {
    @Option(help: .param(.vcShow, "vc"), completion: .param(.vcShow, "vc")) var vc: String

    /// `["vc": id]`, the name resolved within `options`' `--window`.
    func params(_ s: Session, _ options: ShowOptions) async throws -> JSONObject {
        ["vc": .string(try await s.controller(vc, window: options.window))]
    }
}

/// The options `vc.show`, `vc.showDetail` and their instantiating forms share: all but what is shown.
struct ShowOptions: ParsableArguments {
    @Option(help: .param(.vcShow, "from"), completion: .param(.vcShow, "from")) var from: String
    @Option(help: .param(.vcShow, "animated"), completion: .param(.vcShow, "animated")) var animated: Bool?
    @Option(help: .param(.vcShow, "queue"), completion: .param(.vcShow, "queue")) var queue: BoolOrString?
    @Option(help: .windowScope, completion: .windows) var window: String?

    /// `subject` names what is shown: `["vc": id]`, or an instantiation's params.
    func params(_ s: Session, _ subject: JSONObject) async throws -> JSONObject {
        var p = subject
        p["from"] = .string(try await s.controller(from, window: window))
        p.set("animated", animated)
        p.set("queue", queue)
        return p
    }
}

/// `--storyboard` and `--identifier` of the commands that instantiate a scene and use it in
/// one request (`vc instantiate-and-present`, `nav instantiate-and-push`, `vc instantiate-and-show`, …).
struct InstantiationOptions: ParsableArguments {
    @Option(help: .param(.vcInstantiate, "storyboard"), completion: .param(.vcInstantiate, "storyboard")) var storyboard: String
    @Option(help: .param(.vcInstantiate, "identifier"), completion: .param(.vcInstantiate, "identifier")) var identifier: String?

    var params: JSONObject { InstantiationParams.make(storyboard: storyboard, identifier: identifier) }
}

/// `vc.present`'s and `vc.instantiateAndPresent`'s params, shared by `prosc vc present`,
/// `prosc vc instantiate-and-present` and the `prosc present` shortcut.
enum PresentParams {
    /// `subject` names what is presented: `["vc": id]`, or an instantiation's params.
    static func make(presenter: String, _ subject: JSONObject, animated: Bool?, style: String?, transition: String?,
                     queue: BoolOrString?) -> JSONObject {
        var p: JSONObject = ["presenter": .string(presenter)]
        for (key, value) in subject { p[key] = value }
        p.set("animated", animated)
        p.set("style", style)
        p.set("transition", transition)
        p.set("queue", queue)
        return p
    }
}

/// The `storyboard` and `identifier?` of a method that instantiates (`vc.instantiate`,
/// `vc.instantiateAndPresent`, `nav.instantiateAndPush`, `vc.instantiateAndShow`,
/// `vc.instantiateAndShowDetail`).
enum InstantiationParams {
    static func make(storyboard: String, identifier: String?) -> JSONObject {
        var p: JSONObject = ["storyboard": .string(storyboard)]
        p.set("identifier", identifier)
        return p
    }
}
