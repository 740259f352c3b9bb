import Foundation
import HierarchyEngine
import Storyboards

/// Builds small storyboard documents for the tests: an Xcode-style document header around
/// the given scenes, and paths to the repository's real-world corpus and config directories.
enum Fixture {
    /// The package root, derived from this file's path (`<root>/Tests/StoryboardsTests/Fixture.swift`).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// `<root>/Tests/Fixtures/RealWorldStoryboards`: real storyboards from public apps, each
    /// with its origin and licence in `SOURCES.tsv` and `NOTICE` beside it.
    static let corpusDirectory = packageRoot + "/Tests/Fixtures/RealWorldStoryboards"

    static let demoDirectory = packageRoot + "/config/storyboards"

    /// A whole document: `initial` names the initial controller; `header` overrides the
    /// `<document>` attributes that select the format and platform.
    static func document(initial: String? = nil,
                         header: String = #"type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch""#,
                         _ scenes: String...) -> String {
        let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document \(header) propertyAccessControl="none" useAutolayout="YES"\(initialAttribute)>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21505"/>
            </dependencies>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>

        """
    }

    /// One scene whose `<objects>` hold `controller` plus the first-responder placeholder and
    /// any `extra` scene members.
    static func scene(_ id: String, _ controller: String, extra: String = "") -> String {
        """
                <scene sceneID="scene-\(id)">
                    <objects>
        \(controller)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(id)" sceneMemberID="firstResponder"/>
        \(extra)
                    </objects>
                    <point key="canvasLocation" x="0.0" y="0.0"/>
                </scene>
        """
    }

    /// A `<viewController>` with `attributes`, a root view holding `view`, and `connections`.
    static func viewController(_ id: String, _ attributes: String = "", view: String = "", connections: String = "") -> String {
        let connectionsBlock = connections.isEmpty ? "" : "<connections>\(connections)</connections>"
        return """
                        <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-\(id)">
                                <subviews>\(view)</subviews>
                            </view>
                            \(connectionsBlock)
                        </viewController>
        """
    }

    /// Loads `xml` under `name`.
    static func load(_ xml: String, name: String = "Test") throws(StoryboardLoadError) -> StoryboardTemplate {
        try StoryboardLoader.load(xml: xml.utf8, name: name)
    }

    /// The error loading `xml` throws, or nil when it loads.
    static func loadError(_ xml: String, name: String = "Test") -> StoryboardLoadError? {
        do {
            _ = try load(xml, name: name)
            return nil
        } catch {
            return error
        }
    }

    /// The 1-based line of the first occurrence of `needle` in `text`.
    static func line(of needle: String, in text: String) -> Int? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(needle) {
            return index + 1
        }
        return nil
    }
}
