import WireProtocol

/// A flow being recorded, as text: the header's fields and the steps, each written as YAML
/// when it is added (`prosc record` rewrites the file after every step, so an interrupted
/// recording loses nothing).
public struct RecordedFlow: Sendable {
    /// Header fields in order, values already YAML (`storyboards: ../config/storyboards`).
    public var header: [(key: String, value: String)] = []
    /// Comment lines written above the header.
    public var comments: [String] = []
    /// Each step's YAML lines, starting with `- `.
    public private(set) var steps: [[String]] = []

    public init() {}

    public mutating func setHeader(_ key: String, _ value: String) {
        if let i = header.firstIndex(where: { $0.key == key }) { header[i].value = value } else { header.append((key, value)) }
    }

    /// `- keyword: value`, the value already YAML (flow style or a scalar); nil for a bare keyword.
    public mutating func add(_ keyword: String, _ value: String?) {
        steps.append(["- " + keyword + (value.map { ": " + $0 } ?? "")])
    }

    /// `- expectCallbacks:` and its block list (`[]` when the action caused none).
    public mutating func addCallbacks(_ entries: [String]) {
        if entries.isEmpty {
            steps.append(["- expectCallbacks: []"])
        } else {
            steps.append(["- expectCallbacks:"] + entries.map { "    - " + YAMLText.scalar($0) })
        }
    }

    /// `- expectTree: |` and the outline.
    public mutating func addTree(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        steps.append(["- expectTree: " + (lines.first?.first == " " ? "|2" : "|")] + lines.map { "    " + $0 })
    }

    /// `- expectError: {code: invalidState, uikit: "…"}`.
    public mutating func addError(code: Int?, message: String, uikit: String?) {
        var members: JSONObject = [:]
        if let code { members["code"] = RPCErrorCode(rawValue: code).map { .string($0.name) } ?? .number(Double(code)) }
        if let uikit { members["uikit"] = .string(uikit) } else { members["message"] = .string(message) }
        steps.append(["- expectError: " + YAMLText.flow(.object(members))])
    }

    public var stepCount: Int { steps.count }

    /// The whole file.
    public var text: String {
        var lines = comments.map { "# " + $0 }
        lines += header.map { "\($0.key): \($0.value)" }
        lines.append("---")
        for step in steps { lines += step }
        return lines.joined(separator: "\n") + "\n"
    }
}
