/// Screen methods (docs/protocol.md *Methods › Screens*).
extension MethodDescriptor {
    public static let screenList = MethodDescriptor(
        "screen.list", summary: "List the screens with their windows",
        returns: ResultTypes.screenList,
        mutates: false)

    public static let screenConnect = MethodDescriptor(
        "screen.connect",
        summary: "Attach an external display with a visible window rooted in the external storyboard",
        params: [
            .required(.name, "the screen's name"),
            .required(.width, "width in points"),
            .required(.height, "height in points"),
            .optional(.scale, default: 1, "points to pixels"),
        ],
        returns: ResultTypes.screenConnected, mutates: true)

    public static let screenDisconnect = MethodFamily(.required(.screen, "the screen's id")).mutation(
        "screen.disconnect", summary: "Detach a display and tear down its windows", returns: ResultTypes.windowIDs)

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let screenMethods: [MethodDescriptor] = [.screenList, .screenConnect, .screenDisconnect]
}
