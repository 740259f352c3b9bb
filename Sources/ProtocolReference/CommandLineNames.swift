import WireProtocol

/// prosc's names for the methods of the table, where they differ from the method's own: the
/// family command each method's command sits in, its verb and aliases, and the few command-line
/// additions a method's parameters do not give (`--size WxH`, `--property key=value`, a file).
/// `ProscCommands` generates every family command from the descriptors and these lines
/// (`clients/prosc/Generated/FamilyCommands.swift`); a method not listed here gets the command
/// its name gives (`scene.resize` → `prosc scene resize`, `vc.instantiateAndShow` →
/// `prosc vc instantiate-and-show`).
public enum CommandLineNames {
    /// One method's command, where it differs from what the method's name gives.
    public struct Entry: Sendable {
        public var method: MethodDescriptor
        /// The family's command name (default: the method name's prefix).
        public var family: String?
        /// The subcommand's name (default: the method name's last part, in kebab case).
        public var verb: String?
        public var aliases: [String] = []
        /// Other families that list the command too (`vc segues` and `segue segues`).
        public var alsoIn: [String] = []
        /// The command's discussion in `--help`.
        public var discussion: String = ""
        /// A hand-written `CommandLineExtra` (clients/prosc/Commands) the command adds as an
        /// option group: options beyond the method's parameters, checked with them.
        public var extra: String?
        /// Parameters the method requires that the command line may leave out (`extra` gives them).
        public var optionalOnCommandLine: [String] = []
        /// Parameters `extra` declares itself (under the same option name).
        public var declaredByExtra: [String] = []
        /// Default values on the command line (Swift literals), always sent.
        public var defaults: [String: String] = [:]
        /// A hand-written command that calls the method (its family lists it); nothing is generated.
        public var handWritten: String?
        /// The method has no family command (a hand-written top-level command calls it).
        public var topLevelOnly = false
    }

    /// A family command: `prosc vc …`.
    public struct Family: Sendable {
        public var name: String
        /// The Swift type prosc's code knows it by.
        public var type: String
        public var aliases: [String] = []
        public var abstract: String
    }

    public static let families: [Family] = [
        Family(name: "server", type: "ServerCommand", aliases: ["srv"], abstract: "Session and server: hello, ping, stats, shutdown, check-invariants."),
        Family(name: "screen", type: "ScreenCommand", aliases: ["sc"], abstract: "Screens: list, connect an external display, disconnect it."),
        Family(name: "scene", type: "SceneCommand", abstract: "Scenes (iOS 13+): list, get, open, close, background, foreground, resize, activity."),
        Family(name: "window", type: "WindowCommand", aliases: ["win", "w"],
               abstract: "Windows: create, list, get, set-root, make-key-and-visible, set-traits, set-hidden, destroy."),
        Family(name: "device", type: "DeviceCommand", aliases: ["dev"], abstract: "Device: rotate, memory-warning."),
        Family(name: "storyboard", type: "StoryboardCommand", aliases: ["sb"], abstract: "Storyboards: load, list."),
        Family(name: "vc", type: "ViewControllerCommand", aliases: ["controller"],
               abstract: "View controllers: instantiate, create, get, children, set, present, dismiss, show, containment, appearance."),
        Family(name: "nav", type: "NavigationCommand", aliases: ["navigation"],
               abstract: "Navigation controllers: push, instantiate-and-push, pop, pop-to, pop-to-root, set-view-controllers, swipe-back, tap-back."),
        Family(name: "tab", type: "TabCommand", abstract: "Tab bar controllers: select (code), set-view-controllers, tap and tap-more (a user); iOS 18 tabs: set-tabs, select-tab, tap-tab."),
        Family(name: "page", type: "PageCommand", abstract: "Page view controllers: set (the pages shown, code), swipe (a user)."),
        Family(name: "split", type: "SplitCommand", abstract: "Column-style split view controllers: set-view-controller, show-column, hide-column."),
        Family(name: "sheet", type: "SheetCommand", abstract: "Sheets (iOS 15+): drag (a user's drag between detents)."),
        Family(name: "segue", type: "SegueCommand", aliases: ["sg"], abstract: "Segues: perform, list (a controller's segues), unwind."),
        Family(name: "events", type: "EventsCommand", aliases: ["ev"], abstract: "Events: watch (subscribe), unsubscribe, sync."),
    ]

