/// Every result type of the protocol, declared once: the method table's `returns` name them,
/// and `make generate` writes the Swift client's structs, the Python client's `TypedDict`s and
/// the protocol reference's result blocks from them. A type here is the truth the clients'
/// result-shape tests hold real answers to (required members present, nothing undeclared).
public enum ResultTypes {
    // MARK: shared parts

    /// One console warning UIKit logged on a call it let through.
    public static let uikitWarning = ResultType(
        "UIKitWarning",
        """
        One console warning UIKit logged on a call it let through (docs/protocol.md, "Warnings";
        uikit-rules W1, W2, …): a result's `warnings` member, absent when there are none.
        """, swiftName: "UIKitWarningInfo", [
            ResultMember("rule", .string, "`W1`, `W2`, … (uikit-rules.md)"),
            ResultMember("kind", .string, "the `uikitWarning` event's kind (`detachedPresenter`, `unbalancedAppearanceTransition`, …)"),
            ResultMember("uikit", .string, "UIKit's text in the server's iOS version"),
            ResultMember("vc", .id, "the controller it concerns"),
        ])

    /// `warnings`, on every mutation that can warn.
    static let warnings = ResultMember("warnings", .array(.type("UIKitWarning")), .absentWhenEmpty, "UIKit's console warnings on the call; absent when there are none")

    /// A result with no members of its own but UIKit's warnings.
    public static let acknowledged = ResultType(
        "Acknowledged", "The answer of a method with nothing to return but UIKit's console warnings, when it logged any.",
        [warnings])

    /// A result with no members (`ping`, `server.shutdown`, `events.unsubscribe`).
    public static let empty = ResultType("Empty", "The answer of a method with nothing to return: `{}`.", [])

    /// Size classes and idiom.
    public static let traits = ResultType(
        "Traits", "Size classes and idiom (`traits` of screens and windows).", [
            ResultMember("horizontalSizeClass", .oneOf(.sizeClass)),
            ResultMember("verticalSizeClass", .oneOf(.sizeClass)),
            ResultMember("idiom", .oneOf(.idiom)),
        ])

    // MARK: session and server

    public static let serverInfo = ResultType(
        "ServerInfo", "`hello`'s `server`: the server's name and version.", [
            ResultMember("name", .string, "`proscd`"),
            ResultMember("version", .string, "the server's version (`ProsceniumVersion`)"),
        ])

    public static let hello = ResultType(
        "HelloResult",
        """
        `hello`: the session, the protocol version, the role, the server's name and version and the
        iOS version whose UIKit it reproduces.
        """, [
            ResultMember("session", .string, "the session's id"),
            ResultMember("protocol", .integer, swiftName: "protocolVersion", "the protocol version (1)"),
            ResultMember("role", .oneOf(.role), "the role the connection now has (an extension)"),
            ResultMember("server", .type("ServerInfo"), "the server's name and version"),
            ResultMember("ios", .integer, "the iOS version whose UIKit the server reproduces"),
        ])

    public static let stateFigures = ResultType(
        "StateFigures",
        "`server.stats`' `state` with `--state-dir`: state writes, failed writes, and what the start-up restore brought back.",
        swiftNestedIn: "ServerStats", [
            ResultMember("writes", .integer, "successful writes of the state file"),
            ResultMember("writeFailures", .integer, "writes that failed (logged; the server carries on)"),
            ResultMember("restoredControllers", .integer, "controllers the start-up restore brought back"),
            ResultMember("restoreEvents", .integer, "events the start-up restore issued"),
        ])

