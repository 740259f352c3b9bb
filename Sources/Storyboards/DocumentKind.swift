/// Decides from the root element whether a document is an iOS (or tvOS) storyboard this
/// loader accepts. macOS and watchOS storyboards and XIB files are refused with a reason.
enum DocumentKind {
    /// The reason to refuse a root element named `element` with `attributes`, or nil to accept it.
    static func refusal(element: String, attributes: [String: String]) -> String? {
        guard element == "document" else {
            return "not an Interface Builder storyboard (root element <\(element)>, expected <document>)"
        }
        let type = attributes["type"] ?? ""
        let runtime = attributes["targetRuntime"] ?? ""
        if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") {
            return "macOS storyboards are not supported (targetRuntime \"\(runtime)\"); only iOS and tvOS storyboards are"
        }
        if runtime.lowercased().hasPrefix("watch") || type.contains("WatchKit") {
            return "watchOS storyboards are not supported (targetRuntime \"\(runtime)\"); only iOS and tvOS storyboards are"
        }
        // iOS: `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`;
        // tvOS: `com.apple.InterfaceBuilder.AppleTV.Storyboard`.
        guard type.hasSuffix(".Storyboard.XIB") || type.hasSuffix(".Storyboard") else {
            return type.isEmpty
                ? "not an Interface Builder storyboard (the <document> has no type)"
                : "not a storyboard (document type \"\(type)\")"
        }
        guard runtime.isEmpty || runtime.hasPrefix("iOS") || runtime == "AppleTV" else {
            return "unsupported targetRuntime \"\(runtime)\"; only iOS and tvOS storyboards are"
        }
        return nil
    }
}
