import Foundation
import HierarchyEngine
import HierarchyNaming
import WireProtocol
import Yams

/// Reads a flow file: YAML (with Yams) into a header and steps, every value checked against
/// the vocabulary with its position. Two documents, header `---` steps; a file that is only a
/// list of steps has the default header. Errors are collected (one per bad step or header
/// field) rather than stopping at the first.
public struct FlowParser {
    let source: YAMLSource
    /// Loads a file named by `runFlow` (relative to this one), or fails with the file's errors.
    let loadSubflow: (String, SourcePosition) throws(FlowFileErrors) -> Flow
    private(set) var errors: [FlowFileError] = []

    /// Parses `text`, the contents of `path`.
    public static func parse(
        path: String, text: String,
        loadSubflow: @escaping (String, SourcePosition) throws(FlowFileErrors) -> Flow = { _, p throws(FlowFileErrors) in
            throw FlowFileErrors([FlowFileError(p, "runFlow is not available here")])
        }
    ) throws(FlowFileErrors) -> Flow {
        var parser = FlowParser(source: YAMLSource(path: path, text: text), loadSubflow: loadSubflow)
        let flow = parser.parse()
        if !parser.errors.isEmpty { throw FlowFileErrors(parser.errors) }
        return flow
    }

    private mutating func parse() -> Flow {
        let defaultName = ((source.path as NSString).lastPathComponent as NSString).deletingPathExtension
        var header = FlowHeader(name: defaultName)
        let empty = Flow(path: source.path, text: source.text, header: header, steps: [])
        let documents: [Node]
        do {
            documents = try Self.documents(source.text)
        } catch {
            errors.append(Self.yamlError(error, path: source.path))
            return empty
        }
        let stepsNode: Node
        switch documents.count {
        case 0:
            errors.append(FlowFileError(source.position(nil), "the file is empty: a flow is a header, `---`, then a list of steps"))
            return empty
        case 1:
            guard case .sequence = documents[0] else {
                errors.append(source.error(documents[0], "no steps: a flow is a header, `---`, then a list of steps (each a one-key map such as `- present: {from: Home, scene: Modal}`)"))
                return empty
            }
            stepsNode = documents[0]
        case 2:
            readHeader(documents[0], into: &header)
            stepsNode = documents[1]
        default:
            errors.append(source.error(documents[2], "a flow file has two documents, the header and the steps; this is a third"))
            return empty
        }
        guard case .sequence(let items) = stepsNode else {
            errors.append(source.error(stepsNode, "the steps must be a list (`- present: …`), got \(source.describe(stepsNode))"))
            return Flow(path: source.path, text: source.text, header: header, steps: [])
        }
        let list = Array(items)
        var steps: [FlowStep] = []
        for (index, item) in list.enumerated() {
            let boundary = index + 1 < list.count ? list[index + 1].mark : nil
            do {
                steps.append(try step(item, boundary: boundary, header: header))
            } catch {
                errors.append(error)
            }
        }
        return Flow(path: source.path, text: source.text, header: header, steps: steps)
    }

    /// Every YAML document in `text`.
    static func documents(_ text: String) throws -> [Node] {
        let parser = try Yams.Parser(yaml: text)
        var out: [Node] = []
        while let node = try parser.nextRoot() { out.append(node) }
        return out
    }

    /// A Yams error as `file:line:column: error: …`.
    static func yamlError(_ error: any Error, path: String) -> FlowFileError {
        func at(_ mark: Mark, _ problem: String, _ context: YamlError.Context?) -> FlowFileError {
            var message = "YAML: \(problem)"
            if let context { message += " (\(context.text) at \(context.mark.line):\(context.mark.column))" }
            return FlowFileError(SourcePosition(file: path, line: mark.line, column: mark.column), message)
        }
        switch error as? YamlError {
        case .scanner(let context, let problem, let mark, _)?: return at(mark, problem, context)
        case .parser(let context, let problem, let mark, _)?: return at(mark, problem, context)
        case .composer(let context, let problem, let mark, _)?: return at(mark, problem, context)
        case .duplicatedKeysInMapping(let duplicates, let context)?:
            return FlowFileError(SourcePosition(file: path, line: context.mark.line, column: context.mark.column),
                                 "YAML: a key appears twice in one map: \(duplicates.joined(separator: ", "))")
        case .reader(let problem, _, _, _)?:
            return FlowFileError(SourcePosition(file: path, line: 1, column: 1), "YAML: \(problem)")
        default:
            return FlowFileError(SourcePosition(file: path, line: 1, column: 1), "YAML: \(error)")
        }
    }

