/// Segue methods (docs/protocol.md *Methods › Segues and unwinding*).
extension MethodDescriptor {
    public static let seguePerform = MethodFamily(.required(.source, "the controller whose scene declares the segue")).mutation(
        "segue.perform",
        summary: "Perform a segue by identifier (performSegue from code) or by XML id (a tap on its trigger)",
        params: [
            .optional(.identifier, "the segue's identifier: performSegue(withIdentifier:sender:)"),
            .optional(.segue, "the segue element's XML id: shouldPerformSegue is consulted"),
            .optional(.sender, "the sender passed to prepare(for:sender:)"),
        ],
        returns: ResultTypes.seguePerformed)

    public static let vcSegues = controller.query(
        "vc.segues", summary: "List the segues a controller's scene declares", returns: ResultTypes.segueList)

    public static let segueUnwind = MethodFamily(.required(.source, "the controller the unwind starts from")).mutation(
        "segue.unwind", summary: "Unwind as an exit-linked control with this unwind action would",
        params: [.required(.action, "the unwind action, e.g. unwindToMain:")],
        returns: ResultTypes.unwound)

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let segueMethods: [MethodDescriptor] = [.seguePerform, .vcSegues, .segueUnwind]
}