    public static let serverStats = ResultType(
        "ServerStats",
        """
        `server.stats`: counters of the running server (`seq` and the members after it are
        extensions; `state` is null without `--state-dir`; `ios` is the iOS version reproduced).
        """, [
            ResultMember("ios", .integer, "the iOS version whose UIKit the server reproduces"),
            ResultMember("clients", .integer, "connections open"),
            ResultMember("screens", .integer, "screens connected"),
            ResultMember("windows", .integer, "windows"),
            ResultMember("viewControllers", .integer, "controllers alive"),
            ResultMember("transitionsCompleted", .integer, "transitions finished since the start"),
            ResultMember("eventsSent", .integer, "events written to subscribers"),
            ResultMember("eventsDropped", .integer, "events dropped for slow subscribers"),
            ResultMember("uptimeMs", .number, "milliseconds since the start"),
            ResultMember("state", .type("StateFigures"), .nullable, "with `--state-dir`: state writes and what the start-up restore brought back"),
            ResultMember("seq", .integer, "the last event number"),
            ResultMember("subscriptions", .integer, "live subscriptions"),
            ResultMember("pid", .integer, "the server's process id"),
            ResultMember("rssBytes", .integer, "the server's resident size"),
            ResultMember("outboundBytes", .integer, "output accepted for all connections that their clients have not taken yet"),
        ])

    public static let invariantViolation = ResultType(
        "InvariantViolation", "One broken invariant: the rule and what broke it.", swiftName: "Violation", swiftNestedIn: "InvariantReport", [
            ResultMember("rule", .string),
            ResultMember("detail", .string),
        ])

    public static let invariantReport = ResultType(
        "InvariantReport", "`server.checkInvariants`: whether the engine's invariants hold, and what broke.", [
            ResultMember("ok", .bool),
            ResultMember("violations", .array(.type("InvariantViolation"))),
        ])

    // MARK: screens, windows, device

    public static let screenInfo = ResultType(
        "ScreenInfo", "One screen of `screen.list`.", [
            ResultMember("id", .id),
            ResultMember("name", .string),
            ResultMember("main", .bool, "true for the device's own screen"),
            ResultMember("width", .number, "in points"),
            ResultMember("height", .number, "in points"),
            ResultMember("scale", .number),
            ResultMember("traits", .type("Traits")),
            ResultMember("windows", .ids, "its windows"),
            ResultMember("mirrored", .bool, "an external display whose scene shows no window: it mirrors the main screen (scene life cycle, R135); false otherwise"),
        ])

    public static let screenList = ResultType("ScreenList", "`screen.list`.", [ResultMember("screens", .array(.type("ScreenInfo")))])

    public static let screenConnected = ResultType(
        "ScreenConnected", "`screen.connect`: the new screen and the windows built for it.", [
            ResultMember("screen", .id),
            ResultMember("windows", .ids),
        ])

    public static let windowIDs = ResultType("WindowIDs", "`screen.disconnect`: the windows torn down.", [ResultMember("windows", .ids)])

    public static let windowCreated = ResultType(
        "WindowCreated", "`window.create`: the new window and its root.", [
            ResultMember("window", .id),
            ResultMember("root", .id, .nullable),
        ])

    /// What `window.list` and `window.get` both say of a window after its id.
    private static let windowState = [
        ResultMember("screen", .id),
        ResultMember("key", .bool),
        ResultMember("visible", .bool),
        ResultMember("root", .id, .nullable),
    ]

    public static let windowSummary = ResultType("WindowSummary", "One window of `window.list`.", [ResultMember("id", .id)] + windowState)

    public static let windowList = ResultType("WindowList", "`window.list`.", [ResultMember("windows", .array(.type("WindowSummary")))])

    public static let statusBar = ResultType(
        "StatusBar", "Who decides a window's status bar, and what it decided.", swiftNestedIn: "WindowDetail", [
            ResultMember("controller", .id, .nullable, "the controller whose preferences decide"),
            ResultMember("style", .oneOf(.statusBarStyle)),
            ResultMember("hidden", .bool),
        ])

    public static let windowDetail = ResultType(
        "WindowDetail", "`window.get`: a window with its traits, orientation and status-bar decision.", [ResultMember("window", .id)] + windowState + [
            ResultMember("windowScene", .id, .nullable, "the scene it belongs to (`UIWindow.windowScene`); null under the app-delegate life cycle"),
            ResultMember("traits", .type("Traits")),
            ResultMember("orientation", .oneOf(.orientation)),
            ResultMember("statusBar", .type("StatusBar")),
        ])