    public static let entries: [Entry] = [
        Entry(method: .hello, family: "server", defaults: ["client": "\"prosc\""]),
        Entry(method: .ping, family: "server"),
        Entry(method: .serverCheckInvariants, aliases: ["invariants"]),
        Entry(method: .screenList, aliases: ["ls"]),
        Entry(method: .screenConnect, aliases: ["add"], discussion: "Give the size as --size WxH[@scale] or as --width, --height and --scale.",
              extra: "ScreenSizeOption", optionalOnCommandLine: ["width", "height"]),
        Entry(method: .screenDisconnect, aliases: ["rm"]),
        Entry(method: .windowCreate, aliases: ["new"]),
        Entry(method: .windowList, aliases: ["ls"]),
        Entry(method: .windowMakeKeyAndVisible, aliases: ["key"]),
        Entry(method: .windowSetTraits, aliases: ["traits"]),
        Entry(method: .windowSetHidden, aliases: ["hide"]),
        Entry(method: .windowDestroy, aliases: ["rm"]),
        Entry(method: .sceneList, aliases: ["ls"]),
        Entry(method: .sceneActivate, verb: "open", aliases: ["activate"]),
        Entry(method: .sceneDestroy, verb: "close", aliases: ["destroy"]),
        Entry(method: .sceneBackground, aliases: ["bg"]),
        Entry(method: .sceneForeground, aliases: ["fg"]),
        Entry(method: .sceneResize, discussion: "Give the size as --size WxH or as --width and --height.",
              extra: "SceneSizeOption", optionalOnCommandLine: ["width", "height"]),
        Entry(method: .sceneSetRestorationActivity, verb: "activity", aliases: ["set-restoration-activity"],
              discussion: "Without --activityType the scene returns no activity. --userInfo key=value, repeatable, fills userInfo.",
              extra: "UserInfoOption", declaredByExtra: ["userInfo"]),
        Entry(method: .systemMemoryWarning, family: "device", aliases: ["memory"]),
        Entry(method: .storyboardLoad, discussion: """
            Give FILE (read here and sent inline, any size up to the server's maxLineBytes: 16 MiB \
            by default; named after the file unless --name), or --path (a file the server may \
            read: inside its storyboard directory), or --name with --xml.
            """, extra: "StoryboardFileArgument"),
        Entry(method: .storyboardList, aliases: ["ls"]),
        Entry(method: .vcInstantiate, aliases: ["new"]),
        Entry(method: .vcCreate, extra: "PropertyOptions", defaults: ["class": "\"UIViewController\""]),
        Entry(method: .vcSet, extra: "PropertyOptions", optionalOnCommandLine: ["properties"]),
        Entry(method: .vcInteractiveDismiss, verb: "pull-down", aliases: ["interactive-dismiss"]),
        Entry(method: .vcBeginAppearanceTransition, aliases: ["begin-appearance"]),
        Entry(method: .vcEndAppearanceTransition, aliases: ["end-appearance"]),
        Entry(method: .navSetViewControllers, aliases: ["set"]),
        Entry(method: .navInteractivePop, verb: "swipe-back", aliases: ["interactive-pop"]),
        Entry(method: .tabSetViewControllers, aliases: ["set"]),
        Entry(method: .pageSetViewControllers, verb: "set", aliases: ["set-view-controllers"]),
        Entry(method: .seguePerform, aliases: ["run"],
              discussion: "Give --identifier (performSegue from code) or --segue (the XML id: a user tapping the trigger)."),
        Entry(method: .vcSegues, family: "segue", aliases: ["list", "ls"], alsoIn: ["vc"]),
        Entry(method: .tree, topLevelOnly: true),
        Entry(method: .eventsSubscribe, handWritten: "WatchCommand"),
        Entry(method: .eventsUnsubscribe, discussion: "Subscriptions belong to their connection; this is useful only to check errors."),
        Entry(method: .sync, family: "events"),
    ]

    /// The entry for `method`, or the one its name gives.
    public static func entry(for method: MethodDescriptor) -> Entry {
        entries.first { $0.method.name == method.name } ?? Entry(method: method)
    }
}

extension CommandLineNames.Entry {
    /// The family command's name: the table's, else the method name's prefix.
    public var familyName: String {
        family ?? String(method.name.split(separator: ".").first ?? "")
    }

    /// The subcommand's name: the table's, else the method name's last part in kebab case
    /// (`setViewControllers` → `set-view-controllers`).
    public var verbName: String {
        if let verb { return verb }
        let last = method.name.split(separator: ".").last.map(String.init) ?? method.name
        var out = ""
        for c in last {
            if c.isUppercase { out += "-" + c.lowercased() } else { out.append(c) }
        }
        return out
    }
}
