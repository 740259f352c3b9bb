import SwiftSyntax

/// What the declarations of all the app's Swift files tell the reader of each method body,
/// gathered before any body is read (a helper or a constant may be declared in a file read after
/// its users):
/// - the members that return a controller the reader recognises as a receiver (the top of
///   `self`'s presentations, the window's root: `PresentationTopMembers`);
/// - the names that stand for a literal string (`LiteralNames`: `static let identifier =
///   "Detail"`, `String`-backed enum cases, `static var storyboardIdentifier: String {
///   String(describing: self) }`), and the storyboard properties (`extension UIStoryboard {
///   static var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) } }`);
/// - what each type inherits from or conforms to (declarations and extensions);
/// - each type's properties and which hold the app's own objects (`ObjectProperties`: a
///   coordinator);
/// - the static factories that instantiate a storyboard scene (`StaticFactories`: `static func
///   instantiate() -> Self`);
/// - the `UIStoryboard` extension methods that instantiate a scene by its class
///   (`StoryboardTypeInstantiations`: `storyboard.instantiateViewController(Detail.self)`);
/// - the app's own methods named like UIKit's navigation (`NavigationNamedHelpers`:
///   `present(inNav:button:)`).
public struct SwiftDeclarationIndex: Sendable {
    /// Property and method names that return a recognised receiver, and which.
    public var receiverMembers: [String: CallReceiver] = [:]
    public var literals = LiteralNames()
    /// Type (last name component) → the types it inherits from or conforms to, as written.
    public var inheritance: [String: [String]] = [:]
    public var factories = StaticFactories()
    public var objects = ObjectProperties()
    public var storyboardTypeMethods = StoryboardTypeInstantiations()
    public var navigationHelpers = NavigationNamedHelpers()

    public init() {}

    /// Adds what `tree` declares (everything but the factories, which `addFactories` reads once
    /// every file's declarations are in).
    mutating func add(_ tree: some SyntaxProtocol) {
        merge(Self(declaredIn: tree))
    }

    /// What one file declares (no factories). Files are indexed apart, on every core, and merged
    /// in file order (`SourceFacts.read`): the same index as adding them one by one.
    init(declaredIn tree: some SyntaxProtocol) {
        receiverMembers = PresentationTopMembers.receivers(in: tree)
        literals.add(tree)
        objects.add(tree)
        storyboardTypeMethods.add(tree)
        navigationHelpers.add(tree)
        let collector = InheritanceCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        inheritance = collector.inheritance
    }

    /// Adds the declarations of a file read after those already here (`init(declaredIn:)`; the
    /// first declaration wins, inherited names are listed once each in the order first written).
    mutating func merge(_ later: SwiftDeclarationIndex) {
        receiverMembers.merge(later.receiverMembers) { first, _ in first }
        literals.merge(later.literals)
        objects.merge(later.objects)
        storyboardTypeMethods.merge(later.storyboardTypeMethods)
        navigationHelpers.merge(later.navigationHelpers)
        for (type, inherited) in later.inheritance {
            for name in inherited where !(inheritance[type] ?? []).contains(name) { inheritance[type, default: []].append(name) }
        }
    }

    /// Adds `tree`'s static factories, read with what the index already holds.
    mutating func addFactories(_ parsed: SwiftNavigationReader.Parsed) {
        factories.add(parsed, index: self)
    }

    /// `type` and every type above it the index knows (superclasses, conformances, and UIKit's
    /// controller ancestry), nearest first, each once.
    func ancestry(of type: String) -> [String] {
        var out: [String] = []
        var queue = [type]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard !out.contains(next) else { continue }
            out.append(next)
            queue += (inheritance[next] ?? []).map { $0.split(separator: ".").last.map(String.init) ?? $0 }
            queue += UIKitControllerAncestry.ancestors(of: next)
        }
        return out
    }

    /// Whether `type` is a view controller class of the app's: declared in the sources with
    /// UIKit's `UIViewController` (or one of its controller classes) among its ancestors.
    func isViewController(_ type: String) -> Bool {
        inheritance[type] != nil && ancestry(of: type).dropFirst().contains { $0 == "UIViewController" || !UIKitControllerAncestry.ancestors(of: $0).isEmpty }
    }
}

/// Each type's and extension's inheritance clause, by the type's last name component.
private final class InheritanceCollector: SyntaxVisitor {
    var inheritance: [String: [String]] = [:]

    private func record(_ name: String?, _ clause: InheritanceClauseSyntax?) {
        guard let name, let clause else { return }
        inheritance[name, default: []] += clause.inheritedTypes.map { $0.type.sourceText }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node.inheritanceClause); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node.inheritanceClause); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node.inheritanceClause); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name.text, node.inheritanceClause); return .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.extendedType.lastComponentName, node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
