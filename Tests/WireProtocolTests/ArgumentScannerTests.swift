import HierarchyVocabulary
import SeededRandom
import Testing
@testable import WireProtocol

/// The server's fast path for params (`ArgumentScanner`, `decode(line:typedParams: true)`)
/// against the full one (params parsed as JSON, then `MethodArguments(decoding:)`): for every
/// line, the dispatcher gets the same arguments or the same error — valid params of every
/// method of the table, each way of getting one wrong, and random mutations.
@Suite struct ArgumentScannerTests {
    /// What the dispatcher makes of a line: the failure, or the method and its arguments
    /// (identifiers parsed) or the error decoding them gives.
    enum Outcome: Equatable {
        case failure(RPCDecodeResult)
        case unknownMethod(String)
        case arguments(id: RPCID?, method: String, Result<MethodArguments, RPCError>)
    }

    static func outcome(_ result: RPCDecodeResult) -> Outcome {
        guard case .request(let request) = result else { return .failure(result) }
        guard let index = request.decoded?.methodIndex ?? MethodTable.index(named: request.method) else {
            return .unknownMethod(request.method)
        }
        if let decoded = request.decoded { return .arguments(id: request.id, method: request.method, .success(decoded.arguments)) }
        let arguments = Result { () throws(RPCError) -> MethodArguments in
            try MethodArguments(decoding: try Params(request.params), for: MethodTable.all[index])
        }
        return .arguments(id: request.id, method: request.method, arguments)
    }

    static func decode(_ bytes: [UInt8], typed: Bool) -> RPCDecodeResult {
        bytes.withUnsafeBytes { RPCRequest.decode(line: $0, typedParams: typed) }
    }

    /// The same outcome both ways; returns whether the fast path decoded the params.
    @discardableResult
    static func expectSame(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let typed = decode(bytes, typed: true)
        let full = decode(bytes, typed: false)
        #expect(outcome(typed) == outcome(full), "\(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
        guard case .request(let request) = typed, let decoded = request.decoded else { return false }
        // What a request report would show of decoded params: what the full path parsed, but
        // for members sent as null (absent either way).
        if case .request(let plain) = full, case .object(let object)? = plain.params {
            let sent = JSONObject(object.members.filter { $0.value != .null }.map { ($0.key, $0.value) })
            #expect(request.paramsJSON == .object(sent), sourceLocation: sourceLocation)
        }
        #expect(request.params == nil)
        #expect(MethodTable.all[decoded.methodIndex].name == request.method)
        return true
    }

