import HierarchyEngine
import Storyboards

/// Fuzz target (b): arbitrary bytes as storyboard XML. The loader must return a template or
/// throw a `StoryboardLoadError` naming the file; it must never crash or hang.
public enum StoryboardTarget {
    /// The contract violations for `input`; empty when the loader behaved.
    public static func problems(_ input: UnsafeRawBufferPointer) -> [String] {
        do {
            let template = try StoryboardLoader.load(xml: input, name: "Fuzz")
            if template.name != "Fuzz" { return ["template named \(template.name), not Fuzz"] }
            return []
        } catch {
            var problems: [String] = []
            if error.file != "Fuzz.storyboard" { problems.append("error names file \(error.file)") }
            if let line = error.line, line < 0 { problems.append("error at negative line \(line)") }
            if error.reason.isEmpty { problems.append("error without a reason") }
            return problems
        }
    }
}
