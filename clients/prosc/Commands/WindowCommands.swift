import ArgumentParser
import ProsceniumClient
import WireProtocol

/// `prosc window …`: create, inspect, re-root, make key, change traits, destroy windows.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window", abstract: "Windows: create, list, get, set-root, make-key-and-visible, set-traits, set-hidden, destroy.",
        subcommands: [Create.self, List.self, Get.self, SetRoot.self, MakeKeyAndVisible.self, SetTraits.self, SetHidden.self, Destroy.self],
        aliases: ["win", "w"])

    struct Create: MethodCommand {
        static let method = MethodDescriptor.windowCreate
        static let configuration = CommandConfiguration.method(method, "create", aliases: ["new"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "screen"), completion: .param(method, "screen")) var screen: String?
        @Option(help: .param(method, "root", "an id, or a storyboard identifier or title in any window"), completion: .param(method, "root")) var root: String?
        @Option(help: .param(method, "storyboard"), completion: .param(method, "storyboard")) var storyboard: String?
        @Option(help: .param(method, "identifier"), completion: .param(method, "identifier")) var identifier: String?
        @Option(name: .customLong("makeKeyAndVisible"), help: .param(method, "makeKeyAndVisible"), completion: .param(method, "makeKeyAndVisible")) var makeKeyAndVisible: Bool?
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = [:]
            p.set("screen", screen)
            p.set("queue", queue)
            p.set("root", try await s.controller(root, window: nil))
            p.set("storyboard", storyboard)
            p.set("identifier", identifier)
            p.set("makeKeyAndVisible", makeKeyAndVisible)
            return p
        }
    }

    struct List: MethodCommand {
        static let method = MethodDescriptor.windowList
        static let configuration = CommandConfiguration.method(method, "list", aliases: ["ls"])
        @OptionGroup var global: GlobalOptions
        func params(_ s: Session) async throws -> JSONObject { [:] }
        func human(_ result: JSON, _ s: Session) async throws -> String? {
            try ResultReader(result, context: "window.list").array("windows", of: WindowSummary.self).map { w in
                "\(w.id) screen \(w.screen)\(w.key ? " key" : "")\(w.visible ? " visible" : " hidden") root \(w.root ?? "-")"
            }.joined(separator: "\n")
        }
    }

    struct Get: MethodCommand {
        static let method = MethodDescriptor.windowGet
        static let configuration = CommandConfiguration.method(method, "get")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "window"), completion: .param(method, "window")) var window: String
        func params(_ s: Session) async throws -> JSONObject { ["window": .string(window)] }
    }

    struct SetRoot: MethodCommand {
        static let method = MethodDescriptor.windowSetRoot
        static let configuration = CommandConfiguration.method(method, "set-root")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "window"), completion: .param(method, "window")) var window: String
        @Option(help: .param(method, "vc", "an id, or a storyboard identifier or title in any window"), completion: .param(method, "vc")) var vc: String
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["window": .string(window), "vc": .string(try await s.controller(vc, window: nil))]
            p.set("queue", queue)
            return p
        }
    }

    struct MakeKeyAndVisible: MethodCommand {
        static let method = MethodDescriptor.windowMakeKeyAndVisible
        static let configuration = CommandConfiguration.method(method, "make-key-and-visible", aliases: ["key"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "window"), completion: .param(method, "window")) var window: String
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["window": .string(window)]
            p.set("queue", queue)
            return p
        }
    }

    struct SetTraits: MethodCommand {
        static let method = MethodDescriptor.windowSetTraits
        static let configuration = CommandConfiguration.method(method, "set-traits", aliases: ["traits"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "window"), completion: .param(method, "window")) var window: String
        @Option(name: .customLong("horizontalSizeClass"), help: .param(method, "horizontalSizeClass"), completion: .param(method, "horizontalSizeClass")) var horizontalSizeClass: String?
        @Option(name: .customLong("verticalSizeClass"), help: .param(method, "verticalSizeClass"), completion: .param(method, "verticalSizeClass")) var verticalSizeClass: String?
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["window": .string(window)]
            p.set("horizontalSizeClass", horizontalSizeClass)
            p.set("verticalSizeClass", verticalSizeClass)
            p.set("queue", queue)
            return p
        }
    }

    struct SetHidden: MethodCommand {
        static let method = MethodDescriptor.windowSetHidden
        static let configuration = CommandConfiguration.method(method, "set-hidden", aliases: ["hide"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "window"), completion: .param(method, "window")) var window: String
        @Option(help: .param(method, "hidden"), completion: .param(method, "hidden")) var hidden: Bool
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["window": .string(window), "hidden": .bool(hidden)]
            p.set("queue", queue)
            return p
        }
    }

    struct Destroy: MethodCommand {
        static let method = MethodDescriptor.windowDestroy
        static let configuration = CommandConfiguration.method(method, "destroy", aliases: ["rm"])
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "window"), completion: .param(method, "window")) var window: String
        @Option(help: .param(method, "queue"), completion: .param(method, "queue")) var queue: BoolOrString?
        func params(_ s: Session) async throws -> JSONObject {
            var p: JSONObject = ["window": .string(window)]
            p.set("queue", queue)
            return p
        }
    }
}
