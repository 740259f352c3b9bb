import HierarchyEngine
import WireProtocol

/// The response line of a mutation whose result has a small fixed shape — none, a controller, a
/// presentation, a dismissal of a few controllers — with a numeric or plain string id and no
/// warnings: the line every unanimated `vc.present` / `vc.dismiss` gets. It is written from byte
/// templates through one pointer into room on the stack, then copied into the reply's buffer
/// once; the general path (`ResultEncoding` through a `JSONWriter`) pays a capacity and
/// uniqueness check and a call per token (≈ 1,500 instructions a reply under callgrind,
/// docs/performance-history.md). The bytes are the general path's: debug builds write both and
/// compare them (`ServerContext.responseLine`).
enum FixedReplyLine {
    /// At most this many bytes are written (the stack room); a longer line takes the general path.
    private static let room = 512
    /// A dismissal of more controllers than this takes the general path (its line may not fit).
    private static let maxListed = 12

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
                c.text(#","result":{}}"#)
            case .controller(let vc):
                c.text(#","result":{"vc":"#)
                c.id(vc)
                c.text("}}")
            case .presented(let vc, let presenter, let style):
                c.text(#","result":{"vc":"#)
                c.id(vc)
                c.text(#","presenter":"#)
                c.id(presenter)
                c.text(#","style":"#)
                c.text(quoted(style))
                c.text("}}")
            case .dismissed(let vcs):
                c.text(#","result":{"dismissed":["#)
                for (i, vc) in vcs.enumerated() {
                    if i > 0 { c.text(",") }
                    c.id(vc)
                }
                c.text("]}}")
            default:
                return false
            }
            c.text("\n")
            // One call replaces the old bytes (emptying, then appending, cost ≈ 170).
            line.replaceSubrange(line.startIndex..<line.endIndex,
                                 with: UnsafeBufferPointer(start: room.baseAddress!, count: c.p - room.baseAddress!))
            return true
        }
    }

    /// A presentation style as a JSON string: its raw value quoted, from a literal (the raw
    /// value made a `String` and scanned it, ≈ 250 instructions a presentation). Debug builds
    /// compare the line with the general path's, which writes `rawValue`.
    private static func quoted(_ style: PresentationStyle) -> StaticString {
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

        /// Copies fixed JSON as it is, eight bytes at a time (a `memmove` call per piece cost
        /// more than these short copies).
        @inline(__always)
        mutating func text(_ s: StaticString) {
            let n = s.utf8CodeUnitCount
            let from = UnsafeRawPointer(s.utf8Start)
            let to = UnsafeMutableRawPointer(p)
            var i = 0
            while i + 8 <= n {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: i, as: UInt64.self), toByteOffset: i, as: UInt64.self)
                i += 8
            }
            while i < n {
                to.storeBytes(of: from.load(fromByteOffset: i, as: UInt8.self), toByteOffset: i, as: UInt8.self)
                i += 1
            }
            p += n
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
