/// Page view controller methods (docs/protocol.md *Methods › Page view controllers*).
extension MethodDescriptor {
    public static let pageSetViewControllers = MethodDescriptor(
        "page.setViewControllers",
        summary: "setViewControllers(_:direction:animated:completion:) of a page view controller: the pages shown (one or two, as its transition style, spine and isDoubleSided require)",
        params: [
            .required("page", .string, "the page view controller"),
            .required("vcs", .stringArray, "the pages to show, in order"),
            .optional("direction", .string, default: "forward", oneOf: WireEnum.pageDirection.values, "which way the change animates"),
            .animated,
            .optional("pages", .stringArray, "also declare the pages the data source returns, in order (sets the pages property)"),
        ],
        mutates: true, target: .controller(param: "page"))

    public static let pageSwipe = MethodDescriptor(
        "page.swipe",
        summary: "The user's swipe on a page view controller to the declared pages (its pages property) after or before the shown ones, finished or cancelled",
        params: [
            .required("page", .string, "the page view controller"),
            .optional("direction", .string, default: "forward", oneOf: WireEnum.pageDirection.values, "forward: the pages after the shown ones; reverse: those before"),
            .optional("outcome", .string, default: "finish", oneOf: WireEnum.interactiveOutcome.values, "how the swipe ends"),
        ],
        returns: ResultTypes.pageSwiped, mutates: true, target: .controller(param: "page"), isExtension: true)
}
