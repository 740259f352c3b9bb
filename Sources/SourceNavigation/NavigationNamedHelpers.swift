import SwiftSyntax

/// The app's own methods named like UIKit's navigation but with other arguments (Swift):
///
/// ```swift
/// extension UIViewController {
///     func present(inNav vc: UIViewController, button: UIBarButtonItem? = nil) {
///         let navC = UINavigationController(rootViewController: vc)
///         …
///         present(navC, animated: true)
///     }
/// }
/// ```
///
/// (guardianproject/orbot-apple's `UIViewController+Helpers.swift`). A call `present(inNav:
/// SettingsViewController(), button: sender)` is not UIKit's `present(_:animated:completion:)`:
/// when the sources declare an instance method of that base name that takes the call's labels
/// (in order, every parameter the call leaves out having a default), the call is that method's,
/// followed as any helper (`SceneCodeActions.reached`, its parameters bound to what the caller
/// passes). Without such a declaration (eidolon's `performSegue(.ShowAdminOptions)` when its
/// extension is not among the sources) the call stays *not UIKit's form*.
public struct NavigationNamedHelpers: Sendable {
    /// One declaration: its full name and its parameters' labels (nil: `_`) and defaults.
    struct Signature: Hashable, Sendable {
        var fullName: String
        var labels: [String?]
        var defaulted: [Bool]
    }

    /// Base name → the declarations of that name, in the order read.
    var signatures: [String: [Signature]] = [:]

    public init() {}

    /// The base names collected: UIKit's navigation methods' (`MethodBodyReader`'s
    /// `navigationNames`).
    static let baseNames: Set<String> = [
        "performSegue", "present", "show", "showDetailViewController", "pushViewController", "setViewControllers",
        "popViewController", "popToRootViewController", "dismiss",
    ]

    mutating func add(_ tree: some SyntaxProtocol) {
        let collector = Collector()
        collector.walk(tree)
        for signature in collector.found {
            let base = String(signature.fullName.prefix { $0 != "(" })
            if !(signatures[base] ?? []).contains(signature) { signatures[base, default: []].append(signature) }
        }
    }

    /// Adds the helpers of a file read after those already here, each signature once in the
    /// order first declared.
    mutating func merge(_ later: NavigationNamedHelpers) {
        for (base, list) in later.signatures {
            for signature in list where !(signatures[base] ?? []).contains(signature) { signatures[base, default: []].append(signature) }
        }
    }

    /// The declaration a call of `name` with `labels` is a call of, and where each of the call's
    /// arguments goes among its parameters (so that a left-out defaulted parameter does not shift
    /// the others); nil when the sources declare none.
    func resolve(_ name: String, labels: [String?]) -> (fullName: String, positions: [Int], parameterCount: Int)? {
        for signature in signatures[name] ?? [] {
            var positions: [Int] = []
            var next = 0
            for label in labels {
                while next < signature.labels.count, signature.labels[next] != label, signature.defaulted[next] { next += 1 }
                guard next < signature.labels.count, signature.labels[next] == label else { positions = []; break }
                positions.append(next)
                next += 1
            }
            guard positions.count == labels.count, signature.defaulted[next...].allSatisfy({ $0 }) else { continue }
            return (signature.fullName, positions, signature.labels.count)
        }
        return nil
    }
}

/// Every instance method whose base name is one of UIKit's navigation names and that takes
/// parameters, wherever it is declared (a class, an extension, a protocol extension).
private final class Collector: SyntaxVisitor {
    var found: [NavigationNamedHelpers.Signature] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let parameters = node.signature.parameterClause.parameters
        guard NavigationNamedHelpers.baseNames.contains(name), !parameters.isEmpty,
              !node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { return .skipChildren }
        let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let fullName = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        found.append(.init(fullName: fullName, labels: labels, defaulted: parameters.map { $0.defaultValue != nil }))
        return .skipChildren
    }
}
