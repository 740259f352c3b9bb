/// An answer held to its declared `ResultType` (issue 38 point 3): every member the type
/// requires is there, nothing undeclared is, each value has its member's shape (an enumeration's
/// value among its values, an integer integral, a nested type's object conforming in turn), null
/// only where the member is nullable, and a list declared absent when empty never sent empty.
/// Member order is not checked (a JSON object has none; tests that pin an order say so).
///
/// The embedded server runs it over every successful answer of every method
/// (`EmbeddedServer`'s result check), so a result-shape test needs no line per method; both
/// clients' tests can run it over what they receive.
extension ResultType {
    /// One line per problem in `value` as an answer of this type, each naming the member's path
    /// from `path` (`result.windows[0].root.children[1].vc: …`); empty when it conforms.
    public func mismatches(in value: JSON, at path: String = "result") -> [String] {
        var out: [String] = []
        ResultConformance.check(value, against: self, at: path, into: &out)
        return out
    }
}

/// The walk behind `ResultType.mismatches(in:)`.
enum ResultConformance {
    static func check(_ value: JSON, against type: ResultType, at path: String, into out: inout [String]) {
        guard case .object(let object) = value else {
            out.append("\(path): \(value.typeName) where \(type.name) is an object")
            return
        }
        for member in type.members {
            let here = "\(path).\(member.name)"
            guard let v = object[member.name] else {
                if !member.presence.mayBeAbsent { out.append("\(here): missing (\(type.name) always sends it)") }
                continue
            }
            if case .null = v {
                if member.presence != .nullable { out.append("\(here): null, but \(type.name).\(member.name) is never null") }
                continue
            }
            if member.presence == .absentWhenEmpty, case .array(let items) = v, items.isEmpty {
                out.append("\(here): sent empty, but \(type.name).\(member.name) is left out when empty")
            }
            check(v, against: member.shape, at: here, into: &out)
        }
        for key in object.keys where type.member(key) == nil {
            out.append("\(path).\(key): not a member of \(type.name)")
        }
    }

    static func check(_ value: JSON, against shape: ResultShape, at path: String, into out: inout [String]) {
        func wrong(_ expected: String) { out.append("\(path): \(value.typeName) where \(expected) is declared") }
        switch shape {
        case .any:
            break
        case .string:
            if value.stringValue == nil { wrong("a string") }
        case .oneOf(let e):
            guard let s = value.stringValue else { return wrong("a string (\(e.name))") }
            if !e.values.contains(s) { out.append("\(path): \"\(s)\" is not a \(e.name) (\(e.values.joined(separator: ", ")))") }
        case .integer:
            guard let d = value.doubleValue else { return wrong("an integer") }
            if d.rounded() != d { out.append("\(path): \(d) where an integer is declared") }
        case .number:
            if value.doubleValue == nil { wrong("a number") }
        case .bool:
            if value.boolValue == nil { wrong("a boolean") }
        case .object:
            if value.objectValue == nil { wrong("an object") }
        case .array(let element):
            guard let items = value.arrayValue else { return wrong("an array") }
            for (i, item) in items.enumerated() {
                if case .null = item { out.append("\(path)[\(i)]: null in a list"); continue }
                check(item, against: element, at: "\(path)[\(i)]", into: &out)
            }
        case .type(let name):
            guard let nested = ResultTypes.named(name) else { return out.append("\(path): declared as \(name), which no ResultType is") }
            check(value, against: nested, at: path, into: &out)
        }
    }
}

extension ResultShape {
    /// One line per problem in `value` as a value of this shape (null is the member's
    /// presence's business, not the shape's: it is a problem here), naming paths from `path`.
    public func mismatches(in value: JSON, at path: String = "value") -> [String] {
        var out: [String] = []
        if case .null = value { return ["\(path): null where \(self) is declared"] }
        ResultConformance.check(value, against: self, at: path, into: &out)
        return out
    }
}
