import ProsceniumClient
import WireProtocol

/// Watches the exploration's server: pings it on a connection of its own every `timeout / 2`
/// seconds, and when a ping gets no answer within `timeout` seconds calls `onStall` (which closes
/// the exploration's connections, so every waiting call fails and `prosc explore` ends with exit
/// 3 instead of waiting forever). One task for the whole run, not a timer per call.
final class ServerWatchdog: Sendable {
    private let task: Task<Void, Never>

    init(path: String, timeout: Double, onStall: @escaping @Sendable () -> Void) {
        task = Task.detached {
            guard let c = try? ProsceniumConnection(path: path) else { return }
            defer { c.close() }
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: UInt64(max(0.05, timeout / 2) * 1e9))
                if Task.isCancelled { return }
                do {
                    _ = try await c.call(MethodDescriptor.ping.name, [:], timeout: timeout)
                } catch {
                    if Task.isCancelled { return }
                    onStall()
                    return
                }
            }
        }
    }

    func cancel() { task.cancel() }
}
