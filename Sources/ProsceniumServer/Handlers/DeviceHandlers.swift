import HierarchyEngine
import WireProtocol

/// device.rotate, system.memoryWarning.
enum DeviceHandlers {
    static let entries: [(String, Dispatcher.Handler)] = [
        ("device.rotate", { c throws(RPCError) in
            guard let o = try c.enumValue("orientation", Orientation.self) else {
                throw Call.invalidParams("missing required parameter 'orientation'")
            }
            try c.submit(.rotate(o), anchor: .server)
        }),
        ("system.memoryWarning", { c throws(RPCError) in
            try c.submit(.memoryWarning, anchor: .server)
        }),
    ]
}
