/// Where everything of a `SnapshotScene` goes: the screens on one canvas (`CanvasArrangement`),
/// and per window its layers (the root, then each presentation) with final frames in screen
/// points, and every text with its place (`LabelPlacement`). All frames of a screen are in that
/// screen's coordinates (origin at its top left corner); `ScreenLayout.origin` places the
/// screen on the canvas (in pixels) and `displayScale` says how many pixels a point takes.
public struct SnapshotLayout: Sendable, Equatable {
    public var canvas: Size
    public var screens: [ScreenLayout]
}

/// One screen on the canvas.
public struct ScreenLayout: Sendable, Equatable {
    /// The screen as captured: its id, name, size, scale, idiom and size classes, its
    /// window-less scenes.
    public var captured: SnapshotScreen
    /// The screen's top left corner on the canvas (pixels).
    public var origin: Point
    /// Pixels per point of this screen in the picture.
    public var displayScale: Double
    /// Bottom to top: `window.list` order, except that background scenes' windows go first
    /// (they are not on screen, so nothing of theirs lies over a foreground scene's).
    public var windows: [WindowLayout]
    /// The screen's caption above it (name, then size and traits) and one line per window below
    /// it, then one per window-less scene.
    public var captions: [TextLabel]
    /// For a mirrored external display: where the main screen's picture goes on it.
    public var mirroring: MirrorLayout? = nil

    /// The rectangle `r` (screen points) in canvas pixels.
    public func onCanvas(_ r: Rect) -> Rect {
        Rect(x: origin.x + r.x * displayScale, y: origin.y + r.y * displayScale,
             width: r.width * displayScale, height: r.height * displayScale)
    }

    /// The screen's bounds in its own coordinates.
    public var bounds: Rect { Rect(size: captured.size) }
}

/// One window: its layers bottom to top, its frame on the screen and its scene.
public struct WindowLayout: Sendable, Equatable {
    public var id: String
    public var key: Bool
    public var visible: Bool
    public var layers: [LayerLayout]
    /// The window's frame in its screen's points: the screen's bounds, or its scene's frame when
    /// the scene is smaller than the screen (`SceneFrames`).
    public var frame: Rect
    /// The scene it belongs to (nil without the scene life cycle).
    public var scene: SnapshotWindowScene? = nil
    /// Whether its scene is smaller than the screen, so `frame` is not the screen's bounds.
    public var resized: Bool = false

    /// Whether its scene is in the background: kept, but not on screen (drawn dimmed).
    public var isBackground: Bool { scene?.isBackground ?? false }
}

/// Who a box stands for: a controller's id, class, title and storyboard identifier.
public struct ControllerLabel: Sendable, Equatable {
    public var vc: String
    public var className: String
    public var title: String?
    public var storyboardIdentifier: String?

    public init(vc: String, className: String, title: String?, storyboardIdentifier: String?) {
        self.vc = vc; self.className = className; self.title = title; self.storyboardIdentifier = storyboardIdentifier
    }

    init(_ c: SnapshotController) {
        self.init(vc: c.vc, className: c.className, title: c.title, storyboardIdentifier: c.storyboardIdentifier)
    }

    /// `vc3 HomeViewController`.
    public var headline: String { "\(vc) \(className)" }

