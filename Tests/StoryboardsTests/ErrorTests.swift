import Foundation
import HierarchyEngine
import Storyboards
import Testing

/// Files that cannot be loaded throw a `StoryboardLoadError` naming the file, the line and the
/// reason; nothing crashes.
@Suite struct ErrorTests {
    static let two = [Fixture.scene("1", Fixture.viewController("a")), Fixture.scene("2", Fixture.viewController("b"))]

    @Test func truncatedFileReportsUnexpectedEndOnItsLastLine() throws {
        let whole = Fixture.document(Self.two[0], Self.two[1])
        let cut = String(whole.prefix(upTo: whole.range(of: "<scene sceneID=\"scene-2\">")!.upperBound))
        let error = try #require(Fixture.loadError(cut, name: "Main"))
        #expect(error.line == cut.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(error.reason == "unexpected end of document (<scene> is not closed)")
        #expect(error.message == "Main.storyboard:\(error.line!): unexpected end of document (<scene> is not closed)")
    }

    @Test func mismatchedTagReportsItsLine() throws {
        let xml = Fixture.document(Self.two[0], Self.two[1]).replacingOccurrences(of: "</subviews>\n", with: "</subview>\n")
        let error = try #require(Fixture.loadError(xml))
        #expect(error.line == Fixture.line(of: "</subview>", in: xml))
        #expect(error.reason == "mismatched end tag (expected </subviews>)")
    }

