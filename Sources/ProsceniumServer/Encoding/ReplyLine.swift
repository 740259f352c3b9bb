/// A reply on its way to the loop thread (`InboxMessage.reply`): the line's bytes, or a fixed
/// reply the loop writes itself.
enum ReplyLine: Sendable {
    case bytes([UInt8])
    case fixed(FixedReply)

    /// The line's bytes.
    var lineBytes: [UInt8] {
        switch self {
        case .bytes(let bytes): bytes
        case .fixed(let reply): reply.line()
        }
    }
}
