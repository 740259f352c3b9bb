/// Column-style split view controller methods (docs/protocol.md *Methods › Split view
/// controllers*; iOS 14+, uikit-rules R150–R165).
extension MethodDescriptor {
    /// The `split.*` methods' subject.
    private static let split = MethodFamily(.required(.split, "the column-style split view controller"), isExtension: true)

    public static let splitSetViewController = split.mutation(
        "split.setViewController",
        summary: "setViewController(_:for:): put a controller in a column of a column-style split (or clear it)",
        params: [.required(.column, "the column"), .optional(.vc, "the controller (absent: the column is cleared)")],
        returns: ResultTypes.splitColumnSet)

    public static let splitShowColumn = split.mutation(
        "split.showColumn", summary: "show(_:): show a column of a column-style split", params: [.required(.column, "the column")])

    public static let splitHideColumn = split.mutation(
        "split.hideColumn", summary: "hide(_:): hide a column of a column-style split", params: [.required(.column, "the column")])

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let splitMethods: [MethodDescriptor] = [.splitSetViewController, .splitShowColumn, .splitHideColumn]
}