    // MARK: - Header

    private mutating func readHeader(_ node: Node, into header: inout FlowHeader) {
        if case .scalar = node, source.tagName(node) == Tag.Name.null { return }
        let pairs: [(key: String, keyNode: Node, value: Node)]
        do {
            pairs = try source.mapping(node, "the header")
        } catch {
            errors.append(error)
            return
        }
        let directory = (source.path as NSString).deletingLastPathComponent
        for (key, keyNode, value) in pairs {
            header.positions[key] = source.position(value)
            do throws(FlowFileError) {
                switch key {
                case "name": header.name = try source.string(value, "name")
                case "storyboards": header.storyboards = try existingDirectory(value, key, relativeTo: directory)
                case "main": header.main = try source.string(value, "main")
                case "external": header.external = try source.string(value, "external")
                case "infoPlist": header.infoPlist = try existingFile(value, key, relativeTo: directory)
                case "lifeCycle":
                    let text = try source.string(value, "lifeCycle")
                    guard ["scenes", "appDelegate"].contains(text) else {
                        throw source.error(value, "lifeCycle must be scenes or appDelegate, got '\(text)'")
                    }
                    header.lifeCycle = text
                case "supportsMultipleScenes": header.supportsMultipleScenes = try source.bool(value, "supportsMultipleScenes")
                case "screen":
                    let text = try source.string(value, "screen")
                    guard Self.isScreenSpec(text) else {
                        throw source.error(value, "screen must be WIDTHxHEIGHT@SCALE[:IDIOM] such as 390x844@3:phone, got '\(text)'")
                    }
                    header.screen = text
                case "ios":
                    let text = try source.string(value, "ios")
                    guard let version = IOSVersion(major: Int(text) ?? -1) else {
                        throw source.error(value, "ios must be one of \(IOSVersion.supportedList), got '\(text)'")
                    }
                    header.ios = version.description
                case "profile":
                    let text = try source.string(value, "profile")
                    guard let profile = Profile(rawValue: text) else { throw source.error(value, "profile must be classic or modern, got '\(text)'") }
                    header.ios = (profile == .modern ? IOSVersion.newest : .ios12).description
                case "sources": header.sources = try existingDirectory(value, key, relativeTo: directory)
                case "tags": header.tags = try source.strings(value, "tags")
                case "animationSpeed":
                    let speed = try source.number(value, "animationSpeed")
                    guard speed >= 0 else { throw source.error(value, "animationSpeed must be 0 or more") }
                    header.animationSpeed = speed
                case "unwindActions":
                    let json = try source.json(value, "unwindActions")
                    guard let object = json.objectValue, object.allSatisfy({ $0.value.arrayValue?.allSatisfy { $0.stringValue != nil } == true }) else {
                        throw source.error(value, "unwindActions must map class names to lists of action names")
                    }
                    header.unwindActions = json
                case "customSegues":
                    let json = try source.json(value, "customSegues")
                    let behaviours = ["present", "push", "replaceRoot", "embed"]
                    guard let object = json.objectValue, object.allSatisfy({ behaviours.contains($0.value.stringValue ?? "") }) else {
                        throw source.error(value, "customSegues must map segue class names to present, push, replaceRoot or embed")
                    }
                    header.customSegues = json
                default:
                    throw source.error(keyNode, "unknown header field '\(key)'\(Suggestion.text(key, among: FlowHeader.fields)) (fields: \(FlowHeader.fields.joined(separator: ", ")))")
                }
            } catch {
                errors.append(error)
            }
        }
        for name in ["main", "external"] {
            guard let storyboard = name == "main" ? header.main : header.external, let position = header.positions[name] else { continue }
            guard let directory = header.storyboards else {
                errors.append(FlowFileError(position, "\(name) names a storyboard, but the header sets no `storyboards` directory"))
                continue
            }
            if !FileManager.default.fileExists(atPath: directory + "/" + storyboard + ".storyboard") {
                errors.append(FlowFileError(position, "no storyboard '\(storyboard)' in \(directory) (no \(storyboard).storyboard there)"))
            }
        }
    }

