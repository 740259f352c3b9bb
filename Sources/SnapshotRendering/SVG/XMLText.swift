import XMLEscaping

/// Escaping and number formatting for the SVG writer.
enum XMLText {
    /// `s` with `&`, `<`, `>`, `"` and `'` replaced by entities, and characters XML 1.0 does not
    /// allow replaced by U+FFFD.
    static func escape(_ s: String) -> String {
        XMLEscaping.escape(s, apostrophes: true, forbidden: .replaced)
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
