import HierarchyEngine
import WireProtocol

/// scene.list, scene.get, scene.activate, scene.destroy, scene.background, scene.foreground,
/// scene.resize, scene.setRestorationActivity.
enum SceneEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.sceneList) { _, h, _ throws(RPCError) in
            .result(ResultEncoding.sceneList(h.application(), h.scenes()))
        },
        MethodEntry(.sceneGet) { a, h, _ throws(RPCError) in
            guard let info = h.sceneInfo(a.targetScene) else { throw TargetResolver.notFound("no scene '\(a.targetScene)'") }
            return .result(ResultEncoding.scene(info))
        },
        MethodEntry(.sceneActivate) { a throws(RPCError) in
            .activateScene(requestingScene: a.optional(.requestingScene))
        },
        MethodEntry(.sceneDestroy) { a throws(RPCError) in .destroyScene(a.targetScene) },
        MethodEntry(.sceneBackground) { a throws(RPCError) in .backgroundScene(a.targetScene) },
        MethodEntry(.sceneForeground) { a throws(RPCError) in .foregroundScene(a.targetScene) },
        MethodEntry(.sceneResize) { a throws(RPCError) in
            .resizeScene(a.targetScene, width: a[.width], height: a[.height])
        },
        MethodEntry(.sceneSetRestorationActivity) { a throws(RPCError) in
            guard let type = a.optional(.activityType) else {
                return .setSceneRestorationActivity(a.targetScene, nil)
            }
            var info: [String: String] = [:]
            for (key, value) in a.optional(.userInfo) ?? [:] {
                guard let text = value.stringValue else { throw .invalidParams("userInfo.\(key) must be a string") }
                info[key] = text
            }
            return .setSceneRestorationActivity(a.targetScene, SceneActivity(activityType: type, title: a.optional(.title), userInfo: info))
        },
    ]
}
