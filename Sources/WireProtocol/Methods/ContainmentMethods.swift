/// Custom-container methods (docs/protocol.md *Methods › View controllers*: listings 5-1, 5-2
/// of seed `000` in docs/uikit-rules.md, and transition(from:to:)).
extension MethodDescriptor {
    /// The subject of the methods a container calls on itself.
    private static let container = MethodFamily(.required(.parent, "the container"))

    public static let vcAddChild = container.mutation(
        "vc.addChild", summary: "Add a child as a custom container does, step by step",
        params: [
            .required(.child, "the new child"),
            .optional(.addChildSteps, default: [.addChild, .addView, .didMove], "the steps to run, in this order"),
        ])

    public static let vcRemoveFromParent = MethodFamily(.required(.vc, "the child")).mutation(
        "vc.removeFromParent", summary: "Remove a child as a custom container does, step by step",
        params: [.optional(.removeChildSteps, default: [.willMove, .removeView, .removeFromParent], "the steps to run, in this order")])

    public static let vcTransition = container.mutation(
        "vc.transition", summary: "transition(from:to:duration:options:animations:completion:) between two children",
        params: [
            .required(.from, "the child leaving"),
            .required(.to, "the child arriving"),
            .optional(.duration, default: 0.25, "seconds"),
            .animated,
        ])

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let containmentMethods: [MethodDescriptor] = [.vcAddChild, .vcRemoveFromParent, .vcTransition]
}
