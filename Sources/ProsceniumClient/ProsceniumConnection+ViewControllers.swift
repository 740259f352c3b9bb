import WireProtocol

/// View-controller methods (docs/protocol.md *Methods › View controllers*): creation, properties,
/// presentation and show.
extension ProsceniumConnection {
    /// `vc.instantiate`: a storyboard's controller (`identifier` nil: the initial one).
    public func instantiate(storyboard: String, identifier: String? = nil) async throws(ClientError) -> Instantiated {
        try await calls.vcInstantiate(storyboard: storyboard, identifier: identifier)
    }

    /// `vc.create`: a controller made in code; returns its id.
    public func createController(
        class className: String, title: String? = nil, properties: JSONObject? = nil, children: [String]? = nil
    ) async throws(ClientError) -> String {
        try await calls.vcCreate(class: className, title: title, properties: properties, children: children).vc
    }

    /// `vc.get`.
    public func controller(_ vc: String) async throws(ClientError) -> ControllerInfo {
        try await calls.vcGet(vc: vc)
    }

    /// `vc.set`: properties as docs/protocol.md *Properties* names them.
    public func setProperties(_ vc: String, _ properties: JSONObject, queue: BoolOrString? = nil) async throws(ClientError) {
        _ = try await calls.vcSet(vc: vc, properties: properties, queue: queue)
    }

    /// `vc.present`.
    public func present(
        _ vc: String, from presenter: String, animated: Bool? = nil, style: String? = nil,
        transition: String? = nil, queue: BoolOrString? = nil
    ) async throws(ClientError) -> Presented {
        try await calls.vcPresent(presenter: presenter, vc: vc, animated: animated, style: style,
                                             transition: transition, queue: queue)
    }

    /// `vc.instantiateAndPresent` (an extension): a storyboard's controller made and presented in
    /// one step (nothing is made when the presentation is refused); `vc` is the new controller.
    public func instantiateAndPresent(
        storyboard: String, identifier: String? = nil, from presenter: String, animated: Bool? = nil, style: String? = nil,
        transition: String? = nil, queue: BoolOrString? = nil
    ) async throws(ClientError) -> Presented {
        try await calls.vcInstantiateAndPresent(presenter: presenter, storyboard: storyboard, identifier: identifier,
                                                           animated: animated, style: style, transition: transition, queue: queue)
    }

    /// `vc.dismiss`: returns the controllers dismissed.
    public func dismiss(_ vc: String, animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> [String] {
        (try await calls.vcDismiss(vc: vc, animated: animated, queue: queue)).dismissed
    }

    /// `vc.interactiveDismiss` (an extension): the user pulling a sheet down (iOS 13+), `outcome`
    /// `finish` (default) or `cancel`; returns the dismissed controllers (none when the sheet
    /// stayed: `isModalInPresentation`, the delegate's false, or cancelled).
    public func pullDown(_ vc: String, outcome: String? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> [String] {
        (try await calls.vcInteractiveDismiss(vc: vc, outcome: outcome, queue: queue)).dismissed
    }

    /// `vc.show`.
    public func show(_ vc: String, from: String, animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> Shown {
        try await calls.vcShow(vc: vc, from: from, animated: animated, queue: queue)
    }

    /// `vc.showDetail`.
    public func showDetail(_ vc: String, from: String, animated: Bool? = nil, queue: BoolOrString? = nil) async throws(ClientError) -> Shown {
        try await calls.vcShowDetail(vc: vc, from: from, animated: animated, queue: queue)
    }

    /// `vc.instantiateAndShow` (an extension): a storyboard's controller made and shown in one
    /// step (nothing is made when the show is refused).
    public func instantiateAndShow(
        storyboard: String, identifier: String? = nil, from: String, animated: Bool? = nil, queue: BoolOrString? = nil
    ) async throws(ClientError) -> InstantiatedAndShown {
        try await calls.vcInstantiateAndShow(from: from, storyboard: storyboard, identifier: identifier, animated: animated,
                                                        queue: queue)
    }

    /// `vc.instantiateAndShowDetail` (an extension): as `instantiateAndShow`, with showDetail.
    public func instantiateAndShowDetail(
        storyboard: String, identifier: String? = nil, from: String, animated: Bool? = nil, queue: BoolOrString? = nil
    ) async throws(ClientError) -> InstantiatedAndShown {
        try await calls.vcInstantiateAndShowDetail(from: from, storyboard: storyboard, identifier: identifier,
                                                              animated: animated, queue: queue)
    }

    /// `vc.addView`: `vc`'s root view into `into`'s view, without containment.
    public func addView(_ vc: String, into: String, queue: BoolOrString? = nil) async throws(ClientError) {
        _ = try await calls.vcAddView(vc: vc, into: into, queue: queue)
    }

    /// `vc.beginAppearanceTransition`; returns UIKit's warnings (W2: out of order).
    @discardableResult
    public func beginAppearanceTransition(_ vc: String, appearing: Bool, animated: Bool, queue: BoolOrString? = nil) async throws(ClientError) -> [UIKitWarningInfo] {
        try await calls.vcBeginAppearanceTransition(vc: vc, appearing: appearing, animated: animated, queue: queue).warnings
    }

    /// `vc.endAppearanceTransition`; returns UIKit's warnings (W2: nothing begun).
    @discardableResult
    public func endAppearanceTransition(_ vc: String, queue: BoolOrString? = nil) async throws(ClientError) -> [UIKitWarningInfo] {
        try await calls.vcEndAppearanceTransition(vc: vc, queue: queue).warnings
    }
}
