import WireProtocol

/// `sync`: the last event issued before it, all of which have been written to this client.
public struct SyncResult: ResultDecodable, Equatable {
    public var seq: Int

    public init(result: JSON, context: String) throws(ClientError) {
        seq = try ResultReader(result, context: context).int("seq")
    }
}