    // MARK: scenes

    public static let windowScene = ResultType(
        "WindowScene", "`scene.get`, and each scene of `scene.list`: a connected scene and its session (R130–R145).", [
            ResultMember("scene", .id),
            ResultMember("session", .string, "the session's `persistentIdentifier`"),
            ResultMember("role", .oneOf(.sceneRole)),
            ResultMember("roleName", .string, "the role's UIKit name in the server's iOS version (`UIWindowSceneSessionRoleApplication`, `UIWindowSceneSessionRoleExternalDisplayNonInteractive`…)"),
            ResultMember("configuration", .string, .nullable, "the configuration's `UISceneConfigurationName` (null: the manifest gives the role none)"),
            ResultMember("delegateClass", .string, .nullable, "its `UISceneDelegateClassName`"),
            ResultMember("storyboard", .string, .nullable, "its `UISceneStoryboardFile`: the storyboard UIKit built the scene's window from"),
            ResultMember("activationState", .oneOf(.sceneActivationState)),
            ResultMember("screen", .id),
            ResultMember("width", .number, "in points: the screen's, or what `scene.resize` set"),
            ResultMember("height", .number, "in points"),
            ResultMember("traits", .type("Traits")),
            ResultMember("windows", .ids),
            ResultMember("mirrored", .bool, "an external display's scene with no visible window: the display mirrors the main screen"),
            ResultMember("stateRestorationActivity", .type("SceneActivity"), .nullable, "the session's `stateRestorationActivity` (`scene.setRestorationActivity`), kept across a restart with `--state-dir`"),
        ])

    public static let sceneActivity = ResultType(
        "SceneActivity", "The `NSUserActivity` a scene delegate's `stateRestorationActivity(for:)` returns, as a session keeps it.", [
            ResultMember("activityType", .string),
            ResultMember("title", .string, .nullable),
            ResultMember("userInfo", .object, "string values by key"),
        ])

    public static let windowSceneList = ResultType(
        "WindowSceneList", "`scene.list`: the app's life cycle, `UIApplication.supportsMultipleScenes`, and the connected scenes.", [
            ResultMember("lifeCycle", .oneOf(.lifeCycle), "`scenes` (iOS 13+ with a scene manifest) or `appDelegate`"),
            ResultMember("supportsMultipleScenes", .bool, "the manifest's `UIApplicationSupportsMultipleScenes` on a system that shows several scenes (the pad idiom)"),
            ResultMember("scenes", .array(.type("WindowScene"))),
        ])

    public static let sceneConnected = ResultType(
        "SceneConnected", "`scene.activate`: the new scene and the window UIKit built from its configuration's storyboard (none without one).", [
            ResultMember("scene", .id),
            ResultMember("windows", .ids),
        ])

    public static let windowRotation = ResultType(
        "WindowRotation", "One window's outcome of `device.rotate`.", swiftNestedIn: "RotateResult", [
            ResultMember("window", .id),
            ResultMember("rotated", .bool),
        ])

    public static let rotateResult = ResultType(
        "RotateResult", "`device.rotate`: the new orientation and which windows rotated.", [
            ResultMember("orientation", .oneOf(.orientation)),
            ResultMember("windows", .array(.type("WindowRotation"))),
        ])

    // MARK: storyboards

    public static let sceneReference = ResultType(
        "SceneReference",
        """
        Where a storyboard reference scene (`container` `placeholder`) points: a storyboard and a
        storyboard identifier in it (null: its initial controller).
        """, [
            ResultMember("storyboard", .string),
            ResultMember("identifier", .string, .nullable),
        ])

    public static let sceneRelationship = ResultType(
        "SceneRelationship",
        "A relationship segue of a scene (a navigation controller's root, a tab, a split column) and its destination's scene id.", [
            ResultMember("segue", .string, "the segue's id"),
            ResultMember("relationship", .string),
            ResultMember("destination", .string, "the destination's scene id in the same storyboard"),
        ])

