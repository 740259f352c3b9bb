/// Where a fact was read: the file as the caller named it and the 1-based line.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public init(file: String, line: Int) { self.file = file; self.line = line }
    /// `Home.swift:42` (the file's last path component and the line).
    public var description: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return "\(name):\(line)"
    }
}
