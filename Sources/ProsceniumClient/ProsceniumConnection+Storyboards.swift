import WireProtocol

/// Storyboard methods (docs/protocol.md *Methods › Storyboards*).
extension ProsceniumConnection {
    /// `storyboard.load` from a file the server may read.
    public func loadStoryboard(path: String) async throws(ClientError) -> StoryboardLoaded {
        try await calls.storyboardLoad(path: path)
    }

    /// `storyboard.load` from XML text, under `name`.
    public func loadStoryboard(name: String, xml: String) async throws(ClientError) -> StoryboardLoaded {
        try await calls.storyboardLoad(name: name, xml: xml)
    }

    /// `storyboard.list`.
    public func storyboards() async throws(ClientError) -> [StoryboardInfo] {
        (try await calls.storyboardList()).storyboards
    }
}
