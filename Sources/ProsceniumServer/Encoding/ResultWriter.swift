import HierarchyEngine
import WireProtocol

/// The one vocabulary the server writes results in (issue 38 point 3): an object of a declared
/// `ResultType` streamed member by member into the response's `JSONWriter`, nested objects and
/// lists of objects by their own declared types. Queries, mutations and session replies all
/// write through it (`ResultEncoding`); no result is built as a `JSON` tree first.
///
/// In debug builds (the tests' server) every member written is checked against the declaration
/// as it is written: declared, of a kind its shape allows, null only where nullable, and every
/// member the type always sends written by the end; a slip stops the server once the result is
/// written (`assertionFailure`, naming each). Release builds keep the streaming alone: the declared type is an autoclosure never
/// evaluated, and nothing is allocated.
struct ResultWriter {
    /// The response being written.
    fileprivate(set) var json: JSONWriter
    #if DEBUG
    /// The declared objects open, innermost last.
    private var open: [DeclaredObject] = []
    /// What was written off the declarations (`JSONWriter.result` stops the server on any).
    private(set) var slips: [String] = []
    #endif

    @inline(__always)
    fileprivate init() { json = JSONWriter(appendingTo: []) }

    // MARK: Scalars

    mutating func member(_ name: StaticString, _ value: String) {
        declare(name, .string)
        json.key(static: name)
        json.string(value)
    }

    mutating func member(_ name: StaticString, _ value: String?) {
        declare(name, value == nil ? .null : .string)
        json.key(static: name)
        if let value { json.string(value) } else { json.null() }
    }

    /// A wire enumeration's value (`style`, `action`, `appearance`…).
    mutating func member<E: RawRepresentable>(_ name: StaticString, _ value: E) where E.RawValue == String {
        member(name, value.rawValue)
    }

    mutating func member(_ name: StaticString, _ value: Bool) {
        declare(name, .bool)
        json.key(static: name)
        json.bool(value)
    }

    mutating func member(_ name: StaticString, _ value: Int) {
        declare(name, .integer)
        json.key(static: name)
        json.number(value)
    }

    mutating func member(_ name: StaticString, _ value: Int?) {
        declare(name, value == nil ? .null : .integer)
        json.key(static: name)
        if let value { json.number(value) } else { json.null() }
    }

    mutating func member(_ name: StaticString, _ value: Double) {
        declare(name, .number)
        json.key(static: name)
        json.number(value)
    }

    mutating func member(_ name: StaticString, _ values: [String]) {
        declare(name, .strings)
        json.key(static: name)
        json.beginArray()
        for value in values { json.string(value) }
        json.endArray()
    }

    // MARK: Identifiers

    mutating func member<T: WireIdentifier>(_ name: StaticString, _ value: T) {
        declare(name, .string)
        json.member(name, value)
    }

    mutating func member<T: WireIdentifier>(_ name: StaticString, _ value: T?) {
        declare(name, value == nil ? .null : .string)
        json.member(name, value)
    }

    mutating func member<T: WireIdentifier>(_ name: StaticString, _ values: [T]) {
        declare(name, .strings)
        json.member(name, values)
    }

    // MARK: Objects and lists of objects

    /// A member holding an object of the declared type `type`, written by `body`.
    mutating func object(_ name: StaticString, _ type: @autoclosure () -> ResultType, _ body: (inout ResultWriter) -> Void) {
        declare(name, .object)
        json.key(static: name)
        write(type(), body)
    }

    /// A member holding `items` as a list of objects of the declared type `type`.
    mutating func objects<S: Sequence>(_ name: StaticString, _ type: @autoclosure () -> ResultType, _ items: S,
                                       _ body: (inout ResultWriter, S.Element) -> Void) {
        declare(name, .objects)
        json.key(static: name)
        json.beginArray()
        for item in items { write(type()) { body(&$0, item) } }
        json.endArray()
    }

    /// A member holding a value kept as sent (`vc.get`'s `properties`, a scene's `userInfo`),
    /// or one written by a shared encoder that builds `JSON` (a storyboard's scenes,
    /// `StoryboardListing`); checked whole against the member's shape in debug builds.
    mutating func member(_ name: StaticString, _ value: JSON) {
        declare(name, .value(value))
        json.key(static: name)
        json.write(value)
    }

