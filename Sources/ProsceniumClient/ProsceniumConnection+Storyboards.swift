import WireProtocol

/// Storyboard methods (docs/protocol.md *Methods › Storyboards*).
extension ProsceniumConnection {
    /// `storyboard.load` from a file the server may read.
    public func loadStoryboard(path: String) async throws(ClientError) -> StoryboardInfo {
        try await invoke("storyboard.load", ["path": .string(path)])
    }

    /// `storyboard.load` from XML text, under `name`.
    public func loadStoryboard(name: String, xml: String) async throws(ClientError) -> StoryboardInfo {
        try await invoke("storyboard.load", ["name": .string(name), "xml": .string(xml)])
    }

    /// `storyboard.list`.
    public func storyboards() async throws(ClientError) -> [StoryboardInfo] {
        try ResultReader(try await request("storyboard.list"), context: "storyboard.list").array("storyboards")
    }
}
