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
            let isName = p.keyEquals(name)
            p.skipWhitespace()
            guard p.position < document.count, document[p.position] == UInt8(ascii: ":") else { return nil }
            p.position += 1
            p.skipWhitespace()
            if isName {
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

    /// At a key's opening quote: whether the key is `name`, consuming the key. Keys without
    /// escapes are compared byte for byte; others are decoded.
    mutating func keyEquals(_ name: String) -> Bool {
        let start = position + 1
        var i = start
        while i < input.count, input[i] != UInt8(ascii: "\""), input[i] != UInt8(ascii: "\\") { i += 1 }
        if i < input.count, input[i] == UInt8(ascii: "\"") {
            position = i + 1
            var name = name
            return name.withUTF8 { n in n.count == i - start && n.elementsEqual(UnsafeRawBufferPointer(rebasing: input[start..<i])) }
        }
        return (try? parseString()) == name
    }
}
