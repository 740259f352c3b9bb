/// A split view controller's style and column properties as `vc.create`, `vc.set` and storyboard
/// scenes give them (uikit-rules R150, R154, R159, R161).
extension Hierarchy {
    /// Applies the `SplitProps` names among `properties` to `p`. `style` comes first and only
    /// when the controller is made (`creating`): `init(style:)`, iOS 14+ (R150); before iOS 14
    /// the initializer does not exist and calling it raises. The other names need a
    /// column-style split.
    func applySplitProperties(_ properties: [String: PropertyValue], to p: inout Props, kind: ContainerKind,
                              creating: Bool) throws(EngineError) {
        let names = properties.keys.filter(SplitProps.names.contains).sorted()
        guard kind == .splitView else {
            throw EngineError(.invalidParams, "property '\(names[0])' belongs to a split view controller (UISplitViewController) only")
        }
        if let value = properties["style"] {
            guard creating else {
                throw EngineError(.invalidParams, "property 'style' of a split view controller is set when it is made (init(style:): vc.create's properties or its storyboard scene): UIKit has no setter")
            }
            guard case .string(let s) = value, let style = SplitViewStyle(rawValue: s) else {
                throw EngineError(.invalidParams, "property 'style' expects one of "
                                  + SplitViewStyle.allCases.map(\.rawValue).joined(separator: ", ") + ", got \(value)")
            }
            if style != .unspecified {
                guard configuration.ios >= .ios14 else {
                    throw EngineError(.unsupported, "UISplitViewController(style:) is iOS 14 API; this server reproduces iOS \(configuration.ios) (R150)",
                                      uikit: "-[UISplitViewController initWithStyle:]: unrecognized selector sent to instance",
                                      raises: true)
                }
                p.split = SplitProps(style: style)
            }
        }
        for name in names where name != "style" {
            guard var sp = p.split else {
                throw EngineError(.invalidParams, "property '\(name)' is modelled for column-style split view controllers only (style doubleColumn or tripleColumn, iOS 14+)")
            }
            try sp.set(name, properties[name]!)
            p.split = sp
        }
    }
}
