import Foundation
import SourceNavigation

/// The app's Swift and Objective-C files under `--sources`, read into `SourceFacts` (files in
/// path order; hidden folders, `build`, `DerivedData`, `Pods` and `Carthage` skipped, as for
/// storyboards), and how long reading took.
public enum AppSources {
    public struct Reading: Sendable {
        public var facts: SourceFacts
        public var seconds: Double
        /// The `.xib` files' names under the sources (without the extension): a class made in
        /// code may load its view from the one of its name; its connections are not read.
        public var xibs: Set<String> = []
    }

    public static func read(_ directory: String) throws(ExploreFailure) -> Reading {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
              let walker = fm.enumerator(atPath: directory) else {
            throw .badInput("--sources \(directory): not a directory")
        }
        var paths: [String] = []
        var xibs: Set<String> = []
        while let relative = walker.nextObject() as? String {
            let last = (relative as NSString).lastPathComponent
            if last.hasPrefix(".") || last == "build" || last == "DerivedData" || last == "Pods" || last == "Carthage" {
                walker.skipDescendants()
                continue
            }
            if SourceFacts.isSource(last) { paths.append(directory + "/" + relative) }
            if last.hasSuffix(".xib") { xibs.insert(String(last.dropLast(4))) }
        }
        let clock = ContinuousClock()
        let started = clock.now
        var files: [SourceFacts.File] = []
        for path in paths.sorted() {
            guard let data = fm.contents(atPath: path) else { throw .badInput("--sources: cannot read \(path)") }
            files.append(SourceFacts.File(path: path, text: String(decoding: data, as: UTF8.self)))
        }
        let facts = SourceFacts.read(files)
        return Reading(facts: facts, seconds: (clock.now - started).seconds, xibs: xibs)
    }
}
