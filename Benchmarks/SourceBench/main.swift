import Explorer
import Foundation
import HierarchyEngine
import SourceNavigation
import Storyboards

// Reading an app's sources (docs/performance.md, "Reading an app's sources"): a synthetic app of
// N Swift files (default 150), each the synthetic fixtures' two files (Tests/Fixtures/CodeNavigation/
// SwiftApp, every recognised form) with their types renamed per file, read by SourceFacts.read —
// what `prosc explore --sources` does after reading the files from disk. Prints the median of 5 runs.
//   swift build -c release --product source-bench && .build/release/source-bench [FILES] [FIXTURE_DIR]
//   .build/release/source-bench --read DIR   reads a real app's sources instead and prints what it recognises.
//   .build/release/source-bench --explore [FILES]   writes the synthetic app (default 300 files) to a
//     temporary directory and times what `prosc explore --sources DIR` does with it before exploring:
//     AppSources.read (files from disk, read once) and the engine's configuration from that reading;
//     and, for comparison, the readings explore made before issue 40 (each file's unwind scan, the
//     settings' SourceFacts.read, and AppSources.read again), reproduced call by call.
let arguments = CommandLine.arguments
if arguments.count > 2, arguments[1] == "--read" {
    let root = arguments[2]
    var files: [SourceFacts.File] = []
    let walker = FileManager.default.enumerator(atPath: root)
    while let relative = walker?.nextObject() as? String {
        if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") || $0 == "Pods" || $0 == "Carthage" }) { continue }
        guard SourceFacts.isSource(relative), let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8) else { continue }
        files.append(SourceFacts.File(path: root + "/" + relative, text: text))
    }
    files.sort { $0.path < $1.path }
    let clock = ContinuousClock()
    let start = clock.now
    let facts = SourceFacts.read(files)
    let elapsed = clock.now - start
    var kinds: [String: Int] = [:]
    var conditional = 0
    for name in facts.typeOrder {
        for method in facts.types[name]!.methods {
            for step in method.steps {
                switch step.kind {
                case .navigation(let action): kinds[action.name, default: 0] += 1
                case .dynamic: kinds["dynamic", default: 0] += 1
                case .unrecognised: kinds["not followed", default: 0] += 1
                case .call: continue
                }
                if step.conditional { conditional += 1 }
            }
        }
    }
    let unwinds = facts.typeOrder.reduce(0) { $0 + facts.types[$1]!.unwindActions.count }
    print("\(facts.fileCount) files, \(facts.typeOrder.count) types, read in \(elapsed); unwind actions \(unwinds); conditional steps \(conditional)")
    print(kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    for d in facts.dynamicSteps.prefix(Int(arguments.count > 3 ? arguments[3] : "0") ?? 0) {
        print("  dynamic \(d.type).\(d.method) \(d.step.location): \(d.step.kind)")
    }
    exit(0)
}
let exploreMode = arguments.count > 1 && arguments[1] == "--explore"
let numbers = arguments.dropFirst(exploreMode ? 2 : 1)
let count = numbers.first.flatMap { Int($0) } ?? (exploreMode ? 300 : 150)
let fixtures = numbers.dropFirst().first ?? "Tests/Fixtures/CodeNavigation/SwiftApp"
let names = ["HomeViewController", "DetailViewController", "BaseViewController", "ProfileViewController",
             "AboutViewController", "GalleryViewController", "PhotoViewController"]
guard let templates = try? FileManager.default.contentsOfDirectory(atPath: fixtures).sorted().map({
    try String(contentsOfFile: fixtures + "/" + $0, encoding: .utf8)
}), !templates.isEmpty else {
    FileHandle.standardError.write(Data("source-bench: cannot read \(fixtures) (run from the repository's root)\n".utf8))
    exit(2)
}
var files: [SourceFacts.File] = []
var lines = 0
for i in 0..<count {
    var text = templates.joined(separator: "\n")
    for name in names { text = text.replacingOccurrences(of: name, with: name.replacingOccurrences(of: "ViewController", with: "\(i)ViewController")) }
    lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
    files.append(SourceFacts.File(path: "App/File\(i).swift", text: text))
}
let clock = ContinuousClock()

/// The median, min and max of 5 runs of `work`.
func timed(_ work: () throws -> Void) rethrows -> String {
    var times: [Duration] = []
    for _ in 0..<5 {
        let start = clock.now
        try work()
        times.append(clock.now - start)
    }
    times.sort()
    return "\(times[2]) (median of 5; min \(times[0]), max \(times[4]))"
}

if exploreMode {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("source-bench-\(ProcessInfo.processInfo.processIdentifier)").path
    try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    for file in files { try file.text.write(toFile: root + "/" + file.path, atomically: true, encoding: .utf8) }
    var reading: AppSources.Reading?
    var configuration = EngineConfiguration()
    let now = try timed {
        reading = try AppSources.read(root)
        UnwindActionScanner.configure(&configuration, facts: reading!.facts, configured: [:])
    }
    let before = try timed {
        // Before: UnwindActionScanner.configure(sources:) read every file for its unwind actions
        // (a parse each), then all of them again with SourceFacts.read for the settings; then
        // AppSources.read read them a third time for the code actions.
        var readFiles: [SourceFacts.File] = []
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file.path, encoding: .utf8)
            _ = SwiftNavigationReader.read(text, file: file.path)
            readFiles.append(SourceFacts.File(path: file.path, text: text))
        }
        _ = SourceFacts.read(readFiles).codeSetProperties
        _ = try AppSources.read(root)
    }
    let facts = reading!.facts
    let readOnly = try timed { _ = try AppSources.read(root) }
    let configureOnly = timed {
        var c = EngineConfiguration()
        UnwindActionScanner.configure(&c, facts: facts, configured: [:])
    }
    print("\(count) files, \(lines) lines, \(facts.typeOrder.count) types, \(configuration.unwindActionsByClass.count) classes with unwind actions")
    print("explore --sources' reading (once): \(now)")
    print("  of which AppSources.read: \(readOnly); the engine's configuration from it: \(configureOnly)")
    print("the readings before issue 40 (three): \(before)")
    exit(0)
}

var times: [Duration] = []
var facts = SourceFacts()
for _ in 0..<5 {
    let start = clock.now
    facts = SourceFacts.read(files)
    times.append(clock.now - start)
}
times.sort()
let steps = facts.typeOrder.reduce(0) { $0 + facts.types[$1]!.methods.reduce(0) { $0 + $1.steps.count } }
print("\(count) files, \(lines) lines: \(facts.typeOrder.count) types, \(steps) steps; read in \(times[2]) (median of 5; min \(times[0]), max \(times[4]))")
