/// View-controller methods (docs/protocol.md *Methods › View controllers*): creation, properties,
/// presentation, show, views and manual appearance forwarding.
extension MethodDescriptor {
    public static let vcInstantiate = MethodDescriptor(
        "vc.instantiate", summary: "Instantiate a storyboard controller, containers with their children",
        params: [.storyboard, .sceneIdentifier],
        returns: ResultTypes.instantiated, mutates: true)

    public static let vcCreate = MethodDescriptor(
        "vc.create", summary: "Create a controller in code, with no storyboard",
        params: [
            .required(.className, "UIViewController, UINavigationController, UITabBarController, UISplitViewController or any name"),
            .optional(.title, "the title"),
            .optional(.properties, "properties, as for vc.set"),
            .optional(.children, "children for a container"),
        ],
        returns: ResultTypes.created, mutates: true, target: .controller(param: "children"))

    /// The subject of the methods that read or set one controller.
    static let controller = MethodFamily(.required(.vc, "the controller's id"))

    public static let vcGet = controller.query("vc.get", summary: "Describe a controller", returns: ResultTypes.controllerInfo)

    public static let vcChildren = controller.query(
        "vc.children",
        summary: "List a controller's child controllers in the container's order, each with what picks one out (class, title, storyboard identifier, appearance)",
        returns: ResultTypes.children, isExtension: true)

    public static let vcSet = controller.mutation(
        "vc.set", summary: "Set a controller's properties", params: [.required(.properties, "the properties to set")])

    /// The subject of the presenting methods.
    private static let presenter = MethodFamily(.required(.presenter, "the controller asked to present"))

    /// What a presentation may choose, after the presented controller: `style?`, `transition?`
    /// and `queue?`.
    private static let presentationOptions: [ParamSpec] = [
        .optional(.style, "modalPresentationStyle for this presentation"),
        .optional(.transition, "modalTransitionStyle for this presentation"),
        .queue,
    ]

    public static let vcPresent = presenter.mutation(
        "vc.present", summary: "present(_:animated:completion:) after the presentation-context search",
        params: [.required(.vc, "the controller to present"), .animated] + presentationOptions,
        returns: ResultTypes.presented)

    public static let vcInstantiateAndPresent = presenter.mutation(
        "vc.instantiateAndPresent",
        summary: "Instantiate a storyboard controller and present it in one step: when the presentation is refused, nothing was instantiated",
        params: [.storyboard, .sceneIdentifier, .animated] + presentationOptions,
        returns: ResultTypes.presented, isExtension: true)

    public static let vcDismiss = MethodFamily(.required(.vc, "the controller")).mutation(
        "vc.dismiss", summary: "dismiss(animated:completion:); on a controller presenting nothing, dismisses it",
        params: [.animated], returns: ResultTypes.dismissed)

    public static let vcInteractiveDismiss = MethodFamily(
        .required(.vc, "the presented page or form sheet (or a controller inside it)"), isExtension: true
    ).mutation(
        "vc.interactiveDismiss",
        summary: "The user pulling a sheet down (iOS 13+): the presentation controller delegate's calls, then the dismissal, or its reversal when cancelled",
        params: [.optional(.outcome, default: .finish, "how the pull ends")],
        returns: ResultTypes.dismissed)

    public static let vcShow = MethodDescriptor(
        "vc.show", summary: "show(_:sender:): push, present or replace the detail",
        params: [.required(.vc, "the controller to show"), showFrom("show"), .animated],
        returns: ResultTypes.shown, mutates: true, target: .controller(param: "from"))

    public static let vcShowDetail = MethodDescriptor(
        "vc.showDetail", summary: "showDetailViewController(_:sender:)",
        params: [.required(.vc, "the controller to show"), showFrom("showDetail"), .animated],
        returns: ResultTypes.shown, mutates: true, target: .controller(param: "from"))

    public static let vcInstantiateAndShow = MethodDescriptor(
        "vc.instantiateAndShow",
        summary: "Instantiate a storyboard controller and show it (show(_:sender:)) in one step: when the show is refused, nothing was instantiated",
        params: [showFrom("show"), .storyboard, .sceneIdentifier, .animated],
        returns: ResultTypes.instantiatedAndShown, mutates: true, target: .controller(param: "from"), isExtension: true)

    public static let vcInstantiateAndShowDetail = MethodDescriptor(
        "vc.instantiateAndShowDetail",
        summary: "Instantiate a storyboard controller and show it as the detail (showDetailViewController(_:sender:)) in one step: when the show is refused, nothing was instantiated",
        params: [showFrom("showDetail"), .storyboard, .sceneIdentifier, .animated],
        returns: ResultTypes.instantiatedAndShown, mutates: true, target: .controller(param: "from"), isExtension: true)

    /// `from` of the show methods: the controller `call` (`show`, `showDetail`) is called on.
    private static func showFrom(_ call: String) -> ParamSpec { .required(.from, "the controller \(call) is called on") }

    public static let vcAddView = MethodDescriptor(
        "vc.addView", summary: "Put a controller's root view into another's view without containment",
        params: [
            .required(.vc, "the controller whose view moves"),
            .required(.into, "the controller whose view receives it"),
        ],
        mutates: true, target: .controller(param: "into"))

    /// The subject of manual appearance forwarding: a custom container's child.
    private static let appearanceChild = MethodFamily(.required(.vc, "the child controller"))

    public static let vcBeginAppearanceTransition = appearanceChild.mutation(
        "vc.beginAppearanceTransition", summary: "beginAppearanceTransition(_:animated:), as a custom container calls it",
        params: [
            .required(.appearing, "true for will-appear, false for will-disappear"),
            .required(.animated, "the animated flag passed on"),
        ])

    public static let vcEndAppearanceTransition = appearanceChild.mutation(
        "vc.endAppearanceTransition", summary: "endAppearanceTransition()")

    /// This family's methods, in the order the table lists them (`MethodTable.all`).
    public static let viewControllerMethods: [MethodDescriptor] = [.vcInstantiate, .vcCreate, .vcGet, .vcChildren, .vcSet, .vcPresent, .vcInstantiateAndPresent, .vcDismiss, .vcInteractiveDismiss, .vcShow, .vcShowDetail, .vcInstantiateAndShow, .vcInstantiateAndShowDetail, .vcAddView, .vcBeginAppearanceTransition, .vcEndAppearanceTransition]
}
