import Testing
@testable import WireProtocol

/// Error codes and names match docs/protocol.md *Errors*.
@Suite struct RPCErrorTests {
    @Test func everyCodeWithItsName() {
        let expected: [(Int, String)] = [
            (-32700, "parseError"), (-32600, "invalidRequest"), (-32601, "methodNotFound"),
            (-32602, "invalidParams"), (-32603, "internalError"), (-32001, "notFound"),
            (-32002, "hierarchyInconsistency"), (-32003, "invalidState"), (-32004, "segueNotFound"),
            (-32005, "unsupported"), (-32010, "permissionDenied"), (-32011, "limitExceeded"),
            (-32012, "storyboardError"),
        ]
        #expect(RPCErrorCode.allCases.count == expected.count)
        for (code, name) in expected {
            #expect(RPCErrorCode(rawValue: code)?.name == name)
            #expect(RPCErrorCode(name: name)?.rawValue == code)
        }
        #expect(RPCErrorCode(name: "nope") == nil)
    }

    @Test func unknownCodesAreKept() {
        let error = RPCError(code: -1, message: "custom")
        #expect(error.knownCode == nil)
        #expect(error.description == "-1: custom")
        #expect(RPCError(.notFound, "no vc9").description == "-32001 notFound: no vc9")
    }
}
