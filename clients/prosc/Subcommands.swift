import ArgumentParser

extension Prosc {
    /// Every top-level subcommand, in help order: the method families (generated from the method
    /// table: clients/prosc/Generated), then the shortcuts (a shortcut is either its own command
    /// or a family's command registered here too).
    /// To add a command (e.g. `Snapshot` from its own module), append its type here.
    static let subcommandList: [ParsableCommand.Type] = [
        // Views of the hierarchy
        TreeCommand.self, WatchCommand.self, Snapshot.self, InspectCommand.self,
        // Whole-app analysis
        ExploreCommand.self,
        // One family per protocol section
        ServerCommand.self, ScreenCommand.self, SceneCommand.self, WindowCommand.self, DeviceCommand.self,
        StoryboardCommand.self, ViewControllerCommand.self, NavigationCommand.self, TabCommand.self, PageCommand.self, SplitCommand.self, SheetCommand.self,
        SegueCommand.self, EventsCommand.self,
        // Shortcuts
        PresentShortcut.self, DismissShortcut.self, PushShortcut.self, PopShortcut.self,
        SegueCommand.Unwind.self, ServerCommand.Stats.self, ServerCommand.Shutdown.self, ServerCommand.Ping.self,
        // Flow tests (docs/flows.md)
        TestCommand.self, RecordCommand.self,
        // Reports of a suite's shards as one (docs/scale.md)
        MergeCommand.self,
        // Any method by name, and introspection for tests and completion
        CallCommand.self, MethodsCommand.self,
    ]
}
