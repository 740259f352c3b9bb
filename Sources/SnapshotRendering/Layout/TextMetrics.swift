/// How wide a line of text is in the picture's font (`Helvetica, Arial, sans-serif`: Helvetica's
/// advance widths, which Arial and Liberation Sans — what fontconfig gives for both on Linux —
/// share), and how to shorten one with an ellipsis to fit a width. Printable ASCII is measured
/// exactly; other characters are given a generous width so that an estimate errs towards
/// shortening, never towards running over.
public enum TextMetrics {
    /// The ellipsis that ends a shortened line.
    public static let ellipsis = "…"
    /// The part of a line above the baseline and below it, as fractions of the font size
    /// (Liberation Sans' ascent 0.905 and descent 0.212, rounded up: browsers round them to
    /// whole pixels).
    public static let ascent = 0.96
    public static let descent = 0.26

    /// The width of `text` at `size` (any unit: the result is in the same one).
    public static func width(_ text: String, size: Double, bold: Bool = false) -> Double {
        var units = 0
        for scalar in text.unicodeScalars { units += advance(scalar, bold: bold) }
        return Double(units) * size / 1000
    }

    /// `text` itself when it fits in `width`, else its longest beginning that fits with `…`
    /// after it (whole characters, trailing spaces dropped); nil when not even `…` fits.
    public static func elided(_ text: String, toWidth width: Double, size: Double, bold: Bool = false) -> String? {
        if Self.width(text, size: size, bold: bold) <= width { return text }
        let room = width - Self.width(ellipsis, size: size, bold: bold)
        guard room >= 0 else { return nil }
        var kept = ""
        var used = 0.0
        for character in text {
            let w = Self.width(String(character), size: size, bold: bold)
            if used + w > room { break }
            kept.append(character)
            used += w
        }
        while kept.last == " " { kept.removeLast() }
        return kept + ellipsis
    }

    /// Advance widths in thousandths of the font size.
    static func advance(_ scalar: Unicode.Scalar, bold: Bool) -> Int {
        let v = scalar.value
        if v >= 32 && v <= 126 { return (bold ? boldASCII : regularASCII)[Int(v - 32)] }
        switch scalar {
        case "…", "—", "★": return 1000
        case "“", "”": return bold ? 500 : 333
        case "‘", "’": return bold ? 278 : 222
        case "·": return 333
        case "×": return 584
        case "‹", "›": return 333
        case "–": return 556
        default:
            // Combining marks take no room; Latin, Greek and Cyrillic letters at most a wide
            // capital's; anything else (CJK, emoji, symbols) a full em.
            if (0x300...0x36F).contains(v) { return 0 }
            return v < 0x530 ? 778 : 1000
        }
    }

    /// Helvetica's widths for ` ` (32) to `~` (126).
    static let regularASCII: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,       // p … ~
    ]

    /// Helvetica-Bold's widths for ` ` (32) to `~` (126).
    static let boldASCII: [Int] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,  // 0 … ?
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,  // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,  // P … _
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,  // ` … o
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,       // p … ~
    ]
}
