import Foundation
import SourceNavigation

/// The synthetic apps of `Tests/Fixtures/CodeNavigation`, read, and a one-line rendering of
/// each fact for the tests to pin.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/CodeNavigation").path

    static func files(_ app: String) throws -> [SourceFacts.File] {
        let directory = root + "/" + app
        return try FileManager.default.contentsOfDirectory(atPath: directory).sorted().map {
            SourceFacts.File(path: directory + "/" + $0, text: try String(contentsOfFile: directory + "/" + $0, encoding: .utf8))
        }
    }

    static func facts(_ app: String) throws -> SourceFacts { SourceFacts.read(try files(app)) }

    /// `Class.method: [?]kind description (File:line)` for every step of every method.
    static func steps(_ facts: SourceFacts) -> [String] {
        var out: [String] = []
        for name in facts.typeOrder {
            for method in facts.types[name]!.methods {
                for step in method.steps {
                    out.append("\(name).\(method.name): \(render(step))")
                }
            }
        }
        return out
    }

    static func render(_ step: CodeStep) -> String {
        let mark = step.conditional ? "?" : ""
        switch step.kind {
        case .navigation(let action):
            return "\(mark)\(action)\(step.receiver.phrase)\(step.held?.phrase ?? "")\(ControllerHop.phrase(step.hop.map { [$0] } ?? [], on: true)) (\(step.location))"
        case .call(let method):
            return "\(mark)calls \(method)\(ControllerHop.phrase(step.hop.map { [$0] } ?? [], on: true)) (\(step.location))"
        case .dynamic(let call, let reason): return "\(mark)dynamic \(call): \(reason) (\(step.location))"
        case .unrecognised(let call, let reason): return "\(mark)unrecognised \(call): \(reason) (\(step.location))"
        }
    }
}
