import HierarchyEngine

/// Maps a controller element's Interface Builder attributes to the engine's property names and
/// value spellings (docs/protocol.md *Properties*). Only properties with hierarchy semantics are
/// kept (a page view controller's and a column-style split's among them); layout and appearance
/// attributes are left out. Values the protocol does not know are dropped rather than passed on.
enum ControllerProperties {
    /// IB boolean attributes on the controller element and their property names.
    private static let booleanAttributes: [(attribute: String, property: String)] = [
        ("definesPresentationContext", "definesPresentationContext"),
        ("providesPresentationContextTransitionStyle", "providesPresentationContextTransitionStyle"),
        ("modalPresentationCapturesStatusBarAppearance", "modalPresentationCapturesStatusBarAppearance"),
        ("hidesBottomBarWhenPushed", "hidesBottomBarWhenPushed"),
        ("modalInPopover", "isModalInPopover"),
        ("isModalInPopover", "isModalInPopover"),
    ]

    /// Key paths of `userDefinedRuntimeAttributes` that set a protocol property (KVC after init).
    private static let runtimeBooleans: Set<String> = [
        "definesPresentationContext", "providesPresentationContextTransitionStyle",
        "modalPresentationCapturesStatusBarAppearance", "hidesBottomBarWhenPushed",
        "modalInPopover", "isModalInPopover",
        // iOS 13+: Interface Builder has no checkbox for it; KVC sets it by this key path (R109).
        "modalInPresentation", "isModalInPresentation",
    ]

    /// The properties of `controller`, whose relationship segues are `relationships` (a split's
    /// supplementary relationship makes it triple-column, `SplitAttributes`).
    static func properties(of controller: ParsedController, relationships: [String] = []) -> [String: PropertyValue] {
        let attributes = controller.attributes
        var properties: [String: PropertyValue] = [:]
        if let style = attributes["modalPresentationStyle"].flatMap(presentationStyle) {
            properties["modalPresentationStyle"] = .string(style.rawValue)
        }
        if let transition = attributes["modalTransitionStyle"].flatMap(TransitionStyle.init(rawValue:)) {
            properties["modalTransitionStyle"] = .string(transition.rawValue)
        }
        for (attribute, property) in booleanAttributes {
            if let value = attributes[attribute].flatMap(bool) { properties[property] = .bool(value) }
        }
        // "Use Storyboard ID" for restoration wins over an explicit identifier: it is the
        // checkbox that decides what Xcode compiles.
        if attributes["useStoryboardIdentifierAsRestorationIdentifier"] == "YES",
           let identifier = attributes["storyboardIdentifier"] {
            properties["restorationIdentifier"] = .string(identifier)
        } else if let identifier = attributes["restorationIdentifier"] {
            properties["restorationIdentifier"] = .string(identifier)
        }
        if controller.elementName == "pageViewController" {
            // R120: the scene's page view controller settings (IB writes them as attributes).
            if let v = attributes["transitionStyle"].flatMap(PageTransitionStyle.init(rawValue:)) { properties["transitionStyle"] = .string(v.rawValue) }
            if let v = attributes["navigationOrientation"].flatMap(PageNavigationOrientation.init(rawValue:)) {
                properties["navigationOrientation"] = .string(v.rawValue)
            }
            if let v = attributes["spineLocation"].flatMap(PageSpineLocation.init(rawValue:)) { properties["spineLocation"] = .string(v.rawValue) }
            if let v = attributes["doubleSided"].flatMap(bool) { properties["isDoubleSided"] = .bool(v) }
        }
        if controller.elementName == "splitViewController" {
            properties.merge(SplitAttributes.properties(attributes, relationships: relationships)) { $1 }
        }
        if let hides = controller.hidesBackButton { properties["hidesBackButton"] = .bool(hides) }   // R169, R177
        if let size = controller.preferredContentSize {
            properties["preferredContentSize"] = .size(width: size.width, height: size.height)
        }
        for attribute in controller.runtimeAttributes {
            switch (attribute.type, attribute.keyPath) {
            case ("boolean", let keyPath) where runtimeBooleans.contains(keyPath):
                if let value = bool(attribute.value) {
                    let name = ["modalInPopover": "isModalInPopover", "modalInPresentation": "isModalInPresentation"][keyPath] ?? keyPath
                    properties[name] = .bool(value)
                }
            case ("boolean", "interactivePopGestureRecognizer.enabled") where controller.elementName == "navigationController":
                // R170, R177: IB has no checkbox for it; a runtime attribute sets it by KVC.
                if let value = bool(attribute.value) { properties["interactivePopGestureEnabled"] = .bool(value) }
            case ("string", "restorationIdentifier"):
                properties["restorationIdentifier"] = .string(attribute.value)
            default:
                break
            }
        }
        return properties
    }

    /// IB's `YES`/`NO`.
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "YES", "true": return true
        case "NO", "false": return false
        default: return nil
        }
    }

    /// A presentation style as IB spells it. tvOS's `blurOverFullScreen` keeps the presenter's
    /// view like `overFullScreen`, so it maps to that.
    static func presentationStyle(_ text: String) -> PresentationStyle? {
        text == "blurOverFullScreen" ? .overFullScreen : PresentationStyle(rawValue: text)
    }
}
