/// Scene methods (docs/protocol.md *Methods › Scenes*): the scene life cycle of iOS 13 and
/// later (uikit-rules R130–R145). Each runs on the server's own queue, as screen methods do.
extension MethodDescriptor {
    public static let sceneList = MethodDescriptor(
        "scene.list", summary: "List the connected scenes with their sessions, and the application's scene facts",
        returns: ResultTypes.windowSceneList, mutates: false, isExtension: true)

    public static let sceneGet = MethodDescriptor(
        "scene.get", summary: "Describe a scene and its session",
        params: [.required(.scene, "the scene's id (sc1, …)")],
        returns: ResultTypes.windowScene, mutates: false, target: .scene(param: "scene"), isExtension: true)

    public static let sceneActivate = MethodDescriptor(
        "scene.activate",
        summary: "requestSceneSessionActivation: a new application session, scene and window (iPad, multiple scenes)",
        params: [.optional(.requestingScene, "the scene asking (options.requestingScene); it must be in the foreground")],
        returns: ResultTypes.sceneConnected, mutates: true, isExtension: true)

    public static let sceneDestroy = MethodDescriptor(
        "scene.destroy", summary: "requestSceneSessionDestruction: the scene disconnects and its session is discarded",
        params: [.required(.scene, "the scene's id")],
        returns: ResultTypes.windowIDs, mutates: true, target: .scene(param: "scene"), isExtension: true)

    public static let sceneBackground = MethodDescriptor(
        "scene.background", summary: "The user leaves the scene: it resigns active and enters the background",
        params: [.required(.scene, "the scene's id")],
        mutates: true, target: .scene(param: "scene"), isExtension: true)

    public static let sceneForeground = MethodDescriptor(
        "scene.foreground", summary: "The user returns to a background scene: it enters the foreground and becomes active",
        params: [.required(.scene, "the scene's id")],
        mutates: true, target: .scene(param: "scene"), isExtension: true)

    public static let sceneResize = MethodDescriptor(
        "scene.resize", summary: "Split View, Slide Over or an iPadOS 26 window: the scene takes a new size",
        params: [
            .required(.scene, "the scene's id"),
            .required(.width, "the new width in points"),
            .required(.height, "the new height in points"),
        ],
        mutates: true, target: .scene(param: "scene"), isExtension: true)

    public static let sceneSetRestorationActivity = MethodDescriptor(
        "scene.setRestorationActivity",
        summary: "What the scene delegate's stateRestorationActivity(for:) returns: the session keeps it across a restart",
        params: [
            .required(.scene, "the scene's id"),
            .optional(.activityType, "the activity's activityType (absent: the scene returns nil, no activity)"),
            .optional(.title, "its title"),
            .optional(.userInfo, "its userInfo: string values by key"),
        ],
        mutates: true, target: .scene(param: "scene"), isExtension: true)

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let sceneMethods: [MethodDescriptor] = [.sceneList, .sceneGet, .sceneActivate, .sceneDestroy, .sceneBackground, .sceneForeground, .sceneResize, .sceneSetRestorationActivity]
}
