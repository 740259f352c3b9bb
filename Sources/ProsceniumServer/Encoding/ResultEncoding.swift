import HierarchyEngine
import WireProtocol

/// Engine answers and query structs → the result shapes of PROTOCOL.md.
enum ResultEncoding {
    static func id<T: CustomStringConvertible>(_ value: T?) -> JSON {
        value.map { .string($0.description) } ?? .null
    }

    static func ids<T: CustomStringConvertible>(_ values: [T]) -> JSON {
        .array(values.map { .string($0.description) })
    }

    static func optional(_ s: String?) -> JSON { s.map(JSON.string) ?? .null }

    static func traits(_ t: Traits) -> JSON {
        .object([
            "horizontalSizeClass": .string(t.horizontalSizeClass.rawValue),
            "verticalSizeClass": .string(t.verticalSizeClass.rawValue),
            "idiom": .string(t.idiom.rawValue),
        ])
    }

    static func property(_ v: PropertyValue) -> JSON {
        switch v {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let d): .number(d)
        case .string(let s): .string(s)
        case .strings(let list): .array(list.map(JSON.string))
        case .size(let w, let h): .object(["width": .number(w), "height": .number(h)])
        }
    }

    /// The result of a completed mutation; each engine answer has one wire shape.
    static func result(_ r: OperationResult) -> JSON {
        switch r {
        case .none:
            return .object([:])
        case .screenConnected(let s, let windows):
            return .object(["screen": .string(s.description), "windows": ids(windows)])
        case .windowsRemoved(let windows):
            return .object(["windows": ids(windows)])
        case .windowCreated(let w, let root):
            return .object(["window": .string(w.description), "root": id(root)])
        case .controller(let vc):
            return .object(["vc": .string(vc.description)])
        case .presented(let vc, let presenter, let style):
            return .object(["vc": .string(vc.description), "presenter": .string(presenter.description),
                            "style": .string(style.rawValue)])
        case .dismissed(let vcs):
            return .object(["dismissed": ids(vcs)])
        case .shown(let action, let container):
            return .object(["action": .string(action.rawValue), "container": id(container)])
        case .popped(let vcs):
            return .object(["popped": ids(vcs)])
        case .segue(let identifier, let kind, let destination):
            return .object(["identifier": optional(identifier), "kind": .string(kind), "destination": id(destination)])
        case .unwound(let destination, let dismissed, let popped):
            return .object(["destination": id(destination), "dismissed": ids(dismissed), "popped": ids(popped)])
        case .rotated(let orientation, let windows):
            return .object([
                "orientation": .string(orientation.rawValue),
                "windows": .array(windows.map { .object(["window": .string($0.window.description), "rotated": .bool($0.rotated)]) }),
            ])
        }
    }

    static func controller(_ c: ControllerInfo) -> JSON {
        var props: [(key: String, value: JSON)] = []
        for p in c.properties { props.append((p.name, property(p.value))) }
        return .object(JSONObject([
            ("vc", .string(c.vc.description)),
            ("class", .string(c.className)),
            ("title", optional(c.title)),
            ("storyboard", optional(c.storyboard)),
            ("storyboardIdentifier", optional(c.storyboardIdentifier)),
            ("scene", optional(c.scene)),
            ("window", id(c.window)),
            ("parent", id(c.parent)),
            ("children", ids(c.children)),
            ("presentingViewController", id(c.presentingViewController)),
            ("presentedViewController", id(c.presentedViewController)),
            ("navigationController", id(c.navigationController)),
            ("tabBarController", id(c.tabBarController)),
            ("splitViewController", id(c.splitViewController)),
            ("isViewLoaded", .bool(c.isViewLoaded)),
            ("appearance", .string(c.appearance.rawValue)),
            ("properties", .object(JSONObject(props))),
        ]))
    }

    static func windowSummary(_ w: WindowInfo) -> JSON {
        .object(JSONObject([
            ("id", .string(w.window.description)),
            ("screen", .string(w.screen.description)),
            ("key", .bool(w.key)),
            ("visible", .bool(w.visible)),
            ("root", id(w.root)),
        ]))
    }

    static func windowDetail(_ w: WindowInfo) -> JSON {
        .object(JSONObject([
            ("window", .string(w.window.description)),
            ("screen", .string(w.screen.description)),
            ("key", .bool(w.key)),
            ("visible", .bool(w.visible)),
            ("root", id(w.root)),
            ("traits", traits(w.traits)),
            ("orientation", .string(w.orientation.rawValue)),
            ("statusBar", .object([
                "controller": id(w.statusBarController),
                "style": .string(w.statusBarStyle.rawValue),
                "hidden": .bool(w.statusBarHidden),
            ])),
        ]))
    }

    static func screen(_ s: ScreenInfo) -> JSON {
        .object(JSONObject([
            ("id", .string(s.screen.description)),
            ("name", .string(s.spec.name)),
            ("main", .bool(s.spec.isMain)),
            ("width", .number(s.spec.width)),
            ("height", .number(s.spec.height)),
            ("scale", .number(s.spec.scale)),
            ("traits", traits(s.traits)),
            ("windows", ids(s.windows)),
        ]))
    }

    static func segue(_ s: SegueInfo) -> JSON {
        .object(JSONObject([
            ("segue", .string(s.segue)),
            ("identifier", optional(s.identifier)),
            ("kind", .string(s.kind)),
            ("trigger", .string(s.trigger)),
            ("destination", optional(s.destination)),
        ]))
    }
}
