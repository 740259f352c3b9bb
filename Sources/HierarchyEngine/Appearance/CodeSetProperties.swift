/// A property an app's code sets on a controller, unconditionally, in one of its class's
/// appearance methods (`viewDidLoad`, `viewWillAppear(_:)`, …), as read from the app's sources
/// (`--sources`, issue 42): `navigationItem.hidesBackButton = true` (R169),
/// `navigationController?.interactivePopGestureRecognizer?.isEnabled = false` (R170),
/// `isModalInPresentation = true` (R109), `sheetPresentationController?.detents = […]` and the
/// sheet's selected and largest undimmed detents (R166-R168). These change what the user can do,
/// so the engine runs them where UIKit calls the method (`Hierarchy.runCodeSetProperties`), as
/// it answers unwinds with the actions the sources declare: a stand-in for the app's code, not
/// a rule of UIKit's.
public struct CodeSetProperty: Sendable, Equatable {
    /// The appearance method the code runs in.
    public enum Moment: String, Sendable, CaseIterable {
        case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }
    /// The controller the property is set on: the one whose method runs, or its
    /// `navigationController` (nil outside a navigation controller: nothing happens).
    public enum Receiver: String, Sendable {
        case controller, navigationController
    }

    public var moment: Moment
    public var receiver: Receiver
    /// The property's name as `vc.set` names it (`hidesBackButton`, `interactivePopGestureEnabled`,
    /// `isModalInPresentation`, `detents`, `selectedDetentIdentifier`, …).
    public var name: String
    public var value: PropertyValue

    public init(moment: Moment, receiver: Receiver, name: String, value: PropertyValue) {
        self.moment = moment; self.receiver = receiver; self.name = name; self.value = value
    }
}

extension Hierarchy {
    /// Sets what the app's code sets in `vc`'s `moment` method (`EngineConfiguration.codeSetProperties`,
    /// by class; a module-qualified class name is looked up by its last component). A receiver
    /// that is nil, or a property the controller does not have now (a sheet property on a
    /// controller that is not presented as a sheet, whose `sheetPresentationController` is nil;
    /// a sheet property before iOS 15, which the app's `#available` check skips), is what Swift's
    /// optional chaining makes of it: nothing happens [inf].
    mutating func runCodeSetProperties(_ vc: VCID, _ moment: CodeSetProperty.Moment) {
        guard !configuration.codeSetProperties.isEmpty, nodes.contains(vc) else { return }
        let className = nodes.withExisting(vc) { $0.pointee.className }
        guard let list = configuration.codeSetProperties[className]
            ?? className.split(separator: ".").last.flatMap({ configuration.codeSetProperties[String($0)] }) else { return }
        for property in list where property.moment == moment {
            let target = property.receiver == .controller ? vc : navigationController(of: vc)
            guard let target, let node = nodes[target] else { continue }
            var title = node.title
            guard let props = try? makeProps([property.name: property.value], base: node.props, kind: node.kind, title: &title) else { continue }
            nodes[target]!.props = props
        }
    }
}

extension Hierarchy {
    /// What `vc`'s `navigationController` answers: the nearest navigation controller among its
    /// parents, or, for a controller a navigation change is taking off the stack, the one it
    /// leaves (`leavingNavigation`).
    func navigationController(of vc: VCID) -> VCID? {
        if let nav = nearestAncestor(vc, kind: .navigation) { return nav }
        var top = vc
        while let p = nodes[top]?.parent { top = p }
        return leavingNavigation[top]
    }
}

extension Callback {
    /// The appearance method this callback is.
    var codeMoment: CodeSetProperty.Moment {
        switch self {
        case .willAppear: .viewWillAppear
        case .didAppear: .viewDidAppear
        case .willDisappear: .viewWillDisappear
        case .didDisappear: .viewDidDisappear
        }
    }
}
