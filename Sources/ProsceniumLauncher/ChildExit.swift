import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether a child process has ended, asked of the kernel rather than of Foundation.
///
/// swift-corelibs-foundation's `Process` learns that a child ended when a socket it hands the
/// child reaches end of file. A child that another thread spawns at that moment inherits the
/// socket (it is not close-on-exec), and then the notice waits until that other child ends too:
/// `isRunning` stays true and `waitUntilExit()` blocks. In a test run that starts servers and
/// clients in parallel, a long-lived sibling (a `prosc watch`, another test's `proscd`) held
/// two such sockets and two `stop()`s blocked the only two threads of the concurrency pool for
/// good. `waitid(WNOWAIT)` reads the child's state without reaping it, so Foundation still reaps
/// it and its own bookkeeping stays right.
extension Process {
    /// The child's termination status once it has ended — its exit code, or the signal that
    /// ended it, as `terminationStatus` reports them — or nil while it runs.
    public var endedStatus: Int32? { ending?.status }

    /// Once the child has ended: true when a signal ended it, false when it exited; nil while
    /// it runs.
    public var endedBySignal: Bool? { ending?.bySignal }

    /// How the child ended, from Foundation once it knows, else from the kernel; nil while it runs.
    private var ending: (status: Int32, bySignal: Bool)? {
        if !isRunning { return (terminationStatus, terminationReason == .uncaughtSignal) }
        var info = siginfo_t()
        guard waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else {
            // ECHILD: Foundation reaped it a moment ago and is about to say so. Wait for that
            // (microseconds; bounded): answering nil here would call an ended child running
            // (ChildExitTests saw it once, in the whole parallel run).
            let deadline = Date().addingTimeInterval(2)
            while isRunning, Date() < deadline { usleep(100) }
            return isRunning ? nil : (terminationStatus, terminationReason == .uncaughtSignal)
        }
        guard info._sifields._sigchld.si_pid == processIdentifier else { return nil }
        return (info._sifields._sigchld.si_status, info.si_code != CLD_EXITED)
    }

    /// Blocks the calling thread until the child has ended and returns its status: what
    /// `waitUntilExit()` then `terminationStatus` would say, without their hazard.
    @discardableResult
    public func waitUntilEnded() -> Int32 { waitForEnd()! }

    /// Blocks the calling thread until the child has ended (polling every 2 ms) and returns its
    /// status; nil when `timeout` seconds passed first.
    @discardableResult
    public func waitForEnd(timeout: Double = .infinity) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let status = endedStatus { return status }
            if Date() >= deadline { return nil }
            usleep(2_000)
        }
    }

    /// Sleeps the task (not the thread: tests share a few) until the child has ended, polling
    /// every `pollMilliseconds`; returns its status, or nil when `timeout` seconds passed first.
    @discardableResult
    public func ended(timeout: Double = .infinity, pollMilliseconds: UInt64 = 5) async -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let status = endedStatus { return status }
            if Date() >= deadline { return nil }
            try? await Task.sleep(nanoseconds: pollMilliseconds * 1_000_000)
        }
    }
}
