import ArgumentParser
import FlowCommandOptions
#if canImport(Glibc)
import Glibc
#endif

/// `prosc test` and `prosc record` (docs/flows.md). Their arguments are parsed here (help,
/// completion, usage errors); the work is done by `prosc-flow`, installed beside prosc-cli,
/// which this process becomes (`exec`) with the same arguments — so the flow runner's libraries
/// are not part of every other command's start-up (docs/performance.md, "Flow tests").
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "test", abstract: TestOptions.abstract, discussion: TestOptions.discussion)
    @OptionGroup var options: TestOptions
    func run() throws { FlowHandoff.exec("test") }
}

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "record", abstract: RecordOptions.abstract, discussion: RecordOptions.discussion)
    @OptionGroup var options: RecordOptions
    func run() throws { FlowHandoff.exec("record") }
}

/// Replaces this process with `prosc-flow SUBCOMMAND …` (or another binary beside prosc-cli:
/// `prosc-inspect inspect …`), the arguments as given after it.
enum FlowHandoff {
    static let name = "prosc-flow"

    static func exec(_ subcommand: String, binary: String = name) -> Never {
        let arguments = GlobalOptions.hoisted(Array(CommandLine.arguments.dropFirst()))
        let rest = arguments.first == subcommand ? Array(arguments.dropFirst()) : arguments
        let path = directory() + "/" + binary
        let argv = ([path, subcommand] + rest).map { strdup($0) } + [nil]
        flushStandardOutput()
        execv(path, argv)
        printError("prosc: cannot run \(path): \(String(cString: strerror(errno)))\nhint: build it with `swift build` (it must be in the same directory as prosc-cli)")
        Glibc.exit(127)
    }

    /// This executable's directory (/proc/self/exe).
    private static func directory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return "." }
        let own = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return own.lastIndex(of: "/").map { String(own[..<$0]) } ?? "."
    }
}
