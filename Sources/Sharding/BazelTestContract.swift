/// What Bazel's test encyclopedia asks of a test runner, read from the environment Bazel gives
/// a test: touch `TEST_SHARD_STATUS_FILE` to say sharding is understood (also when a shard runs
/// nothing), write JUnit to `XML_OUTPUT_FILE`, other reports into `TEST_UNDECLARED_OUTPUTS_DIR`,
/// run only what `TESTBRIDGE_TEST_ONLY` (`bazel test --test_filter`) names, and keep temporary
/// files in `TEST_TMPDIR`. Outside Bazel every member is nil. Pure: callers do the file work.
public struct BazelTestContract: Sendable, Equatable {
    public var shardStatusFile: String?
    public var xmlOutputFile: String?
    public var undeclaredOutputsDirectory: String?
    public var testFilter: String?
    public var temporaryDirectory: String?

    public init(environment: [String: String]) {
        func value(_ name: String) -> String? {
            guard let v = environment[name], !v.isEmpty else { return nil }
            return v
        }
        shardStatusFile = value("TEST_SHARD_STATUS_FILE")
        xmlOutputFile = value("XML_OUTPUT_FILE")
        undeclaredOutputsDirectory = value("TEST_UNDECLARED_OUTPUTS_DIR")
        testFilter = value("TESTBRIDGE_TEST_ONLY")
        temporaryDirectory = value("TEST_TMPDIR")
    }

    /// Whether `names` (a flow's path and name, a start's name) pass `--test_filter`: any of
    /// its comma-separated parts is contained in one of them. No filter: everything passes.
    public func selects(_ names: [String]) -> Bool {
        guard let testFilter else { return true }
        let parts = testFilter.split(separator: ",").map(String.init).filter { !$0.isEmpty }
        return parts.isEmpty || parts.contains { part in names.contains { $0.contains(part) } }
    }
}
