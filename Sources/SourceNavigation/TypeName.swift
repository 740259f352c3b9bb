import SwiftSyntax

extension TypeSyntax {
    /// The type's own name, the last component of a qualified one (`UIKit.UIViewController` →
    /// `UIViewController`); nil for any other form (a tuple, an optional, a generic argument
    /// list…). Extensions and inherited types are named this way by every reader here.
    var lastComponentName: String? {
        if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return nil
    }
}
