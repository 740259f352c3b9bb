// prosc-faults: fault injection against a running proscd (issue 7, item 2). Each subcommand
// prints its figures and exits 0 only when every check held.
//
//   prosc-faults kills  --socket S [--count N] [--workers K] [--max-delay-ms M]
//   prosc-faults stall  --socket S [--seconds T] [--rate EVENTS_PER_S] [--rounds R]
//   prosc-faults conns  --socket S [--count N]
//   prosc-faults emfile --socket S --pid P
//   prosc-faults probe  --socket S --uid U --gid G
//   prosc-faults worker --socket S --nav VC   (started by `kills`; drives transitions until killed)
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `--name value` pairs of the command line after the subcommand.
struct Arguments {
    private var values: [String: String] = [:]

    init(_ args: ArraySlice<String>) throws {
        var i = args.startIndex
        while i < args.endIndex {
            let key = args[i]
            guard key.hasPrefix("--"), i + 1 < args.endIndex else { throw FaultFailure("bad argument '\(key)' (want --name value)") }
            values[String(key.dropFirst(2))] = args[i + 1]
            i += 2
        }
    }

    func string(_ name: String) throws -> String {
        guard let v = values[name] else { throw FaultFailure("--\(name) is required") }
        return v
    }

    func int(_ name: String, default d: Int? = nil) throws -> Int {
        guard let text = values[name] else {
            guard let d else { throw FaultFailure("--\(name) is required") }
            return d
        }
        guard let v = Int(text) else { throw FaultFailure("--\(name) needs an integer") }
        return v
    }

    func double(_ name: String, default d: Double) throws -> Double {
        guard let text = values[name] else { return d }
        guard let v = Double(text) else { throw FaultFailure("--\(name) needs a number") }
        return v
    }
}

/// A check that did not hold, or a usage error.
struct FaultFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

let argv = CommandLine.arguments
let usage = "usage: prosc-faults kills|stall|conns|emfile|probe|worker --socket PATH [options] (see clients/prosc-faults/main.swift)"
guard argv.count >= 2 else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
do {
    let args = try Arguments(argv.dropFirst(2))
    switch argv[1] {
    case "kills": try await KillStorm(args).run()
    case "stall": try await StalledSubscriberRun(args).run()
    case "conns": try ManyConnections(args).run()
    case "emfile": try DescriptorExhaustion(args).run()
    case "probe": exit(try PeerProbe(args).run())
    case "worker": try await TransitionWorker(args).run()
    default:
        FileHandle.standardError.write(Data((usage + "\n").utf8))
        exit(2)
    }
    exit(0)
} catch {
    FileHandle.standardError.write(Data("prosc-faults \(argv[1]): FAILED: \(error)\n".utf8))
    exit(1)
}
