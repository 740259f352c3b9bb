import Testing
import WireProtocol

/// `ResultType.mismatches(in:)`, the check the embedded server runs over every answer: it
/// passes answers of the declared shape and names each way an answer can be off it.
@Suite struct ResultConformanceTests {
    static let presented: JSON = ["vc": "vc2", "presenter": "vc1", "style": "formSheet"]

    @Test func aConformingAnswerHasNoMismatch() {
        #expect(ResultTypes.presented.mismatches(in: Self.presented) == [])
        let warned: JSON = ["vc": "vc2", "presenter": "vc1", "style": "formSheet",
                            "warnings": [["rule": "W1", "kind": "detachedPresenter", "uikit": "…", "vc": "vc1"]]]
        #expect(ResultTypes.presented.mismatches(in: warned) == [])
        #expect(ResultTypes.empty.mismatches(in: [:]) == [])
        #expect(ResultTypes.windowCreated.mismatches(in: ["window": "w2", "root": .null]) == [])
    }

    @Test func eachWayOffTheDeclaredTypeIsNamedWithItsPath() {
        let off: JSON = ["vc": 2, "style": "sideways", "adapted": true, "warnings": []]
        #expect(Set(ResultTypes.presented.mismatches(in: off)) == [
            "result.vc: number where a string is declared",
            "result.presenter: missing (Presented always sends it)",
            "result.style: \"sideways\" is not a modalPresentationStyle (\(WireEnum.presentationStyle.values.joined(separator: ", ")))",
            "result.warnings: sent empty, but Presented.warnings is left out when empty",
            "result.adapted: not a member of Presented",
        ])
        #expect(ResultTypes.created.mismatches(in: ["vc": .null]) == ["result.vc: null, but Created.vc is never null"])
        #expect(ResultTypes.syncResult.mismatches(in: ["seq": 1.5]) == ["result.seq: 1.5 where an integer is declared"])
        #expect(ResultTypes.empty.mismatches(in: []) == ["result: array where Empty is an object"])
    }

    @Test func nestedTypesAndListsAreFollowed() {
        let node: JSON = [
            "vc": "vc1", "class": "UITabBarController", "title": .null, "storyboardIdentifier": .null, "appearance": "appeared",
            "children": [["vc": "vc2", "class": "UIViewController", "title": .null, "storyboardIdentifier": .null,
                          "appearance": "shown", "children": [], "scene": .null]],
        ]
        let tree: JSON = ["windows": [["window": "w1", "screen": "s1", "key": true, "root": node]]]
        #expect(ResultTypes.tree.mismatches(in: tree) == [
            "result.windows[0].root.children[0].appearance: \"shown\" is not a appearance (disappeared, appearing, appeared, disappearing)",
            "result.windows[0].root.children[0].scene: null, but TreeNode.scene is never null",
        ])
        #expect(ResultTypes.tree.mismatches(in: ["windows": [["window": "w1", "screen": "s1", "key": true, "root": .null]]]) == [])
        #expect(ResultTypes.windowIDs.mismatches(in: ["windows": ["w1", .null, 3]]) == [
            "result.windows[1]: null in a list", "result.windows[2]: number where a string is declared",
        ])
    }

    /// Every type a member names is declared, so no answer can be checked against nothing.
    @Test func everyNestedTypeIsDeclared() {
        for type in ResultTypes.all {
            for member in type.members {
                if case .type(let name) = member.shape.inner { #expect(ResultTypes.named(name) != nil, "\(type.name).\(member.name): \(name)") }
            }
        }
    }
}
