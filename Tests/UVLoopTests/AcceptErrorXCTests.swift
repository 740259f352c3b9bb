import Glibc
import UVLoop
import XCTest

/// EMFILE needs the process's descriptor limit lowered, which would break tests running in
/// parallel. XCTest runs serially, and before the Swift Testing pass, so this lives here.
final class AcceptErrorXCTests: XCTestCase {
    /// At EMFILE the listener pauses itself and reports once (no spinning); resuming after
    /// descriptors are freed accepts the waiting client.
    func testEMFILEPausesTheListenerUntilResumed() throws {
        UVProcess.ignoreSIGPIPE()
        let loop = try EventLoop()
        var template = Array("/tmp/uvloop-emfile-XXXXXX".utf8CString)
        let directory = String(cString: try XCTUnwrap(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }))
        defer { rmdirTree(directory) }
        let path = directory + "/s.sock"

        var errors: [UVError] = []
        var accepted: [PipeStream] = []
        let listener = try PipeListener(loop: loop, path: path)
        listener.onAcceptError = { errors.append($0) }
        try listener.listen { accepted.append($0) }

        // A client socket made before the limit drops; connect(2) needs no new descriptor.
        let client = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(client, 0)
        defer { close(client) }

        // Make every new descriptor fail: the limit becomes the lowest free descriptor number.
        var original = rlimit()
        XCTAssertEqual(getrlimit(RLIMIT_NOFILE_, &original), 0)
        let probe = open("/dev/null", O_RDONLY)
        XCTAssertGreaterThanOrEqual(probe, 0)
        close(probe)
        var lowered = original
        lowered.rlim_cur = rlim_t(probe)
        XCTAssertEqual(setrlimit(RLIMIT_NOFILE_, &lowered), 0)
        var restored = false
        func restoreLimit() {
            if !restored { _ = setrlimit(RLIMIT_NOFILE_, &original); restored = true }
        }
        defer { restoreLimit() }
        XCTAssertEqual(open("/dev/null", O_RDONLY), -1, "the limit should already be reached")

        XCTAssertEqual(connectBlocking(client, path: path), 0)
        for _ in 0..<50 where errors.isEmpty { loop.runOnce(nowait: true) }
        XCTAssertEqual(errors, [.emfile])
        XCTAssertTrue(listener.isAcceptingPaused)
        for _ in 0..<20 { loop.runOnce(nowait: true) }
        XCTAssertEqual(errors.count, 1, "a paused listener must not retry by itself")
        XCTAssertTrue(accepted.isEmpty)

        restoreLimit()
        listener.resumeAccepting()
        for _ in 0..<50 where accepted.isEmpty { loop.runOnce(nowait: true) }
        XCTAssertEqual(accepted.count, 1)
        XCTAssertEqual(accepted.first?.peerCredentials()?.pid, getpid())

        loop.closeAllHandles()
        while loop.runOnce(nowait: true) {}
        XCTAssertEqual(loop.close(), 0)
    }

    private var RLIMIT_NOFILE_: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_NOFILE.rawValue) }
}

private func connectBlocking(_ fd: Int32, path: String) -> Int32 {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        let bytes = Array(path.utf8)
        raw.copyBytes(from: bytes)
        raw[bytes.count] = 0
    }
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
    }
}

private func rmdirTree(_ directory: String) {
    unlink(directory + "/s.sock")
    rmdir(directory)
}