    public static let sceneSegue = ResultType(
        "SceneSegue",
        """
        Another segue a scene declares (embed segues included), in document order, from the
        storyboard's static flow graph.
        """, [
            ResultMember("segue", .string, "the segue's id"),
            ResultMember("identifier", .string, .nullable),
            ResultMember("kind", .string),
            ResultMember("trigger", .string, "the element that fires it (`controller`: performed from code by identifier)"),
            ResultMember("destination", .string, .nullable, "the destination's scene id (a reference's id for another storyboard); null for unwind segues"),
            ResultMember("unwindAction", .string, .nullable, "for unwind segues: the action without its colon"),
        ])

    public static let sceneAction = ResultType(
        "SceneAction",
        """
        An action connection aimed at a scene's controller: a tap on `element` (`button`,
        `barButtonItem`, `gesture`, `control`, …, titled `title`) sends `selector`.
        """, [
            ResultMember("selector", .string),
            ResultMember("element", .string),
            ResultMember("title", .string, .nullable),
        ])

    public static let sceneInfo = ResultType(
        "SceneInfo",
        """
        One scene of a storyboard with its static flow graph (an extension): `container`
        (`plain`, `navigation`, `tabBar`, `splitView`, `pageViewController` or `placeholder`),
        `reference` on a storyboard reference only, its relationship segues, its other segues and
        its action connections.
        """, [
            ResultMember("id", .string, "the scene's element id in the XML"),
            ResultMember("storyboardIdentifier", .string, .nullable),
            ResultMember("class", .string, swiftName: "className"),
            ResultMember("customClass", .string, .nullable),
            ResultMember("title", .string, .nullable),
            ResultMember("container", .string),
            ResultMember("reference", .type("SceneReference"), .optional, "on a storyboard reference only"),
            ResultMember("relationships", .array(.type("SceneRelationship"))),
            ResultMember("segues", .array(.type("SceneSegue"))),
            ResultMember("actions", .array(.type("SceneAction"))),
        ])

    public static let storyboardLoaded = ResultType(
        "StoryboardLoaded",
        """
        `storyboard.load`: the storyboard's name, initial scene id, scenes, how many segues it
        has, and the references that cannot be resolved with what is loaded (`warnings`).
        """, [
            ResultMember("storyboard", .string),
            ResultMember("initial", .string, .nullable, "the initial controller's scene id"),
            ResultMember("scenes", .array(.type("SceneInfo"))),
            ResultMember("segues", .integer, "the number of segues"),
            ResultMember("warnings", .array(.string), "references that cannot be resolved with what is loaded"),
        ])

    public static let storyboardInfo = ResultType(
        "StoryboardInfo", "One storyboard of `storyboard.list` (`path` null for one loaded from XML).", [
            ResultMember("storyboard", .string),
            ResultMember("path", .string, .nullable),
            ResultMember("initial", .string, .nullable, "the initial controller's scene id"),
            ResultMember("scenes", .array(.type("SceneInfo"))),
        ])

    public static let storyboardList = ResultType(
        "StoryboardList", "`storyboard.list`.", [ResultMember("storyboards", .array(.type("StoryboardInfo")))])

    // MARK: view controllers

