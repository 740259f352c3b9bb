import HierarchyEngine
import WireProtocol

/// window.create, window.list, window.get, window.setRoot, window.makeKeyAndVisible,
/// window.setTraits, window.destroy.
enum WindowHandlers {
    static let entries: [(String, Dispatcher.Handler)] = [
        ("window.create", { c throws(RPCError) in
            let screenText = try c.params.optionalString("screen")
            var screen: ScreenID?
            if let screenText {
                guard let s = ScreenID(wire: screenText) else { throw Call.notFound("no screen '\(screenText)'") }
                screen = s
            }
            let root = try c.optionalVC("root")
            let storyboard = try c.params.optionalString("storyboard")
            let identifier = try c.params.optionalString("identifier")
            if root != nil && storyboard != nil {
                throw Call.invalidParams("give either 'root' or 'storyboard', not both")
            }
            let makeKey = try c.params.optionalBool("makeKeyAndVisible") ?? true
            try c.submit(.createWindow(screen: screen, root: root, storyboard: storyboard, identifier: identifier,
                                       makeKeyAndVisible: makeKey),
                         anchor: root.map(JobAnchor.controller) ?? .server)
        }),
        ("window.list", { c throws(RPCError) in
            let windows = c.server.context.engine.withHierarchy { $0.windows() }
            c.reply(.object(["windows": .array(windows.map(ResultEncoding.windowSummary))]))
        }),
        ("window.get", { c throws(RPCError) in
            let w = try c.window("window")
            guard let info = c.server.context.engine.withHierarchy({ $0.windowInfo(w) }) else {
                throw Call.notFound("no window '\(w)'")
            }
            c.reply(ResultEncoding.windowDetail(info))
        }),
        ("window.setRoot", { c throws(RPCError) in
            let w = try c.window("window")
            try c.submit(.setRoot(window: w, vc: try c.vc("vc")), anchor: .window(w))
        }),
        ("window.makeKeyAndVisible", { c throws(RPCError) in
            let w = try c.window("window")
            try c.submit(.makeKeyAndVisible(w), anchor: .window(w))
        }),
        ("window.setTraits", { c throws(RPCError) in
            let w = try c.window("window")
            let h = try c.enumValue("horizontalSizeClass", SizeClass.self)
            let v = try c.enumValue("verticalSizeClass", SizeClass.self)
            try c.submit(.setTraits(window: w, horizontal: h, vertical: v), anchor: .window(w))
        }),
        ("window.destroy", { c throws(RPCError) in
            let w = try c.window("window")
            try c.submit(.destroyWindow(w), anchor: .window(w))
        }),
    ]
}
