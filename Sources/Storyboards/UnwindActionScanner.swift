import Foundation

/// Scans an app's sources for the unwind actions its classes implement, the table a headless
/// runtime needs because a storyboard's exit never names its target (an unwind segue's
/// `destination` is always its own scene's `<exit>`; UIKit finds the controller at run time by
/// asking `canPerformUnwindSegueAction`): `.swift` files through `SwiftUnwindActions` (swift-syntax, in `SourceNavigation`),
/// `.m`/`.mm` files through `ObjCUnwindActions`. Hidden files and directories are skipped.
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
    }

    /// Unwind action names (selectors without the trailing colon) per class, each class's
    /// actions in order of first appearance (files in path order) without duplicates.
    public static func scan(directory: String) throws -> [String: [String]] {
        try scanTable(directory: directory).actions
    }

    /// `scan`, with the Swift 2 readings; a reading names its file.
    public static func scanTable(directory: String) throws -> Table {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: directory), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else {
            throw ScanError(path: directory, reason: "not a directory")
        }
        var files: [URL] = []
        for case let url as URL in enumerator where ["swift", "m", "mm"].contains(url.pathExtension) {
            files.append(url)
        }
        var result = Table()
        result.files = files.sorted(by: { $0.path < $1.path })
        for file in result.files {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let source = String(decoding: data, as: UTF8.self)
            let actions = file.pathExtension == "swift"
                ? SwiftUnwindActions.scan(source)
                : ObjCUnwindActions.actions(in: source).map { ScannedUnwindAction(className: $0.className, action: $0.action) }
            for found in actions where !(result.actions[found.className]?.contains(found.action) ?? false) {
                result.actions[found.className, default: []].append(found.action)
                if let reading = found.swift2Reading {
                    result.swift2Readings[found.className, default: [:]][found.action] = "\(file.lastPathComponent): \(reading)"
                }
            }
        }
        return result
    }
}
