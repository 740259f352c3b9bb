import HierarchyEngine
import WireProtocol

/// screen.list, screen.connect, screen.disconnect, device.rotate, system.memoryWarning.
enum ScreenEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.screenList) { _, h, _ throws(RPCError) in
            .result(ResultEncoding.screenList(h.screens()))
        },
        MethodEntry(.screenConnect) { a throws(RPCError) in
            let name = a[.name]
            let width = a[.width]
            let height = a[.height]
            let scale = a[.scale]
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
            .rotate(a[.orientation])
        },
        MethodEntry(.systemMemoryWarning) { _ throws(RPCError) in .memoryWarning },
    ]
}
