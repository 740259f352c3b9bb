/// The hierarchy snapshot method (docs/protocol.md *Methods › The hierarchy*, `tree`).
extension MethodDescriptor {
    public static let tree = MethodDescriptor(
        "tree", summary: "The controller hierarchy of one window or of all",
        params: [.optional(.window, "one window's id (default: every window)")],
        returns: ResultTypes.tree,
        mutates: false, target: .window(param: "window"))

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let treeMethods: [MethodDescriptor] = [.tree]
}