    private func existingFile(_ node: Node, _ what: String, relativeTo base: String) throws(FlowFileError) -> String {
        let text = try source.string(node, what)
        let path = text.hasPrefix("/") ? text : (base.isEmpty ? text : base + "/" + text)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw source.error(node, "\(what): no file \(path) (paths are relative to the flow file)")
        }
        return path
    }

    private func existingDirectory(_ node: Node, _ what: String, relativeTo base: String) throws(FlowFileError) -> String {
        let text = try source.string(node, what)
        let path = text.hasPrefix("/") ? text : (base.isEmpty ? text : base + "/" + text)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw source.error(node, "\(what): no directory \(path) (paths are relative to the flow file)")
        }
        return path
    }

    /// `390x844@3` or `390x844@3:phone`.
    static func isScreenSpec(_ text: String) -> Bool {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let size = ScreenSize(text: String(parts[0])), size.scale != nil else { return false }
        return parts.count == 1 || !parts[1].isEmpty
    }

    // MARK: - Steps

    /// One list item: a one-key map (`- present: {…}`) or a bare keyword (`- memoryWarning`).
    private mutating func step(_ item: Node, boundary: Mark?, header: FlowHeader) throws(FlowFileError) -> FlowStep {
        let keyNode: Node
        let value: Node?
        switch item {
        case .scalar:
            keyNode = item
            value = nil
        case .mapping(let m):
            let pairs = Array(m)
            guard pairs.count == 1 else {
                let keys = pairs.compactMap { $0.key.string }.joined(separator: ", ")
                throw source.error(item, "a step is a map with one key; this one has \(pairs.count) (\(keys)): put each step in its own list item")
            }
            keyNode = pairs[0].key
            value = pairs[0].value
        default:
            throw source.error(item, "a step must be a one-key map such as `- dismiss: Modal` (or a bare keyword), got \(source.describe(item))")
        }
        let keyword = try source.string(keyNode, "a step's keyword")
        let position = source.position(keyNode)
        guard let entry = StepVocabulary.entry(keyword) else {
            throw FlowFileError(position, "unknown step '\(keyword)'\(Suggestion.text(keyword, among: StepVocabulary.keywords))")
        }
        if value == nil || value.map(isNull) == true, entry.needsValue {
            throw FlowFileError(position, "\(keyword) needs a value: \(entry.example)")
        }
        let context = StepContext(source: source, keyword: keyword, keyNode: keyNode, value: value ?? keyNode, hasValue: value.map { !isNull($0) } ?? false,
                                  boundary: boundary, header: header, loadSubflow: loadSubflow)
        return FlowStep(position: position, keyword: keyword, kind: try entry.parse(context))
    }

    private func isNull(_ node: Node) -> Bool {
        if case .scalar = node { return source.tagName(node) == Tag.Name.null }
        return false
    }
}

/// "(did you mean 'present'?)" for a misspelt word: the closest known one within two edits.
enum Suggestion {
    static func text(_ word: String, among known: [String]) -> String {
        let scored = known.map { ($0, distance(Array(word.lowercased()), Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, min(2, word.count / 3)) else { return "" }
        return " (did you mean '\(best.0)'?)"
    }

    /// Edit distance counting a swap of neighbours as one edit (`stlye` is one from `style`).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
