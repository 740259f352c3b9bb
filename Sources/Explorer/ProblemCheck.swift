import ProsceniumClient
import SnapshotRendering

/// Replays every problem's path on a fresh window, as a user would repeat it, and checks that
/// the failing action is refused the same way (code, messages, `raises`); every warning's path
/// too, checking that its last step logs the same warning again; with `snapshots`,
/// draws the state just before the failing action with `SnapshotRendering` (the picture
/// `prosc snapshot --svg` makes, limited to that window). In process, the same check runs on
/// hierarchy values (`EngineReplay`); pictures need a server.
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
        for i in log.warnings.indices {
            let w = log.warnings[i]
            let outcome = try await check(w, opened: try await window.open(w.start),
                                          apply: { a throws(ExplorerServerFailure) in try await window.apply(a) })
            log.warnings[i].reproduced = outcome.reproduced
            log.warnings[i].replayNote = outcome.note
        }
        window.close()
    }

    struct Outcome {
        var reproduced: Bool
        var note: String?
        var svg: String?
    }

    /// Checks every problem in process: its path replayed on fresh hierarchy values.
    static func run(_ log: inout ExplorationLog, engine: EngineWindow) async {
        for i in log.problems.indices {
            let window = EngineReplay(window: engine)
            let p = log.problems[i]
            let outcome: Outcome
            do {
                outcome = try await check(p, opened: window.open(p.start), apply: { window.apply($0) }, beforeFailing: {}, svg: { nil })
            } catch {
                outcome = Outcome(reproduced: false, note: error.description)   // the engine's replay cannot lose a server
            }
            log.problems[i].reproduced = outcome.reproduced
            log.problems[i].replayNote = outcome.note
        }
        for i in log.warnings.indices {
            let window = EngineReplay(window: engine)
            let w = log.warnings[i]
            let outcome: Outcome
            do {
                outcome = try await check(w, opened: window.open(w.start), apply: { window.apply($0) })
            } catch {
                outcome = Outcome(reproduced: false, note: error.description)
            }
            log.warnings[i].reproduced = outcome.reproduced
            log.warnings[i].replayNote = outcome.note
        }
    }

    /// A warning's path replayed: its last step (or the start) must log the same warning again.
    private static func check(_ w: RecordedWarning, opened: ActionOutcome,
                              apply: (UserAction) async throws(ExplorerServerFailure) -> ActionOutcome) async throws(ExplorerServerFailure) -> Outcome {
        guard case .done(var state) = opened else { return Outcome(reproduced: false, note: "the start was refused") }
        if let action = w.action {
            for (n, a) in w.path.enumerated() {
                if case .refused(let r) = try await apply(a) { return stepRefused(n, r) }
            }
            switch try await apply(action) {
            case .refused(let r): return Outcome(reproduced: false, note: "the last step was refused: \(r.message)")
            case .done(let s): state = s
            }
        }
        if state.warnings.contains(w.warning) { return Outcome(reproduced: true) }
        return Outcome(reproduced: false, note: state.warnings.isEmpty ? "no warning was logged"
                       : "other warnings were logged: \(state.warnings.map(\.uikit).joined(separator: "; "))")
    }

    static func replay(_ p: RecordedProblem, window: LiveWindow, snapshot: Bool) async throws(ExplorerServerFailure) -> Outcome {
        let opened = try await window.open(p.start)
        var svg: String?
        return try await check(p, opened: opened, apply: { a throws(ExplorerServerFailure) in try await window.apply(a) }, beforeFailing: { () throws(ExplorerServerFailure) in
            if snapshot, let id = window.window { svg = try await picture(of: id, connection: window.connection) }
        }, svg: { svg })
    }

    private static func check(_ p: RecordedProblem, opened: ActionOutcome,
                              apply: (UserAction) async throws(ExplorerServerFailure) -> ActionOutcome,
                              beforeFailing: () async throws(ExplorerServerFailure) -> Void,
                              svg: () -> String?) async throws(ExplorerServerFailure) -> Outcome {
        guard let failing = p.failing else { return startOutcome(p, opened) }
        guard case .done = opened else { return Outcome(reproduced: false, note: "the start was refused") }
        for (n, action) in p.path.enumerated() {
            if case .refused(let r) = try await apply(action) { return stepRefused(n, r) }
        }
        try await beforeFailing()
        return failingOutcome(p, try await apply(failing), svg: svg())
    }

    /// A problem of the start itself: the start must be refused the same way.
    private static func startOutcome(_ p: RecordedProblem, _ opened: ActionOutcome) -> Outcome {
        if case .refused(let r) = opened { return Outcome(reproduced: r == p.refusal, note: r == p.refusal ? nil : "refused differently: \(r.message)") }
        return Outcome(reproduced: false, note: "the start succeeded")
    }

    private static func stepRefused(_ n: Int, _ r: Refusal) -> Outcome {
        Outcome(reproduced: false, note: "step \(n + 1) was refused: \(r.message)")
    }

    private static func failingOutcome(_ p: RecordedProblem, _ outcome: ActionOutcome, svg: String?) -> Outcome {
        switch outcome {
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
