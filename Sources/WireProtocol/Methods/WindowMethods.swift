/// Window methods (docs/protocol.md *Methods › Windows*).
extension MethodDescriptor {
    /// The subject of the methods on one window.
    private static let window = MethodFamily(.required(.window, "the window's id"))

    public static let windowCreate = MethodDescriptor(
        "window.create", summary: "Create a window, optionally with a root controller",
        params: [
            .optional(.screen, "the screen's id (default: the main screen)"),
            .optional(.root, "a controller to make the root"),
            .optional(.storyboard, "a storyboard whose controller becomes the root"),
            .optional(.identifier, "a storyboardIdentifier (default: the initial controller)"),
            .optional(.makeKeyAndVisible, default: true, "make the new window key and visible"),
        ],
        returns: ResultTypes.windowCreated, mutates: true, target: .controller(param: "root"))

    public static let windowList = MethodDescriptor(
        "window.list", summary: "List the windows",
        returns: ResultTypes.windowList, mutates: false)

    public static let windowGet = window.query("window.get", summary: "Describe a window", returns: ResultTypes.windowDetail)

    public static let windowSetRoot = window.mutation(
        "window.setRoot", summary: "Replace a window's root view controller", params: [.required(.vc, "the new root controller")])

    public static let windowMakeKeyAndVisible = window.mutation("window.makeKeyAndVisible", summary: "Make a window key and visible")

    public static let windowSetTraits = window.mutation(
        "window.setTraits", summary: "Change size classes; adaptive presentations and split views adapt",
        params: [
            .optional(.horizontalSizeClass, "the new horizontal size class"),
            .optional(.verticalSizeClass, "the new vertical size class"),
        ])

    public static let windowSetHidden = window.mutation(
        "window.setHidden", summary: "Hide or show a window (isHidden); an external display whose scene shows no window mirrors the main screen",
        params: [.required(.hidden, "true hides it; false shows it again (not key)")],
        isExtension: true)

    public static let windowDestroy = window.mutation("window.destroy", summary: "Tear down a window")

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let windowMethods: [MethodDescriptor] = [.windowCreate, .windowList, .windowGet, .windowSetRoot, .windowMakeKeyAndVisible, .windowSetTraits, .windowSetHidden, .windowDestroy]
}
