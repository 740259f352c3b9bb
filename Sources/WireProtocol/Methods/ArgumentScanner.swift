import HierarchyVocabulary

/// The fast path of a request's params: decodes the params object straight from the line's
/// bytes against the method's declaration into `MethodArguments`, identifiers parsed in place,
/// without a `JSON` tree, a `Params` wrapper or a `String` per key and id
/// (`RPCRequest.decode(line:typedParams:)`; issue 38 point 7's cost per request).
///
/// Like `EnvelopeScanner`, it only ever answers for params the full decoder would accept with
/// the same values: anything else — a member the method does not declare, a repeated member, a
/// key with an escape or a non-ASCII byte, a value of the wrong type or not allowed, a required
/// parameter missing or null, an identifier of the wrong form — gives nil, and the caller
/// parses the params as JSON and decodes them the full way (`MethodArguments(decoding:)`),
/// which reports the problem with its contract text. So every refusal keeps its text and code.
///
/// It scans with the caller's parser (`inout`) and borrows the descriptor: holding a copy of
/// either cost a retain, a release and an outlined destroy a request (≈ 100 instructions).
struct ArgumentScanner {
    private let input: UnsafeRawBufferPointer
    private let plan: ParamScanPlan

    /// The arguments of the params object at `parser.position` (its `{`), the object consumed;
    /// nil when the full path must judge them (the caller rewinds `parser`). The values are
    /// written over `values`, an earlier request's of the same method (`ArgumentStorage`), or
    /// into a new array when it is empty; `holdingDefaults`: the positions of `values` that hold
    /// their parameter's default already (ignored for an empty `values`).
    static func arguments(in parser: inout JSONParser, for descriptor: MethodDescriptor,
                          reusing values: consuming [ArgumentValue], holdingDefaults: UInt64 = 0) -> MethodArguments? {
        // The params object sits at depth 2 (the request's members at 1).
        guard parser.maxDepth >= 2, parser.position < parser.input.count,
              parser.input[parser.position] == UInt8(ascii: "{") else { return nil }
        let scanner = ArgumentScanner(input: parser.input, plan: descriptor.scanPlan)
        var values = values
        guard let given = scanner.scanObject(&parser, descriptor, into: &values, holdingDefaults: holdingDefaults) else { return nil }
        return MethodArguments(descriptor: descriptor, identifiedValues: values, given: given)
    }

    /// Writes one value per declared parameter into `values` (an earlier request's values of
    /// this method, each written over, or an empty array, filled first) and returns which were
    /// given; nil when the full path must judge the params. A default is not written where
    /// `holdingDefaults` says `values` holds it already.
    private func scanObject(_ parser: inout JSONParser, _ descriptor: MethodDescriptor, into values: inout [ArgumentValue],
                            holdingDefaults: UInt64) -> UInt64? {
        let count = plan.decodings.count
        var holdingDefaults = holdingDefaults
        if values.count != count {
            holdingDefaults = 0
            // Not `Array(repeating:count:)`: it allocates through the standard library's unspecialised
            // path, which looks `_ContiguousArrayStorage<ArgumentValue>`'s metadata up at run time
            // (≈ 520 instructions a request under callgrind); `reserveCapacity` is specialised here.
            values = []
            values.reserveCapacity(count)
            for _ in 0..<count { values.append(.absent) }
        }
        // Written through one buffer pointer: `values[i] = ` checked the array's uniqueness at
        // every write.
        return values.withUnsafeMutableBufferPointer { values -> UInt64? in
            var given: UInt64 = 0
            var seen: UInt64 = 0
            var next = 0
            parser.position += 1  // {
            parser.skipWhitespace()
            if !parser.consume(UInt8(ascii: "}")) {
                while true {
                    guard let key = parser.plainString(), let i = plan.position(of: bytes(key), hint: next),
                          seen & 1 << UInt64(i) == 0 else { return nil }
                    seen |= 1 << UInt64(i)
                    next = i + 1
                    parser.skipWhitespace()
                    guard parser.consume(UInt8(ascii: ":")) else { return nil }
                    parser.skipWhitespace()
                    switch value(at: i, &parser, descriptor) {
                    case nil: return nil
                    case .absent?: break  // null: absent, as the full decoder reads it (its default is written below)
                    case let value?:
                        values[i] = value
                        given |= 1 << UInt64(i)
                    }
                    parser.skipWhitespace()
                    if parser.consume(UInt8(ascii: "}")) { break }
                    guard parser.consume(UInt8(ascii: ",")) else { return nil }
                    parser.skipWhitespace()
                }
            }
            guard plan.required & ~given == 0 else { return nil }
            var defaulted = ~given & ~holdingDefaults & (count == 64 ? ~0 : (1 << UInt64(count)) - 1)
            while defaulted != 0 {
                let i = defaulted.trailingZeroBitCount
                defaulted &= defaulted - 1
                values[i] = descriptor.params[i].defaultArgument
            }
            return given
        }
    }

