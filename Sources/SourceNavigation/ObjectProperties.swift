import SwiftSyntax

/// The app's own objects controllers hold and call to navigate — a coordinator, a router
/// (`weak var coordinator: MainCoordinator?` … `coordinator?.showDetail(item)`): each type's
/// properties with their declared types, and which of those types are the app's objects that are
/// no view controllers (declared in the sources, no UIKit controller among their ancestors, a name
/// not ending in `Controller`). A call on such a property runs that type's method
/// (`CodeStep.objectType`); a controller held in a property is not one (its code runs as itself,
/// not as the caller). A property typed by one of the app's protocols (`weak var delegate:
/// HomeDelegate?`) holds such an object when exactly one of the app's objects adopts the protocol
/// and hands itself to that property of a controller of the owner's class (`vc.delegate = self`,
/// `SelfAssignment`): the coordinator that made the controller.
public struct ObjectProperties: Sendable {
    /// Type → property → the property's declared type (last component, optionality dropped).
    var types: [String: [String: String]] = [:]
    /// Type → the names of all its properties, typed or not.
    var names: [String: Set<String>] = [:]
    /// The classes, structs and actors the sources declare.
    var declared: Set<String> = []
    /// The protocols the sources declare.
    var protocols: Set<String> = []
    /// Where the app's types hand `self` to a controller's property.
    var selfAssignments: [SelfAssignment] = []

    public init() {}

    init(types: [String: [String: String]], names: [String: Set<String>], declared: Set<String>, protocols: Set<String>,
         selfAssignments: [SelfAssignment]) {
        (self.types, self.names, self.declared, self.protocols, self.selfAssignments) = (types, names, declared, protocols, selfAssignments)
    }

    mutating func add(_ tree: some SyntaxProtocol) {
        let collector = PropertyCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        let assignments = SelfAssignmentCollector(viewMode: .sourceAccurate)
        assignments.walk(tree)
        merge(ObjectProperties(types: collector.types, names: collector.names, declared: collector.declared,
                               protocols: collector.protocols, selfAssignments: assignments.found))
    }

    /// Adds the properties of a file read after those already here (a property's first
    /// declaration wins).
    mutating func merge(_ later: ObjectProperties) {
        for (type, properties) in later.types { types[type, default: [:]].merge(properties) { first, _ in first } }
        for (type, properties) in later.names { names[type, default: []].formUnion(properties) }
        declared.formUnion(later.declared)
        protocols.formUnion(later.protocols)
        selfAssignments += later.selfAssignments
    }

    /// The app delegate's type a receiver names: `UIApplication.shared.delegate as? AppDelegate`
    /// (or `as!`, in parentheses or not), or `AppDelegate.shared`, where `AppDelegate` is a type the
    /// sources declare that adopts `UIApplicationDelegate` (its `shared` is taken to be the app's
    /// delegate, as apps declare it).
    func appDelegateType(_ receiver: ExprSyntax, index: SwiftDeclarationIndex) -> String? {
        var e = receiver
        while let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { e = only.expression }
        while let chained = e.as(OptionalChainingExprSyntax.self) { e = chained.expression }
        while let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { e = only.expression }
        var type: String?
        if let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
           sequence.elements.first?.sourceText.filter({ $0 != "?" && $0 != "!" }) == "UIApplication.shared.delegate" {
            type = sequence.elements.last?.sourceText
        } else if let member = e.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "shared" {
            type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let type, declared.contains(type), index.ancestry(of: type).contains("UIApplicationDelegate") else { return nil }
        return type
    }

    /// Whether `owner` (or a type above it) declares a property named `name`: inside its methods,
    /// the name is that property, not a top-level constant of the same name.
    func hasProperty(_ owner: String, _ name: String, index: SwiftDeclarationIndex) -> Bool {
        index.ancestry(of: owner).contains { names[$0]?.contains(name) == true }
    }

    /// The app's object type `owner`'s `property` holds (looked up through `owner`'s ancestry), or
    /// nil when it holds none.
    func objectType(of owner: String, property: String, index: SwiftDeclarationIndex) -> String? {
        guard let type = index.ancestry(of: owner).lazy.compactMap({ types[$0]?[property] }).first else { return nil }
        if protocols.contains(type) {
            return SelfAssignment.soleAdopter(selfAssignments, of: type, as: property, on: owner,
                                              ancestry: { index.ancestry(of: $0) }, isObject: { isObject($0, index: index) })
        }
        return isObject(type, index: index) ? type : nil
    }

    /// The view controller class `owner`'s `property` holds when `owner` is one of the app's
    /// objects and the class one the sources declare as a view controller (a coordinator's
    /// `let rootController: MenuViewController`: `HeldController`), else nil.
    func heldControllerClass(of owner: String, property: String, index: SwiftDeclarationIndex) -> String? {
        guard isObject(owner, index: index),
              let type = index.ancestry(of: owner).lazy.compactMap({ types[$0]?[property] }).first,
              index.isViewController(type) else { return nil }
        return type
    }

    /// One of the app's objects, no view controller: declared in the sources, a name not ending in
    /// `Controller`, no UIKit controller above it.
    private func isObject(_ type: String, index: SwiftDeclarationIndex) -> Bool {
        guard declared.contains(type), !type.hasSuffix("Controller") else { return false }
        return !UIKitControllerAncestry.isController(ancestry: index.ancestry(of: type))
    }
}

/// Each type's properties with a type annotation or an initializer naming a type (not function locals).
private final class PropertyCollector: SyntaxVisitor {
    var types: [String: [String: String]] = [:]
    var names: [String: Set<String>] = [:]
    var declared: Set<String> = []
    var protocols: Set<String> = []
    private var stack: [String?] = []

    private func open(_ name: String?, declares: Bool) {
        stack.append(name)
        if declares, let name { declared.insert(name) }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { open(node.name.text, declares: true); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { open(node.name.text, declares: true); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { open(node.name.text, declares: true); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { open(node.name.text, declares: false); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(node.name.text)
        open(nil, declares: false)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.extendedType.lastComponentName, declares: false)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = stack.last ?? nil else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            names[owner, default: []].insert(name)
            // `var router = Router()`: the type its initializer names.
            if binding.typeAnnotation == nil, let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
               let typeName = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName.first?.isUppercase == true {
                types[owner, default: [:]][name] = typeName
                continue
            }
            guard var type = binding.typeAnnotation?.type else { continue }
            while true {
                if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
                if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = implicit.wrappedType; continue }
                break
            }
            let typeName = type.lastComponentName
            if let typeName { types[owner, default: [:]][name] = typeName }
        }
        return .skipChildren
    }
}
