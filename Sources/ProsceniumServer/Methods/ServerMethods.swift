import WireProtocol

/// The server's entries, one per descriptor of `MethodTable.all` and at the same index: the
/// dispatcher finds a method's descriptor and its handler with one lookup. Adding a method takes
/// a descriptor (WireProtocol/Methods, and its line in `MethodTable.all`), an entry here
/// (Entries/), a test, a docs/protocol.md section with an **Errors:** line, `make generate`
/// (documentation block, method catalog, Python and Swift client calls), a prosc command
/// (clients/prosc/Commands) and `make completions`: docs/architecture.md, *The table
/// dispatches*, lists which test checks each.
enum ServerMethods {
    /// Every family's entries.
    static let families: [[MethodEntry]] = [
        SessionEntries.all, ScreenEntries.all, WindowEntries.all, StoryboardEntries.all, ControllerEntries.all,
        NavigationEntries.all, PageEntries.all, SegueEntries.all, TreeEntries.all, EventEntries.all,
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
