import Foundation
import WireProtocol

/// Every presentation style and transition style UIKit accepts by name (the method table's
/// enumerations, which `WireEnumTests` ties to the engine's); `present` operations cycle
/// through all their combinations.
public enum PresentationCatalog {
    public static let styles = WireEnum.presentationStyle.values
    public static let transitions = WireEnum.transitionStyle.values

    /// The `k`-th combination: styles vary fastest, so 40 consecutive presents cover all.
    public static func combination(_ k: Int) -> (style: String, transition: String) {
        (styles[k % styles.count], transitions[(k / styles.count) % transitions.count])
    }

    /// Refusals UIKit documents for a combination (-32005 unsupported): they count as
    /// expected errors, not as failures.
    public static func isExpectedRefusal(code: Int) -> Bool { code == -32005 }
}

/// What the server answered to a presentation the first time a combination was tried in a
/// given context; later presentations of the same combination are predicted from it (so
/// they can be pipelined), and an answer that differs is a violation.
public enum PresentationOutcome: Sendable, Equatable {
    case presented(style: String)
    case refused(code: Int)
}

/// The learned outcomes, shared by the clients of one process.
public final class PresentationOutcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var table: [String: PresentationOutcome] = [:]

    public init() {}

    /// The context that decides adaptation: the window's kind, whether the presenter is the
    /// root or the style of the presented controller it presents from, the requested styles.
    public static func key(kind: WindowKind, presenter: String, style: String, transition: String) -> String {
        "\(kind.rawValue)/\(presenter)/\(style)/\(transition)"
    }

    public func outcome(_ key: String) -> PresentationOutcome? {
        lock.lock()
        defer { lock.unlock() }
        return table[key]
    }

    /// Records `outcome`; returns the earlier, different outcome if there was one.
    public func learn(_ key: String, _ outcome: PresentationOutcome) -> PresentationOutcome? {
        lock.lock()
        defer { lock.unlock() }
        if let old = table[key], old != outcome { return old }
        table[key] = outcome
        return nil
    }
}
