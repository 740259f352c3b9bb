import FlowTesting
import Testing

/// Failure reports show expected against actual line by line, common lines kept.
@Suite("Flow runner: diffs")
struct TextDiffTests {
    @Test func aMissingAndAnExtraLineShowAsOneEach() {
        #expect(TextDiff.unified(expected: "a\nb\nc\nd", actual: "a\nc\nd\ne") == ["  a", "- b", "  c", "  d", "+ e"])
    }

    @Test func aChangedLineShowsExpectedThenActual() {
        #expect(TextDiff.unified(expected: "a\nModal.viewWillAppear\nc", actual: "a\nSheet.viewWillAppear\nc")
                == ["  a", "- Modal.viewWillAppear", "+ Sheet.viewWillAppear", "  c"])
    }

    @Test func emptySidesHaveNoLines() {
        #expect(TextDiff.unified(expected: "", actual: "x") == ["+ x"])
        #expect(TextDiff.unified(expected: "x", actual: "") == ["- x"])
        #expect(TextDiff.unified(expected: "", actual: "") == [])
    }
}
