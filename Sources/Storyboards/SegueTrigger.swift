/// Names the element that fires a segue: the element whose `<connections>` holds it.
/// Cells, gesture recognizers and UIControls other than buttons are grouped; any other
/// element keeps its XML name (`view`, `searchBar`, ...).
enum SegueTrigger {
    /// A segue on the scene's controller itself: performed from code by identifier.
    static let controller = "controller"

    private static let controls: Set<String> = [
        "switch", "segmentedControl", "slider", "stepper", "textField", "datePicker",
        "pageControl", "colorWell", "control",
    ]

    /// The trigger name for a segue held by an element named `element`. `segueTrigger` is the
    /// segue's own `trigger` attribute (`accessoryAction` for a table cell's accessory button).
    static func name(forOwner element: String, segueTrigger: String?) -> String {
        switch element {
        case "tableViewCell", "collectionViewCell":
            return segueTrigger == "accessoryAction" ? "cellAccessory" : "cell"
        case "button", "barButtonItem", "containerView":
            return element
        case _ where element.hasSuffix("GestureRecognizer"):
            return "gesture"
        case _ where controls.contains(element):
            return "control"
        default:
            return element
        }
    }
}
