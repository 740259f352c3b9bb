/// `TargetAction`s in Objective-C: a message that wires a selector with `self` as the target —
/// `[self.settingsButton addTarget:self action:@selector(openSettings:) forControlEvents:…]`,
/// `[[UIBarButtonItem alloc] initWithTitle:@"Settings" style:… target:self action:@selector(openSettings)]`,
/// `[[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd target:self action:@selector(add:)]`,
/// `[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(close)]` — named as Swift's
/// are (`control settingsButton`, `bar button item "Settings"`, `bar button item add`, `tap
/// gesture`). The method is the selector as written, which is how an Objective-C method is named.
extension TargetAction {
    static func objC(receiver: ObjCExpression, selector: String, arguments: [ObjCExpression], location: SourceLocation) -> TargetAction? {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
        guard parts.count == arguments.count, let actionIndex = parts.firstIndex(of: "action"),
              case .selector(let method) = arguments[actionIndex], !method.isEmpty else { return nil }
        // The target: `addTarget:`'s argument, or a `target:` / `initWithTarget:` part.
        guard let targetIndex = parts.firstIndex(where: { $0 == "addTarget" || $0 == "target" || $0 == "initWithTarget" }),
              arguments[targetIndex] == .name("self") else { return nil }
        return TargetAction(method: method, element: element(receiver: receiver, parts: parts, arguments: arguments), location: location)
    }

    /// What the element is, for people, as `TargetAction.Collector.element` says it in Swift.
    private static func element(receiver: ObjCExpression, parts: [String], arguments: [ObjCExpression]) -> String {
        if parts.first == "addTarget" {
            var name = receiver.text
            if name.hasPrefix("self.") { name.removeFirst(5) }
            if name.hasPrefix("_") { name.removeFirst() }   // the property's instance variable
            return "control \(name)"
        }
        guard case .message(.name(let className), "alloc", _, _) = receiver else { return receiver.text }
        if className == "UIBarButtonItem" {
            let title: String? = if let i = parts.firstIndex(of: "initWithTitle"), case .string(let t) = arguments[i] { t } else { nil }
            var item: String?
            if let i = parts.firstIndex(of: "initWithBarButtonSystemItem"), case .name(let name) = arguments[i], name.hasPrefix("UIBarButtonSystemItem") {
                let kind = name.dropFirst("UIBarButtonSystemItem".count)
                item = kind.prefix(1).lowercased() + kind.dropFirst()
            }
            return barButtonElement(title: title, systemItem: item)
        }
        if let gesture = gestureElement(className) { return gesture }
        return className
    }
}
