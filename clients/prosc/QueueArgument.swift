import ArgumentParser
import WireProtocol

/// `--queue true|false|uikit` (the method table's `queue`, a `BoolOrString`): `true` and `false`
/// are Booleans, anything else is sent as a string for the server to check (-32602 but `uikit`).
extension BoolOrString: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument {
        case "true": self = .bool(true)
        case "false": self = .bool(false)
        default: self = .string(argument)
        }
    }
}
