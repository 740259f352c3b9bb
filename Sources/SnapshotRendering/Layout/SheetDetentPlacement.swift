/// A sheet at its detent (uikit-rules R166-R168), for a presented page or form sheet whose
/// detents the app set (a sheet without them is drawn as before):
///
/// - in compact width (the card of iOS 13+, R72) the sheet keeps its width and bottom edge and
///   its top moves to the detent's height ("a detent lets a sheet resize from one edge of its
///   fully expanded frame while the other three edges remain fixed", Apple's
///   `UISheetPresentationController` overview): large is the usual card, medium half the
///   window's height, a custom detent its height (at most the card's) — the engine's model of
///   the heights (R167 [inf]);
/// - the presenter recedes behind the sheet only at its full height; below it, it stays in
///   place, visible above the sheet [inf: WWDC21 10063 shows a medium sheet over a presenter
///   left at full size];
/// - the presenter is dimmed unless the sheet rests at or below its largest undimmed detent
///   (R168: "the system adds a noninteractive dimming view underneath the sheet at all detents"
///   by default, and only "at detents larger than the detent you specify" when set);
/// - in regular width the sheet keeps its page or form sheet frame (the engine does not model
///   the iPad's form of a sheet, R168 [inf]) and only the dimming follows the detent.
enum SheetDetentPlacement {
    /// `placement` for a sheet with `detents` in a window of `bounds`.
    static func adjust(_ placement: PresentationFrames.Placement, detents: SheetDetents?, bounds: Rect,
                       compact: Bool) -> PresentationFrames.Placement {
        guard let detents else { return placement }
        var p = placement
        let maximum = bounds.height
        p.dimming = detents.dims(maximum: maximum) ? placement.dimming : nil
        guard compact, placement.recedesPresenter else { return p }   // a card (classic: full screen)
        let height = detents.current(maximum: maximum).height(maximum: maximum)
        let drawn = min(height, placement.frame.height)
        p.frame = Rect(x: placement.frame.x, y: placement.frame.maxY - drawn, width: placement.frame.width, height: drawn)
        p.recedesPresenter = height >= maximum
        return p
    }
}
