import Foundation
import ProtocolReference

// proscenium-gen [--check] [ROOT]: writes every generated text of the repository
// (`GeneratedTexts.all`) under ROOT (default: the current directory); with --check writes nothing
// and exits 1 naming each file that is not current. `make generate` runs it.
var arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
let root = arguments.first ?? FileManager.default.currentDirectoryPath
var stale: [String] = []
for text in GeneratedTexts.all {
    let url = URL(fileURLWithPath: root).appendingPathComponent(text.path)
    let existing = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    do {
        let updated = try text.applied(to: existing)
        guard updated != existing else { continue }
        if check {
            stale.append(text.path + (text.region.map { " (\($0))" } ?? ""))
        } else {
            try Data(updated.utf8).write(to: url, options: .atomic)
            print("wrote \(text.path)" + (text.region.map { " (\($0))" } ?? ""))
        }
    } catch {
        FileHandle.standardError.write(Data("proscenium-gen: \(error)\n".utf8))
        exit(2)
    }
}
if !stale.isEmpty {
    FileHandle.standardError.write(Data(("not current (run `make generate`):\n" + stale.map { "  " + $0 }.joined(separator: "\n") + "\n").utf8))
    exit(1)
}
