import HierarchyEngine

/// Delivery on the loop thread: events numbered and fanned out, replies written (held until
/// their state is on disk with `--state-dir`), and the control messages of the coordinators —
/// in the order they were produced, whether they come from the inbox or straight from a
/// request run on the loop thread.
extension Shell {
    /// Delivers everything the coordinators posted, gathering each connection's lines.
    package func processInbox() {
        writeBatch.gathering { drainInbox(engineLocked: false) }
    }

    /// Runs `body` while no coordinator can change the hierarchy, after every event issued so
    /// far has been delivered: the basis of `sync` and the snapshot-consistent subscribe.
    func withQuiescentHierarchy<R>(_ body: (borrowing Hierarchy) -> R) -> R {
        context.engine.withHierarchy { h in
            drainInbox(engineLocked: true)
            return body(h)
        }
    }

    /// Drains the inbox until it stays empty. Under the engine lock, messages that need the
    /// lock themselves (reroutes, storyboard registration, shutdown steps) are posted again
    /// for the next drain.
    func drainInbox(engineLocked: Bool) {
        var later: [InboxMessage] = []
        while true {
            let batch = context.inbox.drain()
            if batch.isEmpty { break }
            deliver(batch, engineLocked: engineLocked, later: &later)
        }
        if !later.isEmpty { context.inbox.post(contentsOf: later) }
        if let store = stateStore { for r in store.takeDurable() { deliverReply(r.route, r.line) } }
    }

    /// Delivers messages a request produced on the loop thread (see `WindowCoordinator.submit`),
    /// then anything that reached the inbox meanwhile.
    func deliverNow(_ messages: [InboxMessage]) {
        if !messages.isEmpty {
            var later: [InboxMessage] = []
            deliver(messages, engineLocked: false, later: &later)
        }
        drainInbox(engineLocked: false)
    }

    private func deliver(_ batch: [InboxMessage], engineLocked: Bool, later: inout [InboxMessage]) {
        for m in batch {
            switch m {
            case .events(let events):
                for e in events { hub.deliver(e) }
            case .eventTally(let runs):
                for run in runs { hub.number(run.count, in: run.window) }
            case .eventRun(let run):
                hub.number(run.count, in: run.window)
            case .restorationEvents(let events):
                for e in events { hub.deliver(e, keepForReplay: true) }
            case .reply(let route, let line):
                // Durability (docs/restoration.md): held until its state is on disk.
                if let store = stateStore, store.hold(route, line: line) { continue }
                deliverReply(route, line)
            case .arrivalsSettled(let vcs):
                windows.settle(vcs)
            case .wake:
                break
            case _ where engineLocked:
                later.append(m)
            case .reroute(let job):
                let produced = windows.reroute(job)
                if !produced.isEmpty { deliver(produced, engineLocked: false, later: &later) }
            case .coordinatorStopped:
                coordinatorStopped()
            case .storyboardParsed(let parse, let reply):
                finishStoryboardLoad(parse, reply: reply)
            }
        }
    }

    /// The reply of a request that was in flight: written (or put in its batch's answer),
    /// then the request is over for the connection's flow control.
    func deliverReply(_ route: ReplyRoute, _ line: [UInt8]) {
        guard let c = connections[route.connection] else { return }
        respond(route, line, on: c)
        c.requestFinished()
    }
}
