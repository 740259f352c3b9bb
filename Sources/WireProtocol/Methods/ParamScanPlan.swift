/// A method's parameters laid out flat for `ArgumentScanner`, made once with the descriptor:
/// the names' hashes and bytes, each parameter's `Decoding` and which are required, in plain
/// arrays of values, so that matching a request's key touches no `ParamSpec` (no reference
/// counting per key; docs/performance.md, "The request's params").
struct ParamScanPlan: Sendable {
    /// `ParamSpec.hash` of each name, in declaration order.
    let hashes: [UInt64]
    /// Every name's UTF-8, one after the other; name `i` is `names[starts[i]..<starts[i + 1]]`.
    let names: [UInt8]
    let starts: [Int]
    let decodings: [ParamKind.Decoding]
    /// One bit per required parameter.
    let required: UInt64

    init(_ specs: [ParamSpec]) {
        hashes = specs.map(\.nameHash)
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

    /// The position of the parameter named by `key`'s bytes, or nil.
    func position(of key: UnsafeRawBufferPointer) -> Int? {
        let h = ParamSpec.hash(utf8: key)
        return hashes.withUnsafeBufferPointer { hashes in
            for i in hashes.indices where hashes[i] == h {
                let matches = names.withUnsafeBytes { names in
                    let start = starts[i], count = starts[i + 1] - start
                    guard count == key.count else { return false }
                    for j in 0..<count where names[start + j] != key[j] { return false }
                    return true
                }
                if matches { return i }
            }
            return nil
        }
    }
}
