import WireProtocol

/// `sync`: the last event issued before it, all of which have been written to this client.
public struct SyncResult: RecordingResultDecodable, Equatable {
    public var seq: Int

    public init(result: JSON, context: String, recorder: ResultReadRecorder?) throws(ClientError) {
        seq = try ResultReader(result, context: context, recorder: recorder).int("seq")
    }
}
