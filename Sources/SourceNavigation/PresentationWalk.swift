import SwiftSyntax

/// The loop apps write to reach the top of a controller's presentations, and the variable it
/// walks: `while let p = top.presentedViewController { top = p }`, or `while
/// top.presentedViewController != nil { top = top.presentedViewController! }` (optional chaining
/// allowed). Only a loop whose body is that one assignment counts; what the variable started
/// as is the caller's business (it is the top of `self`'s presentations only when it started as
/// `self`).
enum PresentationWalk {
    /// The variable `loop` walks along `presentedViewController`, or nil when it is no such walk.
    static func walkedVariable(_ loop: WhileStmtSyntax) -> String? {
        guard loop.conditions.count == 1, let condition = loop.conditions.first?.condition,
              loop.body.statements.count == 1,
              let assignment = loop.body.statements.first?.item.as(SequenceExprSyntax.self) else { return nil }
        let parts = Array(assignment.elements)
        guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self),
              let target = parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let value = parts[2]
        switch condition {
        case .optionalBinding(let binding):
            // `while let p = top.presentedViewController { top = p }`
            guard let bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let initializer = binding.initializer?.value, presented(of: initializer) == target,
                  unwrapped(value).as(DeclReferenceExprSyntax.self)?.baseName.text == bound else { return nil }
            return target
        case .expression(let test):
            // `while top.presentedViewController != nil { top = top.presentedViewController! }`
            guard let comparison = test.as(SequenceExprSyntax.self), comparison.elements.count == 3,
                  let first = comparison.elements.first, presented(of: first) == target,
                  comparison.elements.last?.is(NilLiteralExprSyntax.self) == true,
                  presented(of: value) == target else { return nil }
            return target
        default:
            return nil
        }
    }

    /// `v.presentedViewController`, `v?.presentedViewController`, `v.presentedViewController!` → v.
    static func presented(of expr: ExprSyntax) -> String? {
        guard let member = unwrapped(expr).as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "presentedViewController", let base = member.base else { return nil }
        return unwrapped(base).as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `x!`, `x?` → x.
    static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
        if let e = expr.as(ForceUnwrapExprSyntax.self) { return unwrapped(e.expression) }
        if let e = expr.as(OptionalChainingExprSyntax.self) { return unwrapped(e.expression) }
        return expr
    }
}
