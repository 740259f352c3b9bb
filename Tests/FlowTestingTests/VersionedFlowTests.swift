import FlowTesting
import Foundation
import ProsceniumTesting
import Testing

/// Issue 23 §1: one suite against several iOS versions (`prosc test --ios 12,26`), each result
/// naming its version, and assertions that survive what versions change — `expectCallbacks`
/// narrowed with `of`/`names`, `expectCallbacksInclude` (an in-order subsequence),
/// `expectNoCallbacks` — against real servers.
@Suite("Flows against iOS versions", .serialized)
struct VersionedFlowTests {
    /// The demo storyboards' header without a version (the server's default, the newest).
    static var header: String {
        """
        name: v
        storyboards: \(FlowFixture.storyboards)
        main: Main
        ---

        """
    }

    static let present = "- present: {from: Home, scene: Modal, style: formSheet}\n"

    /// Runs `steps` once per version, as `prosc test --ios` does.
    static func run(_ steps: String, versions: [String]) async throws -> [FlowResult] {
        let dir = try FlowFixture.directory(["f.yaml": header + steps])
        let flow = try FlowLoader().load(dir + "/f.yaml")
        return await SuiteRunner.run([flow], versions: versions, jobs: 2, options: FlowFixture.options,
                                     progress: ProgressReporter(terminal: false, write: { _ in }))
    }

    @Test func aFlowWithoutAVersionRunsAgainstTheNewestAndSaysSo() async throws {
        let result = try await FlowFixture.run(Self.header + "- memoryWarning\n")
        #expect(result.status == .passed, "\(result.report)")
        #expect(result.ios == "26")
    }

    @Test func theSuiteRunsOncePerVersionAndEachResultNamesItsVersion() async throws {
        let results = try await Self.run("- memoryWarning\n", versions: ["15", "17", "26"])
        #expect(results.map(\.ios) == ["15", "17", "26"])
        #expect(results.allSatisfy { $0.status == .passed })
    }

    /// An exact list written on iOS 12 does not hold on iOS 26 (viewIsAppearing, and the form
    /// sheet no longer hides Home); narrowed to Modal's appear callbacks it holds on both.
    @Test func R13a_exactCallbacksDifferByVersionNarrowedOnesDoNot() async throws {
        let exact = """
            - expectCallbacks: [Modal.viewDidLoad, UITabBarController.viewWillDisappear, HomeNavigation.viewWillDisappear, Home.viewWillDisappear, Modal.viewWillAppear, Modal.viewDidAppear, UITabBarController.viewDidDisappear, HomeNavigation.viewDidDisappear, Home.viewDidDisappear, Modal.presentationCompleted]

            """
        let strict = try await Self.run(Self.present + exact, versions: ["12", "26"])
        #expect(strict.map(\.status) == [.passed, .failed], "\(strict.map(\.report))")
        let narrowed = "- expectCallbacks:\n    of: [Modal]\n    names: [viewWillAppear, viewDidAppear]\n    callbacks: [Modal.viewWillAppear, Modal.viewDidAppear]\n"
        let results = try await Self.run(Self.present + narrowed, versions: ["12", "17", "26"])
        #expect(results.allSatisfy { $0.status == .passed }, "\(results.map(\.report))")
    }

    @Test func expectCallbacksIncludeHoldsForAnInOrderSubsequence() async throws {
        let include = "- expectCallbacksInclude: [Modal.viewWillAppear, Modal.viewDidAppear, Modal.presentationCompleted]\n"
        let results = try await Self.run(Self.present + include, versions: ["12", "26"])
        #expect(results.allSatisfy { $0.status == .passed }, "\(results.map(\.report))")
        // viewIsAppearing is there only from iOS 13.
        let isAppearing = "- expectCallbacksInclude: [Modal.viewWillAppear, Modal.viewIsAppearing, Modal.viewDidAppear]\n"
        let byVersion = try await Self.run(Self.present + isAppearing, versions: ["12", "13"])
        #expect(byVersion.map(\.status) == [.failed, .passed])
        let report = byVersion[0].report
        #expect(report.contains("expectCallbacksInclude failed"), "\(report)")
        #expect(report.contains("do not include these, in this order"), "\(report)")
        // Out of order fails too.
        let reversed = "- expectCallbacksInclude: [Modal.viewDidAppear, Modal.viewWillAppear]\n"
        #expect(try await Self.run(Self.present + reversed, versions: ["26"]).first?.status == .failed)
    }

    /// A form sheet on a phone: iOS 12 covers Home (it disappears), iOS 13+ keeps it (R71, R72).
    @Test func R72_expectNoCallbacksOfTheCoveredControllerDependsOnTheVersion() async throws {
        let none = "- expectNoCallbacks: {of: Home}\n"
        let results = try await Self.run(Self.present + none, versions: ["12", "13", "26"])
        #expect(results.map(\.status) == [.failed, .passed, .passed], "\(results.map(\.report))")
        #expect(results[0].report.contains("expected no callbacks (after the filters), 2 happened"), "\(results[0].report)")
        #expect(results[0].report.contains("Home.viewWillDisappear"))
        // The shorthand names the controller; `names` narrows further.
        let shorthand = try await Self.run(Self.present + "- expectNoCallbacks: Home\n", versions: ["26"])
        #expect(shorthand.first?.status == .passed)
        let byName = try await Self.run(Self.present + "- expectNoCallbacks: {names: [viewDidDisappear]}\n", versions: ["12", "26"])
        #expect(byName.map(\.status) == [.failed, .passed])
    }

    @Test func theJUnitReportHasASuitePerVersion() async throws {
        let results = try await Self.run(Self.present + "- expectNoCallbacks: {of: Home}\n", versions: ["12", "26"])
        let xml = JUnitWriter.xml(results, started: Date(timeIntervalSince1970: 0), hostname: "h")
        #expect(xml.contains(#"<testsuite name="prosc test (iOS 12)""#), "\(xml)")
        #expect(xml.contains(#"<testsuite name="prosc test (iOS 26)""#), "\(xml)")
        #expect(xml.contains(#"<property name="ios" value="12"/>"#), "\(xml)")
        #expect(xml.components(separatedBy: "<failure").count == 2, "one failure, on iOS 12: \(xml)")
    }

    @Test func theNewAssertionsReportBadInputAtItsPlace() {
        #expect(FlowFixture.errors("- memoryWarning\n- expectNoCallbacks: {off: Home}\n").first?.description.contains("expectNoCallbacks has no field 'off'") == true)
        #expect(FlowFixture.errors("- memoryWarning\n- expectCallbacks: {of: [A], controllers: [A], callbacks: []}\n").first?.description
            .contains("give `of` or `controllers`") == true)
        #expect(FlowFixture.errors("- memoryWarning\n- expectNoCallbacks: {names: [viewIsApearing]}\n").first?.description
            .contains("no event 'viewIsApearing'") == true)
    }
}
