/// Text for an XML attribute value (double-quoted) or element: the markup characters replaced by
/// entities, and the characters XML 1.0 cannot carry (controls other than tab, newline and
/// carriage return, U+FFFE, U+FFFF) left out or replaced. One escaper for every XML the project
/// writes: the SVG snapshot and the JUnit reports of `prosc explore` and `prosc test`.
public enum XMLEscaping {
    /// What becomes of a character XML 1.0 cannot carry.
    public enum Forbidden: Sendable {
        /// Left out (reports: the rest of the text is what matters).
        case dropped
        /// Replaced by U+FFFD (pictures: a visible mark where the character was).
        case replaced
    }

    /// `s` escaped; `apostrophes` also writes `'` as `&apos;` (for attributes quoted either way).
    public static func escape(_ s: String, apostrophes: Bool, forbidden: Forbidden) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'" where apostrophes: out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(ch)
            default:
                if ch.value < 0x20 || ch.value == 0xFFFE || ch.value == 0xFFFF {
                    if forbidden == .replaced { out += "\u{FFFD}" }
                } else {
                    out.unicodeScalars.append(ch)
                }
            }
        }
        return out
    }
}
