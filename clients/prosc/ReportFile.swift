import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a report file for `prosc explore` and `prosc merge`: a file that cannot be written is
/// bad input (exit 2) naming it and why.
enum ReportFile {
    static func write(_ text: String, to path: String, command: String) throws {
        guard let file = fopen(path, "w") else {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "\(command): cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if fclose(file) != 0 || written != bytes.count {
            throw ProscFailure(exitCode: ProscFailure.usageExitCode, message: "\(command): cannot write \(path)")
        }
    }
}
