import HierarchyEngine

/// The reply of the commonest requests — an unanimated `vc.present` / `vc.dismiss` answering a
/// whole-number id, with no warnings — carried to the loop thread as plain values (no
/// references: copying it copies bytes) rather than as a line: delivered to a connection that
/// gathers its output, its line is written straight into that output
/// (`Connection.send(_: FixedReply)`), with no buffer of its own; everywhere else (a batch's
/// answer, a request report, a reply held for the disk) its bytes are made by `line()`. Made by
/// `FixedReplyLine.reply(id:_:)`, which turns away what it does not hold.
struct FixedReply: Sendable {
    enum Kind: UInt8, Sendable {
        /// `{}`.
        case none
        /// `{"vc":a}`.
        case controller
        /// `{"vc":a,"presenter":b,"style":style}`.
        case presented
        /// `{"dismissed":[…]}`: the first `count` of `a`, `b`.
        case dismissed
    }

    /// The request's id, a whole number.
    let id: Int
    let kind: Kind
    /// How many controllers a dismissal lists (at most two).
    let count: UInt8
    let style: PresentationStyle
    let a: VCID
    let b: VCID

    /// The line's bytes (for the paths that keep a line).
    func line() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: FixedReplyLine.room) { buffer, count in
            count = FixedReplyLine.write(self, to: buffer.baseAddress!)
        }
    }
}
