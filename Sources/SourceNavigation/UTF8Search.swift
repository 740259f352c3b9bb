/// Whether a source file contains a word, compared as UTF-8 bytes: a file is asked this before it
/// is read for what only some files have (`#selector`, `#define`). String's generic `contains`
/// (swift-string-processing) cost a tenth of a 300-file reading (docs/performance.md).
extension String {
    func containsUTF8(_ word: String) -> Bool {
        let needle = Array(word.utf8)
        var text = self
        return text.withUTF8 { bytes in
            guard let first = needle.first, bytes.count >= needle.count else { return false }
            var i = 0
            while i <= bytes.count - needle.count {
                if bytes[i] == first, needle.indices.allSatisfy({ bytes[i + $0] == needle[$0] }) { return true }
                i += 1
            }
            return false
        }
    }
}
