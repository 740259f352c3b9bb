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

    /// Issue 13's picture: a phone (tab bar, navigation, Home presenting Modal over full screen)
    /// beside a narrow external screen and a 1920-point TV; `longNames` gives the phone's
    /// controllers names far longer than their boxes.
    static func phoneBesideTV(longNames: Bool = false) -> SnapshotScene {
        let long = "AVeryLongViewControllerClassNameThatNoBoxCanHoldInOneLine"
        let home = SnapshotController(vc: "vc4", className: longNames ? long : "HomeViewController",
                                      title: longNames ? "Home, with a title far too long for a phone's width" : "Home",
                                      storyboardIdentifier: "Home",
                                      presented: SnapshotController(vc: "vc7", className: longNames ? long + "Modal" : "UIViewController",
                                                                    title: "Modal", storyboardIdentifier: "Modal", style: "overFullScreen"))
        let nav = SnapshotController(vc: "vc2", className: "UINavigationController", storyboardIdentifier: "HomeNavigation",
                                     container: .navigation, children: [home])
        let settings = SnapshotController(vc: "vc3", className: "UIViewController", title: "Settings", appearance: "disappeared")
        let tabs = SnapshotController(vc: "vc1", className: "UITabBarController", container: .tabBar, selectedIndex: 0,
                                      children: [nav, settings])
        let phone = SnapshotScreen(id: "s1", name: "Main", main: true, size: Fixtures.phone, scale: 3, idiom: "phone",
                                   windows: [SnapshotWindow(id: "w1", key: true, root: tabs)])
        let narrow = SnapshotScreen(id: "s2", name: "Narrow", main: false, size: Size(width: 120, height: 400), idiom: "external",
                                    horizontalSizeClass: .regular,
                                    windows: [SnapshotWindow(id: "w2", key: false, horizontalSizeClass: .regular,
                                                             root: SnapshotController(vc: "vc5", className: "UIViewController",
                                                                                      title: "Narrow display"))])
        let tv = SnapshotScreen(id: "s3", name: "TV", main: false, size: Size(width: 1920, height: 1080), idiom: "external",
                                horizontalSizeClass: .regular,
                                windows: [SnapshotWindow(id: "w3", key: false, horizontalSizeClass: .regular,
                                                         root: SnapshotController(vc: "vc6", className: "UIViewController",
                                                                                  title: "External Display",
                                                                                  storyboardIdentifier: "ExternalRoot"))])
        return SnapshotScene(screens: [phone, narrow, tv], profile: .classic)
    }
}
