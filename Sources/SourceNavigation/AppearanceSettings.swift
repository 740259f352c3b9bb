import HierarchyEngine

/// What each class's appearance methods set that changes what the user can do
/// (`ControllerSetting`), for the engine to run where UIKit calls those methods
/// (`EngineConfiguration.codeSetProperties`, issue 42): the settings of `viewDidLoad`,
/// `viewWillAppear(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)` and
/// `viewDidDisappear(_:)`, with those of the class's own methods they call, three calls deep as
/// anywhere. Only unconditional ones: a setting under an `if`, `guard`, loop or closure (an `if
/// #available(iOS 15, *)` too), or in a method called conditionally, may not be made, and
/// nothing conditional is treated as certain. A method of a superclass the sources declare
/// runs too, before the subclass's: an override calls `super` (UIKit requires it of the
/// appearance methods [doc: "If you override this method, you must call super at some point"];
/// [inf] for `viewDidLoad`, where it is the convention).
extension SourceFacts {
    public var codeSetProperties: [String: [CodeSetProperty]] {
        var out: [String: [CodeSetProperty]] = [:]
        for name in typeOrder {
            let chain = SceneCodeActions.classChain(name, facts: self)
            var list: [CodeSetProperty] = []
            for moment in CodeSetProperty.Moment.allCases {
                let selector = moment == .viewDidLoad ? moment.rawValue : moment.rawValue + ":"
                for type in chain.reversed() {
                    guard let method = types[type]!.methods.first(where: { $0.selector == selector }) else { continue }
                    for setting in settings(reachedFrom: method, chain: chain, via: [method.name]) {
                        list.append(CodeSetProperty(moment: moment, receiver: setting.receiver, name: setting.property, value: setting.value))
                    }
                }
            }
            if !list.isEmpty { out[name] = list }
        }
        return out
    }

    /// The unconditional settings `method` makes, in the order it makes them: its own, and at
    /// each unconditional call of one of the class's methods, that method's (each at most once
    /// per path, three calls deep).
    private func settings(reachedFrom method: MethodFacts, chain: [String], via: [String]) -> [ControllerSetting] {
        var events: [(line: Int, settings: [ControllerSetting])] = method.settings.filter { !$0.conditional }.map { ($0.location.line, [$0]) }
        if via.count <= 3 {
            for step in method.steps where !step.conditional && step.objectType == nil {
                guard case .call(let callee) = step.kind else { continue }
                for type in chain {
                    guard let target = types[type]!.methods.first(where: { $0.baseName == callee }) else { continue }
                    if !via.contains(target.name) {
                        events.append((step.location.line, settings(reachedFrom: target, chain: chain, via: via + [target.name])))
                    }
                    break
                }
            }
        }
        // Stable: a call and a setting on one line keep the order they were read in.
        return events.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.flatMap(\.element.settings)
    }
}