    static func line(_ method: String, _ params: String) -> [UInt8] {
        Array(#"{"jsonrpc":"2.0","id":7,"method":"\#(method)","params":{\#(params)}}"#.utf8)
    }

    /// A valid value of `spec`'s kind, as JSON text.
    static func sample(_ spec: ParamSpec) -> String {
        switch spec.kind {
        case .controller: #""vc3""#
        case .controllers: #"["vc1","vc12"]"#
        case .window: #""w2""#
        case .windows: #"["w1","w2"]"#
        case .screen: #""s1""#
        case .scene: #""sc4""#
        case .enumeration(let e): #""\#(e.values.last!)""#
        case .enumerations(let e): #"["\#(e.values.first!)"]"#
        case .string: #""a \"quoted\" name""#
        case .bool: "false"
        case .number: "0.25"
        case .integer: "2"
        case .strings: #"["x","y"]"#
        case .object: #"{"k":[1,null]}"#
        case .any: #"{"any":true}"#
        case .queue: #""uikit""#
        }
    }

    static func members(_ specs: [ParamSpec], _ value: (ParamSpec) -> String = sample) -> String {
        specs.map { #""\#($0.name)":\#(value($0))"# }.joined(separator: ",")
    }

    // MARK: - Every method, valid params

    @Test(arguments: MethodTable.all.map(\.name))
    func validParamsTakeTheFastPath(_ name: String) {
        let descriptor = MethodTable.descriptor(named: name)!
        #expect(Self.expectSame(Self.line(name, Self.members(descriptor.params))))
        #expect(Self.expectSame(Self.line(name, Self.members(descriptor.params.filter(\.required)))))
        #expect(Self.expectSame(Self.line(name, Self.members(descriptor.params.reversed()))))
        // Optional parameters sent as null: absent, as the full decoder reads them.
        #expect(Self.expectSame(Self.line(name, Self.members(descriptor.params) { $0.required ? Self.sample($0) : "null" })))
    }

    @Test func decodedValuesAreTyped() throws {
        let bytes = Self.line("vc.present", #""presenter":"vc3","vc":"vc12","animated":false,"style":"pageSheet""#)
        guard case .request(let request) = Self.decode(bytes, typed: true), let decoded = request.decoded else {
            Issue.record("not decoded"); return
        }
        let a = decoded.arguments
        #expect(a[.presenter] == VCID(3) && a[.vc] == VCID(12) && a[.animated] == false)
        #expect(a.optional(.style) == .pageSheet)
        #expect(a.queuePolicy == .wait)
        #expect(a.isGiven(.animated) && !a.isGiven(.queue))
    }

    /// A server decodes every request of a method into the buffer the last one kept
    /// (`ArgumentStorage`), writing only the defaults that buffer does not hold already: each
    /// request's arguments are still those a fresh decoding gives, whatever the requests before
    /// it gave or left out, and a request the fast path refuses loses the buffer, not a value.
    @Test(arguments: ["vc.present", "vc.dismiss", "nav.push", "window.create", "tab.select", "sheet.drag"])
    func reusedBuffersHoldEachRequestsOwnValues(_ name: String) throws {
        let descriptor = try #require(MethodTable.descriptor(named: name))
        let specs = descriptor.params
        var storage = ArgumentStorage()
        var generator = SplitMix64(seed: 41)
        for round in 0..<300 {
            // A random subset of the optional parameters, given or sent as null, and now and then
            // a wrong value (the full path's turn).
            let text = specs.compactMap { spec -> String? in
                if spec.required { return #""\#(spec.name)":\#(Self.sample(spec))"# }
                switch generator.next() % 4 {
                case 0: return nil
                case 1: return #""\#(spec.name)":null"#
                default: return #""\#(spec.name)":\#(Self.sample(spec))"#
                }
            }.joined(separator: ",") + (round % 37 == 36 ? #","extra":1"# : "")
            let bytes = Self.line(name, text)
            let reused = bytes.withUnsafeBytes { RPCRequest.decode(line: $0, typedParams: true, argumentStorage: &storage) }
            #expect(Self.outcome(reused) == Self.outcome(Self.decode(bytes, typed: false)), "\(String(decoding: bytes, as: UTF8.self))")
            if case .request(let request) = reused, var arguments = request.decoded?.arguments {
                storage.keep(&arguments, method: request.decoded!.methodIndex)
            }
        }
    }

    // MARK: - Each way to get one wrong: the full path answers, with its text

    @Test(arguments: MethodTable.all.map(\.name))
    func wrongParamsAreJudgedByTheFullDecoder(_ name: String) {
        let descriptor = MethodTable.descriptor(named: name)!
        let specs = descriptor.params
        let wrongs = [#"null"#, #"17"#, #""vc0x""#, #""vc01""#, #""\u0076c3""#, #"true"#, #"[1]"#, #"{}"#, #""nope""#, #""é""#, #""""#]
        for spec in specs {
            for wrong in wrongs {
                Self.expectSame(Self.line(name, Self.members(specs) { $0 === spec ? wrong : Self.sample($0) }))
            }
            // Missing, repeated, and a key with an escape.
            Self.expectSame(Self.line(name, Self.members(specs.filter { $0 !== spec })))
            Self.expectSame(Self.line(name, Self.members(specs) + #","\#(spec.name)":\#(Self.sample(spec))"#))
            let escaped = #""\u00\#(String(spec.name.utf8.first!, radix: 16))\#(spec.name.dropFirst())":\#(Self.sample(spec))"#
            Self.expectSame(Self.line(name, ([escaped] + specs.filter { $0 !== spec }.map { #""\#($0.name)":\#(Self.sample($0))"# }).joined(separator: ",")))
        }
        // A member the method does not declare, and params after the method's name or before it.
        Self.expectSame(Self.line(name, Self.members(specs) + (specs.isEmpty ? #""extra":1"# : #","extra":1"#)))
        let before = Array(#"{"jsonrpc":"2.0","params":{\#(Self.members(specs))},"id":1,"method":"\#(name)"}"#.utf8)
        #expect(!Self.expectSame(before))
    }

    @Test func structureErrorsInParams() {
        for params in [#""presenter":"vc3","vc":"vc2","#, #""presenter":"vc3" "vc":"vc2""#, #""presenter" "vc3","vc":"vc2""#,
                       #""presenter":"vc3","vc":"vc2",}"#, #""presenter":"vc3","vc":"vc2""#, #""presenter":vc3,"vc":"vc2""#,
                       #""presenter":"vc3","vc":"vc2","animated":tru"#, #""presenter":"vc3","vc":"vc2","animated":nul"#] {
            Self.expectSame(Array(#"{"jsonrpc":"2.0","id":1,"method":"vc.present","params":{\#(params)}"#.utf8))
            Self.expectSame(Self.line("vc.present", params))
        }
    }

    @Test func randomMutations() {
        let seeds = ["vc.present", "vc.dismiss", "nav.push", "tab.select", "sheet.drag", "scene.resize", "window.create", "vc.addChild"]
            .compactMap(MethodTable.descriptor(named:))
            .map { String(decoding: Self.line($0.name, Self.members($0.params)), as: UTF8.self) }
        var generator = SplitMix64(seed: 38)
        var decoded = 0
        for round in 0..<20_000 {
            let bytes = ByteMutations.mutate(seeds[round % seeds.count], steps: 1...2, using: &generator)
            if Self.expectSame(bytes) { decoded += 1 }
        }
        // Some mutations leave the params valid (a changed id or string): those stay on the fast path.
        #expect(decoded > 400)  // 563 with this seed
    }
}
