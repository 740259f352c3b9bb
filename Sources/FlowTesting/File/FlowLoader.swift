import Foundation

/// Finds and loads flow files: directories expand to their `*.yaml`/`*.yml` files (sorted,
/// recursively; names starting with `_` are skipped there, for flows meant only for
/// `runFlow`), `runFlow` paths resolve against the including file's directory, and include
/// cycles are errors. Each file is parsed once.
public final class FlowLoader {
    private var cache: [String: Result<Flow, FlowFileErrors>] = [:]
    private let read: (String) throws -> String
    private let exists: (String) -> Bool

    /// `read` and `exists` reach the files (tests give them files in memory).
    public init(read: @escaping (String) throws -> String = { try String(contentsOfFile: $0, encoding: .utf8) },
                exists: @escaping (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) {
        self.read = read
        self.exists = exists
    }

    /// The flow files `paths` name, in a stable order: files as given, directories expanded.
    /// A path that does not exist is an error.
    public static func expand(_ paths: [String]) throws(FlowFileErrors) -> [String] {
        var out: [String] = []
        var errors: [FlowFileError] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(FlowFileError(SourcePosition(file: path, line: 1, column: 1), "no such file or directory"))
                continue
            }
            guard isDirectory.boolValue else {
                out.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            var found: [String] = []
            if let walker = fm.enumerator(atPath: path) {
                while let relative = walker.nextObject() as? String {
                    let name = (relative as NSString).lastPathComponent
                    if name.hasPrefix("_") || name.hasPrefix(".") {
                        if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { walker.skipDescendants() }
                        continue
                    }
                    if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { found.append(base + "/" + relative) }
                }
            }
            out += found.sorted()
        }
        if !errors.isEmpty { throw FlowFileErrors(errors) }
        var seen = Set<String>()
        return out.filter { seen.insert(Self.canonical($0)).inserted }
    }

    /// Loads and parses the flow at `path` (and the flows it runs).
    public func load(_ path: String) throws(FlowFileErrors) -> Flow {
        try load(path, including: [])
    }

    private func load(_ path: String, including chain: [String]) throws(FlowFileErrors) -> Flow {
        let key = Self.canonical(path)
        if let done = cache[key] { return try done.get() }
        let result: Result<Flow, FlowFileErrors>
        do {
            let text = try read(path)
            let chainHere = chain + [key]
            result = .success(try FlowParser.parse(path: path, text: text) { [unowned self] file, position throws(FlowFileErrors) in
                let target = file.hasPrefix("/") ? file : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(file)
                if chainHere.contains(Self.canonical(target)) {
                    let cycle = (chainHere + [Self.canonical(target)]).map { ($0 as NSString).lastPathComponent }.joined(separator: " -> ")
                    throw FlowFileErrors([FlowFileError(position, "runFlow cycle: \(cycle)")])
                }
                guard self.exists(target) else {
                    throw FlowFileErrors([FlowFileError(position, "runFlow: no file \(target)")])
                }
                return try self.load(target, including: chainHere)
            })
        } catch let errors as FlowFileErrors {
            result = .failure(errors)
        } catch {
            result = .failure(FlowFileErrors([FlowFileError(SourcePosition(file: path, line: 1, column: 1), "cannot read: \(error.localizedDescription)")]))
        }
        // A file inside a cycle is not cached: its error depends on who included it.
        if chain.isEmpty || (try? result.get()) != nil { cache[key] = result }
        return try result.get()
    }

    /// An absolute path with `.` and `..` resolved, to recognise one file reached two ways.
    static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (absolute as NSString).standardizingPath
    }
}

/// Picking the flows to run by tag (the shard's share is `ShardPartition`'s, in prosc-flow).
public enum FlowSelection {
    /// Flows with at least one of `include` (all when empty) and none of `exclude`.
    public static func byTags(_ flows: [Flow], include: [String], exclude: [String]) -> [Flow] {
        flows.filter { flow in
            (include.isEmpty || flow.header.tags.contains(where: include.contains)) && !flow.header.tags.contains(where: exclude.contains)
        }
    }
}
