import Foundation

/// `--processes P`: the same executable run P times with a share of the clients, windows and
/// subscribers each. A child prints `ready` once set up, starts on `go` from its stdin,
/// prints `finished` when its load ends and then its result as one JSON line.
public final class ChildProcesses {
    private var processes: [Process] = []
    private var inputs: [FileHandle] = []
    private var outputs: [FileHandle] = []
    private var buffers: [Data] = []

    /// A child that ended or said something else before reporting.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Options that the parent divides among the children (removed from the arguments).
    static let divided: Set<String> = ["--processes", "--clients", "--windows", "--subscribers", "--seed", "--count", "--idle-connections"]

    public init(options: LoadOptions, arguments: [String]) throws {
        var base: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if Self.divided.contains(a) { i += 2; continue }
            if a == "--json" || Self.divided.contains(where: { a.hasPrefix($0 + "=") }) { i += 1; continue }
            base.append(a)
            i += 1
        }
        let p = options.processes
        func share(_ n: Int, _ k: Int) -> Int { n / p + (k < n % p ? 1 : 0) }
        for k in 0..<p {
            var args = base + ["--child", "--clients", String(share(options.clients, k)), "--windows", String(share(options.windows, k)),
                               "--subscribers", String(share(options.subscribers, k)), "--seed", String(options.seed &+ UInt64(k) &* 7919)]
            if let c = options.count { args += ["--count", String(share(c, k))] }
            let proc = Process()
            proc.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            proc.arguments = args
            let inPipe = Pipe(), outPipe = Pipe()
            proc.standardInput = inPipe
            proc.standardOutput = outPipe
            try proc.run()
            processes.append(proc)
            inputs.append(inPipe.fileHandleForWriting)
            outputs.append(outPipe.fileHandleForReading)
            buffers.append(Data())
        }
    }

    /// Reads child `k`'s next line (blocking); nil at end of file. Only new bytes are
    /// searched for the newline (a result line can be large).
    private func line(_ k: Int) -> String? {
        var searched = 0
        while true {
            if let nl = buffers[k][(buffers[k].startIndex + searched)...].firstIndex(of: 10) {
                let l = String(decoding: buffers[k][buffers[k].startIndex..<nl], as: UTF8.self)
                buffers[k] = Data(buffers[k][(nl + 1)...])
                return l
            }
            searched = buffers[k].count
            let chunk = outputs[k].availableData
            if chunk.isEmpty { return nil }
            buffers[k].append(chunk)
        }
    }

    /// Waits for every child to print `word`.
    public func await(_ word: String) throws {
        for k in processes.indices {
            guard let l = line(k), l == word else { throw Failure(description: "child \(k) did not report \(word)") }
        }
    }

    public func go() {
        for h in inputs { h.write(Data("go\n".utf8)) }
    }

    /// Each child's result line.
    public func results() -> [String?] {
        let lines = processes.indices.map { line($0) }
        for p in processes { p.waitUntilExit() }
        return lines
    }
}
