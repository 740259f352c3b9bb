import HierarchyEngine
import WireProtocol

/// Identifiers written straight into the writer, without building their `description`
/// strings (results and events write several per request).
extension JSONWriter {
    mutating func id<T: WireIdentifier>(_ value: T) {
        prefixedNumberString(T.wirePrefix, value.raw)
    }

    /// `"name":"vc12"` (`name` plain ASCII, copied as it is).
    mutating func member<T: WireIdentifier>(_ name: StaticString, _ value: T) {
        key(static: name)
        id(value)
    }

    /// `"name":"vc12"`, or `"name":null`.
    mutating func member<T: WireIdentifier>(_ name: StaticString, _ value: T?) {
        key(static: name)
        if let value { id(value) } else { null() }
    }

    /// `"name":["vc12","vc13"]`.
    mutating func member<T: WireIdentifier>(_ name: StaticString, _ values: [T]) {
        key(static: name)
        beginArray()
        for value in values { id(value) }
        endArray()
    }
}
