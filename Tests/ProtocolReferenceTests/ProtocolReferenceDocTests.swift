import Foundation
import HierarchyEngine
import ProtocolReference
import Testing
import WireProtocol

/// `docs/protocol.md` documents exactly what the server has: a section per method of
/// `MethodTable` (its generated block and a hand-written **Errors:** line that lists at least the
/// codes the method's table entry implies), the engine's event names, and every error code. A
/// method added to the table without a section fails `everyMethodHasASection`; a method removed
/// from the table but still documented fails `noSectionForAnUnknownMethod`.
@Suite("docs/protocol.md matches the method table")
struct ProtocolReferenceDocTests {
    static let document: String = {
        (try? String(contentsOfFile: GeneratedTextTests.packageRoot + "/docs/protocol.md", encoding: .utf8)) ?? ""
    }()
    static var lines: [Substring] { document.split(separator: "\n", omittingEmptySubsequences: false) }

    /// Method sections: `#### \`name\`` headings, with the text up to the next heading.
    static let sections: [String: String] = {
        var result: [String: String] = [:]
        var current: String?
        var body: [Substring] = []
        func flush() { if let current { result[current] = body.joined(separator: "\n") } }
        for line in lines {
            if line.hasPrefix("#") {
                flush()
                current = nil
                body = []
                if line.hasPrefix("#### `"), line.hasSuffix("`") {
                    current = String(line.dropFirst(6).dropLast())
                }
            } else {
                body.append(line)
            }
        }
        flush()
        return result
    }()

    @Test func everyMethodHasASection() {
        for d in MethodTable.all {
            guard let section = Self.sections[d.name] else {
                Issue.record("docs/protocol.md has no '#### `\(d.name)`' section")
                continue
            }
            #expect(section.contains("<!-- BEGIN GENERATED: \(MethodReferenceRegions.regionID(d.name)) -->"),
                    "the section of \(d.name) must hold its generated block")
        }
    }

    @Test func noSectionForAnUnknownMethod() {
        for name in Self.sections.keys {
            #expect(MethodTable.descriptor(named: name) != nil, "docs/protocol.md documents '\(name)', which the server does not have")
        }
    }

    /// The codes a method's table entry implies: it names a target (an id that may not exist),
    /// it mutates (observers are refused), it runs in a window's queue (`queue: false`).
    static func impliedCodes(_ d: MethodDescriptor) -> Set<Int> {
        var codes: Set<Int> = []
        if d.target.param != nil { codes.insert(RPCErrorCode.notFound.rawValue) }
        if d.mutates { codes.insert(RPCErrorCode.permissionDenied.rawValue) }
        if d.mutates, d.param(named: "queue") != nil { codes.insert(RPCErrorCode.invalidState.rawValue) }
        return codes
    }

    @Test func everyMethodListsItsErrors() throws {
        let valid = Set(RPCErrorCode.allCases.map(\.rawValue))
        let codePattern = try Regex(#"-32\d\d\d"#)
        for d in MethodTable.all {
            guard let section = Self.sections[d.name] else { continue }
            guard let errorsLine = section.range(of: "**Errors:**") else {
                Issue.record("the section of \(d.name) has no **Errors:** paragraph")
                continue
            }
            let paragraph = String(section[errorsLine.upperBound...]).components(separatedBy: "\n\n").first ?? ""
            let listed = Set(paragraph.matches(of: codePattern).compactMap { Int(paragraph[$0.range]) })
            #expect(listed.isSubset(of: valid), "\(d.name) lists unknown codes \(listed.subtracting(valid).sorted())")
            let missing = Self.impliedCodes(d).subtracting(listed)
            #expect(missing.isEmpty, "\(d.name)'s **Errors:** omits \(missing.sorted()) (implied by its target, mutating or queue)")
        }
    }

    /// The rows of the markdown table under the heading `heading`: the first cell of each row.
    static func firstCells(under heading: String) -> [String] {
        var inSection = false
        var cells: [String] = []
        for line in lines {
            if line.hasPrefix("#") { inSection = line == heading; continue }
            guard inSection, line.hasPrefix("| "), !line.hasPrefix("| ---") else { continue }
            let cell = line.dropFirst(2).prefix { $0 != "|" }.trimmingCharacters(in: .whitespaces)
            cells.append(cell)
        }
        return cells
    }

    @Test func theEventTableListsExactlyTheEngineEvents() {
        let rows = Self.firstCells(under: "## Events").dropFirst().map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
        #expect(rows == EngineEvent.Kind.allNames)
    }

    @Test func theErrorTableListsExactlyTheErrorCodes() {
        let rows = Self.firstCells(under: "## Errors").dropFirst()
        #expect(rows.compactMap { Int($0) } == RPCErrorCode.allCases.map(\.rawValue))
        #expect(rows.count == RPCErrorCode.allCases.count)
    }

    @Test func theDocumentNamesNothingOutsideTheRepository() {
        #expect(!Self.document.contains("../" + "shared"))
    }
}
