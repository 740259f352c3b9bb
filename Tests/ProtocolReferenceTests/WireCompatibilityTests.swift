import Foundation
import ProtocolReference
import Testing
import WireProtocol

/// Today's method table against the previous release's catalog (Tests/Fixtures/PreviousRelease,
/// issue 38 point 3): within protocol 1 methods, parameters and result members are only ever
/// added (docs/protocol.md, *Versioning and extensions*). A client written against the previous
/// release must still find every method with the same role and target, every parameter with the
/// same type, default and at least the same values, no new required parameter, and every result
/// member it read: where the old catalog declares its result types (`resultTypes`), each member
/// with the same shape, and none that was always sent now null or absent.
@Suite("Wire compatibility with the previous release")
struct WireCompatibilityTests {
    /// The release's catalog, and `main`'s when this check grew result types (README there).
    static let fixtures = ["protocol-methods.json", "main-1c92e04-protocol-methods.json"]

    static func catalog(_ file: String = fixtures[0]) throws -> JSON {
        let text = try String(contentsOfFile: GeneratedTextTests.packageRoot + "/Tests/Fixtures/PreviousRelease/" + file, encoding: .utf8)
        return try JSONParser.parse(text, maxDepth: 64)
    }

    static func previous(_ file: String = fixtures[0]) throws -> [JSON] {
        try #require(try catalog(file)["methods"]?.arrayValue)
    }

    /// What breaks a reader of the old catalog's result types (`resultTypes`, by name) in
    /// today's `ResultTypes`: a type or member gone, a member's shape changed, a member always
    /// sent now nullable or absent, a nullable one now absent.
    static func resultBreaks(_ oldTypes: [JSON]) -> [String] {
        var out: [String] = []
        for type in oldTypes {
            let name = type["name"]?.stringValue ?? "?"
            guard let now = ResultTypes.named(name) else { out.append("result type \(name) is gone"); continue }
            for member in type["members"]?.arrayValue ?? [] {
                let mname = member["name"]?.stringValue ?? "?"
                guard let m = now.member(mname) else { out.append("\(name).\(mname) is gone"); continue }
                if let shape = member["shape"]?.stringValue, shape != m.shape.wireName {
                    out.append("\(name).\(mname): shape \(shape) is now \(m.shape.wireName)")
                }
                switch (member["presence"]?.stringValue, m.presence) {
                case ("required", .nullable), ("required", .optional), ("required", .absentWhenEmpty):
                    out.append("\(name).\(mname) was always sent and is now \(m.presence.wireName)")
                case ("nullable", .optional), ("nullable", .absentWhenEmpty):
                    out.append("\(name).\(mname) was always sent (maybe null) and is now \(m.presence.wireName)")
                default:
                    break
                }
            }
        }
        return out
    }

    /// The members a result text names at its top level (`{vc, presenter, style}`,
    /// `{selected: bool, popped: [vc]}` → their names; what follows a colon is a type).
    static func topLevelMembers(_ result: String) -> Set<String> {
        var depth = 0, current = "", names = Set<String>(), inType = false
        func end() {
            if !inType, current.first?.isLetter == true { names.insert(current) }
            current = ""
            inType = false
        }
        for ch in result {
            switch ch {
            case "{", "[":
                depth += 1
            case "}", "]":
                if depth == 1 { end() }
                depth -= 1
            case "," where depth == 1:
                end()
            case ":" where depth == 1:
                end()
                inType = true
            case " ", "?":
                break
            default:
                if depth == 1, !inType { current.append(ch) }
            }
        }
        return names
    }

    /// What breaks a client of `old` (a catalog's methods) in today's table.
    static func breaks(_ old: [JSON]) -> [String] {
        var out: [String] = []
        for method in old {
            guard let name = method["name"]?.stringValue else { out.append("a method without a name"); continue }
            guard let now = MethodTable.descriptor(named: name) else { out.append("\(name) is gone"); continue }
            if method["mutates"]?.boolValue != now.mutates { out.append("\(name): mutates changed") }
            if method["extension"]?.boolValue != now.isExtension { out.append("\(name): extension changed") }
            let oldParams = method["params"]?.arrayValue ?? []
            for p in oldParams {
                let pname = p["name"]?.stringValue ?? "?"
                guard let spec = now.param(named: pname) else { out.append("\(name).\(pname) is gone"); continue }
                if p["type"]?.stringValue != spec.type.wireName { out.append("\(name).\(pname): type \(p["type"] ?? .null) is now \(spec.type.wireName)") }
                if p["required"]?.boolValue == false, spec.required { out.append("\(name).\(pname) became required") }
                if p["default"] != spec.defaultValue { out.append("\(name).\(pname): default changed") }
                if let values = p["oneOf"]?.arrayValue?.compactMap(\.stringValue), let allowed = spec.allowedValues {
                    let gone = Set(values).subtracting(allowed)
                    if !gone.isEmpty { out.append("\(name).\(pname): \(gone.sorted()) no longer allowed") }
                }
            }
            let oldNames = Set(oldParams.compactMap { $0["name"]?.stringValue })
            for spec in now.params where spec.required && !oldNames.contains(spec.name) {
                out.append("\(name): new required parameter \(spec.name)")
            }
            let gone = topLevelMembers(method["result"]?.stringValue ?? "").subtracting(topLevelMembers(now.result))
            if !gone.isEmpty { out.append("\(name): result members \(gone.sorted()) are gone") }
        }
        return out
    }

