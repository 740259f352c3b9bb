import Foundation
import Testing

/// docs/architecture.md names every target of Package.swift with its imports: a target added
/// without its row, or a dependency added without its name in the row, fails here.
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

    /// The "Targets and import rules" section of docs/architecture.md.
    static func section() throws -> Substring? {
        let doc = try read("docs/architecture.md")
        guard let start = doc.range(of: "## Targets and import rules"),
              let end = doc.range(of: "## The server shell", range: start.upperBound..<doc.endIndex) else {
            return nil
        }
        return doc[start.upperBound..<end.lowerBound]
    }

    /// What each `.target` and `.executableTarget` declares in its `dependencies:` list: target
    /// names, and products by their product name.
    static func dependencies() throws -> [(target: String, dependencies: [String])] {
        let package = try read("Package.swift")
        let start = try Regex(#"\.(?:target|executableTarget)\(\s*name:\s*"([^"]+)""#)
        let product = try Regex(#"\.product\(name:\s*"([^"]+)"[^)]*\)"#)
        let quoted = try Regex(#""([^"]+)""#)
        return try package.matches(of: start).map { match in
            let name = try #require(match.output[1].substring.map(String.init))
            // The call's text up to its closing parenthesis.
            var depth = 1, i = match.range.upperBound
            while depth > 0, i < package.endIndex {
                if package[i] == "(" { depth += 1 } else if package[i] == ")" { depth -= 1 }
                i = package.index(after: i)
            }
            let call = package[match.range.upperBound..<i]
            guard let list = call.range(of: "dependencies:"), let open = call[list.upperBound...].firstIndex(of: "["),
                  let close = call[open...].firstIndex(of: "]") else { return (name, []) }
            var deps = call[call.index(after: open)..<close]
            var names = deps.matches(of: product).compactMap { $0.output[1].substring.map(String.init) }
            deps = Substring(deps.replacing(product, with: ""))
            names += deps.matches(of: quoted).compactMap { $0.output[1].substring.map(String.init) }
            return (name, names)
        }
    }

    /// How the table names a product of another package.
    static let productNames = ["Logging": "swift-log"]

    @Test func everyTargetHasItsRow() throws {
        guard let section = try Self.section() else {
            Issue.record("docs/architecture.md has no 'Targets and import rules' section")
            return
        }
        let targets = try Self.targets()
        #expect(targets.count > 30)
        for target in targets {
            #expect(section.contains("`\(target)`"), "docs/architecture.md does not list the target \(target)")
        }
    }

    @Test func everyRowListsEveryDependencyItsTargetDeclares() throws {
        let section = try #require(try Self.section())
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let dependencies = try Self.dependencies()
        #expect(dependencies.count > 25)
        #expect(dependencies.first { $0.target == "ProsceniumServer" }?.dependencies.contains("Logging") == true,
                "the parser must see products")
        for (target, declared) in dependencies {
            // The row whose first cell names the target (`prosc-cli` (…, target `ProscCLI`)).
            let row = rows.first { $0.split(separator: "|").first?.contains("`\(target)`") == true }
            guard let cells = row?.split(separator: "|", omittingEmptySubsequences: false), cells.count > 2 else {
                Issue.record("docs/architecture.md has no row for \(target)")
                continue
            }
            let imports = Set(cells[2].split { !($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }.map(String.init))
            for dependency in declared {
                let shown = Self.productNames[dependency] ?? dependency
                #expect(imports.contains(shown), "docs/architecture.md: the imports of \(target) omit \(shown)")
            }
        }
    }
}
