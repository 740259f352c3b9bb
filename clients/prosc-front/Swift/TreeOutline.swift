/// The text of a human `prosc tree`: each screen, its windows (the key one starred) and, two
/// spaces deeper per level, each controller with its class, "title", [storyboard identifier],
/// appearance and (presentation style); children first, then the presented controller marked
/// `presents`. All values are UTF-8 bytes, sizes already formatted.
///
/// One source serves both binaries: it belongs to the Embedded front (clients/prosc-front) and
/// prosc-cli and the flow runner compile it too, through the HierarchyNaming library
/// (Sources/HierarchyNaming/TreeOutline.swift is a symlink), so a tree printed
/// by either is the same bytes. It therefore uses only what Embedded Swift has.
enum TreeOutline {
    struct Screen {
        var id: [UInt8]
        var name: [UInt8]
        var main: Bool
        /// `1920x1080@2`.
        var size: [UInt8]
        var idiom: [UInt8]?
    }

    struct Window {
        var window: [UInt8]
        var screen: [UInt8]
        var key: Bool
        var root: Node?
    }

    struct Node {
        var vc: [UInt8]
        var className: [UInt8]
        var title: [UInt8]?
        var storyboardIdentifier: [UInt8]?
        var appearance: [UInt8]
        var style: [UInt8]?
        var children: [Node]
        /// The controller it presents: none or one.
        var presented: [Node]
    }

    /// Screens in `screens` order (then any screen a window names that is not listed, by its
    /// id alone), each followed by its windows; screens without windows are left out. Lines
    /// are separated by newlines, with none after the last.
    static func render(windows: [Window], screens: [Screen]) -> [UInt8] {
        var screenOrder: [[UInt8]] = []
        for screen in screens { screenOrder.append(screen.id) }
        for window in windows where !screenOrder.contains(window.screen) { screenOrder.append(window.screen) }
        var text = Lines()
        for screenID in screenOrder {
            var shown = false
            for window in windows where window.screen == screenID {
                if !shown {
                    shown = true
                    text.begin()
                    if let screen = screens.first(where: { $0.id == screenID }) {
                        text.out += screen.id + bytes(" \"") + screen.name + bytes("\"")
                        if screen.main { text.out += bytes(" main") }
                        text.out += bytes(" ") + screen.size + bytes(" ") + (screen.idiom ?? bytes("-"))
                    } else {
                        text.out += screenID
                    }
                }
                text.begin()
                text.out += bytes(window.key ? "  *" : "   ") + window.window
                if window.key { text.out += bytes(" (key)") }
                if let root = window.root { append(root, indent: 2, presented: false, to: &text) }
            }
        }
        return text.out
    }

    /// A node and everything below it, its first line indented `indent` levels.
    static func node(_ n: Node, indent: Int) -> [UInt8] {
        var text = Lines()
        append(n, indent: indent, presented: false, to: &text)
        return text.out
    }

    /// `vc2 HomeViewController "Home" [Home] appeared (pageSheet)`.
    static func label(_ n: Node) -> [UInt8] {
        var s = n.vc + bytes(" ") + n.className
        if let title = n.title { s += bytes(" \"") + title + bytes("\"") }
        if let identifier = n.storyboardIdentifier { s += bytes(" [") + identifier + bytes("]") }
        s += bytes(" ") + n.appearance
        if let style = n.style { s += bytes(" (") + style + bytes(")") }
        return s
    }

    private static func append(_ n: Node, indent: Int, presented: Bool, to text: inout Lines) {
        text.begin()
        for _ in 0..<indent { text.out += bytes("  ") }
        if presented { text.out += bytes("presents ") }
        text.out += label(n)
        for child in n.children { append(child, indent: indent + 1, presented: false, to: &text) }
        for p in n.presented { append(p, indent: indent + 1, presented: true, to: &text) }
    }

    /// Text built line by line: a newline between lines, none after the last.
    private struct Lines {
        var out: [UInt8] = []
        private var count = 0

        mutating func begin() {
            if count > 0 { out.append(UInt8(ascii: "\n")) }
            count += 1
        }
    }

    private static func bytes(_ text: StaticString) -> [UInt8] {
        Array(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}
