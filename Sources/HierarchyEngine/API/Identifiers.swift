import Synchronization

/// Mints identifiers that are never reused within one server run. Shared by reference so
/// every part of a server draws from the same counters; thread-safe.
public final class IDSource: Sendable {
    private let vcs = Atomic<Int>(0)
    private let windows = Atomic<Int>(0)
    private let screens = Atomic<Int>(0)
    public init() {}
    /// Continues after identifiers already issued (a restored server never reuses one).
    public init(after issued: IssuedIdentifiers) {
        vcs.store(issued.viewControllers, ordering: .relaxed)
        windows.store(issued.windows, ordering: .relaxed)
        screens.store(issued.screens, ordering: .relaxed)
    }
    /// The last identifier of each kind issued so far.
    public var lastIssued: IssuedIdentifiers {
        IssuedIdentifiers(viewControllers: vcs.load(ordering: .relaxed), windows: windows.load(ordering: .relaxed),
                          screens: screens.load(ordering: .relaxed))
    }
    public func nextVC() -> VCID { VCID(vcs.add(1, ordering: .relaxed).newValue) }
    public func nextWindow() -> WindowID { WindowID(windows.add(1, ordering: .relaxed).newValue) }
    public func nextScreen() -> ScreenID { ScreenID(screens.add(1, ordering: .relaxed).newValue) }
}
