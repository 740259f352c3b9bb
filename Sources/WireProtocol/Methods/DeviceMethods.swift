/// Device-wide methods (docs/protocol.md *Methods › Device*).
extension MethodDescriptor {
    public static let deviceRotate = MethodDescriptor(
        "device.rotate", summary: "Rotate the device; windows whose deciding controller agrees rotate",
        params: [
            .required(.orientation, "the new device orientation"),
        ],
        returns: ResultTypes.rotateResult, mutates: true)

    public static let systemMemoryWarning = MethodDescriptor(
        "system.memoryWarning", summary: "Send didReceiveMemoryWarning to every controller with a loaded view",
        mutates: true)

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let deviceMethods: [MethodDescriptor] = [.deviceRotate, .systemMemoryWarning]
}
