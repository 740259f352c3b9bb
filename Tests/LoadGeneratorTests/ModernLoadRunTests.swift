import Foundation
import LoadGenerator
import ProsceniumLauncher
import ProsceniumTesting
import Testing
import WireProtocol

/// Issue 42's operations under load against a private proscd (uikit-rules R166-R174): sheet
/// drags, back taps and the iOS 18 tab model among presents, pushes and trees, pipelined; on
/// today's iOS each answer and each delegate call as the model predicts, and on older versions
/// the refusals (-32005) it predicts.
@Suite struct ModernLoadRunTests {
    private let run = LoadRunTests()
    static let mix = "dragSheet:3,tapBack:3,setTabs,selectUITab:2,tapUITab:3,present,dismiss,pullDown,push:3,pop,swipeBack,tree,ping"

    private func count(_ r: (status: Int32, report: JSON), _ kind: String) -> Int { r.report["operationsByKind"]?[kind]?.intValue ?? 0 }

    @Test(arguments: [1, 2]) func issue42OperationsHoldEveryInvariant(clients: Int) throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0"])
        let r = try run.load(s, ["--ops", Self.mix, "--clients", String(clients), "--windows", "6", "--depth", "8", "--subscribers", "1",
                                 "--count", "900", "--animation-speed", "0"])
        run.expectClean(r)
        for kind in ["dragSheet", "tapBack", "setTabs", "selectUITab", "tapUITab"] { #expect(count(r, kind) > 0, "\(kind): \(r.report)") }
        // The hidden back button's refusals (R169) are predicted, so expected.
        #expect(r.report["errors"]?["expected"]?["-32003"] != nil, "\(r.report["errors"] ?? .null)")
        #expect(s.stop() == 0)
    }

    /// Animated (speed 0.02): the delegate calls keep their order while transitions overlap.
    @Test func animatedIssue42OperationsHoldEveryInvariant() throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0.02"])
        let r = try run.load(s, ["--ops", Self.mix, "--clients", "2", "--windows", "6", "--depth", "4", "--subscribers", "1",
                                 "--duration", "3", "--animation-speed", "0.02"])
        run.expectClean(r)
        #expect(s.stop() == 0)
    }

    /// iOS 17 has sheet detents and no UITabs; iOS 14 neither: the calls of the missing API
    /// (`setTabs`, `sheet.drag`) are refused with -32005 (R166, R171), predicted, and nothing
    /// else breaks; with no tabs there is no tab to select or tap.
    @Test(arguments: [(17, ["setTabs"]), (14, ["dragSheet", "setTabs"])])
    func olderVersionsRefuseWhatTheyLack(ios: Int, refused: [String]) throws {
        let s = try ServerProcess(arguments: ["--animation-speed", "0", "--ios", String(ios)])
        let r = try run.load(s, ["--ops", Self.mix, "--clients", "1", "--windows", "3", "--depth", "4", "--count", "400", "--animation-speed", "0"])
        run.expectClean(r)
        let expected = r.report["errors"]?["expected"]?["-32005"]?.intValue ?? 0
        let refusedCount = refused.map { count(r, $0) }.reduce(0, +)
        #expect(refusedCount > 0 && expected >= refusedCount, "\(r.report["errors"] ?? .null) \(r.report["operationsByKind"] ?? .null)")
        #expect(count(r, "selectUITab") == 0 && count(r, "tapUITab") == 0)
        #expect(s.stop() == 0)
    }
}
