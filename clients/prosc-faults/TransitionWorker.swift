import Foundation
import ProsceniumClient
import WireProtocol

/// The client `kills` SIGKILLs: subscribes to every event (so the server has output queued
/// for it), prints its window's id (so the storm can destroy it after the kill), then drives
/// animated transitions without pause — presenting and dismissing one controller in its
/// window, pushing and popping another on the storm's shared navigation controller — keeping
/// four requests in flight, so that it dies with transitions queued and running.
struct TransitionWorker {
    let socket: String
    let sharedNav: String

    init(_ args: Arguments) throws {
        socket = try args.string("socket")
        sharedNav = try args.string("nav")
    }

    func run() async throws {
        let c = try ProsceniumConnection(path: socket, bufferNotifications: false)
        _ = try await c.call(MethodDescriptor.hello.name, ["client": "prosc-faults worker"])
        _ = try await c.call(MethodDescriptor.eventsSubscribe.name)
        let root = try await c.call(MethodDescriptor.vcCreate.name, ["class": "UIViewController", "title": "WorkerRoot"])["vc"]?.stringValue ?? ""
        let window = try await c.call(MethodDescriptor.windowCreate.name, ["root": .string(root)])["window"]?.stringValue ?? ""
        FileHandle.standardOutput.write(Data("window \(window)\n".utf8))
        let p = try await c.call(MethodDescriptor.vcCreate.name, ["class": "UIViewController", "title": "P"])["vc"]?.stringValue ?? ""
        let q = try await c.call(MethodDescriptor.vcCreate.name, ["class": "UIViewController", "title": "Q"])["vc"]?.stringValue ?? ""
        while true {
            let done = Countdown(4)
            c.send(MethodDescriptor.vcPresent.name, ["presenter": .string(root), "vc": .string(p), "animated": true]) { _ in done.tick() }
            c.send(MethodDescriptor.navPush.name, ["nav": .string(sharedNav), "vc": .string(q), "animated": true]) { _ in done.tick() }
            c.send(MethodDescriptor.vcDismiss.name, ["vc": .string(p), "animated": true]) { _ in done.tick() }
            c.send(MethodDescriptor.navPop.name, ["nav": .string(sharedNav), "animated": true]) { _ in done.tick() }
            await done.wait()
        }
    }
}

/// Waits for a number of completions that arrive on other threads.
final class Countdown: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int
    private var waiter: CheckedContinuation<Void, Never>?

    init(_ count: Int) { left = count }

    func tick() {
        lock.lock()
        left -= 1
        let w = left == 0 ? waiter : nil
        if w != nil { waiter = nil }
        lock.unlock()
        w?.resume()
    }

    func wait() async {
        await withCheckedContinuation { (cont: CheckedContinuation<Void, Never>) in
            lock.lock()
            if left <= 0 {
                lock.unlock()
                cont.resume()
            } else {
                waiter = cont
                lock.unlock()
            }
        }
    }
}
