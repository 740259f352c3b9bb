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

    /// The position in `all` of the method whose name is `utf8` (a request line's bytes), or
    /// nil (`MethodNameIndex`: no `String` made or hashed).
    static func index(utf8: UnsafeRawBufferPointer) -> Int? { nameIndex.index(of: utf8) }

    private static let nameIndex = MethodNameIndex(names: all.map(\.name))

    /// `all`, unretained, for the request's fast path (`EnvelopeScanner`): reading an element of
    /// `all` retained the descriptor and released it after the call (the table keeps every
    /// descriptor for the process's life, so a reference to one needs no count of its own).
    static let unretained: [Unmanaged<MethodDescriptor>] = all.map { Unmanaged.passUnretained($0) }

    /// The descriptor of the method named `name`, or nil (the server answers -32601).
    public static func descriptor(named name: String) -> MethodDescriptor? {
        index(named: name).map { all[$0] }
    }

    /// The position in `all` of the method named `name`, or nil: tables that run beside this
    /// one (the server's handlers) are indexed the same way, so one lookup finds both.
    public static func index(named name: String) -> Int? {
        var name = name
        return name.withUTF8 { index(utf8: UnsafeRawBufferPointer($0)) }
    }
}
