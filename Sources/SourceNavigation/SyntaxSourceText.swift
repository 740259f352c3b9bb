import SwiftSyntax

/// A node's source text as the reader compares it, read from the tree's bytes.
///
/// swift-syntax's `trimmedDescription` is `trimmed.description`: it builds a copy of the node with
/// the first token's leading and the last token's trailing trivia removed (key-path writes, new
/// arenas), then prints it. The reader asks for such texts tens of times per method; on a
/// 300-file app that copying was about a quarter of the reading's time (`perf` on
/// `source-bench --explore 300`, docs/performance.md). `sourceText` is the same string, sliced
/// from the node's own bytes between the end of its leading trivia and the start of its
/// trailing trivia (`SyntaxSourceTextTests` checks the two agree on every node of the fixtures).
extension SyntaxProtocol {
    /// What `trimmedDescription` gives, without building a trimmed copy of the node.
    public var sourceText: String {
        let bytes = syntaxTextBytes
        let base = position.utf8Offset
        let start = positionAfterSkippingLeadingTrivia.utf8Offset - base
        let end = endPositionBeforeTrailingTrivia.utf8Offset - base
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// `sourceText` without whitespace and without the characters of `marks` (ASCII): how the
    /// reader compares an expression's text (`self.window?.rootViewController`, written with or
    /// without optional marks, is `self.window.rootViewController` with `marks: "?!"`).
    public func compactText(dropping marks: String = "") -> String {
        let dropped = Set(marks.utf8)
        var scalars = String.UnicodeScalarView()
        for scalar in sourceText.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                // Character.isWhitespace's ASCII members: tab, line feed, vertical tab, form feed, return, space.
                if (9...13).contains(byte) || byte == 32 || dropped.contains(byte) { continue }
            } else if scalar.properties.isWhitespace {
                continue
            }
            scalars.append(scalar)
        }
        return String(scalars)
    }
}
