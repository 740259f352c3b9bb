/// Custom-container methods (docs/protocol.md *Methods › View controllers*: listings 5-1, 5-2
/// of seed `000` in docs/uikit-rules.md, and transition(from:to:)).
extension MethodDescriptor {
    public static let vcAddChild = MethodDescriptor(
        "vc.addChild", summary: "Add a child as a custom container does, step by step",
        params: [
            .required("parent", .string, "the container"),
            .required("child", .string, "the new child"),
            .optional("steps", .stringArray, default: ["addChild", "addView", "didMove"],
                      oneOf: WireEnum.addChildStep.values, "the steps to run, in this order"),
        ],
        mutates: true, target: .controller(param: "parent"))

    public static let vcRemoveFromParent = MethodDescriptor(
        "vc.removeFromParent", summary: "Remove a child as a custom container does, step by step",
        params: [
            .required("vc", .string, "the child"),
            .optional("steps", .stringArray, default: ["willMove", "removeView", "removeFromParent"],
                      oneOf: WireEnum.removeChildStep.values, "the steps to run, in this order"),
        ],
        mutates: true, target: .controller(param: "vc"))

    public static let vcTransition = MethodDescriptor(
        "vc.transition", summary: "transition(from:to:duration:options:animations:completion:) between two children",
        params: [
            .required("parent", .string, "the container"),
            .required("from", .string, "the child leaving"),
            .required("to", .string, "the child arriving"),
            .optional("duration", .number, default: 0.25, "seconds"),
            .animated,
        ],
        mutates: true, target: .controller(param: "parent"))
}
