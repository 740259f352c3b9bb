import UVLoop
import WireProtocol
#if canImport(Glibc)
import Glibc
#endif

/// Accepting connections and the peer policy: credentials (the server's own uid, root when the
/// server is root, `allowedUIDs`, `allowedGIDs`), `maxConnections`, and pausing accepts while
/// descriptors are exhausted.
extension Shell {
    func accept(_ stream: any ClientStream, peer: PeerCredentials?) {
        if shuttingDown {
            stream.close()
            return
        }
        if let peer, !isAllowed(peer) {
            logger.warning("refused connection from uid \(peer.uid) gid \(peer.gid) pid \(peer.pid)")
            stream.write(RPCEncoder.error(id: nil, error: RPCError(
                .permissionDenied, "uid \(peer.uid) is not allowed to connect to this server")))
            stream.shutdownAndClose()
            return
        }
        if connections.count >= options.maxConnections {
            stream.write(RPCEncoder.error(id: nil, error: RPCError(
                .limitExceeded, "too many connections (maxConnections \(options.maxConnections))")))
            stream.shutdownAndClose()
            return
        }
        if acceptFailures > 0 {
            logger.notice("accepting again after \(acceptFailures) failed accepts")
            acceptFailures = 0
        }
        let limits = Connection.Limits(
            flow: .init(maxPendingRequests: options.maxPendingRequests, maxOutboundBytes: options.maxOutboundBytes),
            maxEventBacklogBytes: options.maxEventBacklogBytes, maxLineBytes: options.maxLineBytes)
        let c = Connection(id: connections.nextID(), stream: stream, peer: peer, limits: limits, host: self)
        connections.add(c)
        c.startReading()
    }

    func isAllowed(_ peer: PeerCredentials) -> Bool {
        peer.uid == getuid() || peer.uid == 0 && getuid() == 0
            || options.allowedUIDs.contains(peer.uid) || options.allowedGIDs.contains(peer.gid)
    }

    func acceptFailed(_ err: String) {
        // Logged once per streak (EMFILE retries every 100 ms until descriptors free up).
        acceptFailures += 1
        if acceptFailures == 1 {
            logger.warning("accept failed: \(err); pausing accepts, retrying every 100 ms")
        } else {
            logger.debug("accept failed again: \(err)")
        }
        listener?.pauseAccepting()
        if acceptRetry == nil { acceptRetry = runtime.makeTimer() }
        acceptRetry?.start(afterMillis: 100, repeatMillis: 0) { [unowned self] in self.listener?.resumeAccepting() }
    }
}
