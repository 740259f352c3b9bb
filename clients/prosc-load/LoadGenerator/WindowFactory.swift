import ProsceniumClient
import WireProtocol

/// Builds the generator's windows: a root navigation controller with `stackSize` children,
/// a tab bar controller with three, the demo storyboard's `HomeNavigation`, or a page view
/// controller with three declared pages; each with a
/// pool of free controllers (which define a presentation context, so presenting from them
/// keeps them the presenter) for presents and pushes.
public struct WindowFactory: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let connection: ProsceniumConnection
    public var stackSize = 1
    public private(set) var controllersCreated = 0

    public init(connection: ProsceniumConnection, stackSize: Int) {
        self.connection = connection
        self.stackSize = stackSize
    }

    /// Window kinds the mix needs, in the order windows cycle through them.
    public static func kinds(for mix: OperationMix) -> [WindowKind] {
        var kinds: [WindowKind] = [.navigation]
        if mix.contains(.tab) || mix.contains(.tapTab) { kinds.append(.tabs) }
        if mix.contains(.segue) || mix.contains(.unwind) { kinds.append(.storyboard) }
        if mix.contains(.pageSet) || mix.contains(.pageSwipe) { kinds.append(.pages) }
        return kinds
    }

    private func value(_ r: Result<JSON, ClientError>, _ key: String) throws -> String {
        let json = try r.get()
        guard let v = json[key]?.stringValue else { throw Failure(description: "no \(key) in \(json)") }
        return v
    }

    /// `count` plain controllers (pipelined).
    mutating func controllers(_ count: Int, properties: JSONObject = [:]) async throws -> [String] {
        let made = await connection.pipelined(Array(repeating: (method: MethodDescriptor.vcCreate.name, params: ["class": "UIViewController", "properties": .object(properties)]), count: count))
        controllersCreated += count
        return try made.map { try value($0, "vc") }
    }

    /// Window `i` goes to client `i % clients`; kinds are staggered so every client gets a
    /// variety of them: its `r`-th window (`r = i / clients`) is kind `(i % clients + r)`, so
    /// one client alone cycles through every kind too.
    public static func kind(ofWindow i: Int, kinds: [WindowKind], clients: Int) -> WindowKind {
        let c = max(1, clients)
        return kinds[(i % c + i / c) % kinds.count]
    }

    public mutating func make(kinds: [WindowKind], count: Int, clients: Int) async throws -> [WindowModel] {
        var models: [WindowModel] = []
        let poolSize = WindowModel.maxPresented + WindowModel.maxStack
        for i in 0..<count {
            let kind = Self.kind(ofWindow: i, kinds: kinds, clients: clients)
            let pool = try await controllers(poolSize, properties: ["definesPresentationContext": true])
            switch kind {
            case .navigation:
                let children = try await controllers(stackSize)
                let firstBatch = Array(children.prefix(1000))
                let nav = try value(await connection.pipelined([(MethodDescriptor.vcCreate.name, ["class": "UINavigationController", "children": .array(firstBatch.map { .string($0) })])])[0], "vc")
                controllersCreated += 1
                let rest = children.dropFirst(firstBatch.count)
                for r in await connection.pipelined(rest.map { (method: MethodDescriptor.navPush.name, params: ["nav": .string(nav), "vc": .string($0), "animated": false]) }) { _ = try r.get() }
                let window = try value(await connection.pipelined([(MethodDescriptor.windowCreate.name, ["root": .string(nav)])])[0], "window")
                models.append(WindowModel(window: window, kind: kind, root: nav, stack: children, pool: pool))
            case .tabs:
                let children = try await controllers(3)
                let tab = try value(await connection.pipelined([(MethodDescriptor.vcCreate.name, ["class": "UITabBarController", "children": .array(children.map { .string($0) })])])[0], "vc")
                controllersCreated += 1
                let window = try value(await connection.pipelined([(MethodDescriptor.windowCreate.name, ["root": .string(tab)])])[0], "window")
                models.append(WindowModel(window: window, kind: kind, root: tab, stack: children, pool: pool))
            case .pages:
                let pages = try await controllers(3)
                let page = try value(await connection.pipelined([(MethodDescriptor.vcCreate.name, ["class": "UIPageViewController",
                    "properties": ["transitionStyle": "scroll", "pages": .array(pages.map { .string($0) })]])])[0], "vc")
                controllersCreated += 1
                let window = try value(await connection.pipelined([(MethodDescriptor.windowCreate.name, ["root": .string(page)])])[0], "window")
                _ = try await connection.pipelined([(MethodDescriptor.pageSetViewControllers.name, ["page": .string(page), "vcs": [.string(pages[0])], "animated": false])])[0].get()
                var model = WindowModel(window: window, kind: kind, root: page, stack: [pages[0]], pool: pool)
                model.pages = pages
                models.append(model)
            case .storyboard:
                let made = try await connection.pipelined([(MethodDescriptor.windowCreate.name, ["storyboard": "Main", "identifier": "HomeNavigation"])])[0].get()
                guard let window = made["window"]?.stringValue, let nav = made["root"]?.stringValue else { throw Failure(description: "window.create answered \(made)") }
                let info = try await connection.pipelined([(MethodDescriptor.vcGet.name, ["vc": .string(nav)])])[0].get()
                guard let home = info["children"]?.arrayValue?.first?.stringValue else { throw Failure(description: "HomeNavigation has no child: \(info)") }
                models.append(WindowModel(window: window, kind: kind, root: nav, stack: [home], pool: pool))
            }
        }
        return models
    }
}
