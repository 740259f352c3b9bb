/// Reads a JUnit XML report back into `JUnitSuite`s: what `--shard-timings`, `prosc merge` and
/// `prosc test --baseline` take. Accepts `<testsuites>` with suites, or a lone `<testsuite>`
/// (what other runners write); anything else is not JUnit, with the line that says so.
public enum JUnitReading {
    /// Why a file is not a JUnit report.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// The suites of `text`; `file` names it in errors (`report.xml:3: …`).
    public static func suites(_ text: String, file: String) throws(Failure) -> [JUnitSuite] {
        let root: XMLNode
        do {
            root = try XMLTree.parse(text)
        } catch {
            throw Failure(description: "\(file):\(error.line): not a JUnit report: \(error.message)")
        }
        let suiteNodes: [XMLNode]
        switch root.name {
        case "testsuites": suiteNodes = root.elements("testsuite")
        case "testsuite": suiteNodes = [root]
        default: throw Failure(description: "\(file):\(root.line): not a JUnit report: the root element is <\(root.name)>, not <testsuites> or <testsuite>")
        }
        var suites: [JUnitSuite] = []
        for s in suiteNodes {
            var cases: [JUnitTestCase] = []
            for c in s.elements("testcase") {
                guard let name = c.attributes["name"] else {
                    throw Failure(description: "\(file):\(c.line): not a JUnit report: a <testcase> without a name")
                }
                let seconds = try number(c.attributes["time"], file: file, line: c.line)
                var outcome = JUnitTestCase.Outcome.passed
                if let f = c.elements("failure").first {
                    outcome = .failure(type: f.attributes["type"] ?? "", message: f.attributes["message"] ?? "", text: f.text)
                } else if let e = c.elements("error").first {
                    outcome = .error(type: e.attributes["type"] ?? "", message: e.attributes["message"] ?? "", text: e.text)
                } else if let k = c.elements("skipped").first {
                    outcome = .skipped(message: k.attributes["message"] ?? "", text: k.text)
                }
                cases.append(JUnitTestCase(name: name, className: c.attributes["classname"] ?? "", seconds: seconds, outcome: outcome))
            }
            let properties = s.elements("properties").flatMap { $0.elements("property") }
                .map { (name: $0.attributes["name"] ?? "", value: $0.attributes["value"] ?? "") }
            let name = s.attributes["name"] ?? ""
            suites.append(JUnitSuite(name: name, package: s.attributes["package"] ?? name,
                                     seconds: try number(s.attributes["time"], file: file, line: s.line),
                                     properties: properties, cases: cases,
                                     systemOut: s.elements("system-out").first?.text ?? "",
                                     systemErr: s.elements("system-err").first?.text ?? ""))
        }
        return suites
    }

    private static func number(_ text: String?, file: String, line: Int) throws(Failure) -> Double {
        guard let text else { return 0 }
        guard let value = Double(text), value >= 0 else {
            throw Failure(description: "\(file):\(line): not a JUnit report: time=\"\(text)\" is not a number of seconds")
        }
        return value
    }
}

extension JUnitSuite {
    /// The value of the property `name`, if the suite has it.
    public func property(_ name: String) -> String? { properties.first { $0.name == name }?.value }
}
