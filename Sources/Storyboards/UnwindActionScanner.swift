import Foundation
import SourceNavigation

/// Scans an app's sources for the unwind actions its classes implement, the table a headless
/// runtime needs because a storyboard's exit never names its target (an unwind segue's
/// `destination` is always its own scene's `<exit>`; UIKit finds the controller at run time by
/// asking `canPerformUnwindSegueAction`): `.swift` files through swift-syntax and `.m`/`.mm`
/// files through the Objective-C reader, both `SourceNavigation`'s (`SourceFacts.read`, which
/// reads each file once for everything `--sources` gives: this table, the settings of
/// `SourcesConfiguration` and explore's code actions). Hidden files and directories are skipped.
public enum UnwindActionScanner {
    /// A directory that cannot be scanned.
    public struct ScanError: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// What a scan found: the actions per class, and how each selector only Swift 2's reading
    /// gives was read (class → selector → reading, see `SwiftUnwindActions`).
    public struct Table: Equatable, Sendable {
        public var actions: [String: [String]] = [:]
        public var swift2Readings: [String: [String: String]] = [:]
        /// The source files scanned, in path order.
        public var files: [URL] = []

        public init() {}

        /// The table of sources already read: each class's actions in order of first appearance
        /// (files in path order), and a Swift 2 reading with the name of the file it came from.
        public init(facts: SourceFacts) {
            for name in facts.typeOrder {
                let type = facts.types[name]!
                guard !type.unwindActions.isEmpty else { continue }
                actions[name] = type.unwindActions.map(\.name)
                for action in type.unwindActions {
                    guard let declaration = type.swift2UnwindReadings[action.name],
                          let reading = ScannedUnwindAction(className: name, action: action.name, swift2Reading: declaration).swift2Reading
                    else { continue }
                    let file = (action.location.file as NSString).lastPathComponent
                    swift2Readings[name, default: [:]][action.name] = "\(file): \(reading)"
                }
            }
        }
    }

    /// Unwind action names (selectors without the trailing colon) per class, each class's
    /// actions in order of first appearance (files in path order) without duplicates.
    public static func scan(directory: String) throws -> [String: [String]] {
        try scanTable(directory: directory).actions
    }

    /// `scan`, with the Swift 2 readings; a reading names its file.
    public static func scanTable(directory: String) throws -> Table {
        let read = try readSources(directory: directory)
        var table = Table(facts: read.facts)
        table.files = read.files
        return table
    }

    /// Every Swift and Objective-C file under `directory` (hidden files and directories
    /// skipped), in path order, read once into `SourceFacts`.
    public static func readSources(directory: String) throws -> (facts: SourceFacts, files: [URL]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: directory), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else {
            throw ScanError(path: directory, reason: "not a directory")
        }
        var urls: [URL] = []
        for case let url as URL in enumerator where SourceFacts.isSource(url.lastPathComponent) {
            urls.append(url)
        }
        urls.sort { $0.path < $1.path }
        let files = urls.compactMap { url in
            FileManager.default.contents(atPath: url.path).map { SourceFacts.File(path: url.path, text: String(decoding: $0, as: UTF8.self)) }
        }
        return (SourceFacts.read(files), urls)
    }
}
