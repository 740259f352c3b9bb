import Foundation
import ProtocolReference
import Testing
import WireProtocol

/// Today's method table against the previous release's catalog (Tests/Fixtures/PreviousRelease,
/// issue 38 point 3): within protocol 1 methods, parameters and result members are only ever
/// added (docs/protocol.md, *Versioning and extensions*). A client written against the previous
/// release must still find every method with the same role and target, every parameter with the
/// same type, default and at least the same values, no new required parameter, and every result
/// member it read.
@Suite("Wire compatibility with the previous release")
struct WireCompatibilityTests {
    static func previous() throws -> [JSON] {
        let text = try String(contentsOfFile: GeneratedTextTests.packageRoot + "/Tests/Fixtures/PreviousRelease/protocol-methods.json", encoding: .utf8)
        let catalog = try JSONParser.parse(text, maxDepth: 64)
        return try #require(catalog["methods"]?.arrayValue)
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

    @Test func everyMethodOfThePreviousReleaseIsStillServedAsItWas() throws {
        let old = try Self.previous()
        #expect(old.count > 50)
        #expect(old.reduce(0) { $0 + ($1["params"]?.arrayValue?.count ?? 0) } > 100)
        #expect(Self.breaks(old) == [])
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
