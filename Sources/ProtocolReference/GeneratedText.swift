/// A piece of a committed file that is generated from the method table: a whole file, or the
/// region between `<!-- BEGIN GENERATED: id -->` and `<!-- END GENERATED: id -->` lines of a
/// hand-written one. `proscenium-gen` writes them; `GeneratedTextTests` fails when one is stale,
/// so a method added to the table without regenerating its documentation fails the build.
public struct GeneratedText: Sendable {
    /// The file, relative to the package root.
    public var path: String
    /// The region's id inside the file, or nil for the whole file.
    public var region: String?
    /// The generated text (for a region: the lines between the markers).
    public var render: @Sendable () -> String

    public init(path: String, region: String? = nil, render: @escaping @Sendable () -> String) {
        self.path = path
        self.region = region
        self.render = render
    }

    /// Why a committed file cannot take its generated text.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `existing` with this text in place: the whole file, or the region between its markers
    /// (which must each appear exactly once, BEGIN before END).
    public func applied(to existing: String) throws(Failure) -> String {
        let body = render()
        guard let region else { return body }
        let begin = "<!-- BEGIN GENERATED: \(region) -->"
        let end = "<!-- END GENERATED: \(region) -->"
        var lines = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let begins = lines.indices.filter { lines[$0].trimmingSpaces == begin }
        let ends = lines.indices.filter { lines[$0].trimmingSpaces == end }
        guard begins.count == 1, ends.count == 1, begins[0] < ends[0] else {
            throw Failure(description: "\(path): needs one '\(begin)' line followed by one '\(end)' line")
        }
        var bodyLines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if bodyLines.last == "" { bodyLines.removeLast() }
        lines.replaceSubrange((begins[0] + 1)..<ends[0], with: bodyLines)
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" { s.removeLast() }
        return s
    }
}
