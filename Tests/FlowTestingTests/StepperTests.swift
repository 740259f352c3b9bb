import FlowTesting
import Foundation
import ProsceniumTesting
import Testing

/// `FlowStepper` (`prosc inspect`'s replay): the flow runner's own steps, one at a time, on a
/// running proscd (iOS 12 rules, as `RunnerTests.againstARunningServerWithSocket`; real server).
@Suite struct StepperTests {
    static let flowText = FlowFixture.iOS12Header + FlowFixture.presentModal + FlowFixture.presentModalCallbacksIOS12
        + "- dismiss: Modal\n- expectVisible: [Home]\n"

    @Test func stepsPassOneAtATimeWithTheRunnersVerdicts() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0", "--ios", "12"])
        let stepper = try await FlowStepper(try FlowFixture.parse(Self.flowText), socketPath: server.socketPath, timeout: 30)
        #expect(stepper.lines.map(\.keyword) == ["present", "expectCallbacks", "dismiss", "expectVisible"])
        #expect(stepper.lines[0].text == "- present: {from: Home, scene: Modal, style: formSheet}")
        var verdicts: [Bool] = []
        while let outcome = try await stepper.step() { verdicts.append(outcome.passed) }
        #expect(verdicts == [true, true, true, true])
        #expect(stepper.finished && stepper.failedAt == nil)
        stepper.close()
        #expect(server.stop() == 0)
    }

    @Test func aWrongAssertionFailsAtItsStepWithTheCheckersReportAndNothingAfterRuns() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0", "--ios", "12"])
        let wrong = Self.flowText.replacingOccurrences(of: "- Modal.viewWillAppear", with: "- Modal.viewWillDisappear")
        let stepper = try await FlowStepper(try FlowFixture.parse(wrong), socketPath: server.socketPath, timeout: 30)
        var outcomes: [FlowStepper.Outcome] = []
        while let outcome = try await stepper.step() { outcomes.append(outcome) }
        #expect(outcomes.map(\.passed) == [true, false], "stops at the failure")
        #expect(stepper.failedAt == 1)
        let report = outcomes.last?.report ?? ""
        #expect(report.hasPrefix("t.yaml:"), "\(report)")
        #expect(report.contains("expectCallbacks failed") && report.contains("- Modal.viewWillDisappear") && report.contains("+ Modal.viewWillAppear"), "\(report)")
        // Nothing more runs: Modal is still presented (the dismiss step did not run).
        let tree = try await stepper.tree()
        #expect(tree.description.contains("Modal"))
        stepper.close()
        #expect(server.stop() == 0)
    }

    @Test func namesTheServerDoesNotKnowAreRefusedWithFileLine() async throws {
        let server = try ServerProcess(arguments: ["--animation-speed", "0"])
        let flow = try FlowFixture.parse(FlowFixture.header + "- segue: {from: NoSuchController, id: x}\n")
        do {
            _ = try await FlowStepper(flow, socketPath: server.socketPath, timeout: 30)
            Issue.record("opened a flow with an unknown controller")
        } catch {
            #expect(error.description.contains("t.yaml:") && error.description.contains("NoSuchController"), "\(error)")
        }
        #expect(server.stop() == 0)
    }
}
