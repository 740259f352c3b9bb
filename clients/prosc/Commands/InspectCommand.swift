import ArgumentParser
import InspectCommandOptions

/// `prosc inspect` (docs/inspect.md). Its arguments are parsed here (help, completion, usage
/// errors); the page is served by `prosc-inspect`, installed beside prosc-cli, which this
/// process becomes (`exec`) with the same arguments — so Hummingbird and SwiftNIO are not part
/// of every other command's start-up.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "inspect", abstract: InspectOptions.abstract, discussion: InspectOptions.discussion)
    @OptionGroup var options: InspectOptions
    func run() throws { FlowHandoff.exec("inspect", binary: "prosc-inspect") }
}
