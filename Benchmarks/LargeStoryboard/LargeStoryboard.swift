/// A large storyboard built from a real one by repeating its scenes with renamed ids: the input
/// of the load-time benchmark (`storyboard-bench`) and of the test that such a file loads whole
/// (`LargeStoryboardTests`). Generated when needed, never committed.
public enum LargeStoryboard {
    /// The corpus file whose scenes are repeated (122 KB, 17 scenes, 15 segues), relative to the
    /// package root.
    public static let sourcePath = "Tests/Fixtures/RealWorldStoryboards/duckduckgo__iOS__DuckDuckGo__Debug.storyboard"

    /// What a source document does not have: a `<scenes>` element to repeat.
    public struct NoScenes: Error, CustomStringConvertible {
        public var description: String { "the source storyboard has no <scenes> element" }
    }

    /// `source`'s scenes repeated until the document reaches `minimumBytes`; each copy's
    /// element ids, scene ids and destinations get a `cN-` prefix so they stay unique and
    /// every segue points inside its own copy. Returns the XML and the number of copies.
    public static func make(from source: String, minimumBytes: Int = 500_000) throws -> (xml: String, copies: Int) {
        guard let open = source.firstRange(of: "<scenes>"), let close = source.firstRange(of: "</scenes>") else {
            throw NoScenes()
        }
        let head = String(source[..<open.upperBound])
        let body = String(source[open.upperBound..<close.lowerBound])
        let tail = String(source[close.lowerBound...])
        var xml = head
        var copies = 0
        while xml.utf8.count + tail.utf8.count < minimumBytes {
            xml += copies == 0 ? body : renamed(body, prefix: "c\(copies)-")
            copies += 1
        }
        return (xml + tail, copies)
    }

    /// `body` with every `id`, `destination` and `sceneID` attribute value prefixed.
    static func renamed(_ body: String, prefix: String) -> String {
        body.replacing(#" id=""#, with: #" id="\#(prefix)"#)
            .replacing(#" destination=""#, with: #" destination="\#(prefix)"#)
            .replacing(#"sceneID=""#, with: #"sceneID="\#(prefix)"#)
    }
}
