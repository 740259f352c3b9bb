import HierarchyVocabulary

/// An enumeration as the method table and the generated texts see it: the name docs give it
/// and its cases' names, read from the type that declares it (`WireEnumeration`), so no list of
/// values is written here. Parameters (`ParamKind.enumeration`) and result members
/// (`ResultShape.oneOf`) name one; the clients' types and protocol.md list its values.
public struct WireEnum: Sendable, Equatable {
    /// What it is called in docs (`modalPresentationStyle`).
    public let name: String
    public let values: [String]

    /// The enumeration `E` declares.
    public init<E: WireEnumeration>(_: E.Type) {
        name = E.wireName
        values = E.allCases.map(\.rawValue)
    }

    public static let presentationStyle = WireEnum(PresentationStyle.self)
    public static let transitionStyle = WireEnum(TransitionStyle.self)
    public static let orientation = WireEnum(Orientation.self)
    public static let sizeClass = WireEnum(SizeClass.self)
    public static let idiom = WireEnum(Idiom.self)
    public static let interactiveOutcome = WireEnum(InteractiveOutcome.self)
    public static let showAction = WireEnum(ShowAction.self)
    public static let appearanceState = WireEnum(AppearanceState.self)
    public static let statusBarStyle = WireEnum(StatusBarStyle.self)
    public static let addChildStep = WireEnum(AddChildStep.self)
    public static let removeChildStep = WireEnum(RemoveChildStep.self)
    public static let pageDirection = WireEnum(PageDirection.self)
    public static let splitColumn = WireEnum(SplitColumn.self)
    public static let sceneActivationState = WireEnum(SceneActivationState.self)
    public static let sceneRole = WireEnum(SceneSessionRole.self)
    public static let lifeCycle = WireEnum(LifeCycle.self)
    public static let role = WireEnum(ConnectionRole.self)

    /// Every enumeration above, for the generated docs.
    public static let all: [WireEnum] = [
        .presentationStyle, .transitionStyle, .orientation, .sizeClass, .idiom, .interactiveOutcome,
        .showAction, .appearanceState, .statusBarStyle, .addChildStep, .removeChildStep, .pageDirection,
        .splitColumn, .sceneActivationState, .sceneRole, .lifeCycle, .role,
    ]
}

/// A connection's role (`hello`'s `role`): a driver may call every method, an observer only
/// queries and `events.*`.
public enum ConnectionRole: String, WireEnumeration {
    case driver, observer
    public static let wireName = "role"
}
