/// One `UISheetPresentationController.Detent` (iOS 15+, uikit-rules R167): the system's
/// `medium` and `large`, or a custom detent (iOS 16+) with its identifier and the height its
/// resolver returns. Written as a property value: `medium`, `large`, or `<identifier>=<height>`.
public struct SheetDetent: Sendable, Equatable, Hashable {
    /// `medium`, `large` (UIKit's `.medium`/`.large` identifiers, `com.apple.UIKit.medium`/
    /// `…large`), or the custom detent's identifier.
    public var identifier: String
    /// A custom detent's height in points; nil for the system detents.
    public var height: Double?

    public init(identifier: String, height: Double? = nil) { self.identifier = identifier; self.height = height }

    public static let medium = SheetDetent(identifier: "medium")
    public static let large = SheetDetent(identifier: "large")

    /// Whether this is a custom detent (`custom(identifier:resolver:)`, iOS 16+).
    public var isCustom: Bool { height != nil }

    /// `medium`, `large` or `<identifier>=<height>`; nil for anything else.
    public init?(spelling: String) {
        switch spelling {
        case "medium": self = .medium
        case "large": self = .large
        default:
            let parts = spelling.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, parts[0] != "medium", parts[0] != "large",
                  let h = Double(parts[1]), h >= 0, h.isFinite else { return nil }
            self.init(identifier: String(parts[0]), height: h)
        }
    }

    /// The property value's spelling (`init(spelling:)` reads it back).
    public var spelling: String {
        guard let height else { return identifier }
        let whole = height.rounded() == height && abs(height) < 1e15
        return "\(identifier)=\(whole ? String(Int(height)) : String(height))"
    }
}

/// A presented sheet as the user sees it (R166-R168): the detent it rests at and whether the
/// controllers under it are dimmed. `Hierarchy.sheetState(_:)` gives it.
public struct SheetState: Sendable, Equatable {
    /// The presented controller whose `sheetPresentationController` this is.
    public var sheet: VCID
    public var detents: [SheetDetent]
    /// The app's (or the user's) `selectedDetentIdentifier`; nil: the smallest detent.
    public var selectedDetentIdentifier: String?
    /// The detent the sheet rests at now: the selected one, else the smallest (R167).
    public var currentDetent: String
    public var largestUndimmedDetentIdentifier: String?
    /// Whether a dimming view covers the presenter (false: the user reaches it, R168).
    public var dimsPresenter: Bool
    public var prefersGrabberVisible: Bool
}