    public static let treeNode = ResultType(
        "TreeNode",
        """
        One controller of a tree (the contract's `Node`): its children in the container's order,
        the controller it presents and, on a presented node, the style it was presented with.
        `scene` (its element's id in the storyboard XML) is absent for a controller made in code.
        """, [
            ResultMember("vc", .id),
            ResultMember("class", .string, swiftName: "className"),
            ResultMember("title", .string, .nullable),
            ResultMember("storyboardIdentifier", .string, .nullable),
            ResultMember("appearance", .oneOf(.appearanceState)),
            ResultMember("children", .array(.type("TreeNode")), "in the container's order"),
            ResultMember("scene", .string, .optional, "its element's id in the storyboard XML; absent for a controller made in code"),
            ResultMember("presented", .type("TreeNode"), .optional, "the controller this one presents"),
            ResultMember("style", .oneOf(.presentationStyle), .optional, "on a presented node: the style it was presented with"),
            ResultMember("detent", .string, .optional,
                         "on a presented page or form sheet with more than one detent (iOS 15+): the identifier of the detent it rests at (its `selectedDetentIdentifier`, else the smallest); absent otherwise"),
            ResultMember("displayMode", .string, .optional,
                         "on an expanded column-style split (iOS 14+): its display mode (`secondaryOnly`, `oneBesideSecondary`, `oneOverSecondary`, `twoBesideSecondary`, `twoOverSecondary`, `twoDisplaceSecondary`), which decides the columns on screen; absent otherwise (a collapsed split, any other controller)"),
            ResultMember("gestures", .array(.string), .absentWhenEmpty,
                         "what the user can do to it with a gesture now: `tapTab` (a tab bar they can tap), `swipeBack` (a navigation controller they can swipe back on), `pullDown` (a sheet a pull down dismisses), `swipeForward` / `swipeReverse` (a page view controller a swipe turns), `tapMore` (a tab bar whose More item they can tap), `tapItem` (a tab whose item they can tap now: on the bar, or a row of the More list on screen), `tapBack` (a navigation controller whose back button they can tap), `dragSheet` (a sheet they can drag to another of its detents, listed in `dragDetents`), `tapUITab` (a tab bar controller with iOS 18 tabs they can tap, listed in `tabIdentifiers`), `showColumn` / `hideColumn` (an expanded column-style split whose hidden columns they can bring in, or shown ones put away, with the display-mode button or the edge swipe, listed in `showColumns` / `hideColumns`); absent when none"),
            ResultMember("dragDetents", .array(.string), .absentWhenEmpty,
                         "with `dragSheet`: the detent identifiers the user can drag the sheet to now, in its `detents` order (not the one it rests at); absent otherwise"),
            ResultMember("tabIdentifiers", .array(.string), .absentWhenEmpty,
                         "with `tapUITab`: the identifiers of the tabs (UITab) the user can tap now, in `tabs` order: the root tabs, and a group's children while the sidebar shows; absent otherwise"),
            ResultMember("showColumns", .array(.string), .absentWhenEmpty,
                         "with `showColumn`: the hidden columns (`primary`, `supplementary`) the user can bring in now, in column order; absent otherwise"),
            ResultMember("hideColumns", .array(.string), .absentWhenEmpty,
                         "with `hideColumn`: the shown columns (`primary`, `supplementary`) the user can put away now, in column order; absent otherwise"),
        ])

    public static let treeWindow = ResultType(
        "TreeWindow", "One window of `tree`.", [
            ResultMember("window", .id),
            ResultMember("screen", .id),
            ResultMember("key", .bool),
            ResultMember("root", .type("TreeNode"), .nullable),
        ])

    public static let tree = ResultType("Tree", "`tree`: the hierarchy of every window (or one).", [ResultMember("windows", .array(.type("TreeWindow")))])

    public static let instantiated = ResultType(
        "Instantiated", "`vc.instantiate`: the new controller and its subtree.", [
            ResultMember("vc", .id),
            ResultMember("tree", .type("TreeNode")),
        ])

    public static let created = ResultType("Created", "`vc.create` and `nav.instantiateAndPush`: the new controller.", [ResultMember("vc", .id)])

