import SwiftSyntax

/// An action a controller's own code wires to one of its elements, with `self` as the target —
/// what a storyboard's action connection is for a controller made in code (R185: the control or
/// bar button item sends it to the target when the user acts on it):
/// `button.addTarget(self, action: #selector(openSettings), for: .touchUpInside)`,
/// `UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(openSettings))`,
/// `UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))`,
/// `UITapGestureRecognizer(target: self, action: #selector(close))`. `method` is the selector's
/// method as written (`openSettings`, `openSettings(_:)`, `self.openSettings`'s last part), looked
/// up among the class's methods by `SceneCodeActions.codeConnections`.
///
/// A menu item the code makes is one too (iOS 14's `UIAction`, which UIKit runs when the user
/// chooses the item of the menu a bar button item or button shows): `UIAction(title: "Settings",
/// handler: { [weak self] _ in self?.showSettings() })`, whose handler only calls one of the
/// class's methods without arguments (guardianproject/orbot-apple's settings menu). Made under an
/// `if`, `switch`, loop or `?:` (`if !tokens.isEmpty { elements.append(UIAction(…)) }`), the item
/// may not be in the menu: `conditional`, and what it reaches is.
public struct TargetAction: Hashable, Sendable {
    /// The method as `#selector` names it: its base name, or its full Swift name.
    public var method: String
    /// The element, as a storyboard connection's is written: `button settingsButton`,
    /// `bar button item "Settings"`, `bar button item add`, `tap gesture`.
    public var element: String
    public var location: SourceLocation

    /// A bar button item, by its title or its system item (`add`), as storyboards' connections
    /// name it; the same in Swift and Objective-C.
    static func barButtonElement(title: String?, systemItem: String?) -> String {
        if let title { return "bar button item \"\(title)\"" }
        if let systemItem { return "bar button item \(systemItem)" }
        return "bar button item"
    }

    /// A gesture recognizer by its kind: `UITapGestureRecognizer` → `tap gesture`; nil for a
    /// class that is not UIKit's gesture recognizer.
    static func gestureElement(_ className: String) -> String? {
        guard className.hasSuffix("GestureRecognizer"), className.hasPrefix("UI") else { return nil }
        let kind = className.dropFirst(2).dropLast("GestureRecognizer".count)
        return "\(kind.prefix(1).lowercased() + kind.dropFirst()) gesture"
    }
    /// Whether the element may not be there (a menu item made under a condition).
    public var conditional = false

    /// Whether `closure` is the handler of a `UIAction` read as a menu item (`handler:` or the
    /// trailing closure of `UIAction(…)`, only calling one of the class's methods).
    static func isMenuItemHandler(_ closure: ClosureExprSyntax) -> Bool {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "UIAction" else { return false }
        return Collector.handlerMethod(call, arguments: Array(call.arguments)) != nil
    }

    /// The `#selector`s a type's members wire with `self` as the target, in source order (nested
    /// types' are theirs). Read from the whole member block: property initializers
    /// (`lazy var addButton = UIBarButtonItem(…)`) as well as methods.
    static func read(_ members: MemberBlockSyntax, converter: SourceLocationConverter, file: String) -> [TargetAction] {
        let collector = Collector(converter: converter, file: file)
        collector.walk(members)
        return collector.found
    }

    private final class Collector: SyntaxVisitor {
        let converter: SourceLocationConverter
        let file: String
        var found: [TargetAction] = []

