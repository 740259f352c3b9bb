import Foundation
import Testing

/// The real-world corpus keeps its third-party attribution: every `.storyboard` in
/// `Tests/Fixtures/RealWorldStoryboards` has a `SOURCES.tsv` row, every row names a file that
/// is there, and every row's repository has its licence text in `LICENSES/<owner>__<repo>.txt`
/// and a section in `NOTICE` naming the same repository, commit, licence and files.
@Suite struct FixtureProvenanceTests {
    /// One `## owner/name` section of `NOTICE`: its `Key: value` fields and its
    /// `local name <- original path` file list.
    struct NoticeSection {
        var fields: [String: String] = [:]
        var files: [String: String] = [:]
    }

    /// `LICENSES/<owner>__<repo>.txt`, relative to the corpus directory.
    static func licenseText(of repo: String) -> String {
        "LICENSES/" + repo.replacingOccurrences(of: "/", with: "__") + ".txt"
    }

    /// `NOTICE` parsed into sections by repository.
    static func noticeSections() throws -> [String: NoticeSection] {
        let notice = try String(contentsOfFile: Fixture.corpusDirectory + "/NOTICE", encoding: .utf8)
        var sections: [String: NoticeSection] = [:]
        var repo: String?
        var inFiles = false
        var lastFile: String?
        for line in notice.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") {
                repo = String(line.dropFirst(3))
                sections[repo!] = NoticeSection()
                inFiles = false
            } else if let current = repo {
                if line.isEmpty {
                    inFiles = false
                } else if inFiles, line.hasPrefix("    <- "), let file = lastFile {
                    sections[current]!.files[file] = String(line.dropFirst(7))
                } else if inFiles, line.hasPrefix("  ") {
                    lastFile = line.trimmingCharacters(in: .whitespaces)
                } else if !line.hasPrefix(" "), let colon = line.firstIndex(of: ":") {
                    let key = String(line[..<colon])
                    sections[current]!.fields[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                    inFiles = key.hasPrefix("Files")
                }
            }
        }
        return sections
    }

    /// A phrase each licence's text contains, by SPDX id.
    static let licensePhrases: [String: [String]] = [
        "MIT": ["Permission is hereby granted, free of charge"],
        "Apache-2.0": ["Apache License", "Version 2.0", "TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION"],
        "BSD-3-Clause": ["Redistribution and use in source and binary forms", "Neither the name of"],
    ]

    /// The rows grouped by repository.
    static func sourcesByRepository() throws -> [String: [RealWorldCorpus.Source]] {
        Dictionary(grouping: try RealWorldCorpus.sources(), by: \.repo)
    }

    @Test func everyStoryboardHasASourcesRow() throws {
        let listed = Set(try RealWorldCorpus.sources().map(\.file))
        let storyboards = try FileManager.default.contentsOfDirectory(atPath: Fixture.corpusDirectory)
            .filter { $0.hasSuffix(".storyboard") }
        let unlisted = storyboards.filter { !listed.contains($0) }.sorted()
        #expect(!storyboards.isEmpty)
        #expect(unlisted.isEmpty, "storyboards without a SOURCES.tsv row: \(unlisted)")
    }

    @Test func everySourcesRowNamesAFileThatIsThere() throws {
        let rows = try RealWorldCorpus.sources()
        let missing = rows.filter { !FileManager.default.fileExists(atPath: Fixture.corpusDirectory + "/" + $0.file) }
        #expect(missing.isEmpty, "SOURCES.tsv rows naming missing files: \(missing)")
        let duplicates = Dictionary(grouping: rows, by: \.file).filter { $0.value.count > 1 }.keys.sorted()
        #expect(duplicates.isEmpty, "files listed twice in SOURCES.tsv: \(duplicates)")
    }

    @Test func eachRepositoryHasOneCommitAndOneLicence() throws {
        for (repo, rows) in try Self.sourcesByRepository() {
            #expect(Set(rows.map(\.commit)).count == 1, "\(repo): rows name different commits")
            #expect(Set(rows.map(\.license)).count == 1, "\(repo): rows name different licences")
        }
    }

    @Test func everyRepositoryHasItsLicenceText() throws {
        for (repo, rows) in try Self.sourcesByRepository() {
            let path = Fixture.corpusDirectory + "/" + Self.licenseText(of: repo)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                Issue.record("\(repo): no licence text at \(Self.licenseText(of: repo))")
                continue
            }
            let license = rows[0].license
            let phrases = try #require(Self.licensePhrases[license], "\(repo): unknown licence id \(license)")
            for phrase in phrases {
                #expect(text.contains(phrase), "\(repo): \(Self.licenseText(of: repo)) is not \(license) text (lacks \"\(phrase)\")")
            }
            #expect(text.localizedCaseInsensitiveContains("copyright"), "\(repo): licence text has no copyright line")
        }
    }

    @Test func everyRepositoryHasANoticeSectionNamingItsCommitLicenceAndFiles() throws {
        let sections = try Self.noticeSections()
        for (repo, rows) in try Self.sourcesByRepository() {
            guard let section = sections[repo] else {
                Issue.record("NOTICE has no section \"## \(repo)\"")
                continue
            }
            #expect(section.fields["Repository"] == "https://github.com/\(repo)", "\(repo): NOTICE names another repository URL")
            #expect(section.fields["Commit"] == rows[0].commit, "\(repo): NOTICE names another commit than SOURCES.tsv")
            #expect(section.fields["Licence"] == rows[0].license, "\(repo): NOTICE names another licence than SOURCES.tsv")
            #expect(section.fields["Copyright"]?.isEmpty == false, "\(repo): NOTICE names no copyright holder")
            #expect(section.fields["Licence text"]?.hasPrefix(Self.licenseText(of: repo)) == true,
                    "\(repo): NOTICE does not point at \(Self.licenseText(of: repo))")
            let expectedFiles = Dictionary(uniqueKeysWithValues: rows.map { ($0.file, $0.path) })
            #expect(section.files == expectedFiles, "\(repo): NOTICE's file list differs from SOURCES.tsv")
        }
    }

    @Test func noticeAndLicensesNameOnlyRepositoriesOfTheCorpus() throws {
        let repos = Set(try Self.sourcesByRepository().keys)
        #expect(Set(try Self.noticeSections().keys) == repos)
        let licenseFiles = try FileManager.default.contentsOfDirectory(atPath: Fixture.corpusDirectory + "/LICENSES")
        #expect(Set(licenseFiles.map { "LICENSES/" + $0 }) == Set(repos.map(Self.licenseText(of:))))
    }
}
