/// Value types shared by the engine's API: styles, traits, orientations, properties.

public struct Traits: Sendable, Equatable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var idiom: Idiom
    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, idiom: Idiom) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.idiom = idiom
    }
}

/// The two behaviours before iOS versions were modelled: before iOS 13 (`classic`) or since
/// (`modern`). Kept as aliases (`--profile`, the config key `profile`): `IOSVersion(parsing:)`
/// reads `classic` as 12 and `modern` as the newest version.
public enum Profile: String, Sendable, Equatable { case classic, modern }

/// A screen as the engine sees it.
public struct ScreenSpec: Sendable, Equatable {
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var idiom: Idiom
    public var isMain: Bool
    public init(name: String, width: Double, height: Double, scale: Double, idiom: Idiom, isMain: Bool) {
        self.name = name; self.width = width; self.height = height
        self.scale = scale; self.idiom = idiom; self.isMain = isMain
    }
}

/// A property value as it arrives from the wire or a storyboard; the engine checks names and types.
public enum PropertyValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case strings([String])
    case size(width: Double, height: Double)
}

