import Foundation
import WireProtocol

/// Parses the command line into options: the config file first, then flags over it.
public enum CommandLineOptions {
    public static let usage: String = {
        var s = """
        usage: proscd [--config FILE] [options]

        Starts the Proscenium server: a headless UIKit view-controller hierarchy over
        JSON-RPC on a Unix socket. Prints "proscd listening on PATH" once it accepts
        connections; SIGINT/SIGTERM shut it down cleanly.

          --config FILE            config file (default: config/proscenium.json if present)

        """
        for key in OptionTable.all {
            let flag = key.flag + (key.kind == .bool ? "" : " " + key.kind.rawValue.uppercased())
            s += "  " + flag.padding(toLength: max(24, flag.count + 1), withPad: " ", startingAt: 0) + " " + key.summary + "\n"
        }
        s += "  --help                   this text\n  --version                print the version\n"
        return s
    }()

    /// The options of `args` (the config file first, then flags over it), or nil when the
    /// arguments asked for `--help` or `--version` (printed here). `defaultConfig` is read when
    /// no `--config` is given and it exists.
    public static func parse(_ args: [String], defaultConfig: String? = "config/proscenium.json") throws(OptionError) -> ServerOptions? {
        var configPath: String?
        var flags: [(OptionKey, String)] = []
        var i = 0
        while i < args.count {
            var arg = args[i]
            var inline: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                inline = String(arg[arg.index(after: eq)...])
                arg = String(arg[..<eq])
            }
            switch arg {
            case "--help", "-h":
                print(usage, terminator: "")
                return nil
            case "--version":
                print("proscd \(ProsceniumVersion.string)")
                return nil
            case "--config":
                guard let v = inline ?? (i + 1 < args.count ? args[i + 1] : nil) else { throw OptionError("--config needs a file") }
                configPath = v
                if inline == nil { i += 1 }
            default:
                guard let key = OptionTable.key(flag: arg) else {
                    throw OptionError("unknown option '\(arg)' (see proscd --help)")
                }
                if key.kind == .bool && inline == nil {
                    if i + 1 < args.count, ["true", "false"].contains(args[i + 1]) {
                        flags.append((key, args[i + 1]))
                        i += 1
                    } else {
                        flags.append((key, "true"))
                    }
                } else {
                    guard let v = inline ?? (i + 1 < args.count ? args[i + 1] : nil) else { throw OptionError("\(arg) needs a value") }
                    flags.append((key, v))
                    if inline == nil { i += 1 }
                }
            }
            i += 1
        }
        var options = ServerOptions()
        if configPath == nil, let defaultConfig, FileManager.default.fileExists(atPath: defaultConfig) {
            configPath = defaultConfig
        }
        if let configPath { try OptionTable.applyConfigFile(configPath, to: &options) }
        for (key, text) in flags { try OptionTable.applyFlag(key, text: text, to: &options) }
        return options
    }
}
