import Testing
import WireProtocol

/// The result types the method table declares are complete: every member's type is declared
/// once, and every method returns a declared one. (The enumerations the wire carries are the
/// engine's own types, `WireEnum(PresentationStyle.self)`, so no list of values is checked here.)
@Suite("Result types declared")
struct ResultTypeDeclarationTests {
    @Test func resultTypesReferOnlyToDeclaredTypesAndEveryMethodReturnsOne() {
        var missing: [String] = []
        func check(_ shape: ResultShape, _ where_: String) {
            switch shape {
            case .array(let e): check(e, where_)
            case .type(let name): if ResultTypes.named(name) == nil { missing.append("\(where_): \(name)") }
            default: break
            }
        }
        for t in ResultTypes.all {
            for m in t.members { check(m.shape, "\(t.name).\(m.name)") }
        }
        #expect(missing.isEmpty, "\(missing)")
        #expect(Set(ResultTypes.all.map(\.name)).count == ResultTypes.all.count, "a result type is declared twice")
        for d in MethodTable.all {
            #expect(ResultTypes.named(d.returns.name) == d.returns, "\(d.name) returns an undeclared type")
        }
    }
}
