import HierarchyEngine

/// One `events.subscribe`: which windows and names it wants and how many events it lost.
final class Subscription {
    let id: Int
    let connection: Connection
    let windows: Set<WindowID>?
    let names: Set<String>?
    /// Events dropped since the last `eventsDropped` notice.
    var dropped = 0
    /// `"sub3"` with its quotes, ready to splice into event lines.
    let quotedName: [UInt8]

    var name: String { "sub\(id)" }

    init(id: Int, connection: Connection, windows: Set<WindowID>?, names: Set<String>?) {
        self.id = id
        self.connection = connection
        self.windows = windows
        self.names = names
        self.quotedName = Array("\"sub\(id)\"".utf8)
    }

    func wants(window: WindowID?, name: String) -> Bool {
        if let windows {
            guard let window, windows.contains(window) else { return false }
        }
        if let names, !names.contains(name) { return false }
        return true
    }
}