    /// `“Home” · id Home`: the title and the storyboard identifier when it says something more.
    public var detail: String? {
        var parts: [String] = []
        if let title, !title.isEmpty { parts.append("“\(title)”") }
        if let id = storyboardIdentifier, !id.isEmpty, id != title { parts.append("id \(id)") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// What a bar or tab shows for this controller: its title, else its identifier, else its class.
    public var shortName: String {
        if let title, !title.isEmpty { return title }
        if let id = storyboardIdentifier, !id.isEmpty { return id }
        return className
    }
}

/// One presentation layer (or the window's root layer, `index` 0).
public struct LayerLayout: Sendable, Equatable {
    public var index: Int
    /// The layer's controller: the root, or the presented controller.
    public var controller: ControllerLabel
    /// The presentation style (nil for the root layer).
    public var style: String?
    /// The controller that presents this layer (nil for the root layer).
    public var presenter: String?
    /// The frame the style gives the presented controller.
    public var frame: Rect
    /// A translucent dimming layer drawn under the content (sheets in regular width, modern
    /// card sheets, over-full-screen and over-current-context).
    public var dimming: Rect?
    /// Whether the content is see-through (over-full-screen, over-current-context, custom): the
    /// presenter stays visible.
    public var translucent: Bool
    /// Whether a later opaque layer hides this one completely (it is then not drawn).
    public var covered: Bool
    /// For popovers: the anchor (the presenting controller's frame) and the arrow pointing at it.
    public var anchor: Rect?
    public var arrow: PopoverArrow?
    /// The controllers' boxes of this layer, outer first (containers before their children).
    public var boxes: [ViewBox]
    /// For presentation layers: the outline drawn just inside `frame`, so that a layer is seen
    /// even where it fills the screen (over-full-screen, full screen).
    public var outline: Rect?
    /// Every text of this layer: the boxes' labels and their bars' titles.
    public var labels: [TextLabel] = []
    /// A sheet whose detents were set (uikit-rules R166-R168), and the height its large detent
    /// has (the window's, as the engine models it).
    public var sheet: SheetDetents? = nil
    public var sheetMaximum: Double = 0
}

/// One line of text in the picture: what it says, where, how large. Frames are in the screen's
/// points (like every frame of a `ScreenLayout`); `fontSize` is in pixels of the picture, the
/// size a reader sees it at when the picture is shown at 100 %.
public struct TextLabel: Sendable, Equatable {
    /// What the line is; its raw value is the SVG `class` of its `<text>`.
    public enum Role: String, Sendable, Equatable, CaseIterable {
        case screenCaption = "screen-label", screenDetails = "screen-details", windowCaption = "window-label"
        case headline = "label-headline", detail = "label-detail", layerCaption = "layer-label"
        case barHeadline = "bar-headline", barTitle = "bar-title", barBack = "bar-back", tabTitle = "tab-title"
        /// A page view controller's page indicator caption (`page 2 of 4 · scroll`).
        case pageCaption = "page-caption"
        /// A tab's or group's title in a tab bar controller's iPad sidebar (iOS 18, R175).
        case sidebarTitle = "sidebar-title"
        /// Which column of a column-style split a box stands in (`primary column`, R151).
        case columnCaption = "column-label"
        /// Below a screen: a scene without a window (`sc2 external display · no window`).
        case sceneCaption = "scene-label"
    }

    /// Where the line's `x` is: its left end, its middle or its right end.
    public enum Anchor: String, Sendable, Equatable { case start, middle, end }

    public var role: Role
    /// The screen, window or controller the line belongs to.
    public var owner: String
    /// The line as drawn: `fullText`, or its beginning and `…` when that does not fit.
    public var text: String
    public var fullText: String
    /// The line's box: from its left to its right end, from the top of its tallest letters to
    /// the bottom of its descenders.
    public var frame: Rect
    public var baseline: Double
    public var anchor: Anchor
    /// Pixels of the picture.
    public var fontSize: Double
    public var bold: Bool
    /// Whether the line is drawn on something opaque of its own layer (a bar, or a box of an
    /// opaque layer), which hides whatever lies under it.
    public var opaqueGround: Bool

    /// The `x` an SVG `<text>` with this anchor takes.
    public var anchorX: Double {
        switch anchor {
        case .start: frame.minX
        case .middle: frame.midX
        case .end: frame.maxX
        }
    }

    /// Whether the line was shortened.
    public var isElided: Bool { text != fullText }
}

/// A controller's view as drawn: its frame, and the bars a container shows.
public struct ViewBox: Sendable, Equatable {
    public var controller: ControllerLabel
    public var container: ContainerKind
    public var frame: Rect
    public var navigationBar: NavigationBarStrip?
    public var tabBar: TabBarStrip?
    /// Whether the controller has appeared (false while it is disappeared, e.g. under a sheet
    /// that removed it, or during a transition).
    public var appearance: String
    /// A page view controller's page indicator and spine.
    public var pageIndicator: PageIndicatorStrip? = nil
    /// A column-style split's columns and display mode (uikit-rules R150-R165); a tab bar
    /// controller's iOS 18 tabs (R171-R175). Their `summary` follows the box's headline.
    public var split: SplitColumns? = nil
    public var tabModel: TabModel? = nil
    /// The column of a column-style split this box stands in (`primary`, `supplementary`,
    /// `secondary`, `compact`), for the column's own controller (not its descendants).
    public var column: String? = nil
    /// Whether this box lies over a column beside it (`…OverSecondary` display modes).
    public var overlaid: Bool = false
    /// Where the box's texts go when part of it lies under an overlaid column (nil: its frame).
    public var labelRegion: Rect? = nil
    /// A tab bar controller's iPad sidebar (R175): its tabs and groups, the selected one marked.
    public var sidebar: SidebarStrip? = nil

    /// What the box's texts may use: its frame, less what an overlaid column covers.
    public var textFrame: Rect { labelRegion ?? frame }

    /// `tripleColumn · twoBesideSecondary, tile` for a column-style split, `tabs · mode …` for
    /// a tab bar controller with iOS 18 tabs; nil otherwise.
    public var note: String? { split?.summary ?? tabModel?.summary }
}

/// A tab bar controller's sidebar (iPad, uikit-rules R175): a column at the leading edge
/// listing the root tabs and, under each group, its children; the selected tab marked.
public struct SidebarStrip: Sendable, Equatable {
    public var frame: Rect
    public var rows: [SidebarRow]
}

/// One row of a sidebar: a root tab, a group (its header), or a group's child (indented).
public struct SidebarRow: Sendable, Equatable {
    public var identifier: String
    public var title: String
    /// 0 for root tabs and groups, 1 for a group's children.
    public var depth: Int
    public var group: Bool
    public var selected: Bool
    public var frame: Rect
}

/// A page view controller's strip below its pages: a dot per declared page (the shown ones
/// marked; the shown pages alone when none is declared), a caption (`page 2 of 4 · scroll`,
/// `pages 1-2 of 4 · pageCurl, spine mid`), and for a page curl the spine's line.
public struct PageIndicatorStrip: Sendable, Equatable {
    public var frame: Rect
    public var dots: [PageDot]
    public var caption: String
    /// The spine: a line between the two pages (mid) or along the page's edge (min, max).
    public var spine: Rect?
}

/// One dot of a page indicator.
public struct PageDot: Sendable, Equatable {
    public var center: Point
    public var radius: Double
    /// The page is shown.
    public var current: Bool
}

/// A navigation bar: the top controller's title, and the back button's title when the stack
/// has more than one controller.
public struct NavigationBarStrip: Sendable, Equatable {
    public var frame: Rect
    public var title: String
    public var backTitle: String?
    public var depth: Int
}

/// A tab bar listing every tab, the selected one marked.
public struct TabBarStrip: Sendable, Equatable {
    public var frame: Rect
    public var items: [TabItem]
}

/// One tab of a tab bar.
public struct TabItem: Sendable, Equatable {
    public var title: String
    public var frame: Rect
    public var selected: Bool
    /// On the More item (uikit-rules R114): the titles of the tabs in the More list.
    public var more: [String] = []
    /// The `UITab`'s identifier, for a tab bar controller with iOS 18 tabs (R171).
    public var identifier: String? = nil
}

/// A popover's arrow: a triangle whose `tip` touches the anchor and whose base lies on the
/// popover's edge facing it.
public struct PopoverArrow: Sendable, Equatable {
    /// Where the arrow points (`up` = the anchor is above the popover).
    public enum Direction: String, Sendable, Equatable { case up, down, left, right }
    public var direction: Direction
    public var tip: Point
    public var base: (Point, Point) { baseStorage.pair }
    var baseStorage: PointPair

    init(direction: Direction, tip: Point, base: (Point, Point)) {
        self.direction = direction; self.tip = tip; self.baseStorage = PointPair(pair: base)
    }

    /// Two points (tuples are not Equatable).
    struct PointPair: Sendable, Equatable {
        var a: Point, b: Point
        init(pair: (Point, Point)) { a = pair.0; b = pair.1 }
        var pair: (Point, Point) { (a, b) }
    }
}