    /// Parameter `i`'s value at `parser.position`, consumed: `.absent` for `null` on an
    /// optional parameter; nil for anything the full decoder would refuse or read otherwise.
    private func value(at i: Int, _ parser: inout JSONParser, _ descriptor: MethodDescriptor) -> ArgumentValue? {
        guard parser.position < input.count else { return nil }
        if input[parser.position] == UInt8(ascii: "n") {
            guard plan.required & 1 << UInt64(i) == 0, (try? parser.expectLiteral("null")) != nil else { return nil }
            return .absent
        }
        switch plan.decodings[i] {
        case .controller:
            return parser.plainString().flatMap { VCID(wire: bytes($0)) }.map(ArgumentValue.controller)
        case .window:
            return parser.plainString().flatMap { WindowID(wire: bytes($0)) }.map(ArgumentValue.window)
        case .screen:
            return parser.plainString().flatMap { ScreenID(wire: bytes($0)) }.map(ArgumentValue.screen)
        case .scene:
            return parser.plainString().flatMap { SceneID(wire: bytes($0)) }.map(ArgumentValue.scene)
        case .enumeration:
            // The declaration's own string: a retain, not a new string.
            let spec = descriptor.params[i]
            guard let text = parser.plainString(), let allowed = spec.allowed,
                  let j = spec.allowedUTF8.firstIndex(where: { equal(text, $0) }) else { return nil }
            return .string(allowed[j])
        case .string:
            guard input[parser.position] == UInt8(ascii: "\""), let text = try? parser.parseString() else { return nil }
            return .string(text)
        case .bool:
            return boolean(&parser).map(ArgumentValue.bool)
        case .queue:
            if let wait = boolean(&parser) { return .queue(wait ? .wait : .refuse) }
            guard let text = parser.plainString(), equal(text, descriptor.params[i].allowedUTF8.first ?? []) else { return nil }
            return .queue(.uikit)
        case .number, .integer, .strings, .enumerations, .object, .any, .controllers, .windows:
            // Rarer kinds: parsed as JSON and decoded by the full decoder's own reading.
            let spec = descriptor.params[i]
            guard let json = try? parser.parseValue(depth: 2) else { return nil }
            let single = Params(object: JSONObject(uniqueMembers: [JSONObject.Member(key: spec.name, value: json)]))
            guard let value = try? spec.decode(in: single) else { return nil }
            return try? spec.identify(value)
        }
    }

    /// `true` or `false`, consumed; nil (nothing consumed) for anything else. Read as a word
    /// (and `false`'s fifth byte): through `expectLiteral` it cost ≈ 80 instructions.
    @inline(__always)
    private func boolean(_ parser: inout JSONParser) -> Bool? {
        let p = parser.position
        guard p + 4 <= input.count else { return nil }
        switch UInt32(littleEndian: input.loadUnaligned(fromByteOffset: p, as: UInt32.self)) {
        case 0x6575_7274:  // true
            parser.position = p + 4
            return true
        case 0x736C_6166 where p + 5 <= input.count && input[p + 4] == UInt8(ascii: "e"):  // fals, e
            parser.position = p + 5
            return false
        default:
            return nil
        }
    }

    @inline(__always)
    private func bytes(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: input[range])
    }

    /// Whether the input's bytes in `range` are `utf8`.
    @inline(__always)
    private func equal(_ range: Range<Int>, _ utf8: [UInt8]) -> Bool {
        guard range.count == utf8.count else { return false }
        return utf8.withUnsafeBytes { bytes(range).elementsEqual($0) }
    }
}
