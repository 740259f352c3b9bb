import SwiftSyntax

/// The `static func instantiate() -> Self` convention: a static method (of a controller class, a
/// `UIViewController` extension or a protocol extension) without parameters whose every `return`
/// instantiates one scene of a storyboard named literally, the identifier literal or the type's
/// own name (`String(describing: self)`, a property that returns it). `DetailViewController.
/// instantiate()` is then the scene `"DetailViewController"` of that storyboard, looked up through
/// the type's ancestry (`SwiftDeclarationIndex.ancestry`). A factory whose body does anything
/// else stays a factory whose result is not read (`ControllerSource.factory`).
public struct StaticFactories: Sendable {
    /// The identifier a factory body reads as "the type's own name", replaced by the type named
    /// at the call site.
    static let ownTypeName = "\u{1}Self"

    /// Method name → declaring type → the controller it returns.
    var templates: [String: [String: ControllerSource]] = [:]

    public init() {}

    mutating func add(_ parsed: SwiftNavigationReader.Parsed, index: SwiftDeclarationIndex) {
        let collector = FactoryCollector(converter: parsed.converter, file: parsed.file, index: index)
        collector.walk(parsed.tree)
        for (method, byType) in collector.templates {
            templates[method, default: [:]].merge(byType) { first, _ in first }
        }
    }

    /// What `type.method()` returns, when a factory of that name is declared on `type` or above it.
    func controller(type: String, method: String, index: SwiftDeclarationIndex) -> ControllerSource? {
        guard let byType = templates[method] else { return nil }
        for ancestor in index.ancestry(of: type) {
            if let template = byType[ancestor] {
                if case .storyboardIdentifier(let storyboard, Self.ownTypeName) = template {
                    return .storyboardIdentifier(storyboard: storyboard, identifier: type)
                }
                return template
            }
        }
        return nil
    }
}

/// Reads each static method without parameters, with `MethodBodyReader` in its static mode.
private final class FactoryCollector: TypeScopeVisitor {
    let converter: SourceLocationConverter
    let file: String
    let index: SwiftDeclarationIndex
    var templates: [String: [String: ControllerSource]] = [:]

    init(converter: SourceLocationConverter, file: String, index: SwiftDeclarationIndex) {
        self.converter = converter
        self.file = file
        self.index = index
        super.init(protocolsNameTheirScope: false)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = enclosingTypes.last ?? nil, let body = node.body,
              node.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
              node.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }) else { return .skipChildren }
        let reader = MethodBodyReader(converter: converter, file: file, index: index, isStatic: true)
        reader.walk(body)
        var returned = reader.returned
        if body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) {
            returned.append(reader.controllerSource(only))
        }
        guard let first = returned.first, let template = first, returned.allSatisfy({ $0 == template }) else { return .skipChildren }
        switch template {
        case .storyboardIdentifier(storyboard: _?, _), .storyboardInitial(storyboard: _?):
            templates[node.name.text, default: [:]][owner] = template
        default:
            break
        }
        return .skipChildren
    }
}
