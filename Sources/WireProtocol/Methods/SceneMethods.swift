/// Scene methods (docs/protocol.md *Methods › Scenes*): the scene life cycle of iOS 13 and
/// later (uikit-rules R130–R145). Each runs on the server's own queue, as screen methods do.
extension MethodDescriptor {
    /// The subject of the methods on one scene.
    private static let scene = MethodFamily(.required(.scene, "the scene's id"), isExtension: true)

    public static let sceneList = MethodDescriptor(
        "scene.list", summary: "List the connected scenes with their sessions, and the application's scene facts",
        returns: ResultTypes.windowSceneList, mutates: false, isExtension: true)

    public static let sceneGet = MethodFamily(.required(.scene, "the scene's id (sc1, …)"), isExtension: true).query(
        "scene.get", summary: "Describe a scene and its session", returns: ResultTypes.windowScene)

    public static let sceneActivate = MethodDescriptor(
        "scene.activate",
        summary: "requestSceneSessionActivation: a new application session, scene and window (iPad, multiple scenes)",
        params: [.optional(.requestingScene, "the scene asking (options.requestingScene); it must be in the foreground")],
        returns: ResultTypes.sceneConnected, mutates: true, isExtension: true)

    public static let sceneDestroy = scene.mutation(
        "scene.destroy", summary: "requestSceneSessionDestruction: the scene disconnects and its session is discarded",
        returns: ResultTypes.windowIDs)

    public static let sceneBackground = scene.mutation(
        "scene.background", summary: "The user leaves the scene: it resigns active and enters the background")

    public static let sceneForeground = scene.mutation(
        "scene.foreground", summary: "The user returns to a background scene: it enters the foreground and becomes active")

    public static let sceneResize = scene.mutation(
        "scene.resize", summary: "Split View, Slide Over or an iPadOS 26 window: the scene takes a new size",
        params: [.required(.width, "the new width in points"), .required(.height, "the new height in points")])

    public static let sceneSetRestorationActivity = scene.mutation(
        "scene.setRestorationActivity",
        summary: "What the scene delegate's stateRestorationActivity(for:) returns: the session keeps it across a restart",
        params: [
            .optional(.activityType, "the activity's activityType (absent: the scene returns nil, no activity)"),
            .optional(.title, "its title"),
            .optional(.userInfo, "its userInfo: string values by key"),
        ])

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let sceneMethods: [MethodDescriptor] = [.sceneList, .sceneGet, .sceneActivate, .sceneDestroy, .sceneBackground, .sceneForeground, .sceneResize, .sceneSetRestorationActivity]
}
