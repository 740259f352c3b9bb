/// The characters of one member's number, found in a document already parsed (so valid):
/// what a `Double` cannot give back (`9007199254740993`, `1e2`, `2.50`).
extension JSONParser {
    /// The literal of the number that is the value of the member `name` of the top-level object
    /// of `document`; nil when it is absent, not a number, or the document is not an object.
    static func topLevelNumberText(of name: String, in document: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        var p = JSONParser(document, maxDepth: depthCeiling)
        p.skipWhitespace()
        guard p.position < document.count, document[p.position] == UInt8(ascii: "{") else { return nil }
        p.position += 1
        while true {
            p.skipWhitespace()
            guard p.position < document.count, document[p.position] == UInt8(ascii: "\"") else { return nil }
            guard let key = try? p.parseString() else { return nil }
            p.skipWhitespace()
            guard p.position < document.count, document[p.position] == UInt8(ascii: ":") else { return nil }
            p.position += 1
            p.skipWhitespace()
            if key == name {
                let start = p.position
                guard (try? p.parseValue(depth: 1)) != nil else { return nil }
                guard start < document.count, document[start] == UInt8(ascii: "-") || (0x30...0x39).contains(document[start]) else {
                    return nil
                }
                return UnsafeRawBufferPointer(rebasing: document[start..<p.position])
            }
            guard (try? p.parseValue(depth: 1)) != nil else { return nil }
            p.skipWhitespace()
            guard p.position < document.count, document[p.position] == UInt8(ascii: ",") else { return nil }
            p.position += 1
        }
    }
}
