import Testing
import WireProtocol
@testable import SnapshotRendering

/// `prosc snapshot --json`: the layout's frames, as computed.
@Suite struct LayoutJSONTests {
    @Test func layersCarryStyleFramesAndPopoverArrow() {
        let root = Fixtures.plain("vc1", "Root", presented: Fixtures.plain("vc2", "Pop", style: "popover"))
        let layout = SnapshotLayouter.layout(Fixtures.scene(root, size: Fixtures.pad, hClass: .regular))
        let layers = layout.json["screens"]?.arrayValue?.first?["windows"]?.arrayValue?.first?["layers"]?.arrayValue ?? []
        #expect(layers.count == 2)
        let top = layout.screens[0].windows[0].layers[1]
        #expect(layers.last?["style"] == .string("popover"))
        #expect(layers.last?["presenter"] == .string("vc1"))
        #expect(layers.last?["frame"] == .object(["x": .number(top.frame.x), "y": .number(top.frame.y),
                                                   "width": .number(top.frame.width), "height": .number(top.frame.height)]))
        #expect(layers.last?["arrow"]?["direction"] == .string(top.arrow!.direction.rawValue))
        #expect(layers.first?["covered"] == .bool(false))
        #expect(layers.first?["boxes"]?.arrayValue?.first?["controller"]?["title"] == .string("Root"))
    }
}
