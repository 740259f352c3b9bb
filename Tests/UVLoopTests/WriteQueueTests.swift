import Testing
import UVLoop

/// Accepts one connection and hands it to the test.
final class OneConnectionServer {
    let listener: PipeListener
    var stream: PipeStream?
    init(loop: EventLoop, path: String) throws {
        listener = try PipeListener(loop: loop, path: path)
        try listener.listen { [unowned self] in self.stream = $0 }
    }
}

@Suite struct WriteQueueTests {
    static let mebibyte = 1 << 20

    /// 1 MiB written at once to a reader that pauses after every read: most of it waits in the
    /// write queue, `pendingWriteBytes` only shrinks, and `onWritable` fires once at 0.
    @Test func oneMebibyteThroughASlowReader() throws {
        let h = try LoopHarness()
        let server = try OneConnectionServer(loop: h.loop, path: h.path())
        let client = CollectingClient(loop: h.loop, path: h.path(), startReading: false)
        h.run(until: { server.stream != nil && client.isSettled })
        let writer = try #require(server.stream)
        let reader = try #require(client.stream)

        var writable: [Int] = []
        writer.onWritable = { writable.append(writer.pendingWriteBytes) }
        let payload = pattern(Self.mebibyte, seed: 11)
        payload.withUnsafeBytes { all in
            for start in stride(from: 0, to: all.count, by: 65_536) {
                writer.write(UnsafeRawBufferPointer(rebasing: all[start..<start + 65_536]))
            }
        }
        let queuedAtStart = writer.pendingWriteBytes
        #expect(queuedAtStart > 0 && queuedAtStart < Self.mebibyte)

        var pauses = 0
        var samples: [Int] = []
        let resume = UVTimer(loop: h.loop)
        func readSlowly() {
            reader.startReading(onData: { bytes in
                client.received.append(contentsOf: bytes)
                samples.append(writer.pendingWriteBytes)
                reader.stopReading()
                pauses += 1
                resume.start(afterMillis: 0) { readSlowly() }
            }, onEnd: { _ in })
        }
        readSlowly()
        h.run(until: { client.received.count >= payload.count }, "1 MiB")
        expectSameBytes(client.received, payload)
        #expect(writable == [0])
        #expect(writer.pendingWriteBytes == 0)
        #expect(pauses > 4)
        #expect(samples == samples.sorted(by: >=))
        h.finish()
    }

    @Test func noOnWritableWhenTheKernelTookEverything() throws {
        let h = try LoopHarness()
        let server = try OneConnectionServer(loop: h.loop, path: h.path())
        let client = CollectingClient(loop: h.loop, path: h.path())
        h.run(until: { server.stream != nil && client.isSettled })
        var writable = 0
        server.stream?.onWritable = { writable += 1 }
        server.stream?.write(Array("small".utf8))
        #expect(server.stream?.pendingWriteBytes == 0)
        h.run(until: { client.received.count == 5 })
        h.spin()
        #expect(writable == 0)
        h.finish()
    }

    /// `close` drops what is queued: the reader gets a prefix of the data, then EOF.
    @Test func closeWhileWritesArePendingDropsThem() throws {
        let h = try LoopHarness()
        let server = try OneConnectionServer(loop: h.loop, path: h.path())
        let client = CollectingClient(loop: h.loop, path: h.path(), startReading: false)
        h.run(until: { server.stream != nil && client.isSettled })
        weak let weakWriter = server.stream
        let payload = pattern(Self.mebibyte, seed: 5)
        var closedCount = 0
        do {
            let writer = try #require(server.stream)
            writer.write(payload)
            #expect(writer.pendingWriteBytes > 0)
            writer.close { closedCount += 1 }
            writer.close { closedCount += 1 }  // idempotent, both `done`s run
            #expect(writer.isClosing)
            writer.write(Array("ignored".utf8))
        }
        h.run(until: { closedCount == 2 })
        client.read()
        h.run(until: { client.end != nil }, "EOF at the client")
        #expect(client.end == .some(nil))
        #expect(client.received.count > 0 && client.received.count < payload.count)
        expectSameBytes(client.received[...], payload[0..<client.received.count])
        server.stream = nil
        #expect(weakWriter == nil)  // libuv's retain went with the close callback
        h.finish()
    }

