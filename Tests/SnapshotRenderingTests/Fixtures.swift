@testable import SnapshotRendering

/// Small scenes for the pure tests.
enum Fixtures {
    static let phone = Size(width: 390, height: 844)
    static let pad = Size(width: 1024, height: 1366)

    static func plain(_ vc: String, _ title: String? = nil, style: String? = nil, appearance: String = "appeared",
                      preferred: Size? = nil, presented: SnapshotController? = nil) -> SnapshotController {
        SnapshotController(vc: vc, className: "UIViewController", title: title, appearance: appearance, style: style,
                           preferredContentSize: preferred, presented: presented)
    }

    /// One screen with one key window whose root is `root`.
    static func scene(_ root: SnapshotController, size: Size = phone, hClass: SizeClass = .compact,
                      profile: SnapshotProfile = .classic) -> SnapshotScene {
        SnapshotScene(screens: [SnapshotScreen(
            id: "s1", name: "Main", main: true, size: size, scale: 3, idiom: hClass == .compact ? "phone" : "pad",
            horizontalSizeClass: hClass, verticalSizeClass: .regular,
            windows: [SnapshotWindow(id: "w1", key: true, horizontalSizeClass: hClass, root: root)])], profile: profile)
    }

    /// The layers of the scene's only window.
    static func layers(_ scene: SnapshotScene) -> [LayerLayout] {
        SnapshotLayouter.layout(scene).screens[0].windows[0].layers
    }
}
