import SwiftSyntax

/// A syntax walk that knows the type it is in: `enclosingTypes` holds the name of each class,
/// struct, enum and extension (the extended type's last name component) it is inside, and of
/// each protocol — or nil for a protocol where its members belong to the types that adopt it
/// (`protocolsNameTheirScope` false). Subclasses that look at a declaration's owner read
/// `enclosingTypes.last`; one that overrides a type's `visit` calls `super` first.
class TypeScopeVisitor: SyntaxVisitor {
    private(set) var enclosingTypes: [String?] = []
    private let protocolsNameTheirScope: Bool

    init(protocolsNameTheirScope: Bool) {
        self.protocolsNameTheirScope = protocolsNameTheirScope
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(protocolsNameTheirScope ? node.name.text : nil)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.lastComponentName) }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosingTypes.removeLast() }

    private func enter(_ type: String?) -> SyntaxVisitorContinueKind {
        enclosingTypes.append(type)
        return .visitChildren
    }
}
