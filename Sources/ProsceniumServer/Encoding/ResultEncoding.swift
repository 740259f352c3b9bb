import HierarchyEngine
import WireProtocol

/// Engine answers and query structs → the result shapes of docs/protocol.md.
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

    /// Writes the result of a completed mutation in the entry's style.
    /// `warnings`: UIKit's console warnings on the call (`warnings` member, absent when none).
    static func write(_ r: OperationResult, style: ResultStyle, warnings: [UIKitWarning] = [], _ h: borrowing Hierarchy,
                      into w: inout JSONWriter) {
        switch style {
        case .standard:
            write(r, warnings: warnings, into: &w)
        case .controllerWithTree:
            guard case .controller(let vc) = r else { return write(r, warnings: warnings, into: &w) }
            w.beginObject()
            w.member("vc", vc)
            w.key("tree")
            TreeEncoding.write(h.tree(of: vc), into: &w)
            write(warnings, into: &w)
            w.endObject()
        }
    }

    /// The `warnings` member of a result whose call UIKit let through with console warnings
    /// (docs/protocol.md, "Warnings"): `[{rule, kind, uikit, vc}]`; nothing when there are none.
    static func write(_ warnings: [UIKitWarning], into w: inout JSONWriter) {
        guard !warnings.isEmpty else { return }
        w.key("warnings")
        w.beginArray()
        for x in warnings {
            w.beginObject()
            w.member("rule", x.rule.rawValue)
            w.member("kind", x.kind)
            w.member("uikit", x.uikit)
            w.member("vc", x.vc)
            w.endObject()
        }
        w.endArray()
    }

    /// Writes the result of a completed mutation; each engine answer has one wire shape.
    /// Streamed (no `JSON` tree): this runs once per mutation.
    static func write(_ r: OperationResult, warnings: [UIKitWarning] = [], into w: inout JSONWriter) {
        w.beginObject()
        switch r {
        case .none:
            break
        case .screenConnected(let s, let windows):
            w.member("screen", s)
            w.member("windows", windows)
        case .windowsRemoved(let windows):
            w.member("windows", windows)
        case .windowCreated(let window, let root):
            w.member("window", window)
            w.member("root", root)
        case .controller(let vc):
            w.member("vc", vc)
        case .presented(let vc, let presenter, let style):
            w.member("vc", vc)
            w.member("presenter", presenter)
            w.member("style", style.rawValue)
        case .dismissed(let vcs):
            w.member("dismissed", vcs)
        case .shown(let action, let container, let vc):
            if let vc { w.member("vc", vc) }
            w.member("action", action.rawValue)
            w.member("container", container)
        case .popped(let vcs):
            w.member("popped", vcs)
        case .tabTapped(let selected, let popped, let selectedIndex, let selectedViewController):
            w.member("selected", selected)
            w.member("popped", popped)
            if let selectedIndex { w.member("selectedIndex", selectedIndex) } else { w.key("selectedIndex"); w.null() }
            w.member("selectedViewController", selectedViewController)
        case .pageSwiped(let vcs, let completed):
            w.member("viewControllers", vcs)
            w.member("completed", completed)
        case .segue(let identifier, let kind, let destination):
            w.member("identifier", identifier)
            w.member("kind", kind)
            w.member("destination", destination)
        case .unwound(let destination, let dismissed, let popped):
            w.member("destination", destination)
            w.member("dismissed", dismissed)
            w.member("popped", popped)
        case .unwindSegue(let identifier, let destination, let dismissed, let popped):
            w.member("identifier", identifier)
            w.member("kind", "unwind")
            w.member("destination", destination)
            w.member("dismissed", dismissed)
            w.member("popped", popped)
        case .rotated(let orientation, let windows):
            w.member("orientation", orientation.rawValue)
            w.key("windows")
            w.beginArray()
            for entry in windows {
                w.beginObject()
                w.member("window", entry.window)
                w.member("rotated", entry.rotated)
                w.endObject()
            }
            w.endArray()
        case .sceneConnected(let scene, let windows):
            w.member("scene", scene.description)
            w.member("windows", windows)
        }
        write(warnings, into: &w)
        w.endObject()
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

    /// One child of `vc.children`.
    static func child(_ c: ControllerInfo) -> JSON {
        .object(JSONObject([
            ("vc", .string(c.vc.description)),
            ("class", .string(c.className)),
            ("title", optional(c.title)),
            ("storyboardIdentifier", optional(c.storyboardIdentifier)),
            ("appearance", .string(c.appearance.rawValue)),
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
            ("windowScene", w.scene.map { .string($0.description) } ?? .null),
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
            ("mirrored", .bool(s.mirrored)),
        ]))
    }

    /// `scene.get`, and each scene of `scene.list`.
    static func scene(_ s: SceneInfo) -> JSON {
        .object(JSONObject([
            ("scene", .string(s.scene.description)),
            ("session", .string(s.persistentIdentifier)),
            ("role", .string(s.role.rawValue)),
            ("roleName", .string(s.roleName)),
            ("configuration", optional(s.configurationName)),
            ("delegateClass", optional(s.delegateClassName)),
            ("storyboard", optional(s.storyboard)),
            ("activationState", .string(s.activationState.rawValue)),
            ("screen", .string(s.screen.description)),
            ("width", .number(s.width)),
            ("height", .number(s.height)),
            ("traits", traits(s.traits)),
            ("windows", ids(s.windows)),
            ("mirrored", .bool(s.mirrored)),
            ("stateRestorationActivity", s.restorationActivity.map(activity) ?? .null),
        ]))
    }

    /// A session's `stateRestorationActivity`.
    static func activity(_ a: SceneActivity) -> JSON {
        .object(JSONObject([
            ("activityType", .string(a.activityType)),
            ("title", optional(a.title)),
            ("userInfo", .object(JSONObject(a.userInfo.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) }))),
        ]))
    }

    /// `scene.list`.
    static func sceneList(_ app: ApplicationInfo, _ scenes: [SceneInfo]) -> JSON {
        .object(JSONObject([
            ("lifeCycle", .string(app.usesScenes ? "scenes" : "appDelegate")),
            ("supportsMultipleScenes", .bool(app.supportsMultipleScenes)),
            ("scenes", .array(scenes.map(scene))),
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
