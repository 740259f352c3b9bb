/// A small, strict XML reader for the reports Proscenium reads back (JUnit for `--shard-timings`,
/// `prosc merge` and `--baseline`): elements, attributes, text, the five named entities and
/// character references, comments, processing instructions and CDATA. No DTDs, no namespaces
/// beyond keeping prefixed names as written. Only Storyboards may use FoundationXML, and these
/// files are ours, so this is enough — and a file that is not XML fails with its line.
public struct XMLNode: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [XMLNode]
    /// The text directly inside the element (all its text pieces joined).
    public var text: String
    /// The line its start tag is on.
    public var line: Int

    /// The children named `name`.
    public func elements(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }
}

/// Why a file is not XML: the line and what was wrong there.
public struct XMLReadError: Error, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
}

/// Parses XML text into its root `XMLNode`.
public enum XMLTree {
    public static func parse(_ text: String) throws(XMLReadError) -> XMLNode {
        var reader = Reader(bytes: Array(text.utf8))
        return try reader.document()
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0
        var line = 1

        init(bytes: [UInt8]) { self.bytes = bytes }

        func fail(_ message: String) -> XMLReadError { XMLReadError(line: line, message: message) }

        var atEnd: Bool { at >= bytes.count }
        func peek(_ s: String) -> Bool {
            let u = Array(s.utf8)
            return at + u.count <= bytes.count && Array(bytes[at..<at + u.count]) == u
        }
        mutating func advance(_ n: Int = 1) {
            for _ in 0..<n where at < bytes.count {
                if bytes[at] == UInt8(ascii: "\n") { line += 1 }
                at += 1
            }
        }
        mutating func skipSpace() {
            while !atEnd, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { advance() }
        }
        mutating func skip(past end: String, what: String) throws(XMLReadError) {
            let startLine = line
            while !atEnd && !peek(end) { advance() }
            guard !atEnd else { throw XMLReadError(line: startLine, message: "\(what) is never closed") }
            advance(end.utf8.count)
        }
        /// Skips the declaration, comments, processing instructions and space outside the root.
        mutating func misc() throws(XMLReadError) {
            while true {
                skipSpace()
                if peek("<?") { try skip(past: "?>", what: "a processing instruction") }
                else if peek("<!--") { try skip(past: "-->", what: "a comment") }
                else if peek("<!DOCTYPE") { throw fail("DOCTYPE declarations are not read") }
                else { return }
            }
        }

        mutating func document() throws(XMLReadError) -> XMLNode {
            if atEnd { throw fail("the file is empty") }
            try misc()
            guard peek("<") else { throw fail("not XML: expected '<' at the start, found text") }
            let root = try element()
            try misc()
            guard atEnd else { throw fail("text after the root element </\(root.name)>") }
            return root
        }

        mutating func name() throws(XMLReadError) -> String {
            let start = at
            while !atEnd {
                let c = bytes[at]
                if c == UInt8(ascii: ">") || c == UInt8(ascii: "/") || c == UInt8(ascii: "=") || [0x20, 0x09, 0x0A, 0x0D].contains(c) { break }
                if c == UInt8(ascii: "<") || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") { break }
                advance()
            }
            guard at > start else { throw fail("expected a name") }
            return String(decoding: bytes[start..<at], as: UTF8.self)
        }

        mutating func element() throws(XMLReadError) -> XMLNode {
            let startLine = line
            advance() // <
            let tag = try name()
            var node = XMLNode(name: tag, attributes: [:], children: [], text: "", line: startLine)
            while true {
                skipSpace()
                if peek("/>") { advance(2); return node }
                if peek(">") { advance(); break }
                if atEnd { throw XMLReadError(line: startLine, message: "<\(tag) is never closed") }
                let attribute = try name()
                skipSpace()
                guard peek("=") else { throw fail("attribute \(attribute) of <\(tag)> has no value") }
                advance()
                skipSpace()
                guard !atEnd, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'") else {
                    throw fail("attribute \(attribute) of <\(tag)>: expected a quoted value")
                }
                let quote = bytes[at]
                advance()
                let start = at
                while !atEnd && bytes[at] != quote { advance() }
                guard !atEnd else { throw fail("attribute \(attribute) of <\(tag)> is never closed") }
                let raw = String(decoding: bytes[start..<at], as: UTF8.self)
                advance()
                if node.attributes[attribute] != nil { throw fail("attribute \(attribute) twice in <\(tag)>") }
                node.attributes[attribute] = try unescape(raw)
            }
            var text = ""
            while true {
                if atEnd { throw XMLReadError(line: startLine, message: "<\(tag)> is never closed") }
                if peek("</") {
                    advance(2)
                    let closing = try name()
                    skipSpace()
                    guard peek(">") else { throw fail("</\(closing) is not closed with >") }
                    advance()
                    guard closing == tag else { throw fail("</\(closing)> closes <\(tag)> (line \(startLine))") }
                    node.text = text
                    return node
                }
                if peek("<!--") { try skip(past: "-->", what: "a comment"); continue }
                if peek("<![CDATA[") {
                    advance(9)
                    let start = at
                    while !atEnd && !peek("]]>") { advance() }
                    guard !atEnd else { throw fail("CDATA is never closed") }
                    text += String(decoding: bytes[start..<at], as: UTF8.self)
                    advance(3)
                    continue
                }
                if peek("<?") { try skip(past: "?>", what: "a processing instruction"); continue }
                if peek("<") { node.children.append(try element()); continue }
                let start = at
                while !atEnd && bytes[at] != UInt8(ascii: "<") { advance() }
                text += try unescape(String(decoding: bytes[start..<at], as: UTF8.self))
            }
        }

        func unescape(_ s: String) throws(XMLReadError) -> String {
            guard s.contains("&") else { return s }
            var out = ""
            var rest = Substring(s)
            while let amp = rest.firstIndex(of: "&") {
                out += rest[..<amp]
                guard let semi = rest[amp...].firstIndex(of: ";") else { throw fail("'&' without ';'") }
                let entity = rest[rest.index(after: amp)..<semi]
                switch entity {
                case "lt": out += "<"
                case "gt": out += ">"
                case "amp": out += "&"
                case "quot": out += "\""
                case "apos": out += "'"
                default:
                    var scalar: UInt32?
                    if entity.hasPrefix("#x") { scalar = UInt32(entity.dropFirst(2), radix: 16) }
                    else if entity.hasPrefix("#") { scalar = UInt32(entity.dropFirst()) }
                    guard let value = scalar, let u = Unicode.Scalar(value) else { throw fail("unknown entity &\(entity);") }
                    out.unicodeScalars.append(u)
                }
                rest = rest[rest.index(after: semi)...]
            }
            return out + rest
        }
    }
}
