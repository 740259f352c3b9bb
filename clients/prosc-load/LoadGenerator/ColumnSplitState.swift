/// A columns window's split as the model predicts it (uikit-rules R151-R161): the navigation
/// controller UIKit made for each column (R151, the window's `stack` holds the controllers the
/// generator put in them, column order), the display mode, the preference and the collapse.
/// The split behaviour is set to `tile` when the window is made, so the display mode follows
/// from the preference alone, whatever the window's orientation (R154).
public struct ColumnSplitState: Sendable, Equatable {
    /// The columns a split has, leading first (R155): a double-column split has no supplementary.
    public var columns: [String]
    /// Each column's navigation controller, in `columns`' order.
    public var navigations: [String]
    /// How many columns the display mode shows beside the secondary (0, 1 or 2; R154, R155):
    /// with the tile behaviour `secondaryOnly`, `oneBesideSecondary`, `twoBesideSecondary`.
    /// Collapsed, the mode the split had before (UIKit keeps it, R181).
    public var sideColumns: Int
    /// `preferredDisplayMode` as last set (R164).
    public var preferredDisplayMode: String
    /// In a compact width: the other columns' controllers stacked on the primary's navigation
    /// controller, the secondary on top (R159: the proposal stands without a delegate answer).
    public var collapsed = false
    /// Column operations sent so far (each picks the next column in turn).
    public var turns = 0
    /// Before iOS 14: the classic split's children as the server made them (its column API is
    /// refused, so they never change).
    public var classicChildren: [ExpectedNode]?
    /// The iOS version the server reproduces: which delegate calls come (R178, R182).
    public var ios = 26

    public init(columns: [String], navigations: [String], preferredDisplayMode: String) {
        self.columns = columns
        self.navigations = navigations
        self.preferredDisplayMode = preferredDisplayMode
        sideColumns = 0
        sideColumns = Self.sideColumns(of: preferredDisplayMode, columns: columns.count)
    }

    /// A classic split (before iOS 14) whose children are `children`.
    public init(classicChildren: [ExpectedNode]) {
        self.init(columns: [], navigations: [], preferredDisplayMode: "automatic")
        self.classicChildren = classicChildren
    }

    public var isTripleColumn: Bool { columns.count == 3 }

    /// The display modes `preferredDisplayMode` takes in turn: each side-column count, and the
    /// modes the tile behaviour does not allow (R154: the allowed one with as many columns).
    public static let preferredModes = ["twoBesideSecondary", "secondaryOnly", "oneOverSecondary", "twoDisplaceSecondary",
                                        "oneBesideSecondary", "twoOverSecondary", "secondaryOnly"]

    /// R154 [inf]: the columns beside the secondary a preferred mode gives under the tile
    /// behaviour; a double-column split has no two-column mode.
    public static func sideColumns(of mode: String, columns: Int) -> Int {
        let side = mode.hasPrefix("two") ? 2 : mode.hasPrefix("one") ? 1 : 0
        return min(side, columns == 3 ? 2 : 1)
    }

    /// R154: the tile behaviour's mode with `side` columns beside the secondary.
    public static func displayMode(side: Int) -> String {
        ["secondaryOnly", "oneBesideSecondary", "twoBesideSecondary"][side]
    }

    public var displayMode: String { Self.displayMode(side: sideColumns) }

    /// R155: the columns shown with `side` columns beside the secondary; the one column is the
    /// supplementary in a triple-column split, else the primary. Collapsed, the column on top of
    /// the primary's stack, the secondary (R159).
    public func visibleColumns(side: Int) -> [String] {
        switch side {
        case 0: ["secondary"]
        case 1: isTripleColumn ? ["supplementary", "secondary"] : ["primary", "secondary"]
        default: ["primary", "supplementary", "secondary"]
        }
    }

    public var visibleColumns: [String] { collapsed ? ["secondary"] : visibleColumns(side: sideColumns) }

    /// The navigation controller of `column`.
    public func navigation(_ column: String) -> String { navigations[columns.firstIndex(of: column)!] }

    /// The split's children in a `tree`: each column's navigation controller with the
    /// controller put in it (`controllers`, column order); collapsed, all of them on the
    /// primary's (R159), the other columns' navigation controllers empty.
    public func expectedColumns(_ controllers: [String]) -> [ExpectedNode] {
        if let classicChildren { return classicChildren }
        return navigations.indices.map { i in
            let held = collapsed ? (i == 0 ? controllers : []) : [controllers[i]]
            return ExpectedNode(vc: navigations[i], children: held.map { ExpectedNode(vc: $0) })
        }
    }
}
