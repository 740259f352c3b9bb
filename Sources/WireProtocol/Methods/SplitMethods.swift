/// Column-style split view controller methods (docs/protocol.md *Methods › Split view
/// controllers*; iOS 14+, uikit-rules R150–R165).
extension MethodDescriptor {
    public static let splitSetViewController = MethodDescriptor(
        "split.setViewController",
        summary: "setViewController(_:for:): put a controller in a column of a column-style split (or clear it)",
        params: [
            .required(.split, "the column-style split view controller"),
            .required(.column, "the column"),
            .optional(.vc, "the controller (absent: the column is cleared)"),
        ],
        returns: ResultTypes.splitColumnSet, mutates: true, target: .controller(param: "split"), isExtension: true)

    public static let splitShowColumn = MethodDescriptor(
        "split.showColumn", summary: "show(_:): show a column of a column-style split",
        params: [
            .required(.split, "the column-style split view controller"),
            .required(.column, "the column"),
        ],
        mutates: true, target: .controller(param: "split"), isExtension: true)

    public static let splitHideColumn = MethodDescriptor(
        "split.hideColumn", summary: "hide(_:): hide a column of a column-style split",
        params: [
            .required(.split, "the column-style split view controller"),
            .required(.column, "the column"),
        ],
        mutates: true, target: .controller(param: "split"), isExtension: true)

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let splitMethods: [MethodDescriptor] = [.splitSetViewController, .splitShowColumn, .splitHideColumn]
}
