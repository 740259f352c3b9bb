/// Methods that act on one subject (`split.*` on a column-style split view controller): the
/// subject's parameter, with its documentation, is stated once here and comes first among each
/// method's parameters; each method's target is the subject (`TargetKind`, from the parameter's
/// kind); and whether the methods are Proscenium's extensions (docs/protocol.md *Versioning and
/// extensions*) is stated once, a method saying otherwise where a family holds both.
struct MethodFamily {
    /// The subject's parameter: first in each method's parameters.
    let subject: ParamSpec
    /// Where each method runs: the subject's window (a controller's, a window), scene or screen.
    let target: TargetKind
    /// Whether the methods are extensions unless a method says otherwise.
    let isExtension: Bool

    /// A family whose subject is `subject`, a parameter naming a controller, a window, a scene
    /// or a screen.
    init(_ subject: ParamSpec, isExtension: Bool = false) {
        self.subject = subject
        self.isExtension = isExtension
        target = switch subject.kind {
        case .controller: .controller(param: subject.name)
        case .window: .window(param: subject.name)
        case .scene: .scene(param: subject.name)
        case .screen: .screen(param: subject.name)
        default: preconditionFailure("\(subject.name): a family's subject names a controller, a window, a scene or a screen")
        }
    }

    /// A method that changes state, taking the subject and then `params`.
    func mutation(
        _ name: String, summary: String, params: [ParamSpec] = [], returns: ResultType = ResultTypes.acknowledged,
        isExtension: Bool? = nil
    ) -> MethodDescriptor {
        MethodDescriptor(name, summary: summary, params: [subject] + params, returns: returns, mutates: true,
                         target: target, isExtension: isExtension ?? self.isExtension)
    }

    /// A method that only reads (observers may call it), taking the subject and then `params`.
    func query(
        _ name: String, summary: String, params: [ParamSpec] = [], returns: ResultType, isExtension: Bool? = nil
    ) -> MethodDescriptor {
        MethodDescriptor(name, summary: summary, params: [subject] + params, returns: returns, mutates: false,
                         target: target, isExtension: isExtension ?? self.isExtension)
    }
}
