import ArgumentParser
import WireProtocol

/// `prosc device …`: rotate the device, send a memory warning.
struct DeviceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "device", abstract: "Device: rotate, memory-warning.", subcommands: [Rotate.self, MemoryWarning.self], aliases: ["dev"])

    struct Rotate: MethodCommand {
        static let method = MethodDescriptor.deviceRotate
        static let configuration = CommandConfiguration.method(method, "rotate")
        @OptionGroup var global: GlobalOptions
        @Option(help: .param(method, "orientation"), completion: .param(method, "orientation")) var orientation: String
        func params(_ s: Session) async throws -> JSONObject { ["orientation": .string(orientation)] }
    }

    struct MemoryWarning: MethodCommand {
        static let method = MethodDescriptor.systemMemoryWarning
        static let configuration = CommandConfiguration.method(method, "memory-warning", aliases: ["memory"])
        @OptionGroup var global: GlobalOptions
        func params(_ s: Session) async throws -> JSONObject { [:] }
    }
}
