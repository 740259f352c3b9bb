import ProsceniumClient
import SnapshotRendering

/// Replays every problem's path on a fresh window, as a user would repeat it, and checks that
/// the failing action is refused the same way (code, messages, `raises`); with `snapshots`,
/// draws the state just before the failing action with `SnapshotRendering` (the picture
/// `prosc snapshot --svg` makes, limited to that window).
enum ProblemCheck {
    static func run(_ log: inout ExplorationLog, connection: ProsceniumConnection, pipelined: Bool, snapshots: Bool) async throws(ExplorerServerFailure) {
        let window = LiveWindow(connection: connection, context: log.context, pipelined: pipelined)
        for i in log.problems.indices {
            let p = log.problems[i]
            let outcome = try await replay(p, window: window, snapshot: snapshots)
            log.problems[i].reproduced = outcome.reproduced
            log.problems[i].replayNote = outcome.note
            log.problems[i].snapshotSVG = outcome.svg
        }
        window.close()
    }

    struct Outcome {
        var reproduced: Bool
        var note: String?
        var svg: String?
    }

    static func replay(_ p: RecordedProblem, window: LiveWindow, snapshot: Bool) async throws(ExplorerServerFailure) -> Outcome {
        let opened = try await window.open(p.start)
        guard let failing = p.failing else {
            if case .refused(let r) = opened { return Outcome(reproduced: r == p.refusal, note: r == p.refusal ? nil : "refused differently: \(r.message)") }
            return Outcome(reproduced: false, note: "the start succeeded")
        }
        guard case .done = opened else { return Outcome(reproduced: false, note: "the start was refused") }
        for (n, action) in p.path.enumerated() {
            if case .refused(let r) = try await window.apply(action) {
                return Outcome(reproduced: false, note: "step \(n + 1) was refused: \(r.message)")
            }
        }
        var svg: String?
        if snapshot, let id = window.window {
            svg = try await picture(of: id, connection: window.connection)
        }
        switch try await window.apply(failing) {
        case .refused(let r):
            return Outcome(reproduced: r == p.refusal, note: r == p.refusal ? nil : "refused differently: \(r.message)", svg: svg)
        case .done:
            return Outcome(reproduced: false, note: "the failing action succeeded", svg: svg)
        }
    }

    /// The SVG picture of one window: the snapshot of its screen with only that window.
    static func picture(of window: String, connection: ProsceniumConnection) async throws(ExplorerServerFailure) -> String {
        var scene: SnapshotScene
        do {
            scene = try await SnapshotCapture.capture(connection, timeout: 60)
        } catch {
            throw ExplorerServerFailure(error: error)
        }
        scene.screens = scene.screens.compactMap { s in
            guard s.windows.contains(where: { $0.id == window }) else { return nil }
            var s = s
            s.windows = s.windows.filter { $0.id == window }
            return s
        }
        return SVGWriter.svg(SnapshotLayouter.layout(scene))
    }
}
