import Foundation
import LoadGenerator
import ProsceniumLauncher
import ProsceniumTesting
import Testing
import WireProtocol

/// Column-style split views under load against a private proscd (uikit-rules A.17, R150-R165,
/// R178-R182): columns shown and hidden, display modes set, collapses and expansions by size
/// class, among the other kinds' operations, pipelined; every answer, ignored call and delegate
/// call as the model predicts, on iOS 26 (no will-show/hide for the app's changes, did-show/hide
/// for the system's), iOS 17 (will-show/hide for every change, no did ones) and iOS 13 (the
/// column API refused with -32005).
@Suite struct ColumnLoadRunTests {
    private let run = LoadRunTests()
    /// Without presents, whose -32005 refusals of some combinations would hide the column API's.
    static let mix = "showColumn:3,hideColumn:3,displayMode:2,collapseSplit,push,pop,swipeBack,tree,ping"
    static let animatedMix = mix + ",present,dismiss,pullDown"

    private func count(_ r: (status: Int32, report: JSON), _ kind: String) -> Int { r.report["operationsByKind"]?[kind]?.intValue ?? 0 }

    @Test(arguments: [26, 17]) func columnOperationsHoldEveryInvariant(ios: Int) throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0", "--ios", String(ios)])
        let r = try run.load(s, ["--ops", Self.mix, "--clients", "2", "--windows", "8", "--depth", "8", "--subscribers", "1",
                                 "--count", "1200", "--animation-speed", "0"])
        run.expectClean(r)
        for kind in ["showColumn", "hideColumn", "displayMode", "collapseSplit"] { #expect(count(r, kind) > 0, "\(kind): \(r.report)") }
        #expect(r.report["errors"]?["expected"]?["-32005"] == nil, "the column API exists from iOS 14: \(r.report["errors"] ?? .null)")
        #expect(s.stop() == 0)
    }

    /// Animated (speed 0.02): a column shown or hidden is a 0.35 s transition; the delegate's
    /// calls keep their order while the windows' transitions overlap.
    @Test func animatedColumnOperationsHoldEveryInvariant() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0.02"])
        let r = try run.load(s, ["--ops", Self.animatedMix, "--clients", "2", "--windows", "8", "--depth", "8", "--subscribers", "1",
                                 "--duration", "3", "--animation-speed", "0.02"])
        run.expectClean(r)
        for kind in ["showColumn", "hideColumn", "displayMode", "collapseSplit"] { #expect(count(r, kind) > 0, "\(kind): \(r.report)") }
        #expect(s.stop() == 0)
    }

    /// R150: iOS 13 has no column-style split: the columns window holds a classic split, whose
    /// `show(_:)`/`hide(_:)` are unrecognized selectors (-32005, predicted); nothing else is
    /// sent to it and nothing else breaks.
    @Test func iOS13RefusesTheColumnAPI() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0", "--ios", "13"])
        let r = try run.load(s, ["--ops", Self.mix, "--clients", "1", "--windows", "4", "--depth", "4", "--count", "400", "--animation-speed", "0"])
        run.expectClean(r)
        let refused = count(r, "showColumn") + count(r, "hideColumn")
        #expect(refused > 0 && r.report["errors"]?["expected"]?["-32005"]?.intValue == refused, "\(r.report["errors"] ?? .null)")
        #expect(count(r, "displayMode") == 0 && count(r, "collapseSplit") == 0)
        #expect(s.stop() == 0)
    }
}
