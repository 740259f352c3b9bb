import Foundation
import HierarchyEngine

/// Every `*.storyboard` file directly inside a directory, loaded into a catalog (what the
/// server does with `--storyboards DIR` at start-up). Files that fail to load are reported,
/// not fatal; references the loaded set cannot satisfy are reported separately.
public struct StoryboardDirectory: Sendable {
    /// The storyboards that loaded, by name (file name without `.storyboard`).
    public var catalog: StoryboardCatalog
    /// One error per file that could not be loaded, in file-name order.
    public var failures: [StoryboardLoadError]
    /// Storyboard references of the loaded storyboards that the catalog cannot satisfy.
    public var unresolvedReferences: [StoryboardLoadError]

    /// Loads `directory` (not recursively: `Base.lproj` subdirectories are not searched).
    public init(loading directory: String) throws(StoryboardLoadError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw StoryboardLoadError(file: directory, line: nil, reason: "cannot list the storyboard directory")
        }
        var catalog = StoryboardCatalog()
        var failures: [StoryboardLoadError] = []
        for name in names.sorted() where name.hasSuffix(".storyboard") && !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            do {
                let template = try StoryboardLoader.load(contentsOf: path)
                catalog.storyboards[template.name] = template
            } catch {
                failures.append(error)
            }
        }
        self.catalog = catalog
        self.failures = failures
        self.unresolvedReferences = catalog.storyboards.keys.sorted().flatMap { name in
            StoryboardLoader.unresolvedReferences(in: catalog.storyboards[name]!, catalog: catalog)
        }
    }
}
