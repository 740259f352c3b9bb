import Foundation
import SeededRandom

/// The operations `prosc-load` can run. Each is one request.
public enum OperationKind: String, Sendable, CaseIterable, Codable {
    case present, dismiss, push, pop, tab, segue, unwind, tree, ping
    /// A user's gestures (issue 24): `tab.tap` on the next tab, `nav.interactivePop` and
    /// `vc.interactiveDismiss` on a page or form sheet (iOS 13+), finished and cancelled in turn.
    case tapTab, swipeBack, pullDown
    /// Page view controllers (issue 24): `page.setViewControllers` to the next declared page
    /// (the app's code), and `page.swipe` (the user) to the next or previous one, finished and
    /// cancelled in turn.
    case pageSet, pageSwipe
    /// Scenes (issue 39): an external display connected (`screen.connect`) and disconnected
    /// (`screen.disconnect`) in turn by each client; a scene the client owns sent to the
    /// background (`scene.background`) and brought back (`scene.foreground`). On an iPad world
    /// (`--world ipad`): a scene of the client's resized (`scene.resize`, the full size and
    /// 507 points wide in turn), a scene opened (`scene.activate`) and closed (`scene.destroy`).
    case connectDisplay, disconnectDisplay, background, foreground, resize, openScene, closeScene
    /// The containers of iOS 15–18 (issue 42): `nav.tapBack` on a navigation window (R169;
    /// refused while the top controller hides its back button); `sheet.drag` of a sheet window's
    /// page sheet to a detent, finished and cancelled in turn (iOS 15+, R168); and on a UITabs
    /// window, `tab.setTabs` (the tabs in another order, R172), `tab.selectTab` (from code,
    /// R173) and `tab.tapTab` (a user's tap, R174), iOS 18+. Below those versions they are
    /// refused (-32005), as the model predicts.
    case tapBack, dragSheet, setTabs, selectUITab, tapUITab
    /// Column-style split views (iOS 14+, issue 42, uikit-rules R150-R165, R178-R182), on a
    /// columns window: `split.showColumn` and `split.hideColumn` of the primary, supplementary
    /// and secondary columns in turn (R157: the secondary, a double-column split's
    /// supplementary and a column already shown or hidden are ignored); `vc.set` of
    /// `preferredDisplayMode` (R164); and `window.setTraits` collapsing and expanding the split
    /// in turn (R159-R161). Before iOS 14 the column API is refused (-32005), as predicted.
    case showColumn, hideColumn, displayMode, collapseSplit

    /// The operation that undoes this one, tried when this one applies to no window
    /// (so `--ops present` alone cycles present and dismiss).
    public var complement: OperationKind? {
        switch self {
        case .present: .dismiss
        case .dismiss: .present
        case .push: .pop
        case .pop: .push
        case .segue: .unwind
        case .unwind: .segue
        case .swipeBack: .push
        case .pullDown: .present
        case .connectDisplay: .disconnectDisplay
        case .disconnectDisplay: .connectDisplay
        case .background: .foreground
        case .foreground: .background
        case .openScene: .closeScene
        case .closeScene: .openScene
        case .resize: .openScene
        case .tapBack: .push
        case .dragSheet: .dismiss
        case .tab, .tapTab, .pageSet, .pageSwipe, .tree, .ping, .setTabs, .selectUITab, .tapUITab,
             .showColumn, .hideColumn, .displayMode, .collapseSplit: nil
        }
    }

    /// Whether it changes a window's hierarchy (and so is queued on the window).
    public var mutates: Bool {
        switch self {
        case .tree, .ping: false
        default: true
        }
    }

    /// Whether it needs a window at all (scene operations act on scenes, not on the
    /// generator's windows).
    public var needsWindow: Bool { self != .ping && !isSceneOperation }

    /// Whether it acts on a scene the client owns (`SceneModel`) rather than on a window.
    public var isSceneOperation: Bool {
        switch self {
        case .connectDisplay, .disconnectDisplay, .background, .foreground, .resize, .openScene, .closeScene: true
        default: false
        }
    }

    /// Whether it needs the iPad world (`--world ipad`: the pad idiom and multiple scenes).
    public var needsIPad: Bool { self == .resize || self == .openScene || self == .closeScene }

    /// Whether it acts on a columns window's split (`WindowKind.columns`).
    public var isColumnOperation: Bool {
        switch self {
        case .showColumn, .hideColumn, .displayMode, .collapseSplit: true
        default: false
        }
    }
}

/// A weighted operation mix parsed from `present:3,dismiss,ping`; picks deterministically
/// from a seeded generator.
public struct OperationMix: Sendable, Equatable, CustomStringConvertible {
    public struct Entry: Sendable, Equatable {
        public var kind: OperationKind
        public var weight: Int
    }

    public let entries: [Entry]
    private let total: Int

    public struct ParseError: Error, CustomStringConvertible {
        public var description: String
    }

    public init(parsing text: String) throws(ParseError) {
        var entries: [Entry] = []
        for part in text.split(separator: ",") {
            let pieces = part.split(separator: ":", maxSplits: 1)
            let name = pieces[0].trimmingCharacters(in: .whitespaces)
            guard let kind = OperationKind(rawValue: name) else {
                throw ParseError(description: "unknown operation '\(name)'; known: \(OperationKind.allCases.map(\.rawValue).joined(separator: ","))")
            }
            var weight = 1
            if pieces.count == 2 {
                guard let w = Int(pieces[1]), w >= 1 else { throw ParseError(description: "weight of '\(name)' must be a positive integer") }
                weight = w
            }
            if let i = entries.firstIndex(where: { $0.kind == kind }) { entries[i].weight += weight } else { entries.append(Entry(kind: kind, weight: weight)) }
        }
        guard !entries.isEmpty else { throw ParseError(description: "--ops is empty") }
        self.entries = entries
        total = entries.reduce(0) { $0 + $1.weight }
    }

    public func contains(_ kind: OperationKind) -> Bool { entries.contains { $0.kind == kind } }

    /// Whether it has scene operations (the server must run the scene life cycle).
    public var hasSceneOperations: Bool { entries.contains { $0.kind.isSceneOperation } }

    /// Only queries (`ping`, `tree`): nothing mutates.
    public var isQueryOnly: Bool { entries.allSatisfy { !$0.kind.mutates } }

    /// Only `present` and `dismiss` (what `--raw` can also drive: each client toggles one
    /// controller of its own window).
    public var isPresentDismissOnly: Bool { entries.allSatisfy { $0.kind == .present || $0.kind == .dismiss } }

    public func pick(using rng: inout SplitMix64) -> OperationKind {
        var r = Int(rng.next() % UInt64(total))
        for e in entries {
            if r < e.weight { return e.kind }
            r -= e.weight
        }
        return entries[entries.count - 1].kind
    }

    public var description: String {
        entries.map { $0.weight == 1 ? $0.kind.rawValue : "\($0.kind.rawValue):\($0.weight)" }.joined(separator: ",")
    }
}
