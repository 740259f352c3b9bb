import Foundation
import HierarchyEngine

/// Loads Interface Builder `.storyboard` files (iOS and tvOS, document versions 1.0 to 3.0)
/// into the engine's immutable `StoryboardTemplate`s, in one SAX pass.
///
/// Scenes keep their controller's element kind, class, identifiers, title (the controller's
/// own `title` attribute: UIKit does not copy a navigation item's title into
/// `UIViewController.title`), protocol properties, relationships and segues with their
/// triggers. A malformed file, a refused platform, missing structure or a segue to an id the
/// file does not have throws a `StoryboardLoadError` with the file, line and reason.
public enum StoryboardLoader {
    /// Loads the storyboard at `path`. `name` defaults to the file name without `.storyboard`.
    public static func load(contentsOf path: String, name: String? = nil) throws(StoryboardLoadError) -> StoryboardTemplate {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path)
                ? "cannot read the file" : "no such file"
            throw StoryboardLoadError(file: path, line: nil, reason: reason)
        }
        return try load(xml: data, name: name ?? storyboardName(forPath: path), path: path)
    }

    /// Loads storyboard XML given in memory (pass a `String`'s `.utf8` or `Data`). Errors
    /// name `path` when given, else `<name>.storyboard`.
    public static func load(xml: some Collection<UInt8>, name: String, path: String? = nil) throws(StoryboardLoadError) -> StoryboardTemplate {
        let file = path ?? "\(name).storyboard"
        let parser = StoryboardParser()
        parser.parse(xml as? Data ?? Data(xml))
        if let failure = parser.failure {
            throw StoryboardLoadError(file: file, line: failure.line, reason: failure.reason)
        }
        var template = try TemplateAssembler(name: name, file: file, document: parser.document).assemble()
        template.path = path
        return template
    }

    /// The storyboard name for a file: its last path component without the `.storyboard`
    /// extension (`Base.lproj/Main.storyboard` → `Main`).
    public static func storyboardName(forPath path: String) -> String {
        var base = Substring(path)
        if let slash = base.lastIndex(of: "/") { base = base[base.index(after: slash)...] }
        if base.hasSuffix(".storyboard") { base = base.dropLast(".storyboard".count) }
        return String(base)
    }
}
