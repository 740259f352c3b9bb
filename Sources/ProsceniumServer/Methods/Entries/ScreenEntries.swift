import HierarchyEngine
import WireProtocol

/// screen.list, screen.connect, screen.disconnect, device.rotate, system.memoryWarning.
enum ScreenEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.screenList) { _, h, _ throws(RPCError) in
            .result(ResultEncoding.screenList(h.screens()))
        },
        MethodEntry(.screenConnect) { a throws(RPCError) in
            let name = try a.params.string("name")
            let width = try a.params.double("width")
            let height = try a.params.double("height")
            let scale = try a.double("scale")
            guard width > 0, height > 0, width <= 100_000, height <= 100_000, scale > 0, scale <= 10 else {
                throw .invalidParams("screen size must be positive (at most 100000) and scale between 0 and 10")
            }
            let spec = ScreenSpec(name: name, width: width, height: height, scale: scale, idiom: .external, isMain: false)
            return .connectScreen(spec, externalStoryboard: a.settings.externalStoryboard)
        },
        MethodEntry(.screenDisconnect) { a throws(RPCError) in
            .disconnectScreen(a.targetScreen)
        },
        MethodEntry(.deviceRotate) { a throws(RPCError) in
            guard let o: Orientation = try a.optionalEnumeration("orientation") else {
                throw .invalidParams("missing required parameter 'orientation'")
            }
            return .rotate(o)
        },
        MethodEntry(.systemMemoryWarning) { _ throws(RPCError) in .memoryWarning },
    ]
}
