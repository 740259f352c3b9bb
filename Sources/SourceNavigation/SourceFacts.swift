import Dispatch
import SwiftParser
import SwiftSyntax
import Synchronization

/// What an app's sources say, every file read and every class's declarations merged: the
/// input of tying code to scenes (`SceneCodeActions`) and of the unwind-action table.
public struct SourceFacts: Sendable {
    /// One source file: its path (as reported in locations) and its text.
    public struct File: Sendable {
        public var path: String
        public var text: String
        public init(path: String, text: String) { self.path = path; self.text = text }
    }

    /// The classes by name (last component), and the order they were first seen in.
    public var types: [String: TypeFacts]
    public var typeOrder: [String]
    /// How many files were read.
    public var fileCount: Int

    public init(types: [String: TypeFacts] = [:], typeOrder: [String] = [], fileCount: Int = 0) {
        self.types = types
        self.typeOrder = typeOrder
        self.fileCount = fileCount
    }

    /// The languages read, by file extension: `.swift` with swift-syntax, `.m`/`.mm` with the
    /// Objective-C reader, and `.h` for its declarations (`ObjCDeclarations`: a controller's
    /// properties are usually declared in its header); other files are not sources.
    public static func isSource(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h")
    }

    /// Reads `files` in the given order: every Swift file is parsed and its declarations indexed
    /// first (`SwiftDeclarationIndex`: a helper may be declared after its callers), then the bodies.
    /// Files are parsed and indexed, and then read, on every core (`concurrentPerform`); the
    /// files' indexes and facts are merged in file order, so the result does not depend on the
    /// schedule.
    public static func read(_ files: [File]) -> SourceFacts {
        var facts = SourceFacts()
        let sources = files.filter { isSource($0.path) }
        // Each Swift file parsed and its declarations indexed, on every core.
        let parsed = inParallel(sources.count) { k -> (SwiftNavigationReader.Parsed, SwiftDeclarationIndex)? in
            guard sources[k].path.hasSuffix(".swift") else { return nil }
            let file = SwiftNavigationReader.Parsed(sources[k].text, file: sources[k].path)
            return (file, SwiftDeclarationIndex(declaredIn: file.tree))
        }
        var index = SwiftDeclarationIndex()
        var objC = ObjCDeclarations()
        for (k, file) in parsed.enumerated() {
            if let (_, declared) = file { index.merge(declared) } else { objC.add(sources[k].text) }
        }
        let parsedFiles = parsed.map { $0?.0 }
        // Factories are read with every declaration known (a factory may use another file's constants).
        for file in parsedFiles { if let file { index.addFactories(file) } }
        let known = index, declarations = objC
        let read = inParallel(sources.count) { k in
            parsedFiles[k].map { SwiftNavigationReader.read($0, index: known) }
                ?? ObjCNavigationReader.read(sources[k].text, file: sources[k].path, declarations: declarations)
        }
        for types in read {
            facts.fileCount += 1
            for type in types { facts.add(type) }
        }
        return facts
    }

    /// `work(0) … work(count - 1)` on every core, the results in index order.
    private static func inParallel<T: Sendable>(_ count: Int, _ work: @Sendable (Int) -> T) -> [T] {
        let results = Mutex<[T?]>(Array(repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { k in
            let value = work(k)
            results.withLock { $0[k] = value }
        }
        return results.withLock { $0.map { $0! } }
    }

    mutating func add(_ type: TypeFacts) {
        if types[type.name] == nil {
            types[type.name] = type
            typeOrder.append(type.name)
        } else {
            types[type.name]!.merge(type)
        }
    }

    /// The window root the app's launch code sets, the one that runs last: the scene delegate's
    /// `scene(_:willConnectTo:options:)` when it sets one (its window is the one UIKit shows),
    /// else the app delegate's `application(_:didFinishLaunchingWithOptions:)`; within the
    /// method, the last assignment. Nil when the launch code sets none (the storyboard launches).
    public var launchRoot: LaunchRoot? {
        let roots = typeOrder.flatMap { types[$0]!.launchRoots }
        return roots.last { $0.method.hasSuffix("." + LaunchRoot.sceneMethod) }
            ?? roots.last { $0.method.hasSuffix("." + LaunchRoot.applicationMethod) }
    }

    /// Every step whose identifier, storyboard name or controller is not a literal, with the
    /// class and method it is in, in class order then source order.
    public var dynamicSteps: [(type: String, method: String, step: CodeStep)] {
        steps { if case .dynamic = $0 { true } else { false } }
    }

    /// Every call named like UIKit's navigation in a form the reader does not follow, with the
    /// class and method it is in, in class order then source order.
    public var unrecognisedSteps: [(type: String, method: String, step: CodeStep)] {
        steps { if case .unrecognised = $0 { true } else { false } }
    }

    private func steps(where kind: (CodeStep.Kind) -> Bool) -> [(type: String, method: String, step: CodeStep)] {
        var out: [(String, String, CodeStep)] = []
        for name in typeOrder {
            for method in types[name]!.methods {
                for step in method.steps where kind(step.kind) { out.append((name, method.name, step)) }
            }
        }
        return out
    }
}
