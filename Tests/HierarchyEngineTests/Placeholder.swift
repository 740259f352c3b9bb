import Testing

@Test func placeholder_HierarchyEngineTests() { #expect(Bool(true)) }
