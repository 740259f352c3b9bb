import ArgumentParser
import WireProtocol

/// `prosc nav …`: navigation controller methods.
struct NavigationCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nav", abstract: "Navigation controllers: push, instantiate-and-push, pop, pop-to, pop-to-root, set-view-controllers, swipe-back.",
        subcommands: [Push.self, InstantiateAndPush.self, Pop.self, PopTo.self, PopToRoot.self, SetViewControllers.self, SwipeBack.self],
        aliases: ["navigation"])

    struct Push: MethodCommand {
        static let method = MethodDescriptor.navPush
        static let configuration = CommandConfiguration.method(method, "push")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "nav"), completion: .param(method, "nav")) var nav: String
        @Option(help: .param(method, "vc"), completion: .param(method, "vc")) var vc: String
        @OptionGroup var transition: NavTransitionOptions
        func params(_ s: Session) async throws -> JSONObject {
            try await transition.params(s, nav: nav, ["vc": .string(try await s.controller(vc, window: transition.window))])
        }
    }

    /// `prosc nav swipe-back`: the user's back swipe (`nav.interactivePop`).
    struct SwipeBack: MethodCommand {
        static let method = MethodDescriptor.navInteractivePop
        static let configuration = CommandConfiguration.method(method, "swipe-back", aliases: ["interactive-pop"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "nav"), completion: .param(method, "nav")) var nav: String
        @Option(help: .param(method, "outcome"), completion: .param(method, "outcome")) var outcome: String?
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["nav": .string(try await s.controller(nav, window: window))]
            p.set("outcome", outcome)
            p.set("queue", queue)
            return p
        }
    }

    struct InstantiateAndPush: MethodCommand {
        static let method = MethodDescriptor.navInstantiateAndPush
        static let configuration = CommandConfiguration.method(method, "instantiate-and-push")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "nav"), completion: .param(method, "nav")) var nav: String
        @OptionGroup var scene: InstantiationOptions
        @OptionGroup var transition: NavTransitionOptions
        func params(_ s: Session) async throws -> JSONObject { try await transition.params(s, nav: nav, scene.params) }
    }

    struct Pop: MethodCommand {
        static let method = MethodDescriptor.navPop
        static let configuration = CommandConfiguration.method(method, "pop")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "nav"), completion: .param(method, "nav")) var nav: String
        @OptionGroup var transition: NavTransitionOptions
        func params(_ s: Session) async throws -> JSONObject { try await transition.params(s, nav: nav, [:]) }
    }

    struct PopTo: MethodCommand {
        static let method = MethodDescriptor.navPopTo
        static let configuration = CommandConfiguration.method(method, "pop-to")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "nav"), completion: .param(method, "nav")) var nav: String
        @Option(help: .param(method, "vc"), completion: .param(method, "vc")) var vc: String
        @OptionGroup var transition: NavTransitionOptions
        func params(_ s: Session) async throws -> JSONObject {
            try await transition.params(s, nav: nav, ["vc": .string(try await s.controller(vc, window: transition.window))])
        }
    }

    struct PopToRoot: MethodCommand {
        static let method = MethodDescriptor.navPopToRoot
        static let configuration = CommandConfiguration.method(method, "pop-to-root")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "nav"), completion: .param(method, "nav")) var nav: String
        @OptionGroup var transition: NavTransitionOptions
        func params(_ s: Session) async throws -> JSONObject { try await transition.params(s, nav: nav, [:]) }
    }

    struct SetViewControllers: MethodCommand {
        static let method = MethodDescriptor.navSetViewControllers
        static let configuration = CommandConfiguration.method(method, "set-view-controllers", aliases: ["set"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "nav"), completion: .param(method, "nav")) var nav: String
        @Option(parsing: .upToNextOption, help: .param(method, "vcs"), completion: .param(method, "vcs")) var vcs: [String]
        @OptionGroup var transition: NavTransitionOptions
        func params(_ s: Session) async throws -> JSONObject {
            var ids: [JSON] = []
            for vc in vcs { ids.append(.string(try await s.controller(vc, window: transition.window))) }
            return try await transition.params(s, nav: nav, ["vcs": .array(ids)])
        }
    }
}

/// `--animated`, `--queue` and the name scope shared by the `nav.*` commands.
struct NavTransitionOptions: ParsableArguments {
    @Option(help: .param(.navPush, "animated"), completion: .param(.navPush, "animated")) var animated: Bool?
    @Option(help: .param(.navPush, "queue"), completion: .param(.navPush, "queue")) var queue: BoolOrString?
    @Option(help: .windowScope, completion: .windows) var window: String?

    func params(_ s: Session, nav: String, _ extra: JSONObject) async throws -> JSONObject {
        var p: JSONObject = ["nav": .string(try await s.controller(nav, window: window))]
        for (k, v) in extra { p[k] = v }
        p.set("animated", animated)
        p.set("queue", queue)
        return p
    }
}

/// `prosc tab select`, `prosc tab tap`, `prosc tab tap-more`.
struct TabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tab", abstract: "Tab bar controllers: select (code), set-view-controllers, tap and tap-more (a user).",
        subcommands: [Select.self, SetViewControllers.self, Tap.self, TapMore.self])

    struct Select: MethodCommand {
        static let method = MethodDescriptor.tabSelect
        static let configuration = CommandConfiguration.method(method, "select")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "tab"), completion: .param(method, "tab")) var tab: String
        @Option(help: .param(method, "index"), completion: .param(method, "index")) var index: Int
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["tab": .string(try await s.controller(tab, window: window)), "index": .number(Double(index))]
            p.set("queue", queue)
            return p
        }
    }

    struct SetViewControllers: MethodCommand {
        static let method = MethodDescriptor.tabSetViewControllers
        static let configuration = CommandConfiguration.method(method, "set-view-controllers", aliases: ["set"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "tab"), completion: .param(method, "tab")) var tab: String
        @Option(help: .param(method, "vcs"), completion: .param(method, "vcs")) var vcs: [String]
        @Option(help: .param(method, "animated"), completion: .param(method, "animated")) var animated: Bool?
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var ids: [JSON] = []
            for v in vcs { ids.append(.string(try await s.controller(v, window: window))) }
            var p: JSONObject = ["tab": .string(try await s.controller(tab, window: window)), "vcs": .array(ids)]
            p.set("animated", animated)
            p.set("queue", queue)
            return p
        }
    }

    struct Tap: MethodCommand {
        static let method = MethodDescriptor.tabTap
        static let configuration = CommandConfiguration.method(method, "tap")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "tab"), completion: .param(method, "tab")) var tab: String
        @Option(help: .param(method, "index"), completion: .param(method, "index")) var index: Int
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["tab": .string(try await s.controller(tab, window: window)), "index": .number(Double(index))]
            p.set("queue", queue)
            return p
        }
    }

    struct TapMore: MethodCommand {
        static let method = MethodDescriptor.tabTapMore
        static let configuration = CommandConfiguration.method(method, "tap-more")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "tab"), completion: .param(method, "tab")) var tab: String
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        @Option(help: .windowScope, completion: .windows) var window: String?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["tab": .string(try await s.controller(tab, window: window))]
            p.set("queue", queue)
            return p
        }
    }
}