    /// A member holding a controller's tree (`TreeEncoding`'s nodes, written straight into the
    /// response), or null for an empty one.
    mutating func tree(_ name: StaticString, _ entries: [TreeEntry]) {
        declare(name, entries.isEmpty ? .null : .object)
        json.key(static: name)
        TreeEncoding.write(entries, into: &json)
    }

    /// The `warnings` member of a call UIKit let through with console warnings (docs/protocol.md,
    /// "Warnings"): `[{rule, kind, uikit, vc}]`; nothing when there are none.
    @inline(__always)
    mutating func warnings(_ warnings: [UIKitWarning]) {
        guard !warnings.isEmpty else { return }
        writeWarnings(warnings)
    }

    private mutating func writeWarnings(_ warnings: [UIKitWarning]) {
        objects("warnings", ResultTypes.uikitWarning, warnings) { r, x in
            r.member("rule", x.rule.rawValue)
            r.member("kind", x.kind)
            r.member("uikit", x.uikit)
            r.member("vc", x.vc)
        }
    }

    /// One object of the declared type `type`, with the members `body` writes.
    /// `type` nil: an object written without a declaration to check it against (a test's job).
    @inline(__always)
    fileprivate mutating func write(_ type: @autoclosure () -> ResultType?, _ body: (inout ResultWriter) -> Void) {
        #if DEBUG
        open.append(DeclaredObject(type: type()))
        #endif
        json.beginObject()
        body(&self)
        json.endObject()
        #if DEBUG
        let closed = open.removeLast()
        guard let declared = closed.type else { return }
        for m in declared.members where !m.presence.mayBeAbsent && !closed.written.contains(m.name) {
            slips.append("\(declared.name).\(m.name): not written (the type always sends it)")
        }
        #endif
    }

    // MARK: The debug check

    #if DEBUG
    /// What writing a result of `type` with `body` slips on, without stopping: for the tests
    /// that show the check failing.
    static func slips(_ type: ResultType, _ body: (inout ResultWriter) -> Void) -> [String] {
        var r = ResultWriter()
        r.write(type, body)
        return r.slips
    }
    #endif

    /// What a member's value is, as written.
    fileprivate enum Written {
        case string, integer, number, bool, null, object
        /// A list of strings, a list of objects.
        case strings, objects
        case value(JSON)
    }

    #if DEBUG
    private struct DeclaredObject {
        var type: ResultType?
        var written: Set<String> = []
    }

    private mutating func declare(_ key: StaticString, _ written: @autoclosure () -> Written) {
        guard let top = open.indices.last, let type = open[top].type else { return }
        let name = key.description
        guard let member = type.member(name) else { return slips.append("\(type.name).\(name): not a declared member") }
        open[top].written.insert(name)
        let problem = Self.problem(written(), member)
        if let problem { slips.append("\(type.name).\(name): \(problem)") }
    }

    private static func problem(_ written: Written, _ member: ResultMember) -> String? {
        switch written {
        case .null:
            return member.presence == .nullable ? nil : "null, but the member is never null"
        case .value(let value):
            if case .null = value { return member.presence == .nullable ? nil : "null, but the member is never null" }
            let found = member.shape.mismatches(in: value)
            return found.isEmpty ? nil : found.joined(separator: "; ")
        default:
            return fits(written, member.shape) ? nil : "written as \(written), declared \(member.shape)"
        }
    }

    private static func fits(_ written: Written, _ shape: ResultShape) -> Bool {
        switch (written, shape) {
        case (_, .any): true
        case (.string, .string), (.string, .oneOf): true
        case (.integer, .integer), (.integer, .number), (.number, .number): true
        case (.bool, .bool): true
        case (.object, .object), (.object, .type): true
        case (.strings, .array(let declared)): fits(.string, declared)
        case (.objects, .array(let declared)): fits(.object, declared)
        default: false
        }
    }
    #else
    @inline(__always)
    private func declare(_ key: StaticString, _ written: @autoclosure () -> Written) {}
    #endif
}

extension JSONWriter {
    /// Writes a result object of the declared type `type`, with the members `body` writes
    /// through a `ResultWriter` (checked against `type` in debug builds).
    @inline(__always)
    mutating func result(_ type: @autoclosure () -> ResultType?, _ body: (inout ResultWriter) -> Void) {
        var r = ResultWriter()
        swap(&r.json, &self)
        r.write(type(), body)
        swap(&r.json, &self)
        #if DEBUG
        if !r.slips.isEmpty { assertionFailure("a result written off its declared type: " + r.slips.joined(separator: "; ")) }
        #endif
    }
}
