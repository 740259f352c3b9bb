/// `UIModalPresentationStyle` as the engine models it (R20–R31).
public enum PresentationStyle: String, WireEnumeration {
    case fullScreen, pageSheet, formSheet, currentContext, overFullScreen, overCurrentContext
    case popover, custom, none, automatic
    public static let wireName = "modalPresentationStyle"
}

/// `UIModalTransitionStyle`.
public enum TransitionStyle: String, WireEnumeration {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
    public static let wireName = "modalTransitionStyle"
}

/// What `show` / `showDetail` did.
public enum ShowAction: String, WireEnumeration {
    case push, present, replaceDetail
    public static let wireName = "showAction"
}
