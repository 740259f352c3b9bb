import Testing

@Test func placeholder_StoryboardsTests() { #expect(Bool(true)) }
