import Testing

@Test func placeholder_UVLoopTests() { #expect(Bool(true)) }
