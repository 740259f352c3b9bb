import Foundation
import HierarchyEngine

/// Loads Interface Builder `.storyboard` files (iOS and tvOS, document versions 1.0 to 3.0)
/// into the engine's immutable `StoryboardTemplate`s, in one SAX pass.
///
/// What a template keeps, and the rules chosen where the format leaves room:
/// - **Scenes**: every element with `sceneMemberID="viewController"`; the element name picks
///   the UIKit class and container (`ControllerElement`); an unknown element name is a plain
///   `UIViewController`. Storyboard references (`viewControllerPlaceholder`) get the class
///   name `UIStoryboardReference`, container `.placeholder` and a `reference`; a reference
///   without `storyboardName` points into its own storyboard. References are not resolved
///   here (see `unresolvedReferences(in:catalog:)`).
/// - **Title**: the controller's own `title` attribute only. A navigation item's or tab bar
///   item's title is not copied, because UIKit does not copy it into `UIViewController.title`.
/// - **Duplicate storyboardIdentifiers** (Xcode only warns): every scene is kept and
///   `StoryboardTemplate.scene(withIdentifier:)` answers the first in document order.
/// - **Properties**: docs/protocol.md *Properties* names only (`ControllerProperties`); layout and
///   container-specific attributes are left out.
/// - **Segues**: every `<segue>` with a `kind` in any `<connections>` of the scene, in document
///   order, with the owning element as trigger (`SegueTrigger`); relationships go to
///   `relationships`. Kind-less `<segue reference>` and peek-and-pop `commit`/`preview`
///   segues are not segues. Unwind segues have no destination and keep `unwindAction`
///   without its colon.
/// - **Errors** (`StoryboardLoadError` with file, line and reason): malformed XML; macOS,
///   watchOS, XIB and non-IB documents; no `<scenes>`; a scene with no or two controllers;
///   a missing or duplicate controller id; an `initialViewController`, segue or relationship
///   destination that is not in the file; an unwind segue not aimed at an `<exit>`; an
///   unknown segue kind. Unknown elements anywhere are skipped.
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
        let data = xml as? Data ?? Data(xml)
        if let bad = UTF8Validation.firstInvalidByte(in: data) {
            throw StoryboardLoadError(file: file, line: bad.line, reason: "not a text XML document: invalid UTF-8 at byte \(bad.offset)")
        }
        let parser = StoryboardParser()
        parser.parse(data)
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
