import WireProtocol

/// One UIKit scene of `scene.list` (iOS 13+'s scene life cycle, docs/protocol.md *Scenes*) as the
/// picture needs it: who it is, whether it is on screen, and how large it is on its screen.
public struct SnapshotWindowScene: Sendable, Equatable {
    /// `sc1`, …
    public var id: String
    /// `application` or `externalDisplay`.
    public var role: String
    /// `foregroundActive`, `foregroundInactive`, `background` or `unattached`.
    public var activationState: String
    /// The screen it is on.
    public var screen: String
    /// Its size in points: the screen's, or smaller after `scene.resize` (Split View, Slide Over,
    /// iPadOS 26 windows).
    public var size: Size
    /// Its windows' ids.
    public var windows: [String]
    /// An external display's scene with no visible window: the display mirrors the main screen.
    public var mirrored: Bool

    public init(id: String, role: String = "application", activationState: String = "foregroundActive", screen: String,
                size: Size, windows: [String] = [], mirrored: Bool = false) {
        self.id = id; self.role = role; self.activationState = activationState; self.screen = screen
        self.size = size; self.windows = windows; self.mirrored = mirrored
    }

    /// Whether the user left it (`scene.background`): its windows are kept but not on screen.
    public var isBackground: Bool { activationState == "background" }

    /// Whether it is an external display's scene.
    public var isExternalDisplay: Bool { role == "externalDisplay" }

    /// As `prosc snapshot --json` and the inspector give it:
    /// `{scene, role, activationState, screen, size: {width, height}, windows, mirrored}`.
    public var json: JSON {
        .object(JSONObject([
            ("scene", .string(id)), ("role", .string(role)), ("activationState", .string(activationState)),
            ("screen", .string(screen)), ("size", .object(["width": .number(size.width), "height": .number(size.height)])),
            ("windows", .array(windows.map(JSON.string))), ("mirrored", .bool(mirrored)),
        ]))
    }
}
