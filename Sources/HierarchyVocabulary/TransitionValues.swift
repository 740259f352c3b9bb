/// How a user's interactive transition ends: completed, or taken back (the finger lifted early).
public enum InteractiveOutcome: String, WireEnumeration {
    case finish, cancel
    public static let wireName = "outcome"
}

/// Appearance state of a controller's view (R13-R15).
public enum AppearanceState: String, WireEnumeration {
    case disappeared, appearing, appeared, disappearing
    public static let wireName = "appearance"
}

/// The ordered steps of `vc.addChild` (listing 5-1).
public enum AddChildStep: String, WireEnumeration {
    case addChild, addView, didMove
    public static let wireName = "addChildStep"
}

/// The ordered steps of `vc.removeFromParent` (listing 5-2).
public enum RemoveChildStep: String, WireEnumeration {
    case willMove, removeView, removeFromParent
    public static let wireName = "removeChildStep"
}