    public static let controllerInfo = ResultType(
        "ControllerInfo", "`vc.get`: one controller with its relationships, appearance state and properties.", [
            ResultMember("vc", .id),
            ResultMember("class", .string, swiftName: "className"),
            ResultMember("title", .string, .nullable),
            ResultMember("storyboard", .string, .nullable),
            ResultMember("storyboardIdentifier", .string, .nullable),
            ResultMember("scene", .string, .nullable),
            ResultMember("window", .id, .nullable),
            ResultMember("parent", .id, .nullable),
            ResultMember("children", .ids),
            ResultMember("presentingViewController", .id, .nullable),
            ResultMember("presentedViewController", .id, .nullable),
            ResultMember("navigationController", .id, .nullable),
            ResultMember("tabBarController", .id, .nullable),
            ResultMember("splitViewController", .id, .nullable),
            ResultMember("isViewLoaded", .bool),
            ResultMember("appearance", .oneOf(.appearanceState)),
            ResultMember("properties", .object, "the controller's properties (docs/protocol.md *Properties*)"),
        ])

    public static let childController = ResultType(
        "ChildController", "One child of `vc.children`: its id and what picks it out among its siblings.", [
            ResultMember("vc", .id),
            ResultMember("class", .string, swiftName: "className", "the custom class when there is one"),
            ResultMember("title", .string, .nullable),
            ResultMember("storyboardIdentifier", .string, .nullable),
            ResultMember("appearance", .oneOf(.appearanceState)),
        ])

    public static let children = ResultType(
        "Children",
        """
        `vc.children`: a controller's children in the container's order (a navigation stack bottom
        first, a tab bar's tabs left first, a split view's columns primary first).
        """, [ResultMember("children", .array(.type("ChildController")))])

    public static let presented = ResultType(
        "Presented",
        """
        `vc.present` and `vc.instantiateAndPresent` (`vc` the new controller): who actually
        presented (after the presentation-context search) and the style after adaptation.
        """, [
            ResultMember("vc", .id),
            ResultMember("presenter", .id),
            ResultMember("style", .oneOf(.presentationStyle)),
            warnings,
        ])

    public static let dismissed = ResultType("Dismissed", "`vc.dismiss` and `vc.interactiveDismiss`: the controllers dismissed.", [ResultMember("dismissed", .ids)])

    public static let shown = ResultType(
        "Shown", "`vc.show` / `vc.showDetail`: what show did (`push`, `present`, `replaceDetail`) and in which container.", [
            ResultMember("action", .oneOf(.showAction)),
            ResultMember("container", .id, .nullable),
            warnings,
        ])

    public static let splitColumnSet = ResultType(
        "SplitColumnSet",
        """
        `split.setViewController`: the controller now in the column (`vc`: the navigation controller
        UIKit wrapped it in, R151), or, for a plain controller given to a secondary column that has a
        navigation controller, the push onto it (`action: push`, `container`, R152); `{}` when the column
        was cleared or nothing changed.
        """, [
            ResultMember("vc", .id, .optional, "the controller installed in the column"),
            ResultMember("action", .oneOf(.showAction), .optional, "`push` when the controller was pushed (R152)"),
            ResultMember("container", .id, .optional, "the navigation controller it was pushed onto"),
        ])

    public static let instantiatedAndShown = ResultType(
        "InstantiatedAndShown",
        "`vc.instantiateAndShow` / `vc.instantiateAndShowDetail`: the new controller `vc` and what show did, as `Shown`.", [
            ResultMember("vc", .id),
            ResultMember("action", .oneOf(.showAction)),
            ResultMember("container", .id, .nullable),
            warnings,
        ])

    public static let popped = ResultType("Popped", "`nav.pop`, `nav.popTo`, `nav.popToRoot`, `nav.interactivePop`: the controllers popped.", [ResultMember("popped", .ids)])

    public static let tabTapped = ResultType(
        "TabTapped",
        """
        `tab.tap` and `tab.tapMore`: whether the delegate let the tap through (`vetoedTabs`), what a
        tap on the selected tab popped from its navigation controller, and the selection after it.
        """, [
            ResultMember("selected", .bool),
            ResultMember("popped", .ids),
            ResultMember("selectedIndex", .integer, .nullable, "UIKit's `selectedIndex` after the tap: null (NSNotFound) while the More list is shown"),
            ResultMember("selectedViewController", .id, .nullable, "UIKit's `selectedViewController`: the More navigation controller while its list is shown"),
        ])