    /// `shutdownAndClose` delivers every queued byte, then EOF; later writes are ignored.
    @Test func shutdownAndCloseFlushesTheQueueFirst() throws {
        let h = try LoopHarness()
        let server = try OneConnectionServer(loop: h.loop, path: h.path())
        let client = CollectingClient(loop: h.loop, path: h.path(), startReading: false)
        h.run(until: { server.stream != nil && client.isSettled })
        let writer = try #require(server.stream)
        let payload = pattern(Self.mebibyte, seed: 9)
        writer.write(UnsafeRawBufferPointer(start: payload.withUnsafeBytes { $0.baseAddress }, count: 0))
        // The second write overflows the socket buffer (a uv_write in flight), the third is
        // staged behind it, so shutdown must wait until the staged bytes reach libuv.
        payload.withUnsafeBytes { all in
            writer.write(UnsafeRawBufferPointer(rebasing: all[0..<1000]))
            writer.write(UnsafeRawBufferPointer(rebasing: all[1000..<600_000]))
            writer.write(UnsafeRawBufferPointer(rebasing: all[600_000...]))
        }
        #expect(writer.pendingWriteBytes > payload.count - 600_000)
        var done: [String] = []
        writer.shutdownAndClose { done.append("first") }
        writer.shutdownAndClose { done.append("second") }
        writer.write(Array("after shutdown".utf8))
        h.spin()
        #expect(done.isEmpty)  // waiting for the reader
        client.read()
        h.run(until: { client.end != nil && done.count == 2 }, "flush, EOF and close")
        expectSameBytes(client.received, payload)
        #expect(client.end == .some(nil))
        #expect(done == ["first", "second"])
        h.finish()
    }

    /// Writing to a peer that has gone: EPIPE reported once, queue dropped, later writes ignored.
    @Test func writeToAClosedPeerReportsEPIPEOnce() throws {
        let h = try LoopHarness()
        let server = try OneConnectionServer(loop: h.loop, path: h.path())
        let client = CollectingClient(loop: h.loop, path: h.path())
        h.run(until: { server.stream != nil && client.isSettled })
        let writer = try #require(server.stream)
        var sawEOF = false
        writer.startReading(onData: { _ in }, onEnd: { sawEOF = $0 == nil })
        client.stream?.close()
        h.run(until: { sawEOF })
        var errors: [UVError] = []
        writer.onWriteError = { errors.append($0) }
        writer.write(pattern(100_000))
        writer.write(pattern(100_000))
        #expect(errors == [.epipe])
        #expect(writer.writeError == .epipe)
        #expect(writer.pendingWriteBytes == 0)
        h.finish()
    }

    /// The peer goes away while a queued write is in flight: the error arrives asynchronously.
    @Test func peerVanishingWithWritesQueuedReportsTheError() throws {
        let h = try LoopHarness()
        let server = try OneConnectionServer(loop: h.loop, path: h.path())
        let client = CollectingClient(loop: h.loop, path: h.path(), startReading: false)
        h.run(until: { server.stream != nil && client.isSettled })
        let writer = try #require(server.stream)
        var errors: [UVError] = []
        var writable = 0
        writer.onWriteError = { errors.append($0) }
        writer.onWritable = { writable += 1 }
        writer.write(pattern(Self.mebibyte))
        #expect(writer.pendingWriteBytes > 0)
        client.stream?.close()
        h.run(until: { !errors.isEmpty }, "write error")
        #expect(errors.count == 1)
        #expect(errors.first == .epipe || errors.first == .econnreset)
        #expect(writer.pendingWriteBytes == 0)
        #expect(writable == 0)
        h.finish()
    }

    /// Closing a stream from inside its own `onData` stops delivery at once.
    @Test func closeFromInsideOnData() throws {
        let h = try LoopHarness()
        let server = try OneConnectionServer(loop: h.loop, path: h.path())
        let client = CollectingClient(loop: h.loop, path: h.path())
        h.run(until: { server.stream != nil && client.isSettled })
        var reads = 0
        var closed = false
        let reader = try #require(server.stream)
        reader.startReading(onData: { _ in
            reads += 1
            reader.close { closed = true }
        }, onEnd: { _ in Issue.record("onEnd after close") })
        client.stream?.write(pattern(500_000))
        h.run(until: { closed })
        h.spin()
        #expect(reads == 1)
        #expect(reader.isReadingActive == false)
        h.finish()
    }
}
