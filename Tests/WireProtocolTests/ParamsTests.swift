import Testing
@testable import WireProtocol

/// Typed params access and its -32602 messages.
@Suite struct ParamsTests {
    static let params = try! Params([
        "s": "x", "b": true, "i": 3, "f": 2.5, "big": 1e30, "arr": ["a", "b"], "mixed": ["a", 1],
        "o": ["k": 1], "n": nil,
    ])

    static func message(_ body: () throws(RPCError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            #expect(error.code == -32602)
            return error.message
        }
    }

    @Test func initAcceptsObjectOrAbsentOnly() throws {
        #expect(try Params(nil).object.isEmpty)
        #expect(try Params(["a": 1]).object.count == 1)
        #expect(Self.message { () throws(RPCError) in _ = try Params([1]) } == "params must be an object of named parameters, got array")
        #expect(Self.message { () throws(RPCError) in _ = try Params("x") } == "params must be an object, got string")
        #expect(Self.message { () throws(RPCError) in _ = try Params(.null) } == "params must be an object, got null")
    }

    @Test func valuesOfTheRightType() throws {
        let p = Self.params
        #expect(try p.string("s") == "x")
        #expect(try p.bool("b") == true)
        #expect(try p.bool("missing", default: true) == true)
        #expect(try p.bool("b", default: false) == true)
        #expect(try p.int("i") == 3)
        #expect(try p.double("i") == 3)
        #expect(try p.double("f") == 2.5)
        #expect(try p.stringArray("arr") == ["a", "b"])
        #expect(try p.object("o") == ["k": 1])
        #expect(p.value("o") == ["k": 1])
        #expect(try p.any("f") == 2.5)
    }

    @Test func absentAndNullOptionalsAreNil() throws {
        let p = Self.params
        for name in ["missing", "n"] {
            #expect(try p.optionalString(name) == nil)
            #expect(try p.optionalBool(name) == nil)
            #expect(try p.optionalInt(name) == nil)
            #expect(try p.optionalDouble(name) == nil)
            #expect(try p.optionalStringArray(name) == nil)
            #expect(try p.optionalObject(name) == nil)
            #expect(p.value(name) == nil)
            #expect(!p.contains(name))
        }
        #expect(try p.bool("n", default: false) == false)
    }

    @Test func missingAndNullRequired() {
        let p = Self.params
        #expect(Self.message { () throws(RPCError) in _ = try p.string("presenter") } == "missing required parameter 'presenter'")
        #expect(Self.message { () throws(RPCError) in _ = try p.stringArray("vcs") } == "missing required parameter 'vcs'")
        #expect(Self.message { () throws(RPCError) in _ = try p.any("sender") } == "missing required parameter 'sender'")
        #expect(Self.message { () throws(RPCError) in _ = try p.string("n") } == "parameter 'n' must not be null")
        #expect(Self.message { () throws(RPCError) in _ = try p.int("n") } == "parameter 'n' must not be null")
    }

    @Test func wrongTypes() {
        let p = Self.params
        #expect(Self.message { () throws(RPCError) in _ = try p.bool("s") } == "parameter 's' must be a boolean, got string")
        #expect(Self.message { () throws(RPCError) in _ = try p.optionalBool("i") } == "parameter 'i' must be a boolean, got number")
        #expect(Self.message { () throws(RPCError) in _ = try p.string("b") } == "parameter 'b' must be a string, got boolean")
        #expect(Self.message { () throws(RPCError) in _ = try p.int("s") } == "parameter 's' must be an integer, got string")
        #expect(Self.message { () throws(RPCError) in _ = try p.int("f") } == "parameter 'f' must be an integer, got 2.5")
        #expect(Self.message { () throws(RPCError) in _ = try p.int("big") } == "parameter 'big' must be an integer, got 1e+30")
        #expect(Self.message { () throws(RPCError) in _ = try p.double("arr") } == "parameter 'arr' must be a number, got array")
        #expect(Self.message { () throws(RPCError) in _ = try p.stringArray("s") } == "parameter 's' must be an array of strings, got string")
        #expect(Self.message { () throws(RPCError) in _ = try p.stringArray("mixed") }
            == "parameter 'mixed' must be an array of strings, got number at index 1")
        #expect(Self.message { () throws(RPCError) in _ = try p.object("arr") } == "parameter 'arr' must be an object, got array")
    }

    @Test func rejectUnknownNamesTheFirstStranger() throws {
        let p = try Params(["vc": "vc1", "colour": "red", "size": 1])
        try p.rejectUnknown(allowed: ["vc", "colour", "size"])
        #expect(Self.message { () throws(RPCError) in try p.rejectUnknown(allowed: ["vc"]) } == "unknown parameter 'colour'")
    }
}
