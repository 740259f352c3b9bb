/// A method's parameters laid out flat for `ArgumentScanner`, made once with the descriptor:
/// the names' bytes, each parameter's `Decoding` and which are required, in plain
/// arrays of values, so that matching a request's key touches no `ParamSpec` (no reference
/// counting per key).
struct ParamScanPlan: Sendable {
    /// Every name's UTF-8, one after the other; name `i` is `names[starts[i]..<starts[i + 1]]`.
    let names: [UInt8]
    let starts: [Int]
    let decodings: [ParamKind.Decoding]
    /// One bit per required parameter.
    let required: UInt64

    init(_ specs: [ParamSpec]) {
        var names: [UInt8] = []
        var starts = [0]
        for spec in specs {
            names += spec.nameUTF8
            starts.append(names.count)
        }
        self.names = names
        self.starts = starts
        decodings = specs.map(\.decoding)
        required = specs.indices.reduce(0) { bits, i in specs[i].required ? bits | 1 << UInt64(i) : bits }
    }

    /// The position of the parameter named by `key`'s bytes, or nil. Names are compared from
    /// `hint` on (the one after the last found: clients send params in declaration order), by
    /// length first, then eight bytes at a time.
    func position(of key: UnsafeRawBufferPointer, hint: Int) -> Int? {
        let n = decodings.count
        guard n > 0 else { return nil }
        return names.withUnsafeBytes { names in
            starts.withUnsafeBufferPointer { starts in
                var i = hint < n ? hint : 0
                for _ in 0..<n {
                    let start = starts[i]
                    if starts[i + 1] - start == key.count, Self.equal(names.baseAddress! + start, key.baseAddress!, key.count) {
                        return i
                    }
                    i = i + 1 == n ? 0 : i + 1
                }
                return nil
            }
        }
    }

    @inline(__always)
    private static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        var i = 0
        while i + 8 <= count {
            guard a.loadUnaligned(fromByteOffset: i, as: UInt64.self) == b.loadUnaligned(fromByteOffset: i, as: UInt64.self) else { return false }
            i += 8
        }
        while i < count {
            guard a.load(fromByteOffset: i, as: UInt8.self) == b.load(fromByteOffset: i, as: UInt8.self) else { return false }
            i += 1
        }
        return true
    }
}
