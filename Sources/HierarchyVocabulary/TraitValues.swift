/// `UIUserInterfaceSizeClass`.
public enum SizeClass: String, WireEnumeration {
    case compact, regular
    public static let wireName = "sizeClass"
}

/// `UIUserInterfaceIdiom` of a screen (`external`: an external display's).
public enum Idiom: String, WireEnumeration {
    case phone, pad, external, tv
    public static let wireName = "idiom"
}

/// A device or interface orientation.
public enum Orientation: String, WireEnumeration {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    public static let wireName = "orientation"
}

/// `UIStatusBarStyle`.
public enum StatusBarStyle: String, WireEnumeration {
    case `default`, lightContent, darkContent
    public static let wireName = "statusBarStyle"
}
