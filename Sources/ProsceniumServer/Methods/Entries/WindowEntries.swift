import EngineRequests
import HierarchyEngine
import WireProtocol

/// window.create, window.list, window.get, window.setRoot, window.makeKeyAndVisible,
/// window.setTraits, window.setHidden, window.destroy.
enum WindowEntries {
    static let all: [MethodEntry] = [
        MethodEntry(MutationRequests.windowCreate),
        MethodEntry(.windowList) { _, h, _ throws(RPCError) in
            .result(ResultEncoding.windowList(h.windows()))
        },
        MethodEntry(.windowGet) { a, h, _ throws(RPCError) in
            guard let info = h.windowInfo(a.targetWindow) else { throw TargetResolver.notFound("no window '\(a.targetWindow)'") }
            return .result(ResultEncoding.windowDetail(info))
        },
        MethodEntry(.windowSetRoot) { a throws(RPCError) in
            .setRoot(window: a.targetWindow, vc: a[.vc])
        },
        MethodEntry(.windowMakeKeyAndVisible) { a throws(RPCError) in
            .makeKeyAndVisible(a.targetWindow)
        },
        MethodEntry(.windowSetTraits) { a throws(RPCError) in
            .setTraits(window: a.targetWindow, horizontal: a.optional(.horizontalSizeClass), vertical: a.optional(.verticalSizeClass))
        },
        MethodEntry(.windowSetHidden) { a throws(RPCError) in
            .setWindowHidden(a.targetWindow, hidden: a[.hidden])
        },
        MethodEntry(.windowDestroy) { a throws(RPCError) in
            .destroyWindow(a.targetWindow)
        },
    ]
}
