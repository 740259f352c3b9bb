/// Custom-container methods (docs/protocol.md *Methods › View controllers*: listings 5-1, 5-2
/// of seed `000` in docs/uikit-rules.md, and transition(from:to:)).
extension MethodDescriptor {
    public static let vcAddChild = MethodDescriptor(
        "vc.addChild", summary: "Add a child as a custom container does, step by step",
        params: [
            .required(.parent, "the container"),
            .required(.child, "the new child"),
            .optional(.addChildSteps, default: [.addChild, .addView, .didMove], "the steps to run, in this order"),
        ],
        mutates: true, target: .controller(param: "parent"))

    public static let vcRemoveFromParent = MethodDescriptor(
        "vc.removeFromParent", summary: "Remove a child as a custom container does, step by step",
        params: [
            .required(.vc, "the child"),
            .optional(.removeChildSteps, default: [.willMove, .removeView, .removeFromParent], "the steps to run, in this order"),
        ],
        mutates: true, target: .controller(param: "vc"))

    public static let vcTransition = MethodDescriptor(
        "vc.transition", summary: "transition(from:to:duration:options:animations:completion:) between two children",
        params: [
            .required(.parent, "the container"),
            .required(.from, "the child leaving"),
            .required(.to, "the child arriving"),
            .optional(.duration, default: 0.25, "seconds"),
            .animated,
        ],
        mutates: true, target: .controller(param: "parent"))

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let containmentMethods: [MethodDescriptor] = [.vcAddChild, .vcRemoveFromParent, .vcTransition]
}
