import Foundation
import Testing

/// The docs stay a reference (issue 38, point 6): docs/performance.md and docs/reliability.md
/// hold the current figures, their commands and how to measure, at most 500 lines and without a
/// journal's dated headings (a run's story goes to their `-history` appendices); every link into
/// the reference pages names a heading that exists; prosc-load's page names every option,
/// operation and invariant rule the tool has; and adding a method has one recipe, in
/// CONTRIBUTING.md, that the others link to.
@Suite("the reference docs stay references")
struct ReferenceDocsTests {
    static let maxLines = 500
    static let references = ["docs/performance.md", "docs/reliability.md"]

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: GeneratedTextTests.packageRoot + "/" + path, encoding: .utf8)
    }

    /// The text's lines (a final newline ends the last line, it does not start another).
    static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The heading lines (`#` … `######`) outside fenced code blocks.
    static func headings(_ text: String) -> [Substring] {
        var inFence = false
        var found: [Substring] = []
        for line in lines(text) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if !inFence, line.hasPrefix("#") { found.append(line) }
        }
        return found
    }

    /// A heading that dates a journal entry: a date (`2026-11-28`) or a numbered round (`round 3`).
    static func isDated(_ heading: Substring) -> Bool {
        heading.contains(/\d{4}-\d{2}-\d{2}/) || heading.contains(/(?i)\bround\s+\d+/)
    }

    /// What is wrong with a reference page: too long, or headings of a journal.
    static func problems(_ text: String, name: String) -> [String] {
        var problems: [String] = []
        let count = lines(text).count
        if count > maxLines {
            problems.append("\(name) has \(count) lines (at most \(maxLines)): move the narrative to its -history appendix")
        }
        for heading in headings(text) where isDated(heading) {
            problems.append("\(name) has a dated heading, a journal entry: \(heading)")
        }
        return problems
    }

    @Test(arguments: references)
    func isAReferenceNotAJournal(_ path: String) throws {
        let text = try Self.read(path)
        #expect(Self.lines(text).count > 100, "\(path) is read whole")
        #expect(Self.problems(text, name: path) == [])
    }

    /// The check fails on a journal: a page over 500 lines, and headings like those the pages
    /// had before issue 38 (docs/performance.md was 786 lines with "(2026-11-28, round 3)").
    @Test func theCheckFailsOnAJournal() {
        let journal = "# Performance\n\n## Current figures\n\n### Merging while the workers expand (2026-11-28, round 3)\n"
            + "### On a quiet machine, side by side (2026-12-03, 19:43–19:45 UTC)\n"
            + "### Waiting states, round 5\n"
            + "```\n# 2026-11-28: a comment in a code block is not a heading\n```\n"
        #expect(Self.problems(journal, name: "journal").count == 3)
        let long = String(repeating: "a line\n", count: Self.maxLines + 1)
        #expect(Self.problems(long, name: "long") == ["long has 501 lines (at most 500): move the narrative to its -history appendix"])
        #expect(Self.problems(String(repeating: "a line\n", count: Self.maxLines), name: "full") == [])
        #expect(!Self.isDated("## Flow tests (issue 16)"))
        #expect(!Self.isDated("### The surrounding text"))
    }

    // MARK: Links into the reference pages

    /// The pages other documents link into, by anchor.
    static let linkedPages = [
        "docs/performance.md", "docs/performance-history.md", "docs/reliability.md", "docs/reliability-history.md",
        "docs/load.md", "CONTRIBUTING.md",
    ]

    /// The anchor GitHub gives a heading: lower case; letters, digits, `-`, `_` and spaces kept,
    /// spaces made hyphens.
    static func anchor(_ heading: Substring) -> String {
        let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        let kept = title.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " }
        return String(kept.map { $0 == " " ? "-" : $0 })
    }

    /// Every `[text](path#anchor)` and `[text](#anchor)` outside code blocks: line, path, anchor.
    static func anchoredLinks(_ text: String) -> [(line: Int, path: String, anchor: String)] {
        var inFence = false
        var links: [(Int, String, String)] = []
        for (i, line) in lines(text).enumerated() {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            for match in line.matches(of: /\]\(([^)#\s]*)#([^)\s]+)\)/) {
                links.append((i + 1, String(match.output.1), String(match.output.2)))
            }
        }
        return links
    }

    /// `path` as written in `file` (both relative to the package root), `..` and `.` resolved.
    static func resolve(_ path: String, from file: String) -> String {
        var parts = file.split(separator: "/").dropLast().map(String.init)
        for part in path.split(separator: "/") {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    @Test func linksResolveFromTheirFile() {
        #expect(Self.resolve("../CONTRIBUTING.md", from: "docs/architecture.md") == "CONTRIBUTING.md")
        #expect(Self.resolve("performance.md", from: "docs/load.md") == "docs/performance.md")
        #expect(Self.resolve("docs/load.md", from: "README.md") == "docs/load.md")
        #expect(Self.anchor("### (b) A subscriber that stops reading") == "b-a-subscriber-that-stops-reading")
        #expect(Self.anchor("## Reading an app's sources (issue 25)") == "reading-an-apps-sources-issue-25")
        #expect(Self.anchor("### On a quiet machine, side by side (2026-12-03, 19:43–19:45 UTC)")
                == "on-a-quiet-machine-side-by-side-2026-12-03-19431945-utc")
    }

    @Test func everyLinkIntoAReferencePageNamesAHeadingItHas() throws {
        var anchors: [String: Set<String>] = [:]
        for page in Self.linkedPages { anchors[page] = Set(Self.headings(try Self.read(page)).map(Self.anchor)) }
        #expect(anchors["docs/performance.md"]?.contains("prosc-explore-in-process-issue-29") == true)
        #expect(anchors["docs/reliability.md"]?.contains("b-a-subscriber-that-stops-reading") == true)
        #expect(anchors["CONTRIBUTING.md"]?.contains("adding-a-protocol-method") == true)

        let docs = try FileManager.default.contentsOfDirectory(atPath: GeneratedTextTests.packageRoot + "/docs")
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        var checked = 0
        for file in docs + ["README.md", "CONTRIBUTING.md"] {
            for link in Self.anchoredLinks(try Self.read(file)) {
                let target = link.path.isEmpty ? file : Self.resolve(link.path, from: file)
                guard let known = anchors[target] else { continue }
                checked += 1
                #expect(known.contains(link.anchor), "\(file):\(link.line) links to \(target)#\(link.anchor), which has no such heading")
            }
        }
        #expect(checked > 30, "links found: \(checked)")
    }

    // MARK: prosc-load's reference page

    /// Every option of `prosc-load` (its `@Option`s and `@Flag`s but the hidden ones), every
    /// operation kind and every rule a violation can name is in docs/load.md.
    @Test func theLoadPageNamesEveryOptionOperationAndRule() throws {
        let page = try Self.read("docs/load.md")
        let command = try Self.read("clients/prosc-load/Command/main.swift")
        var options: [String] = []
        for match in command.matches(of: /@(?:Option|Flag)\(help: ("[^\n]*|\.hidden)\) var (\w+)/) where match.output.1 != ".hidden" {
            let name = String(match.output.2)
            options.append("--" + name.reduce(into: "") { kebab, c in kebab += c.isUppercase ? "-" + c.lowercased() : String(c) })
        }
        #expect(options.count > 15, "options found: \(options)")
        for option in options { #expect(page.contains("`\(option)"), "docs/load.md does not document \(option)") }

        let generator = GeneratedTextTests.packageRoot + "/clients/prosc-load/LoadGenerator"
        var sources = ""
        for file in try FileManager.default.contentsOfDirectory(atPath: generator) where file.hasSuffix(".swift") {
            sources += try String(contentsOfFile: generator + "/" + file, encoding: .utf8)
        }
        let kinds = try #require(sources.firstMatch(of: /enum OperationKind[^{]*\{(?<body>[\s\S]*?)\n    \/\/\/ The operation that undoes/))
        var operations: [String] = []
        for line in kinds.output.body.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("case ") {
            operations += line.trimmingCharacters(in: .whitespaces).dropFirst(5).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(operations.count >= 14, "operations found: \(operations)")
        for operation in operations { #expect(page.contains("| `\(operation)` |"), "docs/load.md has no row for the operation \(operation)") }

        var rules = Set(sources.matches(of: /rule: "(\w+)"/).map { String($0.output.1) })
        rules.formUnion(sources.matches(of: /violation\("(\w+)"/).map { String($0.output.1) })
        #expect(rules.isSuperset(of: ["answerOrder", "eventContiguity", "windowSeq", "treeModel", "model", "noAnswer"]), "rules found: \(rules.sorted())")
        for rule in rules { #expect(page.contains("| `\(rule)` |"), "docs/load.md has no row for the rule \(rule)") }
    }

    // MARK: One recipe for adding a method

    @Test func addingAMethodHasOneRecipeTheOthersLinkTo() throws {
        let contributing = try Self.read("CONTRIBUTING.md")
        #expect(contributing.contains("## Adding a protocol method"))
        let architecture = try Self.read("docs/architecture.md")
        #expect(architecture.contains("(../CONTRIBUTING.md#adding-a-protocol-method)"))
        // The recipe's steps live in CONTRIBUTING.md only.
        #expect(!architecture.contains("make completions"), "docs/architecture.md restates the recipe")

        let sources = GeneratedTextTests.packageRoot + "/Sources"
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources))
        let path = try #require(enumerator.compactMap { $0 as? String }.first { $0.hasSuffix("/ServerMethods.swift") })
        let serverMethods = try String(contentsOfFile: sources + "/" + path, encoding: .utf8)
        #expect(serverMethods.contains("CONTRIBUTING.md, *Adding a protocol method*"))
        #expect(!serverMethods.contains("make completions"), "\(path) restates the recipe")
    }
}
