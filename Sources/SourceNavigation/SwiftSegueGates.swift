import SwiftParser
import SwiftSyntax

/// Reads a Swift `shouldPerformSegue(withIdentifier:sender:)` body into `SegueGate`s: every
/// `return` that does not return a literal `true`. A literal `false` under
/// `if identifier == "x"` (or `"x" == identifier`) or a `case "x":` of `switch identifier` is
/// `never` for "x"; a literal `false` with no condition around it is `never` for every segue;
/// anything else (another condition, a computed result) is `conditional` — for "x" when it sits
/// under such a test, else for every segue.
enum SwiftSegueGates {
    static func gates(of body: CodeBlockSyntax, parameter: String, converter: SourceLocationConverter, file: String) -> [SegueGate] {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(body)
        var out: [SegueGate] = []
        for statement in finder.returns {
            let value = statement.expression?.sourceText ?? ""
            if value == "true" { continue }
            var identifiers: [String]?
            var otherCondition = false
            var node: Syntax? = statement.parent
            while let current = node, current.id != body.id {
                if let branch = current.as(CodeBlockSyntax.self), let ifExpr = branch.parent?.as(IfExprSyntax.self), ifExpr.body.id == branch.id {
                    if identifiers == nil, let id = comparedIdentifier(ifExpr.conditions, parameter: parameter) {
                        identifiers = [id]
                    } else {
                        otherCondition = true
                    }
                } else if let switchCase = current.as(SwitchCaseSyntax.self),
                          let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
                          switchExpr.subject.sourceText == parameter,
                          case .case(let label) = switchCase.label, identifiers == nil {
                    let literals = label.caseItems.compactMap {
                        $0.pattern.as(ExpressionPatternSyntax.self)?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                    }
                    if literals.count == label.caseItems.count { identifiers = literals } else { otherCondition = true }
                } else if current.is(IfExprSyntax.self) || current.is(GuardStmtSyntax.self) || current.is(SwitchCaseSyntax.self)
                            || current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self) || current.is(ClosureExprSyntax.self) {
                    if !(current.is(IfExprSyntax.self) && identifiers != nil) && !(current.is(SwitchCaseSyntax.self) && identifiers != nil) {
                        otherCondition = true
                    }
                }
                node = current.parent
            }
            let answer: SegueGate.Answer = value == "false" && !otherCondition ? .never : .conditional
            let location = SourceLocation(file: file, line: statement.startLocation(converter: converter).line)
            let named: [String?] = identifiers.map { list in list.map { Optional($0) } } ?? [nil]
            for identifier in named {
                out.append(SegueGate(identifier: identifier, answer: answer, location: location))
            }
        }
        return out
    }

    /// `identifier == "x"` or `"x" == identifier` as an `if`'s only condition.
    private static func comparedIdentifier(_ conditions: ConditionElementListSyntax, parameter: String) -> String? {
        guard conditions.count == 1, case .expression(let expr) = conditions.first!.condition,
              let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
        let sides = [elements[0], elements[2]]
        guard sides.contains(where: { $0.sourceText == parameter }) else { return nil }
        return sides.compactMap { $0.as(StringLiteralExprSyntax.self)?.representedLiteralValue }.first
    }
}

/// Every `return` of a body, closures' and nested functions' excluded.
private final class ReturnFinder: SyntaxVisitor {
    var returns: [ReturnStmtSyntax] = []
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { returns.append(node); return .visitChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