    @Test func badAttributeSyntaxReportsItsLine() throws {
        let xml = Fixture.document(Self.two[0], Self.two[1]).replacingOccurrences(of: #"id="b" "#, with: "id=b ")
        let error = try #require(Fixture.loadError(xml))
        #expect(error.line == Fixture.line(of: "id=b ", in: xml))
        #expect(error.reason == "attribute value not quoted")
    }

    @Test func duplicateAttributeReportsItsLine() throws {
        let xml = Fixture.document(Self.two[0], Self.two[1]).replacingOccurrences(of: #"id="b" "#, with: #"id="b" id="c" "#)
        let error = try #require(Fixture.loadError(xml))
        #expect(error.line == Fixture.line(of: #"id="c""#, in: xml) && error.reason == "duplicate attribute")
    }

    @Test func contentAfterTheDocumentElement() throws {
        let error = try #require(Fixture.loadError(Fixture.document(Self.two[0]) + "<document/>\n"))
        #expect(error.reason == "unexpected content after the end of the document element")
    }

    @Test(arguments: ["", "   \n\t\r\n"])
    func blankInputIsAnEmptyDocument(_ xml: String) throws {
        #expect(try #require(Fixture.loadError(xml)).reason == "empty document")
    }

    @Test(arguments: ["<?xml version=\"1.0\"?>\n", "just text\n", "<!-- only a comment -->"])
    func inputWithoutARootElement(_ xml: String) throws {
        #expect(try #require(Fixture.loadError(xml)).reason == "no XML root element (not an XML document?)")
    }

    /// A compiled (binary plist) storyboard: refused before the XML parser sees it (it traps on
    /// some invalid UTF-8, found by the fuzzer).
    @Test func binaryGarbageFailsCleanly() throws {
        let bytes: [UInt8] = [0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xD4, 0x01, 0x02, 0x00, 0xFF, 0x3C]
        #expect(throws: StoryboardLoadError(file: "Binary.storyboard", line: 1, reason: "not a text XML document: invalid UTF-8 at byte 8")) {
            try StoryboardLoader.load(xml: bytes, name: "Binary")
        }
    }

    @Test func danglingSegueDestinationReportsTheSegueLine() throws {
        let xml = Fixture.document(
            Fixture.scene("1", Fixture.viewController("a", view: """
                <button opaque="NO" contentMode="scaleToFill" id="btn">
                    <connections><segue destination="nowhere" kind="show" identifier="go" id="dangling"/></connections>
                </button>
                """)),
            Self.two[1])
        let error = try #require(Fixture.loadError(xml, name: "Main"))
        #expect(error.line == Fixture.line(of: #"id="dangling""#, in: xml))
        #expect(error.reason == "show segue 'dangling' points to 'nowhere', which is not a view controller in this storyboard")
        #expect(error.file == "Main.storyboard")
    }

    @Test func danglingRelationshipDestination() throws {
        let xml = Fixture.document(Fixture.scene("1", """
            <navigationController id="nav" sceneMemberID="viewController">
                <connections><segue destination="gone" kind="relationship" relationship="rootViewController" id="r"/></connections>
            </navigationController>
            """))
        let error = try #require(Fixture.loadError(xml))
        #expect(error.line == Fixture.line(of: #"id="r""#, in: xml))
        #expect(error.reason.hasPrefix("relationship segue 'r' (rootViewController) points to 'gone'"))
    }

    struct Structural: Sendable, CustomStringConvertible {
        var name: String, xml: String, lineOf: String, reason: String
        var description: String { name }
    }

    static let structural: [Structural] = [
        .init(name: "missing initial controller",
              xml: Fixture.document(initial: "ghost", Fixture.scene("1", Fixture.viewController("a"))),
              lineOf: "<document ", reason: "initialViewController 'ghost' is not a view controller in this storyboard"),
        .init(name: "no scenes element",
              xml: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"><dependencies/></document>"#,
              lineOf: "<document ", reason: "the document has no <scenes> element"),
        .init(name: "scene without controller",
              xml: Fixture.document(#"<scene sceneID="empty"><objects><placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/></objects></scene>"#),
              lineOf: #"sceneID="empty""#, reason: "scene 'empty' has no view controller (no element with sceneMemberID=\"viewController\")"),
        .init(name: "scene with two controllers",
              xml: Fixture.document(Fixture.scene("1", Fixture.viewController("a") + "\n" + Fixture.viewController("b"))),
              lineOf: #"id="b""#, reason: "scene has a second view controller <viewController> (the first is <viewController> on line FIRST)"),
        .init(name: "duplicate controller id",
              xml: Fixture.document(Fixture.scene("1", Fixture.viewController("a")), Fixture.scene("2", Fixture.viewController("a", "title=\"again\""))),
              lineOf: "title=\"again\"", reason: "duplicate view controller id 'a' (first used on line FIRST)"),
        .init(name: "controller without id",
              xml: Fixture.document(Fixture.scene("1", #"<viewController title="anonymous" sceneMemberID="viewController"/>"#)),
              lineOf: "anonymous", reason: "<viewController> has no id"),
        .init(name: "unknown segue kind",
              xml: SegueTests.sourceWith(#"<segue destination="dst" kind="teleport" id="tp"/>"#),
              lineOf: "teleport", reason: "segue 'tp' has unknown kind 'teleport'"),
        .init(name: "unwind to a controller",
              xml: SegueTests.sourceWith(#"<segue destination="dst" kind="unwind" unwindAction="x:" id="uw"/>"#),
              lineOf: #"id="uw""#, reason: "unwind segue 'uw' points to 'dst', which is not an exit in this storyboard"),
        .init(name: "show to an exit",
              xml: SegueTests.sourceWith(#"<segue destination="ext" kind="show" id="sx"/>"#),
              lineOf: #"id="sx""#, reason: "show segue 'sx' points to 'ext', which is an exit (only unwind segues may target an exit)"),
        .init(name: "segue without destination",
              xml: SegueTests.sourceWith(#"<segue kind="show" id="nd"/>"#),
              lineOf: #"id="nd""#, reason: "segue 'nd' (show) has no destination"),
        .init(name: "segue without id",
              xml: SegueTests.sourceWith(#"<segue destination="dst" kind="show" identifier="noid"/>"#),
              lineOf: "noid", reason: "show segue has no id"),
        .init(name: "relationship without relationship",
              xml: SegueTests.sourceWith(#"<segue destination="dst" kind="relationship" id="rr"/>"#),
              lineOf: #"id="rr""#, reason: "relationship segue 'rr' has no relationship attribute"),
    ]

    @Test(arguments: structural) func structuralProblem(_ problem: Structural) throws {
        let error = try #require(Fixture.loadError(problem.xml))
        // FIRST: the line of the first controller, for the duplicate cases.
        let first = Fixture.line(of: #"<viewController id="a""#, in: problem.xml).map(String.init) ?? "?"
        #expect(error.reason == problem.reason.replacingOccurrences(of: "FIRST", with: first))
        #expect(error.line == Fixture.line(of: problem.lineOf, in: problem.xml))
    }

    @Test func missingFileNamesThePath() throws {
        let path = "/nonexistent/dir/Gone.storyboard"
        #expect(throws: StoryboardLoadError(file: path, line: nil, reason: "no such file")) {
            try StoryboardLoader.load(contentsOf: path)
        }
    }

    @Test func pathLoadsNameTheFileInErrorsAndTemplates() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sb-errors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("Good.storyboard").path
        let bad = directory.appendingPathComponent("Bad.storyboard").path
        try Fixture.document(initial: "a", Self.two[0]).write(toFile: good, atomically: true, encoding: .utf8)
        try "<document>\n<scenes>\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let template = try StoryboardLoader.load(contentsOf: good)
        #expect(template.name == "Good" && template.path == good)
        #expect(try StoryboardLoader.load(contentsOf: good, name: "Renamed").name == "Renamed")
        do {
            _ = try StoryboardLoader.load(contentsOf: bad)
            Issue.record("Bad.storyboard loaded")
        } catch {
            #expect(error.file == bad)
            #expect(error.message.hasPrefix("\(bad):1: not an Interface Builder storyboard"))
        }
    }

    @Test func engineErrorCarriesTheMessage() {
        let error = StoryboardLoadError(file: "Main.storyboard", line: 42, reason: "unexpected end of document")
        #expect(error.message == "Main.storyboard:42: unexpected end of document")
        #expect(error.engineError == EngineError(.storyboardError, "Main.storyboard:42: unexpected end of document"))
        #expect(StoryboardLoadError(file: "X.storyboard", line: nil, reason: "r").description == "X.storyboard: r")
    }

    @Test func storyboardNameStripsDirectoryAndExtension() {
        #expect(StoryboardLoader.storyboardName(forPath: "App/Base.lproj/Main.storyboard") == "Main")
        #expect(StoryboardLoader.storyboardName(forPath: "Known Types.storyboard") == "Known Types")
        #expect(StoryboardLoader.storyboardName(forPath: "Main~") == "Main~")
    }
}
