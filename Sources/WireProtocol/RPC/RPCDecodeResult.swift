/// The outcome of decoding one line as a request: the request, or the error to answer with
/// the id to answer it to (nil: answer with `id: null`).
public enum RPCDecodeResult: Sendable, Equatable {
    case request(RPCRequest)
    case failure(id: RPCID?, error: RPCError)
}
