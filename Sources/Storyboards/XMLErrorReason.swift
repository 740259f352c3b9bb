/// Readable reasons for the parser error codes FoundationXML reports (Darwin's
/// `NSXMLParserErrorDomain` numbering, which is what the error's `code` carries on Linux too).
enum XMLErrorReason {
    /// The reason for `code`; `openElement` is the innermost element still open when it occurred.
    static func reason(code: Int, openElement: String?) -> String {
        switch code {
        case 4: return "empty document"
        case 5:
            if let openElement { return "unexpected end of document (<\(openElement)> is not closed)" }
            return "unexpected content after the end of the document element"
        case 9: return "invalid character"
        case 26: return "undeclared entity"
        case 39: return "attribute value not quoted"
        case 40: return "unterminated attribute value"
        case 41: return "attribute without a value"
        case 42: return "duplicate attribute"
        case 65: return "whitespace required"
        case 68: return "name required"
        case 72: return "'<' expected"
        case 73: return "'>' expected"
        case 76:
            if let openElement { return "mismatched end tag (expected </\(openElement)>)" }
            return "mismatched end tag"
        case 77: return "unfinished tag"
        case 85: return "document is not well balanced"
        default: return "malformed XML (parser error \(code))"
        }
    }
}
