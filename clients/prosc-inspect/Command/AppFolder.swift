import FlowTesting
import Foundation

/// `prosc inspect DIR`: the app folder's storyboards (every `*.storyboard` under it) linked into
/// a fresh storyboard directory for a private proscd; the main storyboard is `Main` when there
/// is one, else the only one.
enum AppFolder {
    static func serverArguments(_ directory: String, staging: String) throws -> ([String], FlowRecorder.HeaderSettings) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InspectFailure(exitCode: 2, message: "prosc: \(directory) is not a directory")
        }
        let root = URL(fileURLWithPath: directory).standardizedFileURL
        var found: [String: URL] = [:]
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "storyboard" { found[url.deletingPathExtension().lastPathComponent] = found[url.deletingPathExtension().lastPathComponent] ?? url }
        }
        guard !found.isEmpty else { throw InspectFailure(exitCode: 2, message: "prosc: no .storyboard files under \(directory)") }
        let storyboards = staging + "/storyboards"
        try FileManager.default.createDirectory(atPath: storyboards, withIntermediateDirectories: true)
        for (name, url) in found {
            try FileManager.default.createSymbolicLink(atPath: storyboards + "/" + name + ".storyboard", withDestinationPath: url.path)
        }
        let main = found["Main"] != nil ? "Main" : (found.count == 1 ? found.keys.first : nil)
        var arguments = ["--storyboards", storyboards]
        var settings = FlowRecorder.HeaderSettings()
        settings.storyboards = root.path
        if let main {
            arguments += ["--main-storyboard", main]
            settings.main = main
        }
        return (arguments, settings)
    }
}
