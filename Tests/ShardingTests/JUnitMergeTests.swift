import Foundation
import JUnitXML
import Testing

/// `prosc merge`'s JUnit side: N shards' suites joined have an unsharded run's totals; reports
/// of another suite, another version, a missing, repeated or foreign shard, or overlapping test
/// cases are refused with the file and the reason.
@Suite struct JUnitMergeTests {
    private func report(_ names: [String], shard: String?, runner: String = "prosc test", version: String = "0.2.0", failing: Set<String> = []) -> [JUnitSuite] {
        var properties = [(name: "runner", value: runner), (name: "version", value: version)]
        if let shard { properties.append((name: "shard", value: shard)) }
        let cases = names.map { name in
            JUnitTestCase(name: name, className: "flows." + name, seconds: 0.5,
                          outcome: failing.contains(name) ? .failure(type: "expectVisible", message: "m", text: "t") : .passed)
        }
        return [JUnitSuite(name: runner, package: runner, seconds: Double(names.count) * 0.5, properties: properties, cases: cases)]
    }

    @Test func shardsMergeToTheUnshardedTotals() throws {
        let names = (1...10).map { "f\($0)" }
        let failing: Set = ["f3", "f8"]
        let whole = report(names, shard: nil, failing: failing)[0]
        for n in 1...4 {
            let inputs = (1...n).map { k in
                JUnitMerge.Input(file: "s\(k).xml", suites: report(names.enumerated().filter { $0.offset % n == k - 1 }.map(\.element), shard: "\(k)/\(n)", failing: failing))
            }
            let merged = try JUnitMerge.merge(inputs)
            #expect(merged.count == 1)
            #expect(merged[0].cases.count == whole.cases.count && merged[0].failures == whole.failures && merged[0].errors == whole.errors)
            #expect(merged[0].seconds == whole.seconds)
            #expect(Set(merged[0].cases.map(\.name)) == Set(names))
            #expect(merged[0].property("shard") == nil && merged[0].property("runner") == "prosc test")
        }
    }

    @Test func otherSuitesVersionsAndShardSetsAreRefused() {
        func failure(_ inputs: [(String, [JUnitSuite])]) -> String? {
            do { _ = try JUnitMerge.merge(inputs.map { JUnitMerge.Input(file: $0.0, suites: $0.1) }); return nil } catch { return error.description }
        }
        #expect(failure([("a.xml", report(["x"], shard: "1/2")), ("b.xml", report(["y"], shard: "2/2", runner: "prosc explore"))])
                == "b.xml: runner 'prosc explore' but a.xml has 'prosc test': reports of another suite cannot be merged")
        #expect(failure([("a.xml", report(["x"], shard: "1/2")), ("b.xml", report(["y"], shard: "2/2", version: "0.1.0"))])
                == "b.xml: version '0.1.0' but a.xml has '0.2.0': reports of another version cannot be merged")
        #expect(failure([("a.xml", report(["x"], shard: "1/3")), ("c.xml", report(["y"], shard: "3/3"))]) == "shard 2/3 missing: give every shard's report")
        #expect(failure([("a.xml", report(["x"], shard: "1/2")), ("b.xml", report(["y"], shard: "1/2"))]) == "b.xml: shard 1/2 is also a.xml")
        #expect(failure([("a.xml", report(["x"], shard: "1/2")), ("b.xml", report(["y"], shard: "2/3"))]) == "b.xml: shard 2/3 is of 3 shards but a.xml is of 2")
        #expect(failure([("a.xml", report(["x"], shard: "1/2")), ("b.xml", report(["x"], shard: "2/2"))])
                == "b.xml: test case flows.x \"x\" is also in a.xml: shards overlap")
        #expect(failure([("a.xml", report(["x"], shard: nil)), ("b.xml", report(["y"], shard: nil))])
                == "a.xml: not a shard's report (no shard property): it holds a whole run")
        #expect(failure([]) == "nothing to merge")
    }
}
