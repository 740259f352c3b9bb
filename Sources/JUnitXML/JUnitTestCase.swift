/// One `<testcase>` of a JUnit report: its name, class name, time and outcome. The Apache Ant
/// schema (Tests/Fixtures/JUnit/JUnit.xsd) gives a test case at most one child — its failure,
/// error or skip — and no output of its own, so what a case has to say goes in that child's text.
public struct JUnitTestCase: Sendable, Equatable {
    /// What became of the test, and the text its element carries.
    public enum Outcome: Sendable, Equatable {
        case passed
        /// An assertion that did not hold (`<failure type message>text</failure>`).
        case failure(type: String, message: String, text: String)
        /// Something that kept the test from running (`<error type message>text</error>`).
        case error(type: String, message: String, text: String)
        /// Not run, or not counted (`<skipped message>text</skipped>`).
        case skipped(message: String, text: String)
    }

    public var name: String
    public var className: String
    public var seconds: Double
    public var outcome: Outcome

    public init(name: String, className: String, seconds: Double, outcome: Outcome) {
        self.name = name; self.className = className; self.seconds = seconds; self.outcome = outcome
    }
}
