import WireProtocol

/// The server's entries, one per descriptor of `MethodTable.all` and at the same index: the
/// dispatcher finds a method's descriptor and its handler with one lookup. How to add a method,
/// and the test that fails when each step is missing: CONTRIBUTING.md, *Adding a protocol method*.
enum ServerMethods {
    /// Every family's entries.
    static let families: [[MethodEntry]] = [
        SessionEntries.all, ScreenEntries.all, WindowEntries.all, SceneEntries.all, StoryboardEntries.all, ControllerEntries.all,
        NavigationEntries.all, PageEntries.all, SplitEntries.all, SheetEntries.all, SegueEntries.all, TreeEntries.all, EventEntries.all,
    ]

    /// `entries[i]` serves `MethodTable.all[i]`.
    static let entries: [MethodEntry] = {
        var byIndex = [MethodEntry?](repeating: nil, count: MethodTable.all.count)
        for entry in families.joined() {
            guard let i = MethodTable.index(named: entry.descriptor.name) else {
                preconditionFailure("entry for '\(entry.descriptor.name)', which the method table does not list")
            }
            precondition(byIndex[i] == nil, "two entries for '\(entry.descriptor.name)'")
            byIndex[i] = entry
        }
        return byIndex.enumerated().map { i, entry in
            guard let entry else { preconditionFailure("no entry for '\(MethodTable.all[i].name)'") }
            return entry
        }
    }()
}
