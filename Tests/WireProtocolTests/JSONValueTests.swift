import Testing
@testable import WireProtocol

/// `JSON` accessors and literals, and `JSONObject`'s order, lookup and equality.
@Suite struct JSONValueTests {
    @Test func accessorsAnswerOnlyForTheirCase() {
        let values: [JSON] = [.null, true, 3, 2.5, "s", [1], ["k": 1]]
        #expect(values.map(\.stringValue) == [nil, nil, nil, nil, "s", nil, nil])
        #expect(values.map(\.boolValue) == [nil, true, nil, nil, nil, nil, nil])
        #expect(values.map(\.doubleValue) == [nil, nil, 3, 2.5, nil, nil, nil])
        #expect(values.map(\.intValue) == [nil, nil, 3, nil, nil, nil, nil])
        #expect(values.map { $0.arrayValue != nil } == [false, false, false, false, false, true, false])
        #expect(values.map { $0.objectValue != nil } == [false, false, false, false, false, false, true])
        #expect(values.map(\.isNull) == [true, false, false, false, false, false, false])
        #expect(values.map(\.typeName) == ["null", "boolean", "number", "number", "string", "array", "object"])
    }

    @Test func intValueIsExactOnly() {
        #expect(JSON.number(9007199254740992).intValue == 9007199254740992)
        #expect(JSON.number(-0.0).intValue == 0)
        #expect(JSON.number(1e19).intValue == nil)  // beyond Int
        #expect(JSON.number(0.5).intValue == nil)
    }

    @Test func literalsBuildTheExpectedCases() {
        let value: JSON = ["a": nil, "b": false, "c": 1, "d": 1.25, "e": "x", "f": [1, "2"]]
        #expect(value == .object(JSONObject([
            ("a", .null), ("b", .bool(false)), ("c", .number(1)), ("d", .number(1.25)), ("e", .string("x")),
            ("f", .array([.number(1), .string("2")])),
        ])))
    }

    @Test func objectKeepsInsertionOrderAndReplacesInPlace() {
        var object = JSONObject()
        object["b"] = 1
        object["a"] = 2
        object["b"] = 3
        #expect(object.keys == ["b", "a"])
        #expect(object["b"] == 3)
        object["b"] = nil
        #expect(object.keys == ["a"])
        object["zzz"] = nil
        #expect(object.count == 1)
        #expect(!object.isEmpty)
        #expect(Array(object.map(\.key)) == ["a"])
    }

    @Test func initWithRepeatedKeysKeepsTheLastValueAtTheFirstPosition() {
        let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
    }

    @Test func equalityIgnoresMemberOrderButNotValues() {
        let ab: JSONObject = ["a": 1, "b": [true]]
        let ba: JSONObject = ["b": [true], "a": 1]
        #expect(ab == ba)
        #expect(ab != ["a": 1, "b": [false]])
        #expect(ab != ["a": 1])
        #expect(ab != ["a": 1, "c": [true]])
        #expect(JSON.object(ab) == JSON.object(ba))
    }

    @Test func subscriptOnNonObjectsIsNil() {
        #expect(JSON.array([1])["a"] == nil)
        #expect(JSON.string("a")["a"] == nil)
    }

    @Test func descriptionIsCompactJSON() {
        let value: JSON = ["x": [1, 2.5, "s", nil, true]]
        #expect(value.description == #"{"x":[1,2.5,"s",null,true]}"#)
    }
}
