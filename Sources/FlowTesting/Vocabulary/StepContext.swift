import Foundation
import WireProtocol
import Yams

/// What a step's parser reads: the keyword, its value node and where things are, with
/// accessors that check a step's fields and types and fail at the offending node.
struct StepContext {
    let source: YAMLSource
    let keyword: String
    let keyNode: Node
    /// The step's value (the keyword itself for a bare keyword).
    let value: Node
    /// False for a bare keyword or `keyword:` with nothing after it.
    let hasValue: Bool
    /// The start of the next step (nil for the last): where this one's value ends at the latest.
    let boundary: Mark?
    let header: FlowHeader
    let loadSubflow: (String, SourcePosition) throws(FlowFileErrors) -> Flow

    var position: SourcePosition { source.position(keyNode) }

    func error(_ node: Node, _ message: String) -> FlowFileError { source.error(node, message) }

    /// Where the step's value is written (an empty place after the key when it has none).
    func valueSpan() -> ValueSpan {
        guard !hasValue, value == keyNode else { return source.span(of: value, key: keyNode, boundary: boundary) }
        var span = source.span(of: .scalar(.init("")), key: keyNode, boundary: boundary)
        span.needsColon = true
        return span
    }

    /// The value's fields when it is a map: unknown fields and missing required ones are
    /// errors. A scalar value stands for `shorthand` (`dismiss: Modal` = `dismiss: {vc: Modal}`).
    func fields(_ allowed: [String], required: [String] = [], shorthand: String? = nil) throws(FlowFileError) -> Fields {
        if case .mapping = value {
            var found: [String: Node] = [:]
            var keys: [String: Node] = [:]
            for (key, keyNode, node) in try source.mapping(value, keyword) {
                guard allowed.contains(key) else {
                    throw error(keyNode, "\(keyword) has no field '\(key)'\(Suggestion.text(key, among: allowed)) (fields: \(allowed.joined(separator: ", ")))")
                }
                found[key] = node
                keys[key] = keyNode
            }
            for key in required where found[key] == nil {
                throw error(value, "\(keyword) needs '\(key)' (fields: \(allowed.joined(separator: ", ")))")
            }
            return Fields(context: self, nodes: found, keyNodes: keys)
        }
        if let shorthand, hasValue, case .scalar = value {
            for key in required where key != shorthand {
                throw error(value, "\(keyword) needs a map with \(required.map { "'\($0)'" }.joined(separator: " and "))")
            }
            return Fields(context: self, nodes: [shorthand: value], keyNodes: [:])
        }
        throw error(value, "\(keyword) must be a map of \(allowed.joined(separator: ", "))\(shorthand.map { " (or just the \($0))" } ?? ""), got \(source.describe(value))")
    }

    /// A controller name.
    func controller(_ node: Node, _ what: String) throws(FlowFileError) -> NameRef {
        NameRef(try source.string(node, what), .controller, at: source.position(node))
    }

    /// Checks a literal parameter against the method table (type, allowed values).
    func checked(_ method: MethodDescriptor, _ key: String, _ json: JSON, at node: Node) throws(FlowFileError) -> PlannedValue {
        guard let spec = method.param(named: key) else { return .json(json) }
        do {
            try spec.check(in: Params(object: [key: json]))
        } catch {
            throw self.error(node, "\(keyword): \(error.message)")
        }
        return .json(json)
    }
}

/// A step's fields by name, with typed accessors.
struct Fields {
    let context: StepContext
    let nodes: [String: Node]
    let keyNodes: [String: Node]

    subscript(_ key: String) -> Node? { nodes[key] }

    func string(_ key: String) throws(FlowFileError) -> String? {
        guard let node = nodes[key] else { return nil }
        return try context.source.string(node, "\(context.keyword).\(key)")
    }

    func bool(_ key: String) throws(FlowFileError) -> Bool? {
        guard let node = nodes[key] else { return nil }
        return try context.source.bool(node, "\(context.keyword).\(key)")
    }

    func controller(_ key: String) throws(FlowFileError) -> NameRef? {
        guard let node = nodes[key] else { return nil }
        return try context.controller(node, "\(context.keyword).\(key)")
    }

    /// A literal parameter for `method`, checked against the method table.
    func param(_ key: String, as name: String? = nil, of method: MethodDescriptor) throws(FlowFileError) -> (key: String, value: PlannedValue)? {
        guard let node = nodes[key] else { return nil }
        let json = try context.source.json(node, "\(context.keyword).\(key)")
        return (name ?? key, try context.checked(method, name ?? key, json, at: node))
    }

    /// `animated: false` (default true, as in UIKit calls).
    func animated(_ method: MethodDescriptor) throws(FlowFileError) -> (key: String, value: PlannedValue)? {
        try param("animated", of: method)
    }

    /// Exactly one of `keys` must be given.
    func oneOf(_ keys: [String]) throws(FlowFileError) -> String {
        let present = keys.filter { nodes[$0] != nil }
        guard present.count == 1 else {
            let list = keys.map { "'\($0)'" }.joined(separator: " or ")
            throw context.error(context.value, present.isEmpty ? "\(context.keyword) needs \(list)" : "\(context.keyword) takes \(list), not both")
        }
        return present[0]
    }
}