    public static let pageSwiped = ResultType(
        "PageSwiped",
        """
        `page.swipe`: the pages a page view controller shows after the user's swipe, and whether the
        swipe completed (false: cancelled, the pages are the ones shown before).
        """, [
            ResultMember("viewControllers", .ids),
            ResultMember("completed", .bool),
        ])

    // MARK: segues

    public static let seguePerformed = ResultType(
        "SeguePerformed",
        """
        `segue.perform`: the segue that ran; an unwind segue (`kind` `unwind`) adds the
        controllers `dismissed` and `popped` on the way.
        """, [
            ResultMember("identifier", .string, .nullable),
            ResultMember("kind", .string),
            ResultMember("destination", .id, .nullable),
            ResultMember("dismissed", .ids, .optional, "an unwind segue's dismissed controllers"),
            ResultMember("popped", .ids, .optional, "an unwind segue's popped controllers"),
            warnings,
        ])

    public static let segueInfo = ResultType(
        "SegueInfo", "One segue a controller's scene declares (`vc.segues`).", [
            ResultMember("segue", .string),
            ResultMember("identifier", .string, .nullable),
            ResultMember("kind", .string),
            ResultMember("trigger", .string),
            ResultMember("destination", .string, .nullable),
        ])

    public static let segueList = ResultType("SegueList", "`vc.segues`.", [ResultMember("segues", .array(.type("SegueInfo")))])

    public static let unwound = ResultType(
        "Unwound", "`segue.unwind`: where the unwind landed and what it dismissed and popped.", [
            ResultMember("destination", .id),
            ResultMember("dismissed", .ids),
            ResultMember("popped", .ids),
        ])

    // MARK: events

    public static let syncResult = ResultType(
        "SyncResult", "`sync`: the last event issued before it, all of which have been written to this client.", [ResultMember("seq", .integer)])

    public static let subscribeResult = ResultType(
        "SubscribeResult", "`events.subscribe`: the subscription, the last event number and, when asked, the tree.", [
            ResultMember("subscription", .string),
            ResultMember("seq", .integer),
            ResultMember("tree", .type("Tree"), .optional, "with `includeTree`"),
            ResultMember("restorationEvents", .integer, .optional, "with `--state-dir`: events the start-up restore issued"),
            ResultMember("restorationEventsNotKept", .integer, .optional, "of those, how many are no longer kept"),
        ])

    /// Not a method's result: the error object of a refused request, as clients report it.
    public static let requestError = ResultType(
        "RequestError",
        """
        The error a reported request was refused with: the error object of its answer, exactly
        (`data` holds `uikit`, `raises`… when the server gives them). The Swift client reads it as a
        `ClientError`.
        """, generatesSwift: false, [
            ResultMember("code", .integer),
            ResultMember("message", .string),
            ResultMember("data", .any, .optional),
        ])

    /// Every type, in the order the generated files list them.
    public static let all: [ResultType] = [
        uikitWarning, empty, acknowledged, traits, serverInfo, hello, stateFigures, serverStats, invariantViolation, invariantReport,
        screenInfo, screenList, screenConnected, windowIDs, windowCreated, windowSummary, windowList, statusBar, windowDetail,
        windowScene, sceneActivity, windowSceneList, sceneConnected, windowRotation, rotateResult,
        sceneReference, sceneRelationship, sceneSegue, sceneAction, sceneInfo, storyboardLoaded, storyboardInfo, storyboardList,
        treeNode, treeWindow, tree, instantiated, created, controllerInfo, childController, children, presented, dismissed, shown, splitColumnSet, instantiatedAndShown,
        popped, tabTapped, pageSwiped,
        seguePerformed, segueInfo, segueList, unwound,
        syncResult, subscribeResult, requestError,
    ]

    /// The type named `name`.
    public static func named(_ name: String) -> ResultType? { all.first { $0.name == name } }
}
