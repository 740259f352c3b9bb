import Foundation
import ProsceniumClient
#if canImport(Glibc)
import Glibc
#endif

/// `probe`: becomes `--uid`/`--gid` (no supplementary groups; needs root), connects, says
/// `hello` and prints the first line the server answers. Exit status: 0 hello answered,
/// 3 refused with an error line, 4 connect failed (e.g. EACCES from the socket's modes),
/// 5 closed without a line.
struct PeerProbe {
    let socket: String
    let uid: UInt32
    let gid: UInt32

    init(_ args: Arguments) throws {
        socket = try args.string("socket")
        uid = UInt32(try args.int("uid"))
        gid = UInt32(try args.int("gid"))
    }

    func run() throws -> Int32 {
        guard setgroups(0, nil) == 0, setgid(gid) == 0, setuid(uid) == 0 else {
            throw FaultFailure("cannot become uid \(uid) gid \(gid): \(String(cString: strerror(errno)))")
        }
        let s: LineSocket
        do {
            s = try LineSocket(path: socket)
        } catch {
            print("connect failed: \(error.message)")
            return 4
        }
        s.sendLine(#"{"jsonrpc":"2.0","id":1,"method":"hello","params":{"client":"probe"}}"#)
        guard let line = s.readLine(timeout: 10) else {
            print("closed without an answer")
            return 5
        }
        print(line)
        return line.contains("\"error\"") ? 3 : 0
    }
}
