/// Page view controller methods (docs/protocol.md *Methods › Page view controllers*).
extension MethodDescriptor {
    /// The `page.*` methods' subject.
    private static let page = MethodFamily(.required(.page, "the page view controller"))

    public static let pageSetViewControllers = page.mutation(
        "page.setViewControllers",
        summary: "setViewControllers(_:direction:animated:completion:) of a page view controller: the pages shown (one or two, as its transition style, spine and isDoubleSided require)",
        params: [
            .required(.vcs, "the pages to show, in order"),
            .optional(.direction, default: .forward, "which way the change animates"),
            .animated,
            .optional(.pages, "also declare the pages the data source returns, in order (sets the pages property)"),
        ])

    public static let pageSwipe = page.mutation(
        "page.swipe",
        summary: "The user's swipe on a page view controller to the declared pages (its pages property) after or before the shown ones, finished or cancelled",
        params: [
            .optional(.direction, default: .forward, "forward: the pages after the shown ones; reverse: those before"),
            .optional(.outcome, default: .finish, "how the swipe ends"),
        ],
        returns: ResultTypes.pageSwiped, isExtension: true)

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let pageMethods: [MethodDescriptor] = [.pageSetViewControllers, .pageSwipe]
}
