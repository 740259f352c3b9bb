@testable import Explorer
import Testing
import WireProtocol

/// `prosc explore --repeat N` fails on the first place two runs' reports differ, `stats` aside.
@Suite("explore --repeat: where two reports differ")
struct ReportComparisonTests {
    @Test func theFirstDifferenceIsNamedByItsPath() {
        let a: JSON = ["problems": [["reproduced": true, "path": ["x", "y"]]], "stats": ["seconds": 1]]
        #expect(ReportComparison.firstDifference(a, ["problems": [["reproduced": true, "path": ["x", "y"]]], "stats": ["seconds": 2]]) == nil,
                "stats may differ")
        #expect(ReportComparison.firstDifference(a, ["problems": [["reproduced": false, "path": ["x", "y"]]], "stats": ["seconds": 1]])
                == "problems[0].reproduced: true in run 1, false in run 2")
        #expect(ReportComparison.firstDifference(a, ["problems": [["reproduced": true, "path": ["x"]]]], labels: ("run 1", "run 3"))
                == "problems[0].path: 2 items in run 1, 1 in run 3")
        #expect(ReportComparison.firstDifference(a, ["problems": [["reproduced": true, "path": ["x", "y"], "extra": 1]]])
                == "problems[0].extra: missing in run 1, present in run 2")
    }
}
