import HierarchyEngine
import WireProtocol

/// The response line of a mutation whose result has a small fixed shape — none, a controller, a
/// presentation, a dismissal of a few controllers — with a numeric or plain string id and no
/// warnings, written from byte templates through one pointer: the general path (`ResultEncoding`
/// through a `JSONWriter`) pays a capacity and uniqueness check and a call per token (≈ 1,500
/// instructions a reply under callgrind, docs/performance-history.md). A `FixedReply` is written
/// where its line goes; other lines into room on the stack, then copied into the reply's buffer
/// once. The bytes are the general path's: debug builds write both and compare them
/// (`ServerContext.responseLine`).
enum FixedReplyLine {
    /// At most this many bytes are written (the room a writer gives); a longer line takes the
    /// general path.
    static let room = 512
    /// A dismissal of more controllers than this takes the general path (its line may not fit).
    private static let maxListed = 12

    /// The `FixedReply` of `result` answering `id`, or nil when it holds neither (nil for a
    /// notification; `write(id:_:into:)` may still write the line).
    static func reply(id: RPCID?, _ result: OperationResult) -> FixedReply? {
        guard case .some(.number(let d)) = id, d.rounded(.towardZero) == d, d.magnitude < 1e18 else { return nil }
        let n = Int(d)
        switch result {
        case .none:
            return FixedReply(id: n, kind: .none, count: 0, style: .none, a: VCID(0), b: VCID(0))
        case .controller(let vc):
            return FixedReply(id: n, kind: .controller, count: 0, style: .none, a: vc, b: VCID(0))
        case .presented(let vc, let presenter, let style):
            return FixedReply(id: n, kind: .presented, count: 0, style: style, a: vc, b: presenter)
        case .dismissed(let vcs):
            switch vcs.count {
            case 0: return FixedReply(id: n, kind: .dismissed, count: 0, style: .none, a: VCID(0), b: VCID(0))
            case 1: return FixedReply(id: n, kind: .dismissed, count: 1, style: .none, a: vcs[0], b: VCID(0))
            case 2: return FixedReply(id: n, kind: .dismissed, count: 2, style: .none, a: vcs[0], b: vcs[1])
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Writes `reply`'s line at `p`, which has `room` bytes; returns how many it wrote.
    static func write(_ reply: FixedReply, to p: UnsafeMutablePointer<UInt8>) -> Int {
        var c = Cursor(p)
        c.text(#"{"jsonrpc":"2.0","id":"#)
        c.integer(reply.id)
        switch reply.kind {
        case .none:
            c.none()
        case .controller:
            c.controller(reply.a)
        case .presented:
            c.presented(reply.a, reply.b, reply.style)
        case .dismissed:
            c.text(#","result":{"dismissed":["#)
            if reply.count > 0 { c.id(reply.a) }
            if reply.count > 1 { c.text(","); c.id(reply.b) }
            c.text("]}}\n")
        }
        return c.p - p
    }

    /// Writes the line of `result` answering `id` into `line` (its old bytes replaced, its
    /// storage kept); false, with `line` untouched, when the line takes the general path.
    static func write(id: RPCID, _ result: OperationResult, into line: inout [UInt8]) -> Bool {
        switch result {
        case .none, .controller, .presented: break
        case .dismissed(let vcs): if vcs.count > maxListed { return false }
        default: return false
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { room in
            var c = Cursor(room.baseAddress!)
            c.text(#"{"jsonrpc":"2.0","id":"#)
            guard c.id(id) else { return false }
            switch result {
            case .none:
                c.none()
            case .controller(let vc):
                c.controller(vc)
            case .presented(let vc, let presenter, let style):
                c.presented(vc, presenter, style)
            case .dismissed(let vcs):
                c.text(#","result":{"dismissed":["#)
                for (i, vc) in vcs.enumerated() {
                    if i > 0 { c.text(",") }
                    c.id(vc)
                }
                c.text("]}}\n")
            default:
                return false
            }
            // One call replaces the old bytes (emptying, then appending, cost ≈ 170).
            line.replaceSubrange(line.startIndex..<line.endIndex,
                                 with: UnsafeBufferPointer(start: room.baseAddress!, count: c.p - room.baseAddress!))
            return true
        }
    }

    /// A presentation style as a JSON string: its raw value quoted, from a literal (the raw
    /// value made a `String` and scanned it, ≈ 250 instructions a presentation). Debug builds
    /// compare the line with the general path's, which writes `rawValue`.
    fileprivate static func quoted(_ style: PresentationStyle) -> StaticString {
        switch style {
        case .fullScreen: #""fullScreen""#
        case .pageSheet: #""pageSheet""#
        case .formSheet: #""formSheet""#
        case .currentContext: #""currentContext""#
        case .overFullScreen: #""overFullScreen""#
        case .overCurrentContext: #""overCurrentContext""#
        case .popover: #""popover""#
        case .custom: #""custom""#
        case .none: #""none""#
        case .automatic: #""automatic""#
        }
    }

    /// Writes forward from a pointer into room the caller sized (`room`: the longest line this
    /// writes, an id and a style of at most 64 bytes each, 12 listed controllers, is well within it).
    private struct Cursor {
        var p: UnsafeMutablePointer<UInt8>

        init(_ p: UnsafeMutablePointer<UInt8>) { self.p = p }

        /// Copies fixed JSON as it is, eight bytes at a time, the last piece by one copy that
        /// overlaps the one before (a `memmove` call per piece, or a byte at a time for the
        /// tail, cost more than these short copies). Reads nothing outside `s`.
        @inline(__always)
        mutating func text(_ s: StaticString) {
            let n = s.utf8CodeUnitCount
            let from = UnsafeRawPointer(s.utf8Start)
            let to = UnsafeMutableRawPointer(p)
            if n >= 8 {
                var i = 0
                while i + 8 <= n {
                    copy(UInt64.self, from, to, at: i)
                    i += 8
                }
                if i < n { copy(UInt64.self, from, to, at: n - 8) }
            } else if n >= 4 {
                copy(UInt32.self, from, to, at: 0)
                copy(UInt32.self, from, to, at: n - 4)
            } else {
                var i = 0
                while i < n {
                    copy(UInt8.self, from, to, at: i)
                    i += 1
                }
            }
            p += n
        }

        /// One unaligned word of `T` from `from + offset` to `to + offset`.
        @inline(__always)
        private func copy<T: FixedWidthInteger>(_: T.Type, _ from: UnsafeRawPointer, _ to: UnsafeMutableRawPointer, at offset: Int) {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: T.self), toByteOffset: offset, as: T.self)
        }

        /// A controller's id, `"vc12"`, its prefix from a literal here (`VCID.wirePrefix`, from
        /// another module, is a call and a copy of unknown length; debug builds compare the line
        /// with the general path's, which writes the prefix).
        @inline(__always)
        mutating func id(_ vc: VCID) {
            text(#""vc"#)
            integer(vc.raw)
            p[0] = UInt8(ascii: "\"")
            p += 1
        }

        /// The result `{}` and the line's end.
        @inline(__always)
        mutating func none() { text(",\"result\":{}}\n") }

        /// The result `{"vc":…}` and the line's end.
        @inline(__always)
        mutating func controller(_ vc: VCID) {
            text(#","result":{"vc":"#)
            id(vc)
            text("}}\n")
        }

        /// A presentation's result and the line's end.
        @inline(__always)
        mutating func presented(_ vc: VCID, _ presenter: VCID, _ style: PresentationStyle) {
            text(#","result":{"vc":"#)
            id(vc)
            text(#","presenter":"#)
            id(presenter)
            text(#","style":"#)
            text(FixedReplyLine.quoted(style))
            text("}}\n")
        }

        /// `"vc12"`.
        @inline(__always)
        mutating func id<T: WireIdentifier>(_ value: T) {
            p[0] = UInt8(ascii: "\"")
            p += 1
            text(T.wirePrefix)
            integer(value.raw)
            p[0] = UInt8(ascii: "\"")
            p += 1
        }

        /// A request's id as `JSONWriter.write(_: RPCID)` writes it; false for one this does not
        /// write (a non-integral number, a long or escaped string, null).
        mutating func id(_ id: RPCID) -> Bool {
            switch id {
            case .number(let d):
                guard d.rounded(.towardZero) == d && d.magnitude < 1e18 else { return false }
                integer(Int(d))
                return true
            case .numberLiteral(let text):
                return plain(text, quoted: false)
            case .string(let s):
                return plainString(s)
            case .null:
                return false
            }
        }

        /// `"text"` for text of at most 64 bytes with nothing to escape; false (and nothing
        /// written that counts) otherwise.
        @inline(__always)
        mutating func plainString(_ text: String) -> Bool { plain(text, quoted: true) }

        private mutating func plain(_ text: String, quoted: Bool) -> Bool {
            var text = text
            return text.withUTF8 { utf8 in
                guard utf8.count <= 64 else { return false }
                for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    return false
                }
                var q = p
                if quoted { q[0] = UInt8(ascii: "\""); q += 1 }
                if !utf8.isEmpty { q.update(from: utf8.baseAddress!, count: utf8.count) }
                q += utf8.count
                if quoted { q[0] = UInt8(ascii: "\""); q += 1 }
                p = q
                return true
            }
        }

        /// The decimal digits of `value` (`JSONWriter`'s own writing of an integer).
        @inline(__always)
        mutating func integer(_ value: Int) {
            p += JSONWriter.writeInteger(value, to: p)
        }
    }
}
