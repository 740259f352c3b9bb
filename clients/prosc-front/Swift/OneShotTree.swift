import ProscFrontSupport

/// Runs a `TreeQuery`: connect, send `tree` (and `screen.list` for the human text, pipelined),
/// read the answers, print the result as the server wrote it (`--json`) or as `TreeOutline`.
/// Only the ordinary success is handled here; `.handOff` asks for prosc-cli, which repeats the
/// (read-only) query and reports whatever went wrong with its own messages and exit codes.
enum OneShotTree {
    enum Outcome {
        case printed
        case timedOut
        case handOff
    }

    static func run(_ query: TreeQuery) -> Outcome {
        let path = socketPath(explicit: query.socket)
        let fd: Int32 = path.withUnsafeBufferPointer { prosc_front_connect($0.baseAddress!) }
        guard fd >= 0 else { return .handOff }
        defer { close(fd) }
        var requests = treeRequest(window: query.window)
        if !query.json { requests += Array(#"{"jsonrpc":"2.0","id":2,"method":"screen.list"}"#.utf8) + [UInt8(ascii: "\n")] }
        guard writeAll(fd, requests) else { return .handOff }
        var reader = LineReader(fd: fd, timeoutMilliseconds: Int(query.timeoutSeconds * 1000 + 0.999))
        var lines: [[UInt8]] = []
        while lines.count < (query.json ? 1 : 2) {
            switch reader.next() {
            case .line(let line): lines.append(line)
            case .timedOut: return .timedOut
            case .closed: return .handOff
            }
        }
        guard let output = query.json ? resultBytes(lines[0]) : outline(lines) else { return .handOff }
        _ = writeAll(1, output + [UInt8(ascii: "\n")])
        return .printed
    }

    /// `--json`: the result's bytes as the server wrote them.
    private static func resultBytes(_ line: [UInt8]) -> [UInt8]? {
        guard let response = ResponseLine(line, id: UInt8(ascii: "1")) else { return nil }
        return Array(line[response.result])
    }

    /// The human text from the `tree` (id 1) and `screen.list` (id 2) answers, in either order.
    private static func outline(_ lines: [[UInt8]]) -> [UInt8]? {
        var windows: [TreeOutline.Window]?
        var screens: [TreeOutline.Screen]?
        for line in lines {
            if let tree = ResponseLine(line, id: UInt8(ascii: "1")) {
                windows = JSONValue.parse(line, tree.result).flatMap(TreeAnswers.windows)
            } else if let list = ResponseLine(line, id: UInt8(ascii: "2")) {
                screens = JSONValue.parse(line, list.result).flatMap(TreeAnswers.screens)
            }
        }
        guard let windows, let screens else { return nil }
        return TreeOutline.render(windows: windows, screens: screens)
    }

    /// The socket rules of docs/protocol.md *Transport* (`SocketLocation` in WireProtocol): --socket,
    /// $PROSCENIUM_SOCKET, $XDG_RUNTIME_DIR/proscenium/proscd.sock, /tmp/proscenium-<uid>/proscd.sock.
    /// NUL-terminated.
    static func socketPath(explicit: [UInt8]?) -> [UInt8] {
        var path: [UInt8]
        if let explicit, !explicit.isEmpty {
            path = explicit
        } else if let value = environment("PROSCENIUM_SOCKET"), !value.isEmpty {
            path = value
        } else if let value = environment("XDG_RUNTIME_DIR"), !value.isEmpty {
            path = value + Array("/proscenium/proscd.sock".utf8)
        } else {
            path = Array("/tmp/proscenium-".utf8) + decimal(Int(getuid())) + Array("/proscd.sock".utf8)
        }
        path.append(0)
        return path
    }

    /// `{"jsonrpc":"2.0","id":1,"method":"tree","params":{…}}` and a newline. The window is
    /// printable ASCII (`TreeQuery` hands anything else off); quotes and backslashes escaped.
    static func treeRequest(window: [UInt8]?) -> [UInt8] {
        var out = Array(#"{"jsonrpc":"2.0","id":1,"method":"tree","params":{"#.utf8)
        if let window {
            out += Array(#""window":""#.utf8)
            for byte in window {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { out.append(UInt8(ascii: "\\")) }
                out.append(byte)
            }
            out.append(UInt8(ascii: "\""))
        }
        out += Array("}}\n".utf8)
        return out
    }

    static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
    }
}

/// Writes every byte of `bytes` to `fd` (retrying short writes and EINTR); false on failure.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if n < 0 && prosc_front_errno() == EINTR { continue }
        guard n > 0 else { return false }
        offset += n
    }
    return true
}

/// An environment variable's bytes, nil when unset.
func environment(_ name: StaticString) -> [UInt8]? {
    guard let value = getenv(UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)) else { return nil }
    return cStringBytes(value)
}

/// The bytes of a NUL-terminated C string.
func cStringBytes(_ pointer: UnsafePointer<CChar>) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
}

/// `value` in decimal ASCII.
func decimal(_ value: Int) -> [UInt8] {
    var digits: [UInt8] = []
    var rest = value
    repeat {
        digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
    } while rest > 0
    return digits.reversed()
}
