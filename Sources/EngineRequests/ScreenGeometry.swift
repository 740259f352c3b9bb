import HierarchyEngine

/// A screen given as `WxH@scale:idiom` (`390x844@3:phone`): proscd's `--main-screen` and
/// `prosc explore --screen`.
public enum ScreenGeometry {
    /// Why a screen text cannot be read.
    public struct Invalid: Error, CustomStringConvertible {
        public var description: String
    }

    public static func parse(_ text: String) throws(Invalid) -> (width: Double, height: Double, scale: Double, idiom: Idiom) {
        var rest = Substring(text)
        var idiom = Idiom.phone
        if let colon = rest.firstIndex(of: ":") {
            guard let i = Idiom(rawValue: String(rest[rest.index(after: colon)...])) else {
                throw Invalid(description: "screen '\(text)': idiom must be phone, pad, external or tv")
            }
            idiom = i
            rest = rest[..<colon]
        }
        var scale = 1.0
        if let at = rest.firstIndex(of: "@") {
            guard let s = Double(rest[rest.index(after: at)...]), s > 0, s <= 10 else {
                throw Invalid(description: "screen '\(text)': scale must be a number between 0 and 10")
            }
            scale = s
            rest = rest[..<at]
        }
        let parts = rest.split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w <= 100_000, h <= 100_000 else {
            throw Invalid(description: "screen '\(text)' must look like 390x844@3:phone")
        }
        return (w, h, scale, idiom)
    }

    /// The main screen `text` describes, as the engine connects it.
    public static func mainScreen(_ text: String) throws(Invalid) -> ScreenSpec {
        let g = try parse(text)
        return ScreenSpec(name: "Main", width: g.width, height: g.height, scale: g.scale, idiom: g.idiom, isMain: true)
    }
}
