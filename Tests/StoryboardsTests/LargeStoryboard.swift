import Foundation

/// A large storyboard built from a corpus file by repeating its scenes with renamed ids, for
/// load-time measurements (generated at test time, never committed).
enum LargeStoryboard {
    /// The corpus file whose scenes are repeated (122 KB, 17 scenes, 15 segues).
    static let sourceFile = "duckduckgo__iOS__DuckDuckGo__Debug.storyboard"

    /// The source's scenes repeated until the document reaches `minimumBytes`; each copy's
    /// element ids, scene ids and destinations get a `cN-` prefix so they stay unique and
    /// every segue points inside its own copy. Returns the XML and the number of copies.
    static func make(minimumBytes: Int = 500_000) throws -> (xml: String, copies: Int) {
        let source = try String(contentsOfFile: Fixture.corpusDirectory + "/" + sourceFile, encoding: .utf8)
        guard let open = source.range(of: "<scenes>"), let close = source.range(of: "</scenes>") else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let head = String(source[..<open.upperBound])
        let body = String(source[open.upperBound..<close.lowerBound])
        let tail = String(source[close.lowerBound...])
        var xml = head
        var copies = 0
        while xml.utf8.count + tail.utf8.count < minimumBytes {
            let prefix = copies == 0 ? "" : "c\(copies)-"
            xml += copies == 0 ? body : body
                .replacingOccurrences(of: #" id=""#, with: #" id="\#(prefix)"#)
                .replacingOccurrences(of: #" destination=""#, with: #" destination="\#(prefix)"#)
                .replacingOccurrences(of: #"sceneID=""#, with: #"sceneID="\#(prefix)"#)
            copies += 1
        }
        return (xml + tail, copies)
    }
}
