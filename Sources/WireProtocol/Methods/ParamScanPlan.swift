/// A method's parameters laid out flat for `ArgumentScanner`, made once with the descriptor:
/// the names' bytes, each parameter's `Decoding` and which are required, in storage of its own
/// that the descriptor frees (`MethodDescriptor.deinit`), so that matching a request's key
/// touches no `ParamSpec` and copying the plan into a scanner retains nothing (as three arrays
/// it cost three retains and releases a request, docs/performance-history.md).
struct ParamScanPlan: @unchecked Sendable {
    // @unchecked: immutable storage written once in `init`, before it is shared.
    /// Every name's UTF-8, one after the other; name `i` is `names[starts[i]..<starts[i + 1]]`.
    private let names: UnsafeRawPointer
    private let starts: UnsafeBufferPointer<Int>
    let decodings: UnsafeBufferPointer<ParamKind.Decoding>
    /// One bit per required parameter.
    let required: UInt64

    init(_ specs: [ParamSpec]) {
        let total = specs.reduce(0) { $0 + $1.nameUTF8.count }
        let names = UnsafeMutableRawPointer.allocate(byteCount: Swift.max(total, 1), alignment: 8)
        let starts = UnsafeMutableBufferPointer<Int>.allocate(capacity: specs.count + 1)
        let decodings = UnsafeMutableBufferPointer<ParamKind.Decoding>.allocate(capacity: specs.count)
        var offset = 0
        for (i, spec) in specs.enumerated() {
            starts[i] = offset
            spec.nameUTF8.withUnsafeBytes { if $0.count > 0 { (names + offset).copyMemory(from: $0.baseAddress!, byteCount: $0.count) } }
            offset += spec.nameUTF8.count
            decodings[i] = spec.decoding
        }
        starts[specs.count] = offset
        self.names = UnsafeRawPointer(names)
        self.starts = UnsafeBufferPointer(starts)
        self.decodings = UnsafeBufferPointer(decodings)
        required = specs.indices.reduce(0) { bits, i in specs[i].required ? bits | 1 << UInt64(i) : bits }
    }

    /// Frees the storage (the descriptor's `deinit`: no scanner outlives its descriptor).
    func deallocate() {
        UnsafeMutableRawPointer(mutating: names).deallocate()
        UnsafeMutableBufferPointer(mutating: starts).deallocate()
        UnsafeMutableBufferPointer(mutating: decodings).deallocate()
    }

    /// The position of the parameter named by `key`'s bytes, or nil. Names are compared from
    /// `hint` on (the one after the last found: clients send params in declaration order), by
    /// length first, then eight bytes at a time.
    @inline(__always)
    func position(of key: UnsafeRawBufferPointer, hint: Int) -> Int? {
        let n = decodings.count
        guard n > 0, let keyBytes = key.baseAddress else { return nil }
        var i = hint < n ? hint : 0
        for _ in 0..<n {
            let start = starts[i]
            if starts[i + 1] - start == key.count, ByteScan.equal(names + start, keyBytes, count: key.count) {
                return i
            }
            i = i + 1 == n ? 0 : i + 1
        }
        return nil
    }
}
