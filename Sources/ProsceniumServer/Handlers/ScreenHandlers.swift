import HierarchyEngine
import WireProtocol

/// screen.list, screen.connect, screen.disconnect.
enum ScreenHandlers {
    static let entries: [(String, Dispatcher.Handler)] = [
        ("screen.list", { c throws(RPCError) in
            let screens = c.server.context.engine.withHierarchy { $0.screens() }
            c.reply(.object(["screens": .array(screens.map(ResultEncoding.screen))]))
        }),
        ("screen.connect", { c throws(RPCError) in
            let name = try c.params.string("name")
            let width = try c.params.double("width")
            let height = try c.params.double("height")
            let scale = try c.params.optionalDouble("scale") ?? 1
            guard width > 0, height > 0, width <= 100_000, height <= 100_000, scale > 0, scale <= 10 else {
                throw Call.invalidParams("screen size must be positive (at most 100000) and scale between 0 and 10")
            }
            let spec = ScreenSpec(name: name, width: width, height: height, scale: scale, idiom: .external, isMain: false)
            try c.submit(.connectScreen(spec, externalStoryboard: c.server.options.externalStoryboard), anchor: .server)
        }),
        ("screen.disconnect", { c throws(RPCError) in
            try c.submit(.disconnectScreen(try c.screen("screen")), anchor: .server)
        }),
    ]
}
