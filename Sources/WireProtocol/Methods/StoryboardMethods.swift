/// Storyboard methods (docs/protocol.md *Methods › Storyboards*).
extension MethodDescriptor {
    public static let storyboardLoad = MethodDescriptor(
        "storyboard.load", summary: "Load an Interface Builder storyboard from a path, or from name and xml",
        params: [
            .optional(.path, "a .storyboard file"),
            .optional(.name, "the storyboard's name, with xml"),
            .optional(.xml, "the storyboard's XML, with name"),
        ],
        returns: ResultTypes.storyboardLoaded,
        mutates: true)

    public static let storyboardList = MethodDescriptor(
        "storyboard.list", summary: "List the loaded storyboards",
        returns: ResultTypes.storyboardList, mutates: false)

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let storyboardMethods: [MethodDescriptor] = [.storyboardLoad, .storyboardList]
}
