import ProscFrontSupport

/// Replaces this process with prosc-cli, the argument-parser `prosc` installed beside this
/// front, with the same arguments: every command but a one-shot `tree` runs there.
enum Handoff {
    static let cliName = "prosc-cli"

    static func exec() -> Never {
        let path = cliPath()
        path.withUnsafeBufferPointer { pointer in
            _ = execv(pointer.baseAddress!, prosc_front_argv())
        }
        let reason = cStringBytes(strerror(prosc_front_errno()))
        var message = Array("prosc: cannot run ".utf8) + path.dropLast() + Array(": ".utf8) + reason
        message += Array("\nhint: build it with `swift build --product prosc-cli` (`make build` builds both); it must be in the same directory as prosc\n".utf8)
        _ = writeAll(2, message)
        exit(127)
    }

    /// `prosc-cli` in this executable's own directory (/proc/self/exe), NUL-terminated.
    private static func cliPath() -> [UInt8] {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        var directory: [UInt8] = [UInt8(ascii: ".")]
        if n > 0 {
            let own = buffer[..<n].map { UInt8(bitPattern: $0) }
            if let slash = own.lastIndex(of: UInt8(ascii: "/")) { directory = Array(own[..<slash]) }
        }
        return directory + [UInt8(ascii: "/")] + Array(cliName.utf8) + [0]
    }
}
