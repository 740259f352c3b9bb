import Foundation
import ProsceniumClient

/// Checks, as events arrive on the reader thread, that `seq` strictly increases and every
/// window's `windowSeq` has no gap, and counts `eventsDropped` notices.
final class EventContinuity: @unchecked Sendable {
    private let lock = NSLock()
    private var lastSeq = 0
    private var lastWindowSeq: [String: Int] = [:]
    private var events = 0
    private var problems: [String] = []
    private var dropNotices = 0

    init(_ c: ProsceniumConnection) {
        c.onNotification { [weak self] n in self?.note(n) }
    }

    private func note(_ n: ServerNotification) {
        lock.lock()
        defer { lock.unlock() }
        if n.method == "eventsDropped" { dropNotices += 1; return }
        guard n.isEvent, let seq = n.seq else { return }
        events += 1
        if seq <= lastSeq, problems.count < 20 { problems.append("seq \(seq) after \(lastSeq)") }
        lastSeq = seq
        if let w = n.window, let ws = n.windowSeq {
            if let last = lastWindowSeq[w], ws != last + 1, problems.count < 20 {
                problems.append("window \(w): windowSeq \(ws) after \(last)")
            }
            lastWindowSeq[w] = ws
        }
    }

    var summary: (events: Int, problems: [String], dropNotices: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (events, problems, dropNotices)
    }
}
