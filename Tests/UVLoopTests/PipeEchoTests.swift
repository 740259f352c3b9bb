import Dispatch
import Foundation
import Glibc
import Testing
import UVLoop

@Suite struct PipeEchoTests {
    /// The client writes the whole payload at once in `chunk`-byte writes (building its own write
    /// queue while the server echoes), then reads everything back.
    @Test(arguments: [1, 7, 100, 4096, 65_536, 300_000])
    func echoesEveryChunkSize(chunk: Int) throws {
        let h = try LoopHarness()
        let server = try EchoServer(loop: h.loop, path: h.path())
        let client = CollectingClient(loop: h.loop, path: h.path())
        h.run(until: { client.isSettled })
        let stream = try #require(client.stream)
        let payload = pattern(min(600_000, chunk * 20_000), seed: chunk)  // ≤ 20,000 writes
        payload.withUnsafeBytes { all in
            var offset = 0
            while offset < all.count {
                let end = min(offset + chunk, all.count)
                stream.write(UnsafeRawBufferPointer(rebasing: all[offset..<end]))
                offset = end
            }
        }
        h.run(until: { client.received.count >= payload.count }, "echo of \(payload.count) bytes")
        #expect(client.received.count == payload.count)
        expectSameBytes(client.received, payload)
        // EOF from the client: the server sees it, flushes, shuts down and closes.
        var clientClosed = false
        stream.shutdownAndClose { clientClosed = true }
        #expect(stream.isClosing)
        h.run(until: { server.closed == 1 && clientClosed })
        #expect(server.ended == 1)
        #expect(client.end == nil)  // no onEnd for a stream closed by its owner
        h.finish()
    }

