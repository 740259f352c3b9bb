/// What a column-style split tells its delegate about its columns (iOS 14+, uikit-rules
/// R178-R182), reported as events on the split when its `delegateEvents` is set (as the other
/// containers' delegate calls, R111, R113, R126).
///
/// Every change of a column-style split that can show or hide a column is made in the steps of
/// `settleColumns` (ColumnLayout.swift); the delegate's calls go around them:
///
/// 1. `columnVisibility` before the change;
/// 2. the structural change (a collapse asks `topColumnForCollapsing…` first, R179; an expansion
///    asks `displayModeForExpanding…`, R180);
/// 3. `tellColumnDelegateWill`: `willChangeTo` (a new display mode, R181), `willHide` for each
///    column going, `willShow` for each column coming (R178);
/// 4. `settleColumns`: containment and appearance callbacks;
/// 5. `tellColumnDelegateDid`: on iOS 26 `didHide`/`didShow` (R182), then
///    `splitViewControllerDidCollapse`/`DidExpand` (R179, R180).
extension Hierarchy {
    /// Who made a change: the delegate's column calls depend on it (R178).
    enum ColumnChangeCause {
        /// A size-class change, a rotation: "the system".
        case system
        /// The app's `show(_:)`, `hide(_:)`, a preference, a column's controller.
        case app
    }

    /// The columns a column-style split shows, as its delegate hears of them (R178 [inf]):
    /// expanded, the display mode's columns (R155); collapsed, the compact column when it has a
    /// controller (R160), else the column on top of the primary's stack (R159).
    struct ColumnVisibility: Equatable {
        var collapsed: Bool
        var displayMode: SplitDisplayMode
        var columns: [SplitColumn]
    }

    func columnVisibility(_ split: VCID) -> ColumnVisibility? {
        guard let sp = nodes[split]?.props.split else { return nil }
        let collapsed = nodes[split]!.splitCollapsed
        guard collapsed else {
            return ColumnVisibility(collapsed: false, displayMode: sp.displayMode,
                                    columns: sp.displayMode.visibleColumns(style: sp.style))
        }
        if sp.installed.compact != nil {
            return ColumnVisibility(collapsed: true, displayMode: sp.displayMode, columns: [.compact])
        }
        let top = stackedColumns(split, sp).last?.column ?? (sp.installed.primary == nil ? .secondary : .primary)
        return ColumnVisibility(collapsed: true, displayMode: sp.displayMode, columns: [top])
    }

    /// Whether `split` reports its delegate's calls now: a column-style split whose
    /// `delegateEvents` is set, in a window, while a change is reported (`emitting`). A split in
    /// no window has no layout to change (its display mode is resolved again when a window
    /// installs it) [inf].
    func reportsColumnDelegate(_ split: VCID, emitting: Bool) -> Bool {
        emitting && nodes[split]?.props.split != nil && nodes[split]!.delegateEvents && nodes[split]!.window != nil
    }

    /// Whether UIKit tells the delegate of a column shown or hidden by `cause` (R178): on iOS
    /// 14-18 for every change ("when one of its columns is about to be shown, for example with
    /// show(_:)"); on iOS 26 only for the system's ("The system doesn't call this method when you
    /// display the column programmatically with show(_:)").
    func tellsColumnChanges(_ cause: ColumnChangeCause) -> Bool {
        cause == .system || configuration.ios < .ios26
    }

    /// R181, R178: the will calls of a change from `before` to now: `willChangeTo` when the
    /// expanded split's display mode changes (or differs from the one before its collapse, on
    /// expanding), then `willHide` for each column going and `willShow` for each column coming,
    /// in column order.
    mutating func tellColumnDelegateWill(_ split: VCID, since before: ColumnVisibility, cause: ColumnChangeCause,
                                         emitting: Bool) {
        guard reportsColumnDelegate(split, emitting: emitting), let now = columnVisibility(split) else { return }
        if !now.collapsed, now.displayMode != before.displayMode {
            emit(split, .splitViewControllerWillChangeToDisplayMode(displayMode: now.displayMode))
        }
        guard tellsColumnChanges(cause) else { return }
        for c in before.columns where !now.columns.contains(c) { emit(split, .splitViewControllerWillHideColumn(column: c)) }
        for c in now.columns where !before.columns.contains(c) { emit(split, .splitViewControllerWillShowColumn(column: c)) }
    }

    /// R182, R179, R180: the did calls after the change's callbacks: on iOS 26 `didHide` and
    /// `didShow` for the columns the will calls named, then `splitViewControllerDidCollapse` or
    /// `…DidExpand` when the collapse state changed.
    mutating func tellColumnDelegateDid(_ split: VCID, since before: ColumnVisibility, cause: ColumnChangeCause,
                                        emitting: Bool) {
        guard reportsColumnDelegate(split, emitting: emitting), let now = columnVisibility(split) else { return }
        if configuration.ios >= .ios26, tellsColumnChanges(cause) {
            for c in before.columns where !now.columns.contains(c) { emit(split, .splitViewControllerDidHideColumn(column: c)) }
            for c in now.columns where !before.columns.contains(c) { emit(split, .splitViewControllerDidShowColumn(column: c)) }
        }
        if now.collapsed != before.collapsed {
            emit(split, now.collapsed ? .splitViewControllerDidCollapse : .splitViewControllerDidExpand)
        }
    }
}
