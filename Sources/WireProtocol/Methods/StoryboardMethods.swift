/// Storyboard methods (docs/protocol.md *Methods › Storyboards*).
extension MethodDescriptor {
    public static let storyboardLoad = MethodDescriptor(
        "storyboard.load", summary: "Load an Interface Builder storyboard from a path, or from name and xml",
        params: [
            .optional("path", .string, "a .storyboard file"),
            .optional("name", .string, "the storyboard's name, with xml"),
            .optional("xml", .string, "the storyboard's XML, with name"),
        ],
        result: "{storyboard, initial, scenes: [{id, storyboardIdentifier, class, customClass, title, container, reference?, relationships, segues, actions}], segues}",
        mutates: true)

    public static let storyboardList = MethodDescriptor(
        "storyboard.list", summary: "List the loaded storyboards",
        result: "{storyboards: [{storyboard, path, initial, scenes}]}", mutates: false)
}
