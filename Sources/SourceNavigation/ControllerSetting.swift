import HierarchyEngine

/// A property the app's code sets on a controller that changes what the user can do (issue 42),
/// named as the engine's property (`vc.set`): `navigationItem.hidesBackButton` /
/// `setHidesBackButton(_:animated:)` → `hidesBackButton` (R169),
/// `navigationController?.interactivePopGestureRecognizer?.isEnabled` →
/// `interactivePopGestureEnabled` on the navigation controller (R170), `isModalInPresentation`
/// (R109), and `sheetPresentationController`'s `detents`, `selectedDetentIdentifier`,
/// `largestUndimmedDetentIdentifier` and `prefersGrabberVisible` (R166-R168). Only literal values
/// are read (`true`, `.medium`, `[.medium(), .large()]`; Objective-C's `YES`,
/// `UISheetPresentationControllerDetentIdentifierMedium`, `@[UISheetPresentationControllerDetent.mediumDetent]`);
/// a custom detent (its height is code) is not.
public struct ControllerSetting: Hashable, Sendable, CustomStringConvertible {
    public var receiver: CodeSetProperty.Receiver
    public var property: String
    public var value: PropertyValue
    public var location: SourceLocation
    public var conditional: Bool

    public init(receiver: CodeSetProperty.Receiver, property: String, value: PropertyValue, location: SourceLocation, conditional: Bool) {
        self.receiver = receiver; self.property = property; self.value = value; self.location = location; self.conditional = conditional
    }

    /// `hidesBackButton = true`, `navigationController.interactivePopGestureEnabled = false`, `detents = [medium, large]`.
    public var description: String {
        let value: String = switch self.value {
        case .bool(let b): "\(b)"
        case .string(let s): s
        case .strings(let l): "[\(l.joined(separator: ", "))]"
        case .null: "nil"
        case .number(let n): "\(n)"
        case .size(let w, let h): "\(w)x\(h)"
        }
        return (receiver == .navigationController ? "navigationController." : "") + "\(property) = \(value)"
    }

    /// What a property path the code assigns names (`self` and `?`/`!` left out:
    /// `navigationItem.hidesBackButton`, `vc.sheetPresentationController.detents`): the path of
    /// the controller it is on (empty: the controller whose code runs; one name: a local), the
    /// receiver and the engine's property; nil for any other path.
    static func target(of path: [String]) -> (controller: [String], receiver: CodeSetProperty.Receiver, property: String)? {
        var path = path
        if path.first == "self" { path.removeFirst() }
        guard let last = path.last else { return nil }
        let base = Array(path.dropLast())
        switch last {
        case "hidesBackButton" where base.last == "navigationItem":
            return (Array(base.dropLast()), .controller, "hidesBackButton")
        case "isEnabled", "enabled":
            guard base.last == "interactivePopGestureRecognizer" else { return nil }
            let owner = Array(base.dropLast())
            if owner.last == "navigationController" { return (Array(owner.dropLast()), .navigationController, "interactivePopGestureEnabled") }
            return (owner, .controller, "interactivePopGestureEnabled")
        case "isModalInPresentation", "modalInPresentation":
            return (base, .controller, "isModalInPresentation")
        case "detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier", "prefersGrabberVisible":
            guard base.last == "sheetPresentationController" else { return nil }
            return (Array(base.dropLast()), .controller, last)
        default:
            return nil
        }
    }

    /// The literal value `text` (the assigned expression, whitespace left out) gives `property`,
    /// in Swift or Objective-C; nil when it is not one the reader knows.
    static func value(of property: String, text: String) -> PropertyValue? {
        switch property {
        case "hidesBackButton", "interactivePopGestureEnabled", "isModalInPresentation", "prefersGrabberVisible":
            switch text {
            case "true", "YES": return .bool(true)
            case "false", "NO": return .bool(false)
            default: return nil
            }
        case "selectedDetentIdentifier", "largestUndimmedDetentIdentifier":
            if text == "nil" { return .null }
            return detentIdentifier(text).map { .string($0) }
        case "detents":
            var inner = Substring(text)
            if inner.hasPrefix("@") { inner = inner.dropFirst() }
            guard inner.hasPrefix("["), inner.hasSuffix("]") else { return nil }
            inner = inner.dropFirst().dropLast()
            var detents: [String] = []
            for element in splitTopLevel(inner) {
                guard let detent = detent(String(element)), !detents.contains(detent) else { return nil }
                detents.append(detent)
            }
            return detents.isEmpty ? nil : .strings(detents)
        default:
            return nil
        }
    }

    /// `.medium`, `UISheetPresentationController.Detent.Identifier.large`,
    /// `UISheetPresentationControllerDetentIdentifierMedium` → `medium` / `large`.
    private static func detentIdentifier(_ text: String) -> String? {
        for name in ["medium", "large"] {
            if text == ".\(name)" || text.hasSuffix("Detent.Identifier.\(name)")
                || text == "UISheetPresentationControllerDetentIdentifier\(name.prefix(1).uppercased())\(name.dropFirst())" {
                return name
            }
        }
        return nil
    }

    /// `.medium()`, `UISheetPresentationController.Detent.large()`,
    /// `UISheetPresentationControllerDetent.mediumDetent`, `[UISheetPresentationControllerDetent largeDetent]`.
    private static func detent(_ text: String) -> String? {
        for name in ["medium", "large"] {
            if text == ".\(name)()" || text.hasSuffix("Detent.\(name)()") || text == "UISheetPresentationControllerDetent.\(name)Detent"
                || text == "[UISheetPresentationControllerDetent\(name)Detent]" {
                return name
            }
        }
        return nil
    }

    /// The comma-separated elements of a list's inside, commas in brackets and parentheses kept.
    private static func splitTopLevel(_ text: Substring) -> [Substring] {
        var out: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for i in text.indices {
            switch text[i] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                out.append(text[start..<i])
                start = text.index(after: i)
            default: break
            }
        }
        if start < text.endIndex { out.append(text[start...]) }
        return out
    }
}
