import Foundation
import HierarchyEngine
import Logging
import Storyboards

/// A storyboard parsed off the loop thread: the template, or why it could not be read.
struct StoryboardParse: Sendable {
    var name: String
    var path: String?
    var result: Result<StoryboardTemplate, StoryboardLoadError>
}

/// Which storyboard files the server loaded and from where, and the rule that
/// `storyboard.load` may only read files inside the configured directory. Loop-thread confined.
final class StoryboardRegistry {
    let directory: String?
    private(set) var paths: [String: String] = [:]

    init(directory: String?) {
        self.directory = directory.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    func path(of name: String) -> String? { paths[name] }

    func record(name: String, path: String?) {
        if let path { paths[name] = path } else { paths[name] = nil }
    }

    /// Loads every `*.storyboard` of the directory (start-up). A broken file stops the start
    /// with its precise error: a server that silently lacks a storyboard helps nobody.
    func loadDirectory(logger: Logger) throws(OptionError) -> StoryboardCatalog {
        var catalog = StoryboardCatalog()
        guard let directory else { return catalog }
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".storyboard") }.sorted()
        } catch {
            throw OptionError("cannot read storyboard directory \(directory): \(error.localizedDescription)")
        }
        for file in files {
            let path = directory + "/" + file
            let name = String(file.dropLast(".storyboard".count))
            do {
                let t = try StoryboardLoader.load(contentsOf: path, name: name)
                catalog.storyboards[name] = t
                paths[name] = path
                logger.debug("loaded storyboard", metadata: ["name": "\(name)", "scenes": "\(t.scenes.count)"])
            } catch {
                throw OptionError("storyboard \(path): \(error.message)")
            }
        }
        for t in catalog.storyboards.values {
            for problem in StoryboardLoader.unresolvedReferences(in: t, catalog: catalog) {
                logger.warning("storyboard reference problem: \(problem.message)")
            }
        }
        return catalog
    }

    /// The canonical path of `path` if it lies inside the storyboard directory, else nil.
    func allowedPath(_ path: String) -> String? {
        guard let directory else { return nil }
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
        return Self.lies(resolved, inside: directory) ? resolved : nil
    }

    /// Whether the resolved path `path` is below `directory` (itself resolved here).
    private static func lies(_ path: String, inside directory: String) -> Bool {
        path.hasPrefix(URL(fileURLWithPath: directory).resolvingSymlinksInPath().path + "/")
    }

    /// Reads an allowed file through one open descriptor whose real path is checked again
    /// (`/proc/self/fd`): a symlink swapped in after `allowedPath` cannot lead outside the
    /// directory. nil when the opened file is not inside it; throws when it cannot be read.
    static func readConfined(_ path: String, directory: String) throws(StoryboardLoadError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw StoryboardLoadError(file: path, line: nil, reason: errno == ENOENT ? "no such file" : "cannot read the file")
        }
        defer { close(fd) }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let opened = String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard lies(opened, inside: directory) else { return nil }
        do {
            let data = try FileHandle(fileDescriptor: fd, closeOnDealloc: false).readToEnd() ?? Data()
            return [UInt8](data)
        } catch {
            throw StoryboardLoadError(file: path, line: nil, reason: "cannot read the file")
        }
    }
}
