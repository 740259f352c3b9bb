/// The iOS version whose UIKit the engine reproduces: one of the versions the rules distinguish
/// (docs/uikit-rules.md, "since" column). Rules compare versions (`version >= .ios13`); a
/// behaviour whose change could not be dated from a source splits at 13 (`isModern`).
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version number (12 … 26).
    public let major: Int

    private init(_ major: Int) { self.major = major }

    public static let ios12 = IOSVersion(12)
    public static let ios13 = IOSVersion(13)
    public static let ios14 = IOSVersion(14)
    public static let ios15 = IOSVersion(15)
    public static let ios16 = IOSVersion(16)
    public static let ios17 = IOSVersion(17)
    public static let ios18 = IOSVersion(18)
    public static let ios26 = IOSVersion(26)

    /// Every version the engine reproduces, oldest first.
    public static let supported: [IOSVersion] = [.ios12, .ios13, .ios14, .ios15, .ios16, .ios17, .ios18, .ios26]
    /// Today's iOS: the default everywhere.
    public static let newest = IOSVersion.ios26

    /// A supported major version, else nil.
    public init?(major: Int) {
        guard let v = IOSVersion.supported.first(where: { $0.major == major }) else { return nil }
        self = v
    }

    /// A version as users write it: `17`, `17.0` (the major counts), or the old profile names
    /// `classic` (12) and `modern` (the newest). Nil for anything else.
    public init?(parsing text: String) {
        switch text {
        case Profile.classic.rawValue: self = .ios12
        case Profile.modern.rawValue: self = .newest
        default:
            let major = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
            guard let n = Int(major), let v = IOSVersion(major: n) else { return nil }
            self = v
        }
    }

    /// iOS 13 or later: what the old `modern` profile meant (`profile == .modern`).
    public var isModern: Bool { self >= .ios13 }

    /// The old two-profile name of this version.
    public var profile: Profile { isModern ? .modern : .classic }

    /// The versions users may write, for help texts and errors: "12, 13, …, 26".
    public static var supportedList: String { supported.map(\.description).joined(separator: ", ") }

    public var description: String { String(major) }

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool { a.major < b.major }
}
