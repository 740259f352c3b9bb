import Foundation
import SourceNavigation
import SwiftParser
import SwiftSyntax
import Testing

/// `SyntaxProtocol.sourceText` and `compactText(dropping:)`, which the reader uses instead of
/// swift-syntax's `trimmedDescription` (a trimmed copy of the node, printed): the same strings on
/// every node of every Swift file of the fixtures, trivia (comments, blank lines, spaces) and
/// non-ASCII text included.
@Suite struct SyntaxSourceTextTests {
    /// Every node of a file, through a visitor that sees them all.
    final class Collector: SyntaxAnyVisitor {
        var nodes: [Syntax] = []
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            nodes.append(node)
            return .visitChildren
        }
    }

    static func swiftFiles() throws -> [String] {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").path
        var out: [String] = []
        for sub in ["CodeNavigation", "RealWorldSources"] {
            let dir = fixtures + "/" + sub
            guard let walker = FileManager.default.enumerator(atPath: dir) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") { out.append(dir + "/" + path) }
        }
        return out.sorted()
    }

    static func oldCompact(_ text: String, dropping marks: String) -> String {
        text.filter { !$0.isWhitespace && !marks.contains($0) }
    }

    @Test func theSameTextsAsTrimmedDescriptionOnEveryNodeOfTheFixtures() throws {
        let files = try Self.swiftFiles()
        #expect(files.count > 40)
        var compared = 0
        for path in files {
            let tree = Parser.parse(source: try String(contentsOfFile: path, encoding: .utf8))
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(tree)
            for node in collector.nodes {
                let trimmed = node.trimmedDescription
                #expect(node.sourceText == trimmed, "\(path): \(node.kind)")
                #expect(node.compactText(dropping: "?!") == Self.oldCompact(trimmed, dropping: "?!"), "\(path): \(node.kind)")
                #expect(node.compactText() == Self.oldCompact(trimmed, dropping: ""), "\(path): \(node.kind)")
                compared += 1
            }
        }
        #expect(compared > 10_000)
    }

    /// Comments and line breaks around a node, and whitespace inside it that is not ASCII.
    @Test func triviaAroundANodeIsLeftOutAndWhitespaceInsideIsKeptOrDropped() {
        let source = "// a comment\nlet x = /* before */ self.window?\u{00A0}.rootViewController! // after\n"
        let tree = Parser.parse(source: source)
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        let initializer = collector.nodes.first { $0.is(InitializerClauseSyntax.self) }!.as(InitializerClauseSyntax.self)!
        #expect(initializer.value.sourceText == "self.window?\u{00A0}.rootViewController!")
        #expect(initializer.value.sourceText == initializer.value.trimmedDescription)
        #expect(initializer.value.compactText(dropping: "?!") == "self.window.rootViewController")
        #expect(initializer.value.compactText() == "self.window?.rootViewController!")
        #expect(tree.sourceText == tree.trimmedDescription)
    }
}
