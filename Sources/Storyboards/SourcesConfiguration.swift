import Foundation
import HierarchyEngine
import SourceNavigation

/// What an app's sources (`--sources`) add to the engine's configuration, for proscd and for
/// `prosc explore` in process alike: every class's scanned unwind actions beside those the
/// configuration names, and the Swift 2 spellings read from them (a selector the configuration
/// names itself is the app's word, not a reading); and what each class's appearance methods set
/// that changes what the user can do (`SourceFacts.codeSetProperties`: a hidden back button, a
/// disabled back swipe, `isModalInPresentation`, a sheet's detents). Both come from one reading
/// of the sources (`SourceFacts`), which explore also reads its code actions from.
extension UnwindActionScanner {
    /// proscd's `--sources`: reads `sources` once, then `configure(_:facts:configured:)`.
    public static func configure(_ configuration: inout EngineConfiguration, sources: String,
                                 configured: [String: [String]]) throws {
        configure(&configuration, facts: try readSources(directory: sources).facts, configured: configured)
    }

    /// The configuration from sources already read (`prosc explore` reads them once, for this
    /// and for its code actions).
    public static func configure(_ configuration: inout EngineConfiguration, facts: SourceFacts,
                                 configured: [String: [String]]) {
        let table = Table(facts: facts)
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
        configuration.codeSetProperties = facts.codeSetProperties
    }
}
