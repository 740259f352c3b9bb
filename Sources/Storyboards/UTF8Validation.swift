/// Interface Builder writes storyboards in UTF-8. FoundationXML's parser traps (a crash, not
/// an error) when libxml2 hands it an element or attribute name that is not valid UTF-8, so
/// the loader refuses such input before parsing it (found by `make fuzz`, see
/// docs/reliability.md).
enum UTF8Validation {
    /// The byte offset and 1-based line of the first byte that is not part of a well-formed
    /// UTF-8 sequence, or nil when all of `bytes` is valid UTF-8.
    static func firstInvalidByte(in bytes: some Collection<UInt8>) -> (offset: Int, line: Int)? {
        // Over contiguous bytes (a file's `Data`) in place: decoding `Data` through its iterator
        // cost 0.36 G instructions for a 3.9 MB storyboard (docs/performance.md, issue 29).
        // The standard library's validation first (a well-formed file, the usual case, needs
        // nothing else); the scalar-by-scalar walk only to place the first bad byte.
        if let valid = bytes.withContiguousStorageIfAvailable({ String(validating: $0, as: UTF8.self) != nil }), valid { return nil }
        if let found = bytes.withContiguousStorageIfAvailable({ firstInvalidByte(inBuffer: $0) }) { return found }
        return firstInvalidByte(inBuffer: bytes)
    }

    private static func firstInvalidByte<C: Collection<UInt8>>(inBuffer bytes: C) -> (offset: Int, line: Int)? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" { line += 1 }
            case .emptyInput:
                return nil
            case .error:
                return (offset, line)
            }
        }
    }
}
