import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-C and SIGTERM caught instead of ending the process, for the commands that run until
/// stopped (`prosc record`, `prosc inspect`): each signal's default action is turned off and
/// `handler` runs on a global queue when one comes, until `cancel()`. Caught from the start,
/// a SIGTERM while the command is still starting does not end it before it can clean up (a
/// private proscd left running).
public struct StopSignals {
    private let sources: [any DispatchSourceSignal]

    public init(_ handler: @escaping @Sendable () -> Void) {
        sources = [SIGINT, SIGTERM].map { sig in
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler(handler: handler)
            source.resume()
            return source
        }
    }

    /// Stops listening (the signals stay ignored).
    public func cancel() {
        for source in sources { source.cancel() }
    }
}
