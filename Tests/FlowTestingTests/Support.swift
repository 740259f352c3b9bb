import FlowTesting
import Foundation
import ProsceniumTesting
import Testing
import WireProtocol

/// Helpers for flow tests: parse text as a file, write files into a scratch directory, run
/// flows against the real proscd of the build.
enum FlowFixture {
    /// The demo storyboards, relative to nothing: an absolute path for headers.
    static var storyboards: String { ServerProcess.demoStoryboards }

    /// A header for the demo storyboards.
    static var header: String {
        """
        name: t
        storyboards: \(storyboards)
        main: Main
        external: External
        unwindActions: {HomeViewController: [unwindToHome]}
        ---

        """
    }

    /// Parses `text` as the file `path` (its runFlow files read from `files`).
    static func parse(_ text: String, path: String = "t.yaml", files: [String: String] = [:]) throws(FlowFileErrors) -> Flow {
        func name(_ p: String) -> String { (p as NSString).lastPathComponent }
        let loader = FlowLoader(read: { p in
            if p == path { return text }
            if let t = files[name(p)] { return t }
            throw CocoaError(.fileNoSuchFile)
        }, exists: { p in p == path || files[name(p)] != nil })
        return try loader.load(path)
    }

    /// The errors parsing `text` gives (empty when it parses).
    static func errors(_ text: String, files: [String: String] = [:]) -> [FlowFileError] {
        do {
            _ = try parse(text, files: files)
            return []
        } catch {
            return error.errors
        }
    }

    /// A scratch directory with `files` written into it.
    static func directory(_ files: [String: String]) throws -> String {
        let dir = ServerProcess.makeTemporaryDirectory("flow-test")
        for (name, text) in files {
            let path = dir + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// `header` for iOS 12, which the runner's tests were written against (its callbacks).
    static var iOS12Header: String { "ios: 12\n" + header }

    /// A form sheet presented from Home on the demo's phone, and the callbacks iOS 12 makes for
    /// it (the presenter's chain disappears: before iOS 13 a form sheet on an iPhone is full
    /// screen).
    static let presentModal = "- present: {from: Home, scene: Modal, style: formSheet}\n"
    static let presentModalCallbacksIOS12 = """
        - expectCallbacks:
            - Modal.viewDidLoad
            - UITabBarController.viewWillDisappear
            - HomeNavigation.viewWillDisappear
            - Home.viewWillDisappear
            - Modal.viewWillAppear
            - Modal.viewDidAppear
            - UITabBarController.viewDidDisappear
            - HomeNavigation.viewDidDisappear
            - Home.viewDidDisappear
            - Modal.presentationCompleted

        """

    static var options: FlowRunOptions { FlowRunOptions(proscd: ServerProcess.binary("proscd")) }

    /// Parses and runs one flow.
    static func run(_ text: String, update: Bool = false) async throws -> FlowResult {
        let dir = try directory(["f.yaml": text])
        let flow = try FlowLoader().load(dir + "/f.yaml")
        var options = options
        options.update = update
        return await FlowRunner.run(flow, options: options)
    }
}

extension Flow {
    /// The planned calls of every action, as `method(key=value…)` strings.
    var callSummaries: [String] {
        allSteps.compactMap { step -> [String]? in
            guard case .action(let plan) = step.kind else { return nil }
            return plan.calls.map { call in
                call.method + "(" + call.params.map { "\($0.key)=\($0.value.summary)" }.joined(separator: " ") + ")"
            }
        }.flatMap { $0 }
    }
}

extension PlannedValue {
    /// `@Home` for a controller name, `#TV` for a screen, `scene:Modal`, JSON otherwise.
    var summary: String {
        switch self {
        case .json(let j): return j.description
        case .controller(let n): return "@" + n.name
        case .controllers(let list): return "[" + list.map { "@" + $0.name }.joined(separator: ",") + "]"
        case .screen(let n): return "#" + n.name
        case .scene(let n): return "scene:" + n.name
        case .storyboard(let explicit, let of): return "storyboard(" + (explicit ?? of.map { "of @" + $0.name } ?? "main") + ")"
        case .list(let items): return "[" + items.map(\.summary).joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { "\($0.key)=\($0.value.summary)" }.joined(separator: " ") + "}"
        }
    }
}
