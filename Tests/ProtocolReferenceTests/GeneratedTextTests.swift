import Foundation
import ProtocolReference
import Testing

/// The committed generated texts match what the method table produces now: adding a method, a
/// parameter, an event or an error code without `make generate` fails here.
@Suite("Generated texts are current")
struct GeneratedTextTests {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    @Test("each generated file or region is current", arguments: GeneratedTexts.all.map(\.path).uniqued())
    func current(path: String) throws {
        let existing = try String(contentsOfFile: Self.packageRoot + "/" + path, encoding: .utf8)
        for text in GeneratedTexts.all where text.path == path {
            let updated = try text.applied(to: existing)
            #expect(updated == existing, "\(path)\(text.region.map { " region \($0)" } ?? "") is stale: run `make generate`")
        }
    }

    @Test func regionIsReplacedBetweenItsMarkers() throws {
        let text = GeneratedText(path: "x.md", region: "r") { "new\n" }
        let doc = "a\n<!-- BEGIN GENERATED: r -->\nold\nold\n<!-- END GENERATED: r -->\nb\n"
        #expect(try text.applied(to: doc) == "a\n<!-- BEGIN GENERATED: r -->\nnew\n<!-- END GENERATED: r -->\nb\n")
        #expect(throws: GeneratedText.Failure.self) { try text.applied(to: "a\nb\n") }
    }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
