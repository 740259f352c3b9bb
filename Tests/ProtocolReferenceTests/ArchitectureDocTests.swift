import Foundation
import Testing

/// docs/architecture.md names every target of Package.swift with its imports: a target added
/// without its row fails here.
@Suite("docs/architecture.md lists every target")
struct ArchitectureDocTests {
    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: GeneratedTextTests.packageRoot + "/" + path, encoding: .utf8)
    }

    /// Every `name: "X"` of a `.target`, `.executableTarget`, `.testTarget` or `.systemLibrary`.
    static func targets() throws -> [String] {
        let package = try read("Package.swift")
        let pattern = try Regex(#"\.(?:target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        return package.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) }
    }

    @Test func everyTargetHasItsRow() throws {
        let doc = try Self.read("docs/architecture.md")
        guard let start = doc.range(of: "## Targets and import rules"),
              let end = doc.range(of: "## The server shell", range: start.upperBound..<doc.endIndex) else {
            Issue.record("docs/architecture.md has no 'Targets and import rules' section")
            return
        }
        let section = doc[start.upperBound..<end.lowerBound]
        let targets = try Self.targets()
        #expect(targets.count > 30)
        for target in targets {
            #expect(section.contains("`\(target)`"), "docs/architecture.md does not list the target \(target)")
        }
    }
}
