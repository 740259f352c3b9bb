import Foundation
import HierarchyEngine
import Storyboards
import Testing

/// Loading a whole storyboard directory into a catalog.
@Suite struct StoryboardDirectoryTests {
    @Test func demoDirectoryLoadsMainAndExternal() throws {
        let directory = try StoryboardDirectory(loading: Fixture.demoDirectory)
        #expect(directory.catalog.storyboards.keys.sorted() == ["External", "Main"])
        #expect(directory.failures.isEmpty && directory.unresolvedReferences.isEmpty)
        #expect(directory.catalog.storyboards["Main"]?.path == Fixture.demoDirectory + "/Main.storyboard")
    }

    @Test func failuresAndMissingReferencesAreReportedNotFatal() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sb-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ name: String, _ text: String) throws {
            try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write("Good.storyboard", Fixture.document(initial: "g", Fixture.scene("1", Fixture.viewController("g"))))
        try write("Refs.storyboard", Fixture.document(Fixture.scene("1",
            #"<viewControllerPlaceholder storyboardName="Good" id="ok" sceneMemberID="viewController"/>"#),
            Fixture.scene("2", #"<viewControllerPlaceholder storyboardName="Absent" id="missing" sceneMemberID="viewController"/>"#)))
        try write("Broken.storyboard", "<document")
        try write("Base.lproj/Nested.storyboard", Fixture.document(Fixture.scene("1", Fixture.viewController("n"))))
        try write("Notes.txt", "not a storyboard")
        let directory = try StoryboardDirectory(loading: root.path)
        #expect(directory.catalog.storyboards.keys.sorted() == ["Good", "Refs"])
        #expect(directory.failures.map(\.file) == [root.appendingPathComponent("Broken.storyboard").path])
        #expect(directory.unresolvedReferences.map(\.reason) == ["storyboard reference 'missing' names storyboard 'Absent', which is not loaded"])
    }

    @Test func missingDirectoryThrows() {
        #expect(throws: StoryboardLoadError(file: "/no/such/storyboards", line: nil, reason: "cannot list the storyboard directory")) {
            try StoryboardDirectory(loading: "/no/such/storyboards")
        }
    }
}
