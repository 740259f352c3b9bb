/// The buffers requests' typed params are decoded into, one per method, kept by a server from
/// request to request (`RPCRequest.decode(line:maxDepth:typedParams:argumentStorage:)`): a
/// request's values are written over the last request of the same method's, so no array is
/// allocated, filled, emptied or freed per request (each decoded value and default is written
/// once, replacing the old one). Not thread-safe: one owner (the server's loop thread).
public struct ArgumentStorage {
    /// By method index (`MethodTable.all`); empty until a request of the method gives one back.
    private var buffers: [[ArgumentValue]] = []

    public init() {}

    /// The buffer for a request of method `index`, taken (empty when there is none).
    mutating func take(method index: Int) -> [ArgumentValue] {
        guard index < buffers.count else { return [] }
        var values: [ArgumentValue] = []
        swap(&values, &buffers[index])
        return values
    }

    /// Keeps `arguments`' values for the next request of method `index`; `arguments` are left
    /// with none and are not read again.
    public mutating func keep(_ arguments: inout MethodArguments, method index: Int) {
        if index >= buffers.count {
            buffers.append(contentsOf: repeatElement([], count: MethodTable.all.count - buffers.count))
        }
        swap(&arguments.values, &buffers[index])
    }
}
