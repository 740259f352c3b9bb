/// Every protocol method, family by family as docs/protocol.md *Methods* lists them (tmux's
/// `cmd_table[]`). Each family lists its own methods in its file (`SceneMethods.swift`'s
/// `sceneMethods`), so a method added to a family touches only that file.
public enum MethodTable {
    public static let all: [MethodDescriptor] = [
        MethodDescriptor.sessionMethods,
        MethodDescriptor.screenMethods,
        MethodDescriptor.windowMethods,
        MethodDescriptor.sceneMethods,
        MethodDescriptor.deviceMethods,
        MethodDescriptor.storyboardMethods,
        MethodDescriptor.viewControllerMethods,
        MethodDescriptor.containmentMethods,
        MethodDescriptor.navigationMethods,
        MethodDescriptor.pageMethods,
        MethodDescriptor.splitMethods,
        MethodDescriptor.sheetMethods,
        MethodDescriptor.segueMethods,
        MethodDescriptor.treeMethods,
        MethodDescriptor.eventMethods,
    ].flatMap { $0 }

    /// Indices into `all` by the UTF-8 length of the method name: a lookup compares the
    /// few names of the right length instead of hashing the name.
    private static let indicesByNameLength: [[Int]] = {
        var table: [[Int]] = []
        for (index, descriptor) in all.enumerated() {
            let length = descriptor.name.utf8.count
            while table.count <= length { table.append([]) }
            precondition(!table[length].contains { all[$0].name == descriptor.name }, "method '\(descriptor.name)' listed twice")
            table[length].append(index)
        }
        return table
    }()

    /// The position in `all` of the method whose name is `utf8` (a request line's bytes), or
    /// nil: `index(named:)` without a `String` (`MethodNameIndex`).
    static func index(utf8: UnsafeRawBufferPointer) -> Int? { nameIndex.index(of: utf8) }

    private static let nameIndex = MethodNameIndex(names: all.map(\.name))

    /// The descriptor of the method named `name`, or nil (the server answers -32601).
    public static func descriptor(named name: String) -> MethodDescriptor? {
        index(named: name).map { all[$0] }
    }

    /// The position in `all` of the method named `name`, or nil: tables that run beside this
    /// one (the server's handlers) are indexed the same way, so one lookup finds both.
    public static func index(named name: String) -> Int? {
        let length = name.utf8.count
        guard length < indicesByNameLength.count else { return nil }
        return all.withUnsafeBufferPointer { all in
            for index in indicesByNameLength[length] where all[index].name == name { return index }
            return nil
        }
    }
}
