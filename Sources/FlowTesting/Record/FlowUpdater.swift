import Foundation

/// One rewritten expectation: the span of its old value and the new value's text.
public struct Replacement: Sendable, Equatable {
    public var span: ValueSpan
    public var text: String
    /// `expectCallbacks at flows/a.yaml:12:3`.
    public var what: String
    /// The iOS version of the run that saw it (`prosc test --ios`), when the suite ran against several.
    public var ios: String?
    /// For a short-form `expectCallbacks`: the new list in flow style, so that runs of several
    /// versions that disagree can be written as a `versions:` map.
    public var flowList: String?

    public init(span: ValueSpan, text: String, what: String, ios: String? = nil) {
        self.span = span
        self.text = text
        self.what = what
        self.ios = ios
    }
}

/// `prosc test --update`: writes what happened into the expectations that did not hold, by
/// splicing the new values into the file's text at their old values' places. Everything else
/// stays as written — comments, blank lines, quoting, key order — because nothing is
/// re-serialised.
public enum FlowUpdater {
    /// The files to write and their new texts, and the updates that conflict (one expectation,
    /// in a file several flows run, given different new values by two of them).
    public static func plan(_ replacements: [Replacement], read: (String) throws -> String) throws -> (files: [String: String], conflicts: [String]) {
        var chosen: [String: [Replacement]] = [:]
        var conflicts: [String] = []
        for (span, group) in Dictionary(grouping: replacements, by: \.span) {
            if Set(group.map(\.text)).count > 1, let split = byVersion(group) {
                chosen[span.file, default: []].append(split)
            } else if Set(group.map(\.text)).count > 1 {
                var versions: [String] = []
                for r in group { if let v = r.ios, !versions.contains(v) { versions.append(v) } }
                let who = versions.count > 1
                    ? "iOS \(versions.joined(separator: ", ")) saw different things (write it so it holds on each: of/names, expectCallbacksInclude, expectNoCallbacks)"
                    : "the flows that run it saw different things"
                conflicts.append("\(group[0].what): \(who); not updated")
            } else {
                chosen[span.file, default: []].append(group[0])
            }
        }
        var files: [String: String] = [:]
        for (file, list) in chosen { files[file] = apply(list, to: try read(file)) }
        return (files, conflicts.sorted())
    }

    /// A short-form `expectCallbacks` that runs of several versions saw differently, written as
    /// `versions:` with a list per version (versions next to each other in the run that saw the
    /// same events share a range: `"17-26"`); nil unless every run names its version.
    static func byVersion(_ group: [Replacement]) -> Replacement? {
        var seen: [(version: String, value: String)] = []
        for r in group {
            guard let v = r.ios, let list = r.flowList else { return nil }
            if !seen.contains(where: { $0.version == v }) { seen.append((v, list)) }
        }
        guard Set(seen.map(\.value)).count > 1 else { return nil }
        let labels = FlowVersions.labels(seen, ran: seen.map(\.version))
        let span = group[0].span
        let lines = labels.map { "\"\($0.label)\": \($0.value)" }
        let text: String
        if span.onKeyLine || span.isFlow || span.start == span.end {
            let indent = String(repeating: " ", count: span.keyColumn + 2)
            text = (span.needsColon ? ":" : "") + "\n" + indent + "versions:\n" + lines.map { indent + "  " + $0 }.joined(separator: "\n")
        } else {
            let indent = String(repeating: " ", count: span.start.column - 1)
            text = "versions:\n" + lines.map { indent + "  " + $0 }.joined(separator: "\n")
        }
        return Replacement(span: span, text: text, what: group[0].what + ": a list per version (iOS " + labels.map(\.label).joined(separator: "; ") + ")")
    }

    /// `text` with each replacement's span replaced by its text (spans do not overlap).
    public static func apply(_ replacements: [Replacement], to text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        var lineStarts = [0]
        for (i, c) in scalars.enumerated() where c == "\n" { lineStarts.append(i + 1) }
        func offset(_ p: SourcePosition) -> Int {
            guard p.line - 1 < lineStarts.count else { return scalars.count }
            return min(lineStarts[p.line - 1] + p.column - 1, scalars.count)
        }
        for r in replacements.sorted(by: { offset($0.span.start) > offset($1.span.start) }) {
            var start = offset(r.span.start)
            var end = offset(r.span.end)
            var text = Array(r.text.unicodeScalars)
            if text.first == ":" {
                // A bare keyword gets its colon right after it, whatever follows on the line.
                scalars.insert(":", at: start)
                start += 1
                end += 1
                text.removeFirst()
            }
            if text.first == "\n" {
                if start == end {
                    // A new block below an empty key: after a comment on the key's line, if any.
                    while end < scalars.count, scalars[end] != "\n" { end += 1 }
                    while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" || scalars[end - 1] == "\r" { end -= 1 }
                    start = end
                } else {
                    // A flow value becomes a block below its key: no trailing spaces after the colon,
                    // and a comment after the old value stays on the key's line.
                    while start > 0, scalars[start - 1] == " " || scalars[start - 1] == "\t" { start -= 1 }
                    var lineEnd = end
                    while lineEnd < scalars.count, scalars[lineEnd] != "\n" { lineEnd += 1 }
                    if let hash = scalars[end..<lineEnd].firstIndex(where: { $0 != " " && $0 != "\t" }), scalars[hash] == "#" {
                        while lineEnd > hash, scalars[lineEnd - 1] == " " || scalars[lineEnd - 1] == "\r" { lineEnd -= 1 }
                        let comment = Array(scalars[end..<lineEnd])
                        scalars.replaceSubrange(start..<lineEnd, with: comment + text)
                        continue
                    }
                }
            }
            scalars.replaceSubrange(start..<end, with: text)
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }

    /// Writes `files` (path → text) through a temporary file and a rename.
    public static func write(_ files: [String: String]) throws {
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let temporary = path + ".prosc-update"
            try text.write(toFile: temporary, atomically: false, encoding: .utf8)
            if rename(temporary, path) != 0 {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot replace \(path): \(reason)"])
            }
        }
    }
}
