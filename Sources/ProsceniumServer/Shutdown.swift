/// Shutdown (SIGINT, SIGTERM, `server.shutdown`): stop accepting, let every coordinator finish
/// its in-flight transition and refuse what waits (bounded by 5 s), flush replies and events,
/// close every connection after its output, then hand over to the host (`onStopped`), which
/// closes what remains of the transport.
extension Shell {
    package func beginShutdown() {
        guard !shuttingDown else { return }
        shuttingDown = true
        dispatcher.acceptsMutations = false
        listener?.close()
        listener = nil
        let inbox = context.inbox
        stoppingCoordinators = windows.shutdownAll { inbox.post(.coordinatorStopped) }
        let t = runtime.makeTimer()
        shutdownTimer = t
        t.setKeepsLoopAlive(false)
        t.start(afterMillis: 5000, repeatMillis: 0) { [weak self] in
            self?.logger.warning("transitions did not finish within 5 s; closing anyway")
            self?.finishShutdown()
        }
    }

    func coordinatorStopped() {
        stoppingCoordinators -= 1
        if stoppingCoordinators == 0 { finishShutdown() }
    }

    private func finishShutdown() {
        guard !finished else { return }
        finished = true
        processInbox()
        if let store = stateStore {   // server.shutdown "saves state"
            context.engine.withHierarchy { store.capture($0, window: nil) }
            store.writeNow()
            delivery.releaseHeld(written: store.writtenGeneration)
        }
        for c in connections.all { c.finish() }
        connections.removeAll()
        context.inbox.detach()
        wakeup?.close()
        wakeup = nil
        acceptRetry?.close()
        acceptRetry = nil
        watchdog?.close()
        watchdog = nil
        resumer?.close()
        resumer = nil
        shutdownTimer?.close()
        shutdownTimer = nil
        onStopped?()
    }

    /// True once shutdown has finished.
    package var hasStopped: Bool { finished }
}
