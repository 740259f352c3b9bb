/// What a user can do to the columns of an expanded column-style split (iOS 14+, uikit-rules
/// R157, R184): bring in a hidden primary or supplementary column, or put away a shown one, with
/// the display-mode button or the edge swipe. `presentsWithGesture` ("Specifies whether a hidden
/// view controller can be presented and dismissed using a swipe gesture", default true) and
/// `displayModeButtonVisibility` (iOS 14.5, default `automatic`: the button shows unless
/// `presentsWithGesture` is false) are not modelled, so a split is taken with UIKit's defaults:
/// both on [inf: an app that turns them off is not read]. The change the user makes is the one
/// `show(_:)`/`hide(_:)` of that column makes (R157's nearest display mode in the modes the split
/// behaviour allows, R154, R155) [inf: the button and the swipe move between the same modes].
/// Collapsed, the columns are one navigation stack (R159), and the user's back swipe and back
/// button (`swipeBack`, `tapBack`) already pop a column: nothing is offered here.
extension Hierarchy {
    /// Why the user could not show (`show`) or hide `column` of `split` now, or nil when they
    /// can: not a column-style split, a transition in progress in its window, the split not on
    /// screen or covered by a presentation, collapsed, or a change UIKit ignores (R157: the
    /// secondary or compact column, a column already shown or hidden; R153: a supplementary
    /// column outside a triple-column split). `tree`'s `showColumn`/`hideColumn` ask it.
    public func columnGestureRefusal(_ split: VCID, column: SplitColumn, show: Bool) -> EngineError? {
        let verb = show ? "showing" : "hiding"
        do throws(EngineError) {
            let sp = try columnSplit(split, show ? "showColumn:" : "hideColumn:")
            try checkNotPending(nodes[split]!.window, "\(show ? "Showing" : "Hiding") the \(column.rawValue) column of \(describe(split))")
            try checkUserReachable(split, what: "\(verb) a column of \(describe(split))")
            if nodes[split]!.splitCollapsed {
                return EngineError(.invalidState, "\(describe(split)) is collapsed: its columns are one navigation stack, which the back swipe and back button pop (R159)")
            }
            if sp.expandedDisplayMode(showing: column, show: show) == nil {
                return EngineError(.invalidState, "\(verb) the \(column.rawValue) column of \(describe(split)) changes nothing in display mode \(sp.displayMode.rawValue) (R157)")
            }
        } catch {
            return error
        }
        return nil
    }

    /// The columns the user can show (`show`) or hide on `split` now, in column order (primary,
    /// then supplementary): each one `columnGestureRefusal` allows; empty for anything else.
    public func userColumnTargets(_ split: VCID, show: Bool) -> [SplitColumn] {
        guard nodes[split]?.props.split != nil else { return [] }
        return [SplitColumn.primary, .supplementary].filter { columnGestureRefusal(split, column: $0, show: show) == nil }
    }
}
