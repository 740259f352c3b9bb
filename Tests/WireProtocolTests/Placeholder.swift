import Testing

@Test func placeholder_WireProtocolTests() { #expect(Bool(true)) }