        init(converter: SourceLocationConverter, file: String) {
            self.converter = converter
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let arguments = Array(node.arguments)
            if node.calledExpression.trimmedDescription == "UIAction", let method = Self.handlerMethod(node, arguments: arguments) {
                let title = arguments.first(where: { $0.label?.text == "title" })?.expression
                let element = title.map { $0.as(StringLiteralExprSyntax.self)?.representedLiteralValue.map { "\"\($0)\"" } ?? $0.trimmedDescription }
                var action = TargetAction(method: method, element: "menu item" + (element.map { " " + $0 } ?? ""),
                                          location: SourceLocation(file: file, line: node.startLocation(converter: converter).line))
                action.conditional = Self.isUnderCondition(node)
                found.append(action)
                return .visitChildren
            }
            guard let action = arguments.first(where: { $0.label?.text == "action" }),
                  let method = Self.selectorMethod(action.expression) else { return .visitChildren }
            // The target is `self`: `addTarget(self, …)`'s first argument, or a `target:` argument.
            let target = arguments.first(where: { $0.label?.text == "target" }) ?? (Self.calledName(node) == "addTarget" ? arguments.first : nil)
            guard let target, target.expression.sourceText == "self" else { return .visitChildren }
            let line = node.startLocation(converter: converter).line
            found.append(TargetAction(method: method, element: Self.element(node, arguments: arguments),
                                      location: SourceLocation(file: file, line: line)))
            return .visitChildren
        }

        /// `#selector(openSettings)`, `#selector(openSettings(_:))`, `#selector(self.openSettings)`,
        /// `#selector(HomeViewController.openSettings)`: the method's name as written, without
        /// its type or `self`.
        static func selectorMethod(_ expr: ExprSyntax) -> String? {
            guard let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
                  let argument = macro.arguments.first?.expression else { return nil }
            var text = argument.compactText()
            if let paren = text.firstIndex(of: "(") {
                let head = text[..<paren], tail = text[paren...]
                text = (head.split(separator: ".").last.map(String.init) ?? String(head)) + tail
            } else {
                text = text.split(separator: ".").last.map(String.init) ?? text
            }
            return text.isEmpty ? nil : text
        }

        /// The method a `UIAction`'s handler (its `handler:` argument or trailing closure) only
        /// calls, on `self` (`self?.showSettings()`, `self.showSettings()`, `showSettings()`),
        /// without arguments; nil for any other handler.
        static func handlerMethod(_ node: FunctionCallExprSyntax, arguments: [LabeledExprSyntax]) -> String? {
            let closure = arguments.first(where: { $0.label?.text == "handler" })?.expression.as(ClosureExprSyntax.self) ?? node.trailingClosure
            guard let statements = closure?.statements, statements.count == 1,
                  let call = statements.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                  call.trailingClosure == nil else { return nil }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base?.trimmedDescription, base == "self" || base == "self?" || base == "self!" else { return nil }
            return member.declName.baseName.text
        }

        /// Whether `node` sits under an `if`, `switch`, loop or `?:` of the member it is in.
        static func isUnderCondition(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let syntax = current, !syntax.is(MemberBlockItemSyntax.self) {
                if syntax.is(IfExprSyntax.self) || syntax.is(SwitchCaseSyntax.self) || syntax.is(ForStmtSyntax.self)
                    || syntax.is(WhileStmtSyntax.self) || syntax.is(RepeatStmtSyntax.self) || syntax.is(TernaryExprSyntax.self)
                    || syntax.is(UnresolvedTernaryExprSyntax.self) {
                    return true
                }
                current = syntax.parent
            }
            return false
        }

        static func calledName(_ node: FunctionCallExprSyntax) -> String? {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            return node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }

        /// What the element is, for people: the control `addTarget` is called on, a bar button
        /// item by its title or system item, a gesture recognizer by its kind.
        static func element(_ node: FunctionCallExprSyntax, arguments: [LabeledExprSyntax]) -> String {
            let called = node.calledExpression.sourceText
            if calledName(node) == "addTarget" {
                let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.sourceText
                    .filter { $0 != "?" && $0 != "!" }
                let name = base.map { $0.hasPrefix("self.") ? String($0.dropFirst(5)) : $0 }
                return "control \(name ?? "self")"
            }
            if called.hasSuffix("UIBarButtonItem") {
                let title = arguments.first(where: { $0.label?.text == "title" })?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                let item = arguments.first(where: { $0.label?.text == "barButtonSystemItem" })?.expression.as(MemberAccessExprSyntax.self)
                return TargetAction.barButtonElement(title: title, systemItem: item?.declName.baseName.text)
            }
            return TargetAction.gestureElement(called) ?? called
        }
    }
}
