import HierarchyEngine

/// A `<splitViewController>` element's column-style attributes (uikit-rules R150, R154, R165)
/// as engine properties: its style, `preferredDisplayMode` and `behavior`.
///
/// Interface Builder marks a column-style split with `allowDoubleColumnStyle="YES"` and writes
/// no style of its own for three columns: NetNewsWire's iOS `Main.storyboard` (toolsVersion 23504, MIT)
/// declares `allowDoubleColumnStyle="YES" preferredDisplayMode="beside" behavior="displace"` and a
/// `supplementaryViewController` relationship. So the style is `style` when the element has one
/// (`doubleColumn`, `tripleColumn`, `unspecified`), else, with `allowDoubleColumnStyle`, triple
/// when a supplementary relationship is declared and double otherwise ([inf]). A split without
/// either stays classic.
enum SplitAttributes {
    /// The properties of a split element with `attributes` and these relationship names.
    static func properties(_ attributes: [String: String], relationships: [String]) -> [String: PropertyValue] {
        let style: SplitViewStyle
        if let declared = attributes["style"].flatMap(SplitViewStyle.init(rawValue:)) {
            style = declared
        } else if attributes["allowDoubleColumnStyle"].flatMap(ControllerProperties.bool) == true {
            style = relationships.contains("supplementaryViewController") ? .tripleColumn : .doubleColumn
        } else {
            return [:]
        }
        guard style != .unspecified else { return [:] }
        var properties: [String: PropertyValue] = ["style": .string(style.rawValue)]
        if let mode = attributes["preferredDisplayMode"].flatMap(displayMode) {
            properties["preferredDisplayMode"] = .string(mode.rawValue)
        }
        if let behavior = attributes["behavior"].flatMap(SplitBehavior.init(rawValue:)) {
            properties["preferredSplitBehavior"] = .string(behavior.rawValue)
        }
        return properties
    }

    /// R165: a display mode as IB spells it. `beside` is NetNewsWire's (one column beside the
    /// secondary); `over` and `secondaryOnly`, and the `two…` and pre-iOS 14 names, are read
    /// by analogy [inf]; UIKit's own names are read as they are.
    static func displayMode(_ text: String) -> SplitDisplayMode? {
        switch text {
        case "beside", "allVisible": .oneBesideSecondary
        case "over", "primaryOverlay": .oneOverSecondary
        case "secondary", "primaryHidden": .secondaryOnly
        case "twoBeside": .twoBesideSecondary
        case "twoOver": .twoOverSecondary
        case "twoDisplace": .twoDisplaceSecondary
        default: SplitDisplayMode(rawValue: text)
        }
    }
}
