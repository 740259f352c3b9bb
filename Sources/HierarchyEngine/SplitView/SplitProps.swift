/// A column-style split view controller's own properties and column state (iOS 14+, uikit-rules
/// R150-R161); nil on every other controller, classic splits included, whose reports do not list
/// them. `style` is set when the split is made (`init(style:)`: `vc.create`'s properties or the
/// storyboard scene); the preferences and the delegate's answers are properties (`vc.set`); the
/// display mode, behaviour, collapse state and column controllers are read-only, reported by
/// `vc.get`.
struct SplitProps: Sendable, Equatable {
    /// `doubleColumn` or `tripleColumn` (a classic split has no `SplitProps`).
    var style: SplitViewStyle
    var preferredDisplayMode: SplitDisplayMode = .automatic
    var preferredSplitBehavior: SplitBehavior = .automatic
    /// The delegate's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`
    /// answer (R159); nil: no delegate method, the proposed column.
    var topColumnForCollapsing: SplitColumn?
    /// The delegate's `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`
    /// answer (R161); nil (or `automatic`): the proposed mode.
    var displayModeForExpanding: SplitDisplayMode?
    /// UIKit's `displayMode` (never `automatic`) and `splitBehavior` now (R154).
    var displayMode: SplitDisplayMode = .secondaryOnly
    var splitBehavior: SplitBehavior = .tile
    /// What the app set per column (`viewController(for:)`), and the split's child for it: the
    /// navigation controller wrapping it (R151), or the controller itself.
    var assigned = SplitColumnSlots()
    var installed = SplitColumnSlots()
    /// While collapsed without a compact controller (R159): the controllers each of the
    /// supplementary and secondary columns moved onto the primary's navigation stack.
    var stacked: [SplitColumn: [VCID]] = [:]

    init(style: SplitViewStyle) { self.style = style }

    /// Every property of a column-style split, in report order.
    static let names: [String] = [
        "style", "preferredDisplayMode", "preferredSplitBehavior", "displayMode", "splitBehavior", "isCollapsed",
        "primaryViewController", "supplementaryViewController", "secondaryViewController", "compactViewController",
        "topColumnForCollapsing", "displayModeForExpanding",
    ]
    /// Set only when the split is made: `style` is read-only in UIKit (R150).
    static let initOnly: Set<String> = ["style"]
    /// What UIKit computes: read-only.
    static let readOnly: Set<String> = [
        "displayMode", "splitBehavior", "isCollapsed",
        "primaryViewController", "supplementaryViewController", "secondaryViewController", "compactViewController",
    ]

    /// The report of `vc.get`; `collapsed` is the split's `isCollapsed`.
    func report(collapsed: Bool) -> [(name: String, value: PropertyValue)] {
        func vc(_ c: SplitColumn) -> PropertyValue { assigned[c].map { .string($0.description) } ?? .null }
        return [
            ("style", .string(style.rawValue)),
            ("preferredDisplayMode", .string(preferredDisplayMode.rawValue)),
            ("preferredSplitBehavior", .string(preferredSplitBehavior.rawValue)),
            ("displayMode", .string(displayMode.rawValue)),
            ("splitBehavior", .string(splitBehavior.rawValue)),
            ("isCollapsed", .bool(collapsed)),
            ("primaryViewController", vc(.primary)),
            ("supplementaryViewController", vc(.supplementary)),
            ("secondaryViewController", vc(.secondary)),
            ("compactViewController", vc(.compact)),
            ("topColumnForCollapsing", topColumnForCollapsing.map { .string($0.rawValue) } ?? .null),
            ("displayModeForExpanding", displayModeForExpanding.map { .string($0.rawValue) } ?? .null),
        ]
    }

    /// The settable properties whose values differ from a new split's: what preservation writes
    /// with the split's other properties (RS9, R183).
    func preservedPreferences() -> [PreservedProperty] {
        let defaults = Dictionary(uniqueKeysWithValues: SplitProps(style: style).report(collapsed: false).map { ($0.name, $0.value) })
        return report(collapsed: false).compactMap { p in
            SplitProps.settable.contains(p.name) && defaults[p.name] != p.value ? PreservedProperty(name: p.name, value: p.value) : nil
        }
    }

    /// What the app may set (`vc.set`): neither the style nor what UIKit computes.
    static var settable: Set<String> { Set(names).subtracting(initOnly).subtracting(readOnly) }

    /// Applies one settable property. Throws `.invalidParams`.
    mutating func set(_ name: String, _ value: PropertyValue) throws(EngineError) {
        func bad(_ expected: String) -> EngineError {
            EngineError(.invalidParams, "property '\(name)' expects \(expected), got \(value)")
        }
        func enumValue<E: RawRepresentable & CaseIterable>(_: E.Type, nullable: Bool = false) throws(EngineError) -> E?
            where E.RawValue == String {
            if nullable, value == .null { return nil }
            guard case .string(let s) = value, let e = E(rawValue: s) else {
                throw bad("one of " + E.allCases.map(\.rawValue).joined(separator: ", ") + (nullable ? " or null" : ""))
            }
            return e
        }
        switch name {
        case "preferredDisplayMode": preferredDisplayMode = try enumValue(SplitDisplayMode.self)!
        case "preferredSplitBehavior": preferredSplitBehavior = try enumValue(SplitBehavior.self)!
        case "topColumnForCollapsing": topColumnForCollapsing = try enumValue(SplitColumn.self, nullable: true)
        case "displayModeForExpanding": displayModeForExpanding = try enumValue(SplitDisplayMode.self, nullable: true)
        default:
            throw EngineError(.invalidParams, SplitProps.readOnly.contains(name)
                ? "property '\(name)' is read-only: UIKit computes it (R154-R161)"
                : "unknown property '\(name)'")
        }
    }

    /// R154 [inf]: the behaviour and display mode the preferences give at this orientation.
    /// `automatic` behaviour tiles in landscape and overlays in portrait (UIKit decides "by
    /// width buckets and view aspect ratio"); an `automatic` mode is side by side in landscape
    /// and the secondary alone in portrait (UIKit's header: "on an iPad, … an overlay mode in
    /// portrait and a side-by-side mode in landscape"); a mode the behaviour does not allow
    /// becomes the allowed one with as many columns.
    func resolved(landscape: Bool) -> (behavior: SplitBehavior, mode: SplitDisplayMode) {
        let behavior = preferredSplitBehavior == .automatic ? (landscape ? .tile : .overlay) : preferredSplitBehavior
        let mode = preferredDisplayMode == .automatic ? (landscape ? .oneBesideSecondary : .secondaryOnly) : preferredDisplayMode
        return (behavior, mode.allowed(by: behavior, style: style))
    }
}
