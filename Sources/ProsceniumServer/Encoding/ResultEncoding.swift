import EngineRequests
import HierarchyEngine
import WireProtocol

/// Engine answers and query structs → the result shapes of docs/protocol.md, each written
/// through a `ResultWriter` as the object of its declared `ResultType` (WireProtocol's
/// `ResultTypes`). A query's or a session method's result is a `Body` the dispatcher runs on the
/// response's writer; a mutation's is written by `write(_:style:returns:…)` straight into its
/// response line.
enum ResultEncoding {
    /// A result to write into a response (the query's or the session method's).
    typealias Body = (inout JSONWriter) -> Void

    /// Traits as an event's member (`traitCollectionDidChange`; results write `ResultWriter.traits`).
    static func traits(_ t: Traits) -> JSON {
        .object([
            "horizontalSizeClass": .string(t.horizontalSizeClass.rawValue),
            "verticalSizeClass": .string(t.verticalSizeClass.rawValue),
            "idiom": .string(t.idiom.rawValue),
        ])
    }

    /// A controller property's value (`vc.get`'s `properties`, the state file's).
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

    /// Writes the result of a completed mutation in the entry's style, as the method's declared
    /// result type `returns` (checked in debug builds only: never evaluated in release).
    /// `warnings`: UIKit's console warnings on the call (`warnings` member, absent when none).
    /// `tree`: a controller's tree in the hierarchy (`Hierarchy.tree(of:)`), read only for the
    /// `controllerWithTree` style (a hierarchy passed instead was copied whole for every reply).
    static func write(_ r: OperationResult, style: ResultStyle, returns: @autoclosure () -> ResultType?, warnings: [UIKitWarning] = [],
                      tree: (VCID) -> [TreeEntry], into w: inout JSONWriter) {
        switch style {
        case .standard:
            write(r, returns: returns(), warnings: warnings, into: &w)
        case .controllerWithTree:
            guard case .controller(let vc) = r else { return write(r, returns: returns(), warnings: warnings, into: &w) }
            let tree = tree(vc)
            w.result(returns()) { w in
                w.member("vc", vc)
                w.tree("tree", tree)
                w.warnings(warnings)
            }
        }
    }

