import HierarchyEngine
import SwiftParser
import SwiftSyntax

/// Reads one Swift file with swift-syntax's parser into `TypeFacts`: every method of every
/// class, struct, enum, actor or extension (attributed to the innermost one, last name
/// component; protocol requirements and free functions are not), each with its navigation
/// steps (`MethodBodyReader`), its `@IBAction` unwind actions and its `shouldPerformSegue` gates.
public enum SwiftNavigationReader {
    /// The types declared or extended in `source`, in order of first appearance.
    /// Helpers declared in other files are not known: `SourceFacts.read` indexes every file first.
    public static func read(_ source: String, file: String) -> [TypeFacts] {
        let parsed = Parsed(source, file: file)
        var index = SwiftDeclarationIndex()
        index.add(parsed.tree)
        index.addFactories(parsed)
        return read(parsed, index: index)
    }

    /// A Swift file parsed once for every reading of it: its tree, the converter of its
    /// positions to lines (made once: it walks the whole file), and whether it writes a
    /// `#selector` or a `UIAction(` (target-actions and menu items are looked for only then;
    /// most files do not).
    struct Parsed: Sendable {
        var file: String
        var tree: SourceFileSyntax
        var converter: SourceLocationConverter
        var wiresActions: Bool

        init(_ source: String, file: String) {
            self.file = file
            tree = Parser.parse(source: source)
            converter = SourceLocationConverter(fileName: file, tree: tree)
            wiresActions = source.containsUTF8("#selector") || source.containsUTF8("UIAction(")
        }
    }

    /// The types of a parsed file, its bodies read with what `index` says of the app's declarations.
    static func read(_ parsed: Parsed, index: SwiftDeclarationIndex) -> [TypeFacts] {
        let collector = TypeCollector(converter: parsed.converter, file: parsed.file, index: index)
        collector.readsTargetActions = parsed.wiresActions
        collector.walk(parsed.tree)
        return collector.order.map { collector.types[$0]! }
    }
}

/// Walks declarations, keeping the stack of enclosing types.
private final class TypeCollector: SyntaxVisitor {
    let converter: SourceLocationConverter
    let file: String
    let index: SwiftDeclarationIndex
    var stack: [String?] = []
    var types: [String: TypeFacts] = [:]
    var order: [String] = []
    /// Whether to read the types' `TargetAction`s (the file has a `#selector`).
    var readsTargetActions = true

    init(converter: SourceLocationConverter, file: String, index: SwiftDeclarationIndex) {
        self.converter = converter
        self.file = file
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    /// Opens a type; a class's first inherited type is its superclass, the rest (and an
    /// extension's) its conformances.
    private func open(_ name: String?, inherits: InheritanceClauseSyntax?, isClass: Bool = false) {
        stack.append(name)
        guard let name else { return }
        if types[name] == nil {
            types[name] = TypeFacts(name: name)
            order.append(name)
        }
        var inherited = (inherits?.inheritedTypes).map { $0.map { $0.type.sourceText } } ?? []
        if isClass, types[name]!.superclass == nil, let first = inherited.first {
            types[name]!.superclass = first
            inherited.removeFirst()
        }
        for type in inherited where !types[name]!.conformances.contains(type) { types[name]!.conformances.append(type) }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, inherits: node.inheritanceClause, isClass: true)
        if readsTargetActions { types[node.name.text]!.targetActions += TargetAction.read(node.memberBlock, converter: converter, file: file) }
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, inherits: nil); return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, inherits: nil); return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.name.text, inherits: nil); return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        open(node.extendedType.lastComponentName, inherits: node.inheritanceClause)
        if readsTargetActions, let name = node.extendedType.lastComponentName {
            types[name]!.targetActions += TargetAction.read(node.memberBlock, converter: converter, file: file)
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        stack.append(nil); return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = stack.last, let className = owner else { return .skipChildren }
        let parameters = Array(node.signature.parameterClause.parameters)
        let labels = parameters.map { $0.firstName.text }
        var objcName: String?
        var isAction = false
        for element in node.attributes {
            guard case .attribute(let attribute) = element else { continue }
            let name = attribute.attributeName.sourceText
            if name == "IBAction" { isAction = true }
            if name == "objc", case .objCName(let pieces)? = attribute.arguments {
                objcName = pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
            }
        }
        let base = node.name.text
        let selector = objcName ?? (labels.isEmpty ? base : UnwindActionName.selector(base: base, labels: labels) + ":")
        let swiftName = "\(base)(\(labels.map { "\($0):" }.joined()))"
        let location = SourceLocation(file: file, line: node.name.startLocation(converter: converter).line)
        var steps: [CodeStep] = []
        var settings: [ControllerSetting] = []
        let parameterNames = parameters.map { ($0.secondName ?? $0.firstName).text }
        if let body = node.body {
            let reader = MethodBodyReader(converter: converter, file: file, parameters: parameterNames, index: index, owner: className)
            reader.walk(body)
            steps = reader.steps
            settings = reader.settings
            if swiftName == LaunchRoot.sceneMethod || swiftName == LaunchRoot.applicationMethod {
                types[className]!.launchRoots += reader.windowRoots.map {
                    LaunchRoot(source: $0.source, method: "\(className).\(swiftName)", location: $0.location, conditional: $0.conditional)
                }
            }
        }
        types[className]!.methods.append(MethodFacts(
            name: swiftName, selector: selector, baseName: base, isAction: isAction, location: location, steps: steps,
            parameters: parameterNames, settings: settings))
        if isAction, parameters.count == 1, isStoryboardSegue(parameters[0].type) {
            let action = objcName.map(UnwindActionName.canonical) ?? UnwindActionName.selector(base: base, labels: labels)
            if !types[className]!.unwindActions.contains(where: { $0.name == action }) {
                types[className]!.unwindActions.append((action, location))
            }
            // Swift 2 gave a lone first parameter name no external label: the selector is the base.
            let parameter = parameters[0]
            if objcName == nil, parameter.secondName == nil, parameter.firstName.text != "_", base != action,
               !types[className]!.unwindActions.contains(where: { $0.name == base }) {
                types[className]!.unwindActions.append((base, location))
                types[className]!.swift2UnwindReadings[base] = "\(base)(\(parameter.firstName.text):)"
            }
        }
        if base == "shouldPerformSegue", labels.first == "withIdentifier", let body = node.body {
            let parameter = parameters[0].secondName?.text ?? parameters[0].firstName.text
            types[className]!.segueGates += SwiftSegueGates.gates(of: body, parameter: parameter, converter: converter, file: file)
        }
        return .skipChildren
    }

    /// `UIStoryboardSegue`, `UIKit.UIStoryboardSegue`, optional or implicitly unwrapped.
    private func isStoryboardSegue(_ type: TypeSyntax) -> Bool {
        var text = type.sourceText
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        return text == "UIStoryboardSegue" || text == "UIKit.UIStoryboardSegue"
    }

}
