/// `viewIsAppearing(_:)` (iOS 17 API, back-deployed to iOS 13; never called on 12): UIKit calls
/// it "once each time a view controller's view appears after the viewWillAppear(_:) call …
/// after it adds the view controller's view to the view hierarchy, and the superview lays out
/// the view controller's view" (Apple's reference; WWDC23 "What's new in UIKit" puts it
/// between viewWillAppear and viewDidAppear, after the view is added and its traits updated).
///
/// The engine's model (docs/uikit-rules.md R13a): a controller that gets `viewWillAppear` waits;
/// the waiting controllers get `viewIsAppearing`, in their `viewWillAppear` order (so parent
/// first, R21), when the transition's views are in place: before the first did-phase callback
/// (`viewDidAppear`/`viewDidDisappear`) of anyone, before a waiting controller's own
/// `viewWillDisappear`, and at the end of the operation's synchronous part (an animated
/// transition adds and lays out the views before its animation runs). So a push reads
/// `A.vWD, B.vWA, B.vIA, A.vDD, B.vDA`, a tab switch `B.vWA, A.vWD, B.vIA, A.vDD, B.vDA`.
extension Hierarchy {
    /// Emits `viewIsAppearing` for every waiting controller still appearing. (Inlined test: every
    /// operation's end calls it, and mostly nothing waits.)
    @inline(__always)
    mutating func flushViewIsAppearing() {
        if !isAppearingPending.isEmpty { emitViewIsAppearing() }
    }

    /// `flushViewIsAppearing` with some controller waiting.
    private mutating func emitViewIsAppearing() {
        // Read in place, then emptied with its capacity kept: a copy of the list taken first
        // made `removeAll(keepingCapacity:)` allocate a new buffer each time (`emit` only
        // appends to `out`, so the list does not change meanwhile).
        // The state and the window read in one access (`emit(_:_:)` looked the controller up again).
        for i in isAppearingPending.indices {
            let (v, flags) = isAppearingPending[i]
            guard nodes.contains(v) else { continue }
            let (appearing, w) = nodes.withExisting(v) { ($0.pointee.appearance == .appearing, $0.pointee.window) }
            if appearing { emit(v, in: w, .viewIsAppearing(flags)) }
        }
        clearKeepingCapacity(&isAppearingPending)
    }

    /// `flushViewIsAppearing` when `vc` is waiting (it is about to disappear: its view was added).
    mutating func flushViewIsAppearing(ifPending vc: VCID) {
        if isAppearingPending.contains(where: { $0.0 == vc }) { flushViewIsAppearing() }
    }
}
