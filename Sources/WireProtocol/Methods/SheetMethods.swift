/// Sheet methods (docs/protocol.md *Methods › Sheets*; iOS 15+, uikit-rules R166–R168): what the
/// user does to a sheet's detents. A sheet's `detents`, `selectedDetentIdentifier` and
/// `largestUndimmedDetentIdentifier` are the presented controller's properties (`vc.set`).
extension MethodDescriptor {
    /// The `sheet.*` methods' subject.
    private static let sheet = MethodFamily(.required(.vc, "the presented controller whose sheet is dragged"), isExtension: true)

    public static let sheetDrag = sheet.mutation(
        "sheet.drag",
        summary: "The user drags a sheet to one of its detents: finished, the selected detent changes and the delegate hears of it",
        params: [
            .required(.detent, "the detent's identifier (medium, large, or a custom one)"),
            .optional(.outcome, default: .finish, "how the drag ends (cancel: the sheet springs back)"),
        ])

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let sheetMethods: [MethodDescriptor] = [.sheetDrag]
}
