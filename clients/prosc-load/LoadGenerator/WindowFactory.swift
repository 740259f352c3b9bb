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
    /// Columns windows made so far: they are double- and triple-column in turn.
    private var columnSplits = 0
    /// The iOS version the server reproduces (`server.stats`): sheet windows get detents from
    /// iOS 15, UITabs windows their tabs from iOS 18 (R166, R171).
    public var ios = 26
    /// `tapBack` is in the mix: navigation windows get a delegate and a pool controller that
    /// hides its back button (R169).
    public var backButtons = false

    public init(connection: ProsceniumConnection, stackSize: Int, ios: Int = 26, backButtons: Bool = false) {
        self.connection = connection
        self.stackSize = stackSize
        self.ios = ios
        self.backButtons = backButtons
    }

    /// Window kinds the mix needs, in the order windows cycle through them.
    public static func kinds(for mix: OperationMix) -> [WindowKind] {
        var kinds: [WindowKind] = [.navigation]
        if mix.contains(.tab) || mix.contains(.tapTab) { kinds.append(.tabs) }
        if mix.contains(.segue) || mix.contains(.unwind) { kinds.append(.storyboard) }
        if mix.contains(.pageSet) || mix.contains(.pageSwipe) { kinds.append(.pages) }
        if mix.contains(.dragSheet) { kinds.append(.sheet) }
        if mix.contains(.setTabs) || mix.contains(.selectUITab) || mix.contains(.tapUITab) { kinds.append(.uiTabs) }
        if mix.entries.contains(where: { $0.kind.isColumnOperation }) { kinds.append(.columns) }
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
            var pool = try await controllers(poolSize, properties: ["definesPresentationContext": true])
            switch kind {
            case .navigation:
                let children = try await controllers(stackSize)
                let firstBatch = Array(children.prefix(1000))
                var nav: JSONObject = ["class": "UINavigationController", "children": .array(firstBatch.map { .string($0) })]
                if backButtons { nav["properties"] = ["delegateEvents": true] }
                let navigation = try value(await connection.pipelined([(MethodDescriptor.vcCreate.name, nav)])[0], "vc")
                controllersCreated += 1
                let rest = children.dropFirst(firstBatch.count)
                for r in await connection.pipelined(rest.map { (method: MethodDescriptor.navPush.name, params: ["nav": .string(navigation), "vc": .string($0), "animated": false]) }) { _ = try r.get() }
                let window = try value(await connection.pipelined([(MethodDescriptor.windowCreate.name, ["root": .string(navigation)])])[0], "window")
                // The pool's last controller (the next pushed) hides its back button.
                var hider: String?
                if backButtons {
                    hider = try await controllers(1, properties: ["definesPresentationContext": true, "hidesBackButton": true])[0]
                    pool[pool.count - 1] = hider!
                }
                var model = WindowModel(window: window, kind: kind, root: navigation, stack: children, pool: pool)
                model.hidesBackButton = hider
                model.navigationDelegate = backButtons
                models.append(model)
            case .sheet:
                models.append(try await sheetWindow(pool: pool))
            case .uiTabs:
                models.append(try await uiTabsWindow(pool: pool))
            case .columns:
                models.append(try await columnsWindow(pool: pool))
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

    /// A plain root under a page sheet with the detents medium and large (iOS 15+; before, the
    /// sheet without detents, R166), presented unanimated; its style as the server adapted it.
    private mutating func sheetWindow(pool: [String]) async throws -> WindowModel {
        let made = try await controllers(2)
        let (root, sheet) = (made[0], made[1])
        let window = try value(await connection.pipelined([(MethodDescriptor.windowCreate.name, ["root": .string(root)])])[0], "window")
        let detents = ios >= 15 ? ["medium", "large"] : []
        if !detents.isEmpty {
            _ = try await connection.pipelined([(MethodDescriptor.vcSet.name, ["vc": .string(sheet), "properties": [
                "modalPresentationStyle": "pageSheet", "detents": .array(detents.map { .string($0) })]])])[0].get()
        }
        let presented = try await connection.pipelined([(MethodDescriptor.vcPresent.name, ["presenter": .string(root), "vc": .string(sheet),
                                                                                           "style": "pageSheet", "animated": false])])[0].get()
        var model = WindowModel(window: window, kind: .sheet, root: root, stack: [], pool: pool)
        model.presented = [(sheet, presented["style"]?.stringValue ?? "pageSheet", "pageSheet:coverVertical")]
        model.acknowledged = model.expected
        model.detents = detents
        model.hasModernAPI = ios >= 15
        return model
    }

    /// A tab bar controller with three children, made its UITabs `t0`…`t2` (iOS 18+, R171;
    /// before, its `viewControllers` only), `t2` vetoed by the delegate's `shouldSelectTab`.
    private mutating func uiTabsWindow(pool: [String]) async throws -> WindowModel {
        let children = try await controllers(3)
        let tab = try value(await connection.pipelined([(MethodDescriptor.vcCreate.name, ["class": "UITabBarController", "children": .array(children.map { .string($0) })])])[0], "vc")
        controllersCreated += 1
        let window = try value(await connection.pipelined([(MethodDescriptor.windowCreate.name, ["root": .string(tab)])])[0], "window")
        let identifiers = children.indices.map { "t\($0)" }
        if ios >= 18 {
            let tabs = JSON.array(zip(identifiers, children).map { ["identifier": .string($0), "vc": .string($1)] })
            for r in await connection.pipelined([(MethodDescriptor.tabSetTabs.name, ["tab": .string(tab), "tabs": tabs]),
                                                 (MethodDescriptor.vcSet.name, ["vc": .string(tab), "properties": ["vetoedTabIdentifiers": [.string(identifiers[2])]]])]) {
                _ = try r.get()
            }
        }
        var model = WindowModel(window: window, kind: .uiTabs, root: tab, stack: children, pool: pool)
        model.tabIdentifiers = Dictionary(uniqueKeysWithValues: zip(children, identifiers))
        model.vetoedTab = identifiers[2]
        model.hasModernAPI = ios >= 18
        return model
    }

    /// A column-style split (iOS 14+, R150) with a plain controller in each column, each
    /// wrapped by UIKit in a navigation controller (R151), double- and triple-column in turn;
    /// its delegate reports (R178-R182), its behaviour is tile and its preferred mode
    /// `oneBesideSecondary` (R154: a mode independent of the orientation), and its window is
    /// made regular-width, so it starts expanded (R159). Before iOS 14 (no `init(style:)`) a
    /// classic split of two controllers, as the server shows it.
    private mutating func columnsWindow(pool: [String]) async throws -> WindowModel {
        let triple = columnSplits % 2 == 1
        columnSplits += 1
        let modern = ios >= 14
        let children = try await controllers(modern && triple ? 3 : 2)
        var properties: JSONObject = ["delegateEvents": true]
        if modern {
            properties["style"] = .string(triple ? "tripleColumn" : "doubleColumn")
            properties["preferredSplitBehavior"] = "tile"
            properties["preferredDisplayMode"] = "oneBesideSecondary"
        }
        let split = try value(await connection.pipelined([(MethodDescriptor.vcCreate.name, ["class": "UISplitViewController",
            "children": .array(children.map { .string($0) }), "properties": .object(properties)])])[0], "vc")
        controllersCreated += 1
        let window = try value(await connection.pipelined([(MethodDescriptor.windowCreate.name, ["root": .string(split)])])[0], "window")
        var model = WindowModel(window: window, kind: .columns, root: split, stack: children, pool: pool)
        model.hasModernAPI = modern
        if modern {
            _ = try await connection.pipelined([(MethodDescriptor.windowSetTraits.name, ["window": .string(window), "horizontalSizeClass": "regular"])])[0].get()
            let got = try await connection.pipelined([(MethodDescriptor.vcChildren.name, ["vc": .string(split)])])[0].get()
            let navigations = got["children"]?.arrayValue?.compactMap { $0["vc"]?.stringValue } ?? []
            guard navigations.count == children.count else { throw Failure(description: "split \(split) has the children \(got), expected a navigation controller per column") }
            var state = ColumnSplitState(columns: triple ? ["primary", "supplementary", "secondary"] : ["primary", "secondary"],
                                         navigations: navigations, preferredDisplayMode: "oneBesideSecondary")
            state.ios = ios
            model.split = state
        } else {
            let tree = try await connection.pipelined([(MethodDescriptor.tree.name, ["window": .string(window)])])[0].get()
            guard let root = tree["windows"]?.arrayValue?.first?["root"].flatMap({ ExpectedNode(json: $0) }) else { throw Failure(description: "tree answered \(tree)") }
            var state = ColumnSplitState(classicChildren: root.children)
            state.ios = ios
            model.split = state
        }
        model.acknowledged = model.expected
        return model
    }
}
