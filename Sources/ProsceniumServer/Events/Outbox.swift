import UVLoop

/// Where a mutation's messages (its events, its reply, the control messages of its window) go
/// on their way to `Delivery`: the one place that chooses between handing them straight back to
/// the loop thread and posting them to the inbox, and that keeps the array they are gathered in.
///
/// **Straight back, while nothing older waits.** A mutation submitted from the loop thread runs
/// there, under the engine lock (`WindowCoordinator.trySubmit`); its messages need not cross the
/// inbox — a lock, a wake-up of the loop, a drain — when the inbox is empty: then every event
/// issued before them has been delivered, so delivering them next keeps engine order (events
/// before the reply they lead to, one order for every connection). When the inbox is not empty
/// (a transition's end on a window's queue posted first), they go behind it, into the inbox. The
/// choice is made once per engine step, under the engine lock (`Sink.open`). Steps that run on a
/// window's queue (a transition's end, the shutdown) always post to the inbox.
///
/// **One array, kept.** The array a submission's messages are gathered in is kept from one
/// request to the next for its storage (`submit`); a step's messages are appended to it with no
/// array of their own.
///
/// Both are measurements, not semantics (docs/performance-history.md, "Instructions per
/// unanimated mutation" and "Halved", issue 17): replies made on the loop thread skipping the
/// inbox took 50,838 → 49,271 instructions per request (db68f1e, −3.1 %); one message array
/// per engine step is part of 45,272 → 36,689 (32cc302), keeping the array between requests
/// part of 36,689 → 35,600 (a6e9f34). On either path replies are never dropped and never
/// overtake the events before them.
///
/// Loop-thread confined (the `Sink`s it hands out run on the loop thread, under the engine lock).
final class Outbox {
    /// The array submissions gather their messages in, kept between requests for its storage.
    private let kept = LoopBound<[InboxMessage]>([])

    /// Runs `submit` — a mutation handed to its window's coordinator — with a sink whose steps
    /// return their messages here while nothing older waits in the inbox, then hands what came
    /// back to `deliver`, in order. A submission made while `deliver` runs (a reroute) gets an
    /// array of its own.
    func submit(_ submit: (inout Sink) -> Void, deliver: ([InboxMessage]) -> Void) {
        var sink = Sink(direct: true)
        swap(&sink.messages, &kept.value)
        submit(&sink)
        deliver(sink.messages)
        // Emptied from its end: `removeAll(keepingCapacity:)` went through `replaceSubrange` and
        // the generic `swift_arrayDestroy` (≈ 210 instructions for a request's two messages).
        while sink.messages.popLast() != nil {}
        if kept.value.capacity == 0 { swap(&sink.messages, &kept.value) }
    }
}

extension Outbox {
    /// Where one submission's (or one queue step's) messages go: `direct` (a submission from
    /// the loop thread) appends them to `messages` while the inbox is empty, else they are
    /// posted to the inbox behind the older ones.
    struct Sink {
        let direct: Bool
        /// Messages that go straight back to the loop, in order.
        fileprivate(set) var messages: [InboxMessage] = []

        /// A sink of the loop thread with an array of its own (a reroute, delivered at once).
        static var direct: Sink { Sink(direct: true) }
        /// A sink of a window's queue: every step posts to the inbox.
        static var inbox: Sink { Sink(direct: false) }

        /// One engine step's messages on their way.
        struct Batch {
            /// True: appended to the sink's `messages`; false: collected for the inbox.
            let toLoop: Bool
            var messages: [InboxMessage]

            mutating func add(_ m: InboxMessage) { messages.append(m) }
        }

        /// Opens a batch (under the engine lock): the inbox is looked at once per step.
        mutating func open(_ inbox: Inbox) -> Batch {
            if direct, inbox.isEmpty {
                var mine: [InboxMessage] = []
                swap(&mine, &messages)
                if mine.capacity == 0 { mine.reserveCapacity(4) }
                return Batch(toLoop: true, messages: mine)
            }
            return Batch(toLoop: false, messages: [])
        }

        /// Closes a batch: the loop's messages back in place, or the inbox's posted.
        mutating func close(_ batch: consuming Batch, _ inbox: Inbox) {
            if batch.toLoop {
                messages = batch.messages
            } else {
                inbox.post(contentsOf: batch.messages)
            }
        }
    }
}
