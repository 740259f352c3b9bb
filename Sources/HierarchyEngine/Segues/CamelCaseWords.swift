/// The Swift compiler's camelCase words (`camel_case::getFirstWord`, `getLastWord` and
/// `appendSentenceCase` of lib/Basic/StringExtras.cpp, as docs/CToSwiftNameTranslation.md
/// describes them), for the selectors Swift gives `@objc` methods (`UnwindActionName`). A word
/// is an `_` on its own, an upper-case letter followed by non-upper-case letters, or an acronym
/// (two or more upper-case letters: `URLs`, `XML` in `XMLReader`). Case is ASCII only, as the
/// compiler's `clang::isUppercase`.
enum CamelCaseWords {
    /// The first word of `name` (`withSegue` → `with`, `to_home` → `to`, `URLLoader` → `URL`).
    static func first(of name: String) -> String {
        let b = Array(name.utf8)
        guard let head = b.first else { return "" }
        if head == underscore { return "_" }
        var i = 0
        while i < b.count, isUpper(b[i]) { i += 1 }
        var end = i
        if i > 1 {   // an acronym
            var endOfNext = i
            while endOfNext < b.count, isLower(b[endOfNext]) { endOfNext += 1 }
            if i == b.count || (isPluralSuffix(b[i..<endOfNext]) && !b[(i - 1)..<endOfNext].elementsEqual("Is".utf8)) {
                end = endOfNext
            } else if isLower(b[i]) {
                end = i - 1
            }
        } else {
            while end < b.count, !isUpper(b[end]), b[end] != underscore { end += 1 }
        }
        return String(decoding: b[..<end], as: UTF8.self)
    }

    /// The last word of `name` (`unwindTo` → `To`, `unwind_to` → `to`, `openURLs` → `URLs`).
    static func last(of name: String) -> String {
        let b = Array(name.utf8)
        guard !b.isEmpty else { return "" }
        func skipLower(_ i: inout Int) {
            while i > 0, !isUpper(b[i - 1]), b[i - 1] != underscore { i -= 1 }
        }
        var i = b.count
        skipLower(&i)
        var effectiveEnd = b.count
        if i > 0, isPluralSuffix(b[i...]) {
            effectiveEnd = i
            skipLower(&i)
        }
        var start: Int
        if i < effectiveEnd {   // a camelCase word: it starts at its upper-case letter
            start = i
            if i != 0, isLower(b[i]), b[i - 1] != underscore { start -= 1 }
        } else if b[i - 1] == underscore {
            start = i - 1
        } else {   // an acronym
            start = i
            while start > 0, isUpper(b[start - 1]) { start -= 1 }
        }
        return String(decoding: b[start...], as: UTF8.self)
    }

    /// `word` with its first letter upper-cased (`segue` → `Segue`).
    static func sentenceCased(_ word: String) -> String {
        var b = Array(word.utf8)
        if let head = b.first, isLower(head) { b[0] = head - 32 }
        return String(decoding: b, as: UTF8.self)
    }

    private static let underscore = UInt8(ascii: "_")

    private static func isUpper(_ c: UInt8) -> Bool { c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") }

    private static func isLower(_ c: UInt8) -> Bool { c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z") }

    private static func isPluralSuffix(_ word: ArraySlice<UInt8>) -> Bool {
        word.elementsEqual("s".utf8) || word.elementsEqual("es".utf8) || word.elementsEqual("ies".utf8)
    }
}