    /// A blocking POSIX client on another thread; it wakes the loop through an AsyncWakeup.
    @Test func echoesToAPlainPOSIXClient() throws {
        let h = try LoopHarness()
        let server = try EchoServer(loop: h.loop, path: h.path())
        let result = LockedBox<Result<[UInt8], UVError>?>(nil)
        var clientDone = false
        let wakeup = try AsyncWakeup(loop: h.loop) { clientDone = result.current != nil }
        let path = h.path()
        let payload = pattern(150_000, seed: 3)
        // Dedicated threads, not DispatchQueue.global(): a pool worker blocked in read() makes
        // libdispatch wait about a second before it adds the worker the writer needs.
        Thread.detachNewThread {
            let outcome = Result { () throws(UVError) in try blockingEchoClient(path: path, payload: payload) }
            result.withLock { $0 = outcome }
            wakeup.send()
        }
        h.run(until: { clientDone }, "POSIX client")
        expectSameBytes(try #require(result.current).get(), payload)
        h.run(until: { server.closed == 1 })
        h.finish()
    }

    @Test func peerCredentialsAreThisProcess() throws {
        let h = try LoopHarness()
        var serverSide: PipeStream?
        let listener = try PipeListener(loop: h.loop, path: h.path())
        try listener.listen { serverSide = $0 }
        let client = CollectingClient(loop: h.loop, path: h.path())
        h.run(until: { serverSide != nil && client.isSettled })
        let me = PeerCredentials(pid: getpid(), uid: getuid(), gid: getgid())
        #expect(serverSide?.peerCredentials() == me)
        #expect(client.stream?.peerCredentials() == me)
        #expect(try #require(serverSide).fileDescriptor >= 0)
        var closed = false
        serverSide?.close { closed = true }
        h.run(until: { closed })
        #expect(serverSide?.fileDescriptor == -1)
        #expect(serverSide?.peerCredentials() == nil)
        h.finish()
    }

    @Test func eofArrivesAfterTheLastBytes() throws {
        let h = try LoopHarness()
        var events: [String] = []
        let listener = try PipeListener(loop: h.loop, path: h.path())
        try listener.listen { stream in
            stream.startReading(
                onData: { events.append("data:" + String(decoding: $0, as: UTF8.self)) },
                onEnd: { events.append("end:\($0.map(\.name) ?? "EOF")") })
        }
        let client = CollectingClient(loop: h.loop, path: h.path(), startReading: false)
        h.run(until: { client.isSettled })
        client.stream?.write(Array("last words".utf8))
        client.stream?.shutdownAndClose()
        h.run(until: { events.last?.hasPrefix("end:") == true })
        #expect(events == ["data:last words", "end:EOF"])
        h.finish()
    }

    @Test func stopReadingLeavesBytesInTheKernelUntilStartReading() throws {
        let h = try LoopHarness()
        var received = ""
        var serverSide: PipeStream?
        let listener = try PipeListener(loop: h.loop, path: h.path())
        try listener.listen { stream in
            serverSide = stream
            stream.startReading(onData: { bytes in
                received += String(decoding: bytes, as: UTF8.self)
                stream.stopReading()  // backpressure from inside the callback
            }, onEnd: { _ in })
        }
        let client = CollectingClient(loop: h.loop, path: h.path(), startReading: false)
        h.run(until: { client.isSettled && serverSide != nil })
        client.stream?.write(Array("first".utf8))
        h.run(until: { received == "first" })
        #expect(serverSide?.isReadingActive == false)
        client.stream?.write(Array("second".utf8))
        #expect(client.stream?.pendingWriteBytes == 0)  // the kernel took it: readable now
        h.spin(20)
        #expect(received == "first")
        serverSide?.startReading(onData: { received += String(decoding: $0, as: UTF8.self) }, onEnd: { _ in })
        #expect(serverSide?.isReadingActive == true)
        h.run(until: { received == "firstsecond" })
        h.finish()
    }

    @Test func bytesTakenStopsWhileThePeerDoesNotReadAndCatchesUpWhenItDoes() throws {
        let h = try LoopHarness()
        var serverSide: PipeStream?
        var receivedCount = 0
        let listener = try PipeListener(loop: h.loop, path: h.path())
        try listener.listen { stream in serverSide = stream }  // not reading yet
        let client = CollectingClient(loop: h.loop, path: h.path(), startReading: false)
        h.run(until: { client.isSettled && serverSide != nil })
        let writer = try #require(client.stream)
        // 4 MiB in 64 KiB writes: the kernel's buffers take a part, the rest waits in the queue.
        let chunk = [UInt8](repeating: 0x61, count: 64 << 10)
        for _ in 0..<64 { writer.write(chunk) }
        h.spin(20)
        let stuck = writer.bytesTaken
        #expect(stuck > 0 && stuck < 4 << 20)
        #expect(stuck + writer.pendingWriteBytes == 4 << 20)
        h.spin(20)
        #expect(writer.bytesTaken == stuck, "no progress while the peer reads nothing")
        serverSide?.startReading(onData: { receivedCount += $0.count }, onEnd: { _ in })
        h.run(until: { receivedCount == 4 << 20 })
        #expect(writer.bytesTaken == 4 << 20 && writer.pendingWriteBytes == 0)
        h.finish()
    }
}

/// Connects with plain POSIX calls, writes `payload`, shuts down writing and reads to EOF.
func blockingEchoClient(path: String, payload: [UInt8]) throws(UVError) -> [UInt8] {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw UVError(errno: errno) }
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        let bytes = Array(path.utf8)
        raw.copyBytes(from: bytes)
        raw[bytes.count] = 0
    }
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
    }
    guard connected == 0 else { throw UVError(errno: errno) }
    // Write and read concurrently: the echo would otherwise fill both socket buffers.
    let writerDone = DispatchSemaphore(value: 0)
    let writeError = LockedBox<Int32>(0)
    Thread.detachNewThread {
        defer { writerDone.signal() }
        payload.withUnsafeBytes { all in
            var offset = 0
            while offset < all.count {
                let n = write(fd, all.baseAddress! + offset, min(8192, all.count - offset))
                if n < 0 { writeError.withLock { $0 = errno }; return }
                offset += n
            }
        }
        shutdown(fd, Int32(SHUT_WR))
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 { throw UVError(errno: errno) }
        if n == 0 { break }
        received.append(contentsOf: buffer[0..<n])
    }
    writerDone.wait()
    let failed = writeError.current
    if failed != 0 { throw UVError(errno: failed) }
    return received
}
