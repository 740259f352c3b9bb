import HierarchyEngine
import Testing

/// Wire ids (docs/protocol.md *Identifiers*): `vc12`, `w3`, `s1` — canonical decimal suffixes
/// only.
@Suite("Identifiers on the wire")
struct IdentifierWireTests {
    @Test func canonicalIdsParse() {
        #expect(VCID(wire: "vc12") == VCID(12))
        #expect(VCID(wire: "vc0") == VCID(0))
        #expect(WindowID(wire: "w3") == WindowID(3))
        #expect(ScreenID(wire: "s1") == ScreenID(1))
        #expect(VCID(wire: "vc999999999999999999") == VCID(999_999_999_999_999_999))
    }

    @Test(arguments: ["", "vc", "v12", "w12", "vc01", "vc-1", "vc+1", "vc1a", "vc 1", " vc1", "VC1",
                      "vc１２", "vc٣", "vc1234567890123456789", "vc12\u{0}", "vc00", "vc0x", "vcé1", "wvc1"])
    func nonCanonicalTextIsNotAControllerID(_ text: String) {
        #expect(VCID(wire: text) == nil)
    }

    @Test func descriptionRoundTrips() {
        for raw in [0, 1, 9, 10, 12_345, Int(999_999_999_999_999_999)] {
            #expect(VCID(wire: VCID(raw).description) == VCID(raw))
            #expect(WindowID(wire: WindowID(raw).description) == WindowID(raw))
        }
    }
}
