import SeededRandom
import Testing
@testable import WireProtocol

/// `RPCRequest.decode(line:)` with the `EnvelopeScanner`'s fast path against the full decoder
/// (`decodeFully`, a `JSON` tree of the whole line): the same answer, byte for byte, for every
/// line — the scanner's refusals, the corner cases of its grammar, truncations and mutations.
@Suite struct EnvelopeScannerTests {
    static func both(_ bytes: [UInt8], maxDepth: Int = 64) -> (fast: RPCDecodeResult, full: RPCDecodeResult) {
        bytes.withUnsafeBytes { line in
            (RPCRequest.decode(line: line, maxDepth: maxDepth), RPCRequest.decodeFully(line: line, maxDepth: maxDepth))
        }
    }

    static func scanned(_ text: String, maxDepth: Int = 64) -> RPCRequest? {
        Array(text.utf8).withUnsafeBytes { EnvelopeScanner.request(in: $0, maxDepth: maxDepth) }
    }

    /// Equal as values and in every written character (member order, an id's exact text).
    static func expectSame(_ bytes: [UInt8], maxDepth: Int = 64, sourceLocation: SourceLocation = #_sourceLocation) {
        let (fast, full) = both(bytes, maxDepth: maxDepth)
        #expect(fast == full, "\(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
        #expect(String(reflecting: fast) == String(reflecting: full), "\(String(decoding: bytes, as: UTF8.self))",
                sourceLocation: sourceLocation)
    }

    // MARK: - The fast path is taken

    @Test(arguments: [
        #"{"jsonrpc":"2.0","id":1,"method":"vc.present","params":{"presenter":"vc3","vc":"vc2","animated":false}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"vc.dismiss","params":{"vc":"vc2","animated":false}}"#,
        #" { "method" : "ping" , "jsonrpc" : "2.0" } "#,
        "\t{\r\n\"id\":\"a\\u00e9\",\"jsonrpc\":\"2.0\",\"method\":\"m\"}\n",
        #"{"jsonrpc":"2.0","id":9007199254740993,"method":"m","params":[1,{"a":[]}],"x":{"y":null},"z":true}"#,
        #"{"jsonrpc":"2.0","id":null,"method":"","params":{}}"#,
    ])
    func plainRequestsAreScanned(_ text: String) {
        let request = Self.scanned(text)
        #expect(request != nil)
        #expect(request.map { RPCDecodeResult.request($0) } == Self.both(Array(text.utf8)).full)
        Self.expectSame(Array(text.utf8))
    }

    /// The envelope's keys are compared as words (`EnvelopeScanner.envelopeMember`): each word
    /// is its key's text with the quotes, and keys that only begin like one are other members.
    @Test func envelopeKeysAsWords() {
        func word(_ text: String) -> UInt64 {
            Array(text.utf8.prefix(8)).reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
        #expect(EnvelopeScanner.methodKey == word(#""method""#))
        #expect(EnvelopeScanner.paramsKey == word(#""params""#))
        #expect(EnvelopeScanner.jsonrpcKey == word(#""jsonrpc""#))
        #expect(EnvelopeScanner.idKey == word(#""id""#))
        for text in [
            #"{"method":"m","jsonrpc":"2.0","id":1}"#,  // "id" in the line's last eight bytes
            #"{"jsonrpc":"2.0","method":"m","id":7}"#,
            #"{"jsonrpc":"2.0","method":"m","params":[],"id":7}"#,
            #"{"jsonrpcx":"2.0","jsonrpc":"2.0","method":"m","id":1}"#,
            #"{"jsonrpc":"2.0","methods":1,"method":"m","id":1}"#,
            #"{"jsonrpc":"2.0","method":"m","idx":1,"id":1}"#,
            #"{"jsonrpc":"2.0","method":"m","paramsx":1,"params":{},"id":1}"#,
            #"{"jsonrpc":"2.0","method":"m","i":1}"#,
            #"{"jsonrpc":"2.0","method":"m","jsonrpc"}"#,
        ] {
            Self.expectSame(Array(text.utf8))
        }
        #expect(Self.scanned(#"{"method":"m","jsonrpc":"2.0","id":1}"#)?.id == .number(1))
        #expect(Self.scanned(#"{"jsonrpcx":"2.0","jsonrpc":"2.0","method":"m","id":1}"#)?.method == "m")
    }

    // MARK: - Every refusal of the scanner, judged as before

    static let declined: [String] = [
        // Not an object, or an empty one.
        "", "   ", "[]", #"[{"jsonrpc":"2.0","id":1,"method":"m"}]"#, "17", #""ping""#, "null", "{}", "{ }", "{",
        // Keys the scanner does not read as bytes: escapes, non-ASCII, control bytes.
        #"{"j\u0073onrpc":"2.0","id":1,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","\u00e9":1}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","é":1}"#,
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\",\"a\u{1}\":1}",
        #"{"jsonrpc":"2.0","id":1,"method":"m","ab":1,"a\u0062":2}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","a\"":1}"#,
        // Repeated keys.
        #"{"jsonrpc":"2.0","id":1,"method":"m","id":2}"#,
        #"{"jsonrpc":"2.0","jsonrpc":"2.0","id":1,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","method":"n"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{},"params":[]}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","x":1,"y":2,"x":3}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":1,"a":2}}"#,
        // Keys that begin like the envelope's.
        #"{"jsonrpc":"2.0","idx":1,"method":"m"}"#, #"{"jsonrpcx":"2.0","jsonrpc":"2.0","method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1,"methods":"m"}"#, #"{"jsonrpc":"2.0","id":1,"method":"m","param":{}}"#,
        #"{"jsonrpc":"2.0","i":1,"method":"m"}"#, #"{"j":1}"#, #"{"i"#, #"{"id"#, #"{"jsonrp"#,
        // Separators.
        #"{"jsonrpc" "2.0","id":1,"method":"m"}"#, #"{"jsonrpc":"2.0" "id":1,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m",}"#, #"{"jsonrpc":"2.0","id":1,"method":"m"} x"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m"}}"#, #"{"jsonrpc":"2.0","id":1,"method":"m""#,
        #"{"jsonrpc":"2.0","id":1,"method":"m"]"#, #"{,"jsonrpc":"2.0","id":1,"method":"m"}"#,
        #"{"jsonrpc":"2.0",,"id":1,"method":"m"}"#, #"{jsonrpc:"2.0","id":1,"method":"m"}"#,
        // jsonrpc.
        #"{"id":5,"method":"ping"}"#, #"{"jsonrpc":"1.0","id":"x","method":"ping"}"#,
        #"{"jsonrpc":"2.00","id":1,"method":"m"}"#, #"{"jsonrpc":"2","id":1,"method":"m"}"#,
        #"{"jsonrpc":"2\u002e0","id":1,"method":"m"}"#, #"{"jsonrpc":2.0,"id":"x","method":"ping"}"#,
        #"{"jsonrpc":["2.0"],"id":3,"method":"ping"}"#, #"{"jsonrpc":null,"id":3,"method":"ping"}"#,
        #"{"jsonrpc":"2.0\u0000","id":1,"method":"m"}"#, #"{"jsonrpc":"\#(String(repeating: "9", count: 100))","id":1,"method":"m"}"#,
        // method.
        #"{"jsonrpc":"2.0","id":7}"#, #"{"jsonrpc":"2.0","id":7,"method":5}"#,
        #"{"jsonrpc":"2.0","id":null,"method":null}"#, #"{"jsonrpc":"2.0","id":1,"method":"p\u0069ng"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"é"}"#, #"{"jsonrpc":"2.0","id":1,"method":["m"]}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m\"}"#, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\u{7}\"}",
        // id.
        #"{"jsonrpc":"2.0","id":{"a":1},"method":"m"}"#, #"{"jsonrpc":"2.0","id":[1],"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":true,"method":"m"}"#, #"{"jsonrpc":"2.0","id":false,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":nul,"method":"m"}"#, #"{"jsonrpc":"2.0","id":nulls,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":01,"method":"m"}"#, #"{"jsonrpc":"2.0","id":-,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1.,"method":"m"}"#, #"{"jsonrpc":"2.0","id":1e,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1e999,"method":"m"}"#, #"{"jsonrpc":"2.0","id":+1,"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":"\x","method":"m"}"#, #"{"jsonrpc":"2.0","id":"\ud800","method":"m"}"#,
        #"{"jsonrpc":"2.0","id":"a,"method":"m"}"#, #"{"jsonrpc":"2.0","id":1x,"method":"m"}"#,
        // params.
        #"{"jsonrpc":"2.0","method":"m"  ,"params":"x","id":"q"}"#, #"{"jsonrpc":"2.0","id":1,"method":"m","params":null}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":3}"#, #"{"jsonrpc":"2.0","id":1,"method":"m","params":true}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":}}"#, #"{"jsonrpc":"2.0","id":1,"method":"m","params":[1,]}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":"\u12"}}"#,
        // Other members.
        #"{"jsonrpc":"2.0","id":1,"method":"m","x":tru}"#, #"{"jsonrpc":"2.0","id":1,"method":"m","x":[}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","x":"\q"}"#, #"{"jsonrpc":"2.0","id":1,"method":"m","x":}"#,
        // Bytes outside strings.
        "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"m\"}\u{0}", "\u{FF}", "{\u{FF}}",
    ]

    @Test(arguments: declined)
    func refusalsAreJudgedByTheFullDecoder(_ text: String) {
        let bytes = Array(text.utf8)
        let (fast, full) = Self.both(bytes)
        if case .failure = full {
            #expect(Self.scanned(text) == nil)
        }
        #expect(fast == full)
        #expect(String(reflecting: fast) == String(reflecting: full))
    }

    @Test func invalidUTF8IsJudgedByTheFullDecoder() {
        for bad: [UInt8] in [[0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0x80]] {
            for template in [#"{"jsonrpc":"2.0","id":1,"method":"m","x":"?"}"#, #"{"jsonrpc":"2.0","id":"?","method":"m"}"#,
                             #"{"jsonrpc":"2.0","id":1,"method":"?"}"#, #"{"jsonrpc":"2.0","id":1,"method":"m","?":1}"#,
                             #"{"jsonrpc":"2.0","id":1,"method":"m"}?"#] {
                var bytes: [UInt8] = []
                for byte in template.utf8 { if byte == UInt8(ascii: "?") { bytes += bad } else { bytes.append(byte) } }
                Self.expectSame(bytes)
            }
        }
    }

    @Test func depthLimits() {
        for depth in [62, 63, 64, 65] {
            let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            for text in [#"{"jsonrpc":"2.0","id":1,"method":"m","params":\#(deep)}"#,
                         #"{"jsonrpc":"2.0","id":1,"method":"m","other":\#(deep)}"#] {
                Self.expectSame(Array(text.utf8))
            }
        }
        let plain = Array(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"a":[1]}}"#.utf8)
        for maxDepth in [-1, 0, 1, 2, 3, 600] { Self.expectSame(plain, maxDepth: maxDepth) }
    }

    @Test func numericIDsKeepTheirText() {
        for id in ["0", "-0", "17", "-4", "2.5", "2.50", "1e2", "1E+2", "0.1", "0.5", "7E1", "7e0", "12.0", "00", "01", "-01",
                   "1", "9", "10", "999999999999999", "123456789012345", "1234567890123456", "12345678901234567890",
                   "9007199254740993", "9223372036854775807", "-9007199254740993", "1e-7", "5e-324", "1.7976931348623157e308"] {
            Self.expectSame(Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"m"}"#.utf8))
            Self.expectSame(Array(#"{"method":"m","jsonrpc":"2.0","id" : \#(id) }"#.utf8))
            Self.expectSame(Array(#"{"jsonrpc":"2.0","method":"m","id":\#(id)"#.utf8))  // truncated after the id
        }
    }

    // MARK: - Corpora

    static let seeds: [String] = [
        #"{"jsonrpc":"2.0","id":1,"method":"vc.present","params":{"presenter":"vc3","vc":"vc2","animated":false}}"#,
        #"{"jsonrpc":"2.0","id":"x","method":"nav.setViewControllers","params":{"nav":"vc1","vcs":["vc2","vc3"],"n":-1.5e-3}}"#,
        #"{"method":"ping","params":{"s":"\u00e9\ud83d\ude00\n\"","u":"é😀"},"jsonrpc":"2.0","id":9007199254740993,"x":[null,true]}"#,
        #" {"id" : null , "jsonrpc" : "2.0" , "method" : "m" , "params" : [ 1 , {"a" : {}} ] } "#,
    ]

    @Test func everyTruncationAndInsertion() {
        for seed in Self.seeds {
            let bytes = Array(seed.utf8)
            for end in 0...bytes.count { Self.expectSame(Array(bytes[..<end])) }
            for i in 0...bytes.count {
                for byte in Array(#"{}[]",: \-.e0"#.utf8) + [0x00, 0x80] {
                    var mutated = bytes
                    mutated.insert(byte, at: i)
                    Self.expectSame(mutated)
                }
            }
        }
    }

    @Test func randomMutations() {
        var generator = SplitMix64(seed: 17)
        for round in 0..<20_000 {
            let bytes = ByteMutations.mutate(Self.seeds[round % Self.seeds.count], steps: 1...3, using: &generator)
            Self.expectSame(bytes)
        }
    }
}
