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

    /// Unwind action names (selectors without the trailing colon) per class, each class's
    /// actions in order of first appearance (files in path order) without duplicates.
    public static func scan(directory: String) throws -> [String: [String]] {
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
        var result: [String: [String]] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let source = String(decoding: data, as: UTF8.self)
            let actions = file.pathExtension == "swift"
                ? SwiftUnwindActions.actions(in: source) : ObjCUnwindActions.actions(in: source)
            for (className, action) in actions where !(result[className]?.contains(action) ?? false) {
                result[className, default: []].append(action)
            }
        }
        return result
    }
}