    @Test(arguments: fixtures) func everyMethodOfThePreviousReleaseIsStillServedAsItWas(_ file: String) throws {
        let old = try Self.previous(file)
        #expect(old.count > 50)
        #expect(old.reduce(0) { $0 + ($1["params"]?.arrayValue?.count ?? 0) } > 100)
        #expect(Self.breaks(old) == [])
        #expect(Self.resultBreaks(try Self.catalog(file)["resultTypes"]?.arrayValue ?? []) == [])
    }

    /// Today's catalog holds to itself, and carries every result type with its members.
    @Test func todaysCatalogDeclaresEveryResultMember() throws {
        let today = try JSONParser.parse(MethodCatalogJSON.render(), maxDepth: 64)
        let types = try #require(today["resultTypes"]?.arrayValue)
        #expect(types.count == ResultTypes.all.count)
        #expect(types.reduce(0) { $0 + ($1["members"]?.arrayValue?.count ?? 0) } == ResultTypes.all.reduce(0) { $0 + $1.members.count })
        #expect(Self.resultBreaks(types) == [])
    }

    /// The result check fails on what it is for: today's catalog doctored so that a member the
    /// table declares nullable, absent or of another shape was always sent as something else, a
    /// member and a type the table lacks.
    @Test func aDoctoredCatalogShowsEachResultBreak() throws {
        let today = try JSONParser.parse(MethodCatalogJSON.render(), maxDepth: 64)
        var types = try #require(today["resultTypes"]?.arrayValue)
        func doctor(_ type: String, _ change: (inout [JSON]) -> Void) throws {
            let i = try #require(types.firstIndex { $0["name"]?.stringValue == type })
            guard case .object(var t) = types[i], var members = t["members"]?.arrayValue else { return }
            change(&members)
            t["members"] = .array(members)
            types[i] = .object(t)
        }
        func set(_ members: inout [JSON], _ name: String, _ key: String, _ value: String) {
            guard let j = members.firstIndex(where: { $0["name"]?.stringValue == name }), case .object(var m) = members[j] else { return }
            m[key] = .string(value)
            members[j] = .object(m)
        }
        try doctor("WindowCreated") { set(&$0, "root", "presence", "required") }
        try doctor("TreeNode") { set(&$0, "scene", "presence", "nullable") }
        try doctor("Presented") { set(&$0, "style", "shape", "string") }
        try doctor("Created") { $0.append(.object(["name": "gone", "shape": "string", "presence": "required"])) }
        types.append(.object(["name": "Teleported", "members": []]))
        #expect(Set(Self.resultBreaks(types)) == [
            "WindowCreated.root was always sent and is now nullable",
            "TreeNode.scene was always sent (maybe null) and is now optional",
            "Presented.style: shape string is now string:modalPresentationStyle",
            "Created.gone is gone",
            "result type Teleported is gone",
        ])
    }

    /// The check fails on what it is for: a doctored copy of the old catalog that names a method
    /// the table lacks, a parameter with another type, a parameter the table lacks, a value the
    /// table no longer allows, a result member the table lacks.
    @Test func aDoctoredCatalogShowsEachBreak() throws {
        var old = try Self.previous()
        let present = try #require(old.firstIndex { $0["name"]?.stringValue == "vc.present" })
        guard case .object(var m) = old[present], case .array(var params)? = m["params"] else { Issue.record("no vc.present params"); return }
        let style = try #require(params.firstIndex { $0["name"]?.stringValue == "style" })
        guard case .object(var p) = params[style] else { return }
        p["oneOf"] = .array((p["oneOf"]?.arrayValue ?? []) + [.string("hologram")])
        params[style] = .object(p)
        let animated = try #require(params.firstIndex { $0["name"]?.stringValue == "animated" })
        guard case .object(var a) = params[animated] else { return }
        a["type"] = .string("string")
        params[animated] = .object(a)
        params.append(.object(["name": .string("gone"), "type": .string("string"), "required": .bool(false)]))
        m["params"] = .array(params)
        m["result"] = .string("{vc, presenter, style, vanished}")
        old[present] = .object(m)
        old.append(.object(["name": .string("vc.teleport"), "params": .array([]), "result": .string("{}"), "mutates": .bool(true), "extension": .bool(true)]))
        #expect(Set(Self.breaks(old)) == [
            "vc.present.style: [\"hologram\"] no longer allowed", "vc.present.animated: type \"string\" is now boolean",
            "vc.present.gone is gone", "vc.present: result members [\"vanished\"] are gone", "vc.teleport is gone",
        ])
    }

    @Test func theMemberReaderFindsTopLevelNamesOnly() {
        #expect(Self.topLevelMembers("{vc, presenter, style}") == ["vc", "presenter", "style"])
        #expect(Self.topLevelMembers("{ios, state: {writes, writeFailures}, seq}") == ["ios", "state", "seq"])
        #expect(Self.topLevelMembers("{windows: [{window, root}]}") == ["windows"])
        #expect(Self.topLevelMembers("{}").isEmpty)
        #expect(Self.topLevelMembers("{selected: bool, popped: [vc]}") == ["selected", "popped"])
    }
}
