import ProsceniumClient
#if canImport(Glibc)
import Glibc
#endif

/// Why `prosc` stops with a non-zero exit code, and the text for stderr.
struct ProscFailure: Error {
    static let refusedExitCode: Int32 = 1
    static let usageExitCode: Int32 = 2
    static let cannotConnectExitCode: Int32 = 3

    var exitCode: Int32
    var message: String

    /// The server refused: its code, message and UIKit's text.
    static func refused(_ error: ClientError) -> ProscFailure {
        var text = "prosc: "
        if let code = error.code {
            text += "error \(code)" + (error.codeName.map { " (\($0))" } ?? "") + ": "
        }
        text += error.message
        if let uikit = error.uikit {
            text += "\nUIKit: \(uikit)" + (error.raises == true ? " (raises)" : error.raises == false ? " (logged, ignored)" : "")
        }
        return ProscFailure(exitCode: refusedExitCode, message: text)
    }

    static func cannotConnect(_ path: String, _ error: ClientError) -> ProscFailure {
        ProscFailure(
            exitCode: cannotConnectExitCode,
            message: "prosc: \(error.message)\nhint: is proscd running? Start it with `make run` (or `proscd --socket \(path)`), or pass --socket / set PROSCENIUM_SOCKET.")
    }

    /// The server closed a connection that was in use (it stopped, or was shut down) `after`
    /// what this run had done.
    static func connectionLost(_ path: String, after: String) -> ProscFailure {
        ProscFailure(
            exitCode: cannotConnectExitCode,
            message: "prosc: the server closed the connection after \(after) (did proscd stop?)\nhint: start it again with `make run` (or `proscd --socket \(path)`).")
    }

    /// A client error at any point: connection problems give 3, the rest 1.
    static func from(_ error: ClientError, path: String) -> ProscFailure {
        switch error.kind {
        case .connection: return cannotConnect(path, error)
        case .server: return refused(error)
        case .timeout, .protocolViolation: return ProscFailure(exitCode: refusedExitCode, message: "prosc: \(error.message)")
        }
    }

    /// A controller name that does not resolve (not found or ambiguous).
    static func unresolved(_ message: String) -> ProscFailure {
        ProscFailure(exitCode: refusedExitCode, message: "prosc: " + message)
    }

    static func usage(_ message: String) -> ProscFailure {
        ProscFailure(exitCode: usageExitCode, message: "prosc: " + message)
    }
}

/// Writes `text` and a newline to stderr.
func printError(_ text: String) {
    flushStandardOutput()
    writeLine(text, to: 2)
}

/// Writes `text` and a newline to stdout with write(2), not `print`: `print`'s dynamic casts
/// cost a one-shot conformance scans of the whole binary.
func writeStandardOutput(_ text: String) {
    flushStandardOutput()
    writeLine(text, to: 1)
}

private func writeLine(_ text: String, to fd: Int32) {
    var bytes = Array(text.utf8)
    bytes.append(UInt8(ascii: "\n"))
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        offset += n
    }
}

/// Flushes stdout before exiting (exit() from an async context skips nothing, but be explicit).
func flushStandardOutput() {
    fflush(nil)
}
