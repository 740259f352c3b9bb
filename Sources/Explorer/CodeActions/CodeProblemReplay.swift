/// Every problem an in-process exploration found through the app's code (`--sources`) is
/// replayed on a fresh private proscd, as a user would repeat it (`ProblemCheck.replay`): the
/// code's requests meet the server's rules too. A problem the server does not reproduce the
/// same way is marked not reproduced, with the server's note; one the engine's check already
/// did not reproduce stays so. Without a proscd to start, the engine's check stands and the
/// problem says it was not replayed on a server.
enum CodeProblemReplay {
    static func run(_ log: inout ExplorationLog, options: ExploreOptions, input: ExplorerInput) async throws(ExploreFailure) {
        let server: ExplorationServer
        do {
            server = try await ExplorationServer.start(options, input: input)
        } catch {
            // No proscd to replay on: the engine's check stands, and the report says the server's did not run.
            for i in log.problems.indices where log.problems[i].throughCode && log.problems[i].replayNote == nil {
                log.problems[i].replayNote = "not replayed on a server: \(error.description)"
            }
            return
        }
        defer { server.stop() }
        let engineContext = log.context
        log.context.stagedPaths = server.stagedPaths
        let window = LiveWindow(connection: server.connections[0], context: log.context, pipelined: true)
        for i in log.problems.indices where log.problems[i].throughCode {
            let outcome: ProblemCheck.Outcome
            do {
                outcome = try await ProblemCheck.replay(log.problems[i], window: window, snapshot: false)
            } catch {
                throw .serverUnreachable("replaying the problems found through code on a fresh server: \(error.description)")
            }
            log.problems[i].replayedOnServer = true
            if !outcome.reproduced && log.problems[i].reproduced == true {
                log.problems[i].reproduced = false
                log.problems[i].replayNote = "on a fresh proscd: \(outcome.note ?? "not reproduced")"
            }
        }
        window.close()
        log.context.stagedPaths = engineContext.stagedPaths
    }
}
