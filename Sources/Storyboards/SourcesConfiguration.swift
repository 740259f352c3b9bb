import Foundation
import HierarchyEngine
import SourceNavigation

/// What an app's sources (`--sources`) add to the engine's configuration, for proscd and for
/// `prosc explore` in process alike: every class's scanned unwind actions beside those the
/// configuration names, and the Swift 2 spellings read from them (a selector the configuration
/// names itself is the app's word, not a reading); and what each class's appearance methods set
/// that changes what the user can do (`SourceFacts.codeSetProperties`: a hidden back button, a
/// disabled back swipe, `isModalInPresentation`, a sheet's detents).
extension UnwindActionScanner {
    public static func configure(_ configuration: inout EngineConfiguration, sources: String,
                                 configured: [String: [String]]) throws {
        let table = try scanTable(directory: sources)
        var unwind = configuration.unwindActionsByClass
        for (cls, actions) in table.actions {
            unwind[cls, default: []].append(contentsOf: actions.filter { !(unwind[cls] ?? []).contains($0) })
        }
        configuration.unwindActionsByClass = unwind
        var swift2Readings: [String: [String: String]] = [:]
        for (cls, readings) in table.swift2Readings {
            let named = Set((configured[cls] ?? []).map(UnwindActionName.canonical))
            let kept = readings.filter { !named.contains($0.key) }
            if !kept.isEmpty { swift2Readings[cls] = kept }
        }
        configuration.swift2UnwindReadings = swift2Readings
        // What the classes' appearance methods set that changes what the user can do (issue 42).
        let files = table.files.compactMap { url in
            FileManager.default.contents(atPath: url.path).map { SourceFacts.File(path: url.lastPathComponent, text: String(decoding: $0, as: UTF8.self)) }
        }
        configuration.codeSetProperties = SourceFacts.read(files).codeSetProperties
    }
}
