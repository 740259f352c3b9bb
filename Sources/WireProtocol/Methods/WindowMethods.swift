/// Window methods (docs/protocol.md *Methods › Windows*).
extension MethodDescriptor {
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

    public static let windowGet = MethodDescriptor(
        "window.get", summary: "Describe a window",
        params: [.required(.window, "the window's id")],
        returns: ResultTypes.windowDetail,
        mutates: false, target: .window(param: "window"))

    public static let windowSetRoot = MethodDescriptor(
        "window.setRoot", summary: "Replace a window's root view controller",
        params: [
            .required(.window, "the window's id"),
            .required(.vc, "the new root controller"),
        ],
        mutates: true, target: .window(param: "window"))

    public static let windowMakeKeyAndVisible = MethodDescriptor(
        "window.makeKeyAndVisible", summary: "Make a window key and visible",
        params: [.required(.window, "the window's id")],
        mutates: true, target: .window(param: "window"))

    public static let windowSetTraits = MethodDescriptor(
        "window.setTraits", summary: "Change size classes; adaptive presentations and split views adapt",
        params: [
            .required(.window, "the window's id"),
            .optional(.horizontalSizeClass, "the new horizontal size class"),
            .optional(.verticalSizeClass, "the new vertical size class"),
        ],
        mutates: true, target: .window(param: "window"))

    public static let windowSetHidden = MethodDescriptor(
        "window.setHidden", summary: "Hide or show a window (isHidden); an external display whose scene shows no window mirrors the main screen",
        params: [
            .required(.window, "the window's id"),
            .required(.hidden, "true hides it; false shows it again (not key)"),
        ],
        mutates: true, target: .window(param: "window"), isExtension: true)

    public static let windowDestroy = MethodDescriptor(
        "window.destroy", summary: "Tear down a window",
        params: [.required(.window, "the window's id")],
        mutates: true, target: .window(param: "window"))

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let windowMethods: [MethodDescriptor] = [.windowCreate, .windowList, .windowGet, .windowSetRoot, .windowMakeKeyAndVisible, .windowSetTraits, .windowSetHidden, .windowDestroy]
}