    /// Writes the result of a completed mutation; each engine answer has one wire shape.
    /// Streamed (no `JSON` tree): this runs once per mutation.
    static func write(_ r: OperationResult, returns: @autoclosure () -> ResultType?, warnings: [UIKitWarning] = [], into w: inout JSONWriter) {
        w.result(returns()) { w in
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
                w.member("style", style)
            case .dismissed(let vcs):
                w.member("dismissed", vcs)
            case .shown(let action, let container, let vc):
                if let vc { w.member("vc", vc) }
                w.member("action", action)
                w.member("container", container)
            case .popped(let vcs):
                w.member("popped", vcs)
            case .tabTapped(let selected, let popped, let selectedIndex, let selectedViewController):
                w.member("selected", selected)
                w.member("popped", popped)
                w.member("selectedIndex", selectedIndex)
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
                w.member("orientation", orientation)
                w.objects("windows", ResultTypes.windowRotation, windows) { w, entry in
                    w.member("window", entry.window)
                    w.member("rotated", entry.rotated)
                }
            case .sceneConnected(let scene, let windows):
                w.member("scene", scene.description)
                w.member("windows", windows)
            }
            w.warnings(warnings)
        }
    }

    // MARK: Queries

    /// `vc.get`.
    static func controller(_ c: ControllerInfo) -> Body {
        { w in
            w.result(ResultTypes.controllerInfo) { w in
                w.member("vc", c.vc)
                w.member("class", c.className)
                w.member("title", c.title)
                w.member("storyboard", c.storyboard)
                w.member("storyboardIdentifier", c.storyboardIdentifier)
                w.member("scene", c.scene)
                w.member("window", c.window)
                w.member("parent", c.parent)
                w.member("children", c.children)
                w.member("presentingViewController", c.presentingViewController)
                w.member("presentedViewController", c.presentedViewController)
                w.member("navigationController", c.navigationController)
                w.member("tabBarController", c.tabBarController)
                w.member("splitViewController", c.splitViewController)
                w.member("isViewLoaded", c.isViewLoaded)
                w.member("appearance", c.appearance)
                w.member("properties", .object(JSONObject(c.properties.map { ($0.name, property($0.value)) })))
            }
        }
    }

    /// `vc.children`: the children in the container's order.
    static func children(_ children: [ControllerInfo]) -> Body {
        { w in
            w.result(ResultTypes.children) { w in
                w.objects("children", ResultTypes.childController, children) { w, c in
                    w.member("vc", c.vc)
                    w.member("class", c.className)
                    w.member("title", c.title)
                    w.member("storyboardIdentifier", c.storyboardIdentifier)
                    w.member("appearance", c.appearance)
                }
            }
        }
    }

    /// `window.list`.
    static func windowList(_ windows: [WindowInfo]) -> Body {
        { w in
            w.result(ResultTypes.windowList) { w in
                w.objects("windows", ResultTypes.windowSummary, windows) { w, info in
                    w.member("id", info.window)
                    w.member("screen", info.screen)
                    w.member("key", info.key)
                    w.member("visible", info.visible)
                    w.member("root", info.root)
                }
            }
        }
    }

    /// `window.get`.
    static func windowDetail(_ info: WindowInfo) -> Body {
        { w in
            w.result(ResultTypes.windowDetail) { w in
                w.member("window", info.window)
                w.member("screen", info.screen)
                w.member("key", info.key)
                w.member("visible", info.visible)
                w.member("root", info.root)
                w.member("windowScene", info.scene?.description)
                w.traits("traits", info.traits)
                w.member("orientation", info.orientation)
                w.object("statusBar", ResultTypes.statusBar) { w in
                    w.member("controller", info.statusBarController)
                    w.member("style", info.statusBarStyle)
                    w.member("hidden", info.statusBarHidden)
                }
            }
        }
    }

    /// `screen.list`.
    static func screenList(_ screens: [ScreenInfo]) -> Body {
        { w in
            w.result(ResultTypes.screenList) { w in
                w.objects("screens", ResultTypes.screenInfo, screens) { w, s in
                    w.member("id", s.screen)
                    w.member("name", s.spec.name)
                    w.member("main", s.spec.isMain)
                    w.member("width", s.spec.width)
                    w.member("height", s.spec.height)
                    w.member("scale", s.spec.scale)
                    w.traits("traits", s.traits)
                    w.member("windows", s.windows)
                    w.member("mirrored", s.mirrored)
                }
            }
        }
    }

    /// `scene.get`.
    static func scene(_ s: SceneInfo) -> Body {
        { w in w.result(ResultTypes.windowScene) { w in scene(s, into: &w) } }
    }

    /// `scene.list`.
    static func sceneList(_ app: ApplicationInfo, _ scenes: [SceneInfo]) -> Body {
        { w in
            w.result(ResultTypes.windowSceneList) { w in
                w.member("lifeCycle", app.usesScenes ? "scenes" : "appDelegate")
                w.member("supportsMultipleScenes", app.supportsMultipleScenes)
                w.objects("scenes", ResultTypes.windowScene, scenes) { w, s in scene(s, into: &w) }
            }
        }
    }

    /// The members of a scene (`WindowScene`).
    private static func scene(_ s: SceneInfo, into w: inout ResultWriter) {
        w.member("scene", s.scene.description)
        w.member("session", s.persistentIdentifier)
        w.member("role", s.role)
        w.member("roleName", s.roleName)
        w.member("configuration", s.configurationName)
        w.member("delegateClass", s.delegateClassName)
        w.member("storyboard", s.storyboard)
        w.member("activationState", s.activationState)
        w.member("screen", s.screen)
        w.member("width", s.width)
        w.member("height", s.height)
        w.traits("traits", s.traits)
        w.member("windows", s.windows)
        w.member("mirrored", s.mirrored)
        if let a = s.restorationActivity {
            w.object("stateRestorationActivity", ResultTypes.sceneActivity) { w in
                w.member("activityType", a.activityType)
                w.member("title", a.title)
                w.member("userInfo", .object(JSONObject(a.userInfo.sorted { $0.key < $1.key }.map { ($0.key, JSON.string($0.value)) })))
            }
        } else {
            w.member("stateRestorationActivity", .null)
        }
    }

    /// `vc.segues`.
    static func segues(_ list: [SegueInfo]) -> Body {
        { w in
            w.result(ResultTypes.segueList) { w in
                w.objects("segues", ResultTypes.segueInfo, list) { w, s in
                    w.member("segue", s.segue)
                    w.member("identifier", s.identifier)
                    w.member("kind", s.kind)
                    w.member("trigger", s.trigger)
                    w.member("destination", s.destination)
                }
            }
        }
    }

    /// `storyboard.list`: each storyboard with its scenes (`StoryboardListing`'s, which the
    /// explorer's in-process path shares).
    static func storyboardList(_ storyboards: [(name: String, template: StoryboardTemplate, path: String?)]) -> Body {
        { w in
            w.result(ResultTypes.storyboardList) { w in
                w.objects("storyboards", ResultTypes.storyboardInfo, storyboards) { w, s in
                    w.member("storyboard", s.name)
                    w.member("path", s.path)
                    w.member("initial", s.template.initialScene)
                    w.member("scenes", .array(StoryboardListing.scenes(s.template)))
                }
            }
        }
    }

    /// `storyboard.load`.
    static func storyboardLoaded(name: String, _ t: StoryboardTemplate, warnings: [String]) -> Body {
        { w in
            w.result(ResultTypes.storyboardLoaded) { w in
                w.member("storyboard", name)
                w.member("initial", t.initialScene)
                w.member("scenes", .array(StoryboardListing.scenes(t)))
                w.member("segues", t.scenes.values.reduce(0) { $0 + $1.segues.count + $1.relationships.count })
                w.member("warnings", warnings)
            }
        }
    }

    // MARK: Session and server

    /// `{}`: `ping`, `server.shutdown`, `events.unsubscribe`.
    static var empty: Body { { w in w.result(ResultTypes.empty) { _ in } } }

    /// `hello`.
    static func hello(session: String, role: String, ios: Int) -> Body {
        { w in
            w.result(ResultTypes.hello) { w in
                w.member("session", session)
                w.member("protocol", ProsceniumVersion.protocolVersion)
                w.member("role", role)
                w.object("server", ResultTypes.serverInfo) { w in
                    w.member("name", "proscd")
                    w.member("version", ProsceniumVersion.string)
                }
                w.member("ios", ios)
            }
        }
    }

    /// `sync`.
    static func sync(seq: Int) -> Body {
        { w in w.result(ResultTypes.syncResult) { w in w.member("seq", seq) } }
    }

    /// `server.stats`.
    static func serverStats(ios: Int, _ counts: HierarchyCounts, _ f: ServerFigures, pid: Int, rssBytes: Int) -> Body {
        { w in
            w.result(ResultTypes.serverStats) { w in
                w.member("ios", ios)
                w.member("clients", f.clients)
                w.member("screens", counts.screens)
                w.member("windows", counts.windows)
                w.member("viewControllers", counts.viewControllers)
                w.member("transitionsCompleted", counts.transitionsCompleted)
                w.member("eventsSent", f.eventsSent)
                w.member("eventsDropped", f.eventsDropped)
                w.member("uptimeMs", f.uptimeMillis.rounded())
                if let n = f.state {
                    w.object("state", ResultTypes.stateFigures) { w in
                        w.member("writes", n.writes)
                        w.member("writeFailures", n.failures)
                        w.member("restoredControllers", n.restoredControllers)
                        w.member("restoreEvents", n.restoreEvents)
                    }
                } else {
                    w.member("state", .null)
                }
                w.member("seq", f.seq)
                w.member("subscriptions", f.subscriptions)
                w.member("pid", pid)
                w.member("rssBytes", rssBytes)
                w.member("outboundBytes", f.outboundBytes)
            }
        }
    }

    /// `server.checkInvariants`.
    static func invariants(_ violations: [InvariantViolation]) -> Body {
        { w in
            w.result(ResultTypes.invariantReport) { w in
                w.member("ok", violations.isEmpty)
                w.objects("violations", ResultTypes.invariantViolation, violations) { w, v in
                    w.member("rule", v.rule)
                    w.member("detail", v.detail)
                }
            }
        }
    }
}

extension ResultWriter {
    /// A `Traits` member: size classes and idiom.
    mutating func traits(_ name: StaticString, _ t: Traits) {
        object(name, ResultTypes.traits) { w in
            w.member("horizontalSizeClass", t.horizontalSizeClass)
            w.member("verticalSizeClass", t.verticalSizeClass)
            w.member("idiom", t.idiom)
        }
    }
}
