/// One `<testsuite>` of a JUnit report: its test cases, properties and output. Its counts
/// (tests, failures, errors, skipped) are those of its cases.
public struct JUnitSuite: Sendable {
    public var name: String
    /// The `package` attribute the schema requires of a suite inside `<testsuites>`.
    public var package: String
    public var seconds: Double
    /// `<property name value>` pairs, in order.
    public var properties: [(name: String, value: String)]
    public var cases: [JUnitTestCase]
    public var systemOut: String
    public var systemErr: String

    public init(name: String, package: String, seconds: Double, properties: [(name: String, value: String)] = [],
                cases: [JUnitTestCase], systemOut: String = "", systemErr: String = "") {
        self.name = name; self.package = package; self.seconds = seconds; self.properties = properties
        self.cases = cases; self.systemOut = systemOut; self.systemErr = systemErr
    }

    public var failures: Int { cases.filter { if case .failure = $0.outcome { true } else { false } }.count }
    public var errors: Int { cases.filter { if case .error = $0.outcome { true } else { false } }.count }
    public var skipped: Int { cases.filter { if case .skipped = $0.outcome { true } else { false } }.count }
}
