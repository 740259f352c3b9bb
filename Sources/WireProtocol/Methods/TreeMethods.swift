/// The hierarchy snapshot method (docs/protocol.md *Methods › The hierarchy*, `tree`).
extension MethodDescriptor {
    public static let tree = MethodFamily(.optional(.window, "one window's id (default: every window)")).query(
        "tree", summary: "The controller hierarchy of one window or of all", returns: ResultTypes.tree)

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let treeMethods: [MethodDescriptor] = [.tree]
}
