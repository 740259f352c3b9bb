/// Escaping and number formatting for the SVG writer.
enum XMLText {
    /// `s` with `&`, `<`, `>`, `"` and `'` replaced by entities, and characters XML 1.0 does not
    /// allow (control characters other than tab, newline, carriage return) replaced by U+FFFD.
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(ch)
            default:
                if ch.value < 0x20 || ch.value == 0xFFFE || ch.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(ch)
                }
            }
        }
        return out
    }

    /// A coordinate: integers without a fraction, others with at most two decimals.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let rounded = (v * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var s = String(rounded)
        if s.contains("e") { s = String(Int(rounded)) }
        return s
    }
}
