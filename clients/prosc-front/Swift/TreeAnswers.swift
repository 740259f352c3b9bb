/// The human tree's two answers, `tree` and `screen.list`, read into `TreeOutline` values with
/// the requirements of prosc-cli's decoders (`Tree`, `ScreenInfo` in ProsceniumClient) or
/// stricter: nil for anything else — a wrong type, a size that is not a whole number — and
/// the front hands the command to prosc-cli, which prints or reports it.
enum TreeAnswers {
    static func windows(_ result: JSONValue) -> [TreeOutline.Window]? {
        guard result.isObject, let list = optionalArray(result["windows"]) else { return nil }
        var windows: [TreeOutline.Window] = []
        for w in list {
            guard w.isObject, let window = w["window"]?.string, let screen = w["screen"]?.string,
                  let key = w["key"]?.bool, let root = optionalNode(w["root"])
            else { return nil }
            windows.append(TreeOutline.Window(window: window, screen: screen, key: key, root: root.first))
        }
        return windows
    }

    static func screens(_ result: JSONValue) -> [TreeOutline.Screen]? {
        guard result.isObject, let list = optionalArray(result["screens"]) else { return nil }
        var screens: [TreeOutline.Screen] = []
        for s in list {
            guard s.isObject, let id = s["id"]?.string, let name = s["name"]?.string, let main = s["main"]?.bool,
                  let width = wholeNumber(s["width"]), let height = wholeNumber(s["height"]), let scale = wholeNumber(s["scale"]),
                  let traits = s["traits"], traits.isObject,
                  traits["horizontalSizeClass"]?.string != nil, traits["verticalSizeClass"]?.string != nil,
                  let idiom = optionalString(traits["idiom"]),
                  let windows = optionalArray(s["windows"]), windows.allSatisfy({ $0.string != nil })
            else { return nil }
            screens.append(TreeOutline.Screen(
                id: id, name: name, main: main, size: width + [UInt8(ascii: "x")] + height + [UInt8(ascii: "@")] + scale,
                idiom: idiom.first))
        }
        return screens
    }

    /// A controller node and everything below it (`TreeNode`); `JSONValue.parse` bounds the depth.
    private static func node(_ n: JSONValue) -> TreeOutline.Node? {
        guard n.isObject, let vc = n["vc"]?.string, let className = n["class"]?.string,
              let title = optionalString(n["title"]), let identifier = optionalString(n["storyboardIdentifier"]),
              optionalString(n["scene"]) != nil,
              let appearance = n["appearance"]?.string, let style = optionalString(n["style"]),
              let childValues = optionalArray(n["children"]), let presented = optionalNode(n["presented"])
        else { return nil }
        var children: [TreeOutline.Node] = []
        for c in childValues {
            guard let child = node(c) else { return nil }
            children.append(child)
        }
        return TreeOutline.Node(
            vc: vc, className: className, title: title.first, storyboardIdentifier: identifier.first,
            appearance: appearance, style: style.first, children: children, presented: presented)
    }

    /// Absent or null: none; an object: the node; anything else: nil.
    private static func optionalNode(_ value: JSONValue?) -> [TreeOutline.Node]? {
        guard let value, !value.isNull else { return [] }
        return node(value).map { [$0] }
    }

    /// Absent or null: none; a string: it; anything else: nil. (An array of at most one, as
    /// an optional inside an optional reads badly.)
    private static func optionalString(_ value: JSONValue?) -> [[UInt8]]? {
        guard let value, !value.isNull else { return [] }
        return value.string.map { [$0] }
    }

    /// Absent or null: empty; an array: its elements; anything else: nil.
    private static func optionalArray(_ value: JSONValue?) -> [JSONValue]? {
        guard let value, !value.isNull else { return [] }
        return value.array
    }

    /// A number as prosc-cli prints it when whole (`HumanOutput.number`: `1920`, also for
    /// `1920.0`): its digits; nil for any other number (fractions, exponents, negatives, more
    /// than 15 digits), which prosc-cli prints with Swift's `Double` description.
    private static func wholeNumber(_ value: JSONValue?) -> [UInt8]? {
        guard case .number(let text)? = value else { return nil }
        let dot = text.firstIndex(of: UInt8(ascii: ".")) ?? text.count
        let integer = text[..<dot]
        guard !integer.isEmpty, integer.count <= 15, integer.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        if dot < text.count {
            let fraction = text[(dot + 1)...]
            guard !fraction.isEmpty, fraction.allSatisfy({ $0 == UInt8(ascii: "0") }) else { return nil }
        }
        return Array(integer)
    }
}
