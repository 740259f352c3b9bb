import Foundation
import Testing
import UVLoop

/// A loop for one test: a private temp directory for sockets, a watchdog timer so a broken test
/// fails instead of hanging, and `finish()`, which closes every handle and expects
/// `loop.close() == 0`.
final class LoopHarness {
    let loop: EventLoop
    let directory: String
    private var watchdog: UVTimer?
    private(set) var timedOut = false
    private var finished = false

    init(timeoutMillis: UInt64 = 4000) throws {
        UVProcess.ignoreSIGPIPE()
        loop = try EventLoop()
        var template = Array("/tmp/uvloop-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard let made else { throw UVError(errno: errno) }
        directory = String(cString: made)
        let watchdog = UVTimer(loop: loop)
        watchdog.start(afterMillis: timeoutMillis) { [unowned self] in self.timedOut = true }
        self.watchdog = watchdog
    }

    deinit {
        precondition(finished, "LoopHarness.finish() not called")
    }

    func path(_ name: String = "s.sock") -> String { directory + "/" + name }

    /// Runs loop iterations until `condition` holds. Records an issue on timeout.
    func run(until condition: () -> Bool, _ what: @autoclosure () -> String = "condition",
             sourceLocation: SourceLocation = #_sourceLocation) {
        while !condition() {
            if timedOut {
                Issue.record("timed out waiting for \(what())", sourceLocation: sourceLocation)
                return
            }
            loop.runOnce(nowait: false)
        }
    }

    /// Runs `count` non-blocking iterations (to show that something does *not* happen).
    func spin(_ count: Int = 10) {
        for _ in 0..<count { loop.runOnce(nowait: true) }
    }

    /// Closes every handle, runs the close callbacks and expects `uv_loop_close` to return 0.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        finished = true
        watchdog = nil
        loop.closeAllHandles()
        var turns = 0
        while loop.runOnce(nowait: true) && turns < 1000 { turns += 1 }
        #expect(loop.openHandleCount == 0, sourceLocation: sourceLocation)
        #expect(loop.close() == 0, "uv_loop_close", sourceLocation: sourceLocation)
        try? FileManager.default.removeItem(atPath: directory)
    }
}

/// Bytes with a period of 1,757 (prime 251 × 7), so a dropped, repeated or reordered chunk of
/// any size used here shows up. Built by tiling one period: per-byte loops are slow in debug.
func pattern(_ count: Int, seed: Int = 0) -> [UInt8] {
    let period = 251 * 7
    let block = (0..<period).map { UInt8(truncatingIfNeeded: $0 % 251 + $0 / 251) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count + 2 * period)
    bytes.append(contentsOf: block[(seed % period)...])
    while bytes.count < count { bytes.append(contentsOf: block) }
    bytes.removeLast(bytes.count - count)
    return bytes
}

/// A counter shared between threads (pthread lock: clean under TSan).
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
    var current: Value { withLock { $0 } }
}

/// Echoes every byte back; closes (after flushing) when the client sends EOF.
final class EchoServer {
    let listener: PipeListener
    private(set) var connections: [PipeStream] = []
    private(set) var ended = 0
    private(set) var closed = 0

    init(loop: EventLoop, path: String) throws {
        listener = try PipeListener(loop: loop, path: path)
        try listener.listen { [unowned self] stream in
            self.connections.append(stream)
            stream.startReading(onData: { stream.write($0) }, onEnd: { [unowned self] _ in
                self.ended += 1
                stream.shutdownAndClose { self.closed += 1 }
            })
        }
    }
}

/// A client that collects everything it reads.
final class CollectingClient {
    private(set) var stream: PipeStream?
    private(set) var error: UVError?
    var received: [UInt8] = []
    private(set) var end: UVError?? = nil  // .some(nil) = EOF

    init(loop: EventLoop, path: String, startReading: Bool = true) {
        PipeStream.connect(loop: loop, path: path) { [self] result in
            switch result {
            case .success(let stream):
                self.stream = stream
                if startReading { self.read() }
            case .failure(let error):
                self.error = error
            }
        }
    }

    var isSettled: Bool { stream != nil || error != nil }

    func read() {
        stream!.startReading(onData: { [unowned self] in self.received.append(contentsOf: $0) },
                             onEnd: { [unowned self] in self.end = .some($0) })
    }
}

/// `#expect(a == b)` on megabyte arrays makes Swift Testing diff them (Myers, effectively
/// forever); this reports the lengths and the first differing offset instead.
func expectSameBytes(_ actual: ArraySlice<UInt8>, _ expected: ArraySlice<UInt8>,
                     sourceLocation: SourceLocation = #_sourceLocation) {
    // memcmp: Array's == is @inlinable, so in a debug test build it is an unoptimized
    // per-element loop (~150 ms per 600 KB).
    let same = actual.withUnsafeBytes { a in
        expected.withUnsafeBytes { b in
            a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
        }
    }
    if same { return }
    let firstDifference = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    Issue.record("""
        bytes differ: \(actual.count) received, \(expected.count) expected, \
        first difference at \(firstDifference.map(String.init) ?? "the end of the shorter one")
        """, sourceLocation: sourceLocation)
}

func expectSameBytes(_ actual: [UInt8], _ expected: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    expectSameBytes(actual[...], expected[...], sourceLocation: sourceLocation)
}
