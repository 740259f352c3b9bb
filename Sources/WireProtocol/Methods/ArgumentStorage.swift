/// The buffers requests' typed params are decoded into, one per method, kept by a server from
/// request to request (`RPCRequest.decode(line:maxDepth:typedParams:argumentStorage:)`): a
/// request's values are written over the last request of the same method's, so no array is
/// allocated, filled, emptied or freed per request (each decoded value and default is written
/// once, replacing the old one). Not thread-safe: one owner (the server's loop thread).
public struct ArgumentStorage {
    /// By method index (`MethodTable.all`); empty until a request of the method gives one back.
    private var buffers: [[ArgumentValue]] = []
    /// By method index: which of the kept buffer's values were given (`MethodArguments.given`).
    /// Every other one holds its parameter's default, so the next request that leaves it out
    /// too need not write it again (two defaults a request, ≈ 40 instructions each).
    private var givens: [UInt64] = []

    public init() {}

    /// Moves the buffer for a request of method `index` into `values` (empty: left as it is when
    /// there is none) and returns the positions whose values are their defaults already
    /// (`ArgumentScanner.scanObject`). (Returned with the buffer as a pair, the buffer was
    /// copied on its way and written over in a new allocation.)
    mutating func take(method index: Int, into values: inout [ArgumentValue]) -> UInt64 {
        guard index < buffers.count else { return 0 }
        swap(&values, &buffers[index])
        return values.isEmpty ? 0 : ~givens[index]
    }

    /// Keeps `arguments`' values for the next request of method `index`; `arguments` are left
    /// with none and are not read again.
    public mutating func keep(_ arguments: inout MethodArguments, method index: Int) {
        if index >= buffers.count {
            buffers.append(contentsOf: repeatElement([], count: MethodTable.all.count - buffers.count))
            givens.append(contentsOf: repeatElement(0, count: MethodTable.all.count - givens.count))
        }
        swap(&arguments.values, &buffers[index])
        givens[index] = arguments.given
    }
}
