import Foundation
import HierarchyEngine
import Storyboards
import Testing

/// The real-world storyboard corpus in `Tests/Fixtures/RealWorldStoryboards` as its
/// `SOURCES.tsv` lists it: one `Source` per file, and the files loaded into one catalog per
/// repository. The one reader of `SOURCES.tsv` for `CorpusTests`, `CorpusSegueTests` and
/// `FixtureProvenanceTests`.
enum RealWorldCorpus {
    /// One `SOURCES.tsv` row: where a corpus file came from (repository, path in it, commit,
    /// SPDX licence id) and its file name in the corpus directory.
    struct Source: Sendable, CustomStringConvertible {
        var repo: String, path: String, commit: String, license: String, file: String
        var description: String { file }

        /// The name the file has in its repository's bundle (`Base.lproj/Main.storyboard` → `Main`).
        var storyboardName: String { StoryboardLoader.storyboardName(forPath: path) }

        /// The file's path on disk.
        var location: String { Fixture.corpusDirectory + "/" + file }
    }

    static let sourcesHeader = ["repo", "path", "commit", "license", "file"]

    /// The rows of `SOURCES.tsv`, after checking its header and that each row has five fields.
    static func sources() throws -> [Source] {
        let tsv = try String(contentsOfFile: Fixture.corpusDirectory + "/SOURCES.tsv", encoding: .utf8)
        let lines = tsv.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        try #require(lines.first == sourcesHeader, "SOURCES.tsv must start with the header \(sourcesHeader)")
        return try lines.dropFirst().enumerated().map { index, fields in
            try #require(fields.count == 5 && !fields.contains(""), "SOURCES.tsv line \(index + 2) needs five non-empty fields: \(fields)")
            return Source(repo: fields[0], path: fields[1], commit: fields[2], license: fields[3], file: fields[4])
        }
    }

    /// `sources`' files loaded under their bundle names, one catalog per repository, as a
    /// bundle would hold them (so storyboard references resolve).
    static func catalogs(of sources: [Source]) throws -> [String: StoryboardCatalog] {
        var catalogs: [String: StoryboardCatalog] = [:]
        for source in sources {
            let template = try StoryboardLoader.load(contentsOf: source.location, name: source.storyboardName)
            catalogs[source.repo, default: StoryboardCatalog()].storyboards[source.storyboardName] = template
        }
        return catalogs
    }

    /// Every corpus file loaded, one catalog per repository.
    static func catalogs() throws -> [String: StoryboardCatalog] {
        try catalogs(of: sources())
    }
}
