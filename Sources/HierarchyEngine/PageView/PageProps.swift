/// A page view controller's own properties (R120, R121): set when it is made — by
/// `init(transitionStyle:navigationOrientation:options:)` in code (`vc.create`'s properties) or
/// by its storyboard scene — plus `isDoubleSided` and the engine's declared `pages` (R125: the
/// data source is app code, so a client lists the pages it would return, in order).
struct PageProps: Sendable, Equatable {
    /// A page view controller made in code without a style curls pages ([inf], R120).
    var transitionStyle: PageTransitionStyle = .pageCurl
    var navigationOrientation: PageNavigationOrientation = .horizontal
    /// The spine as set; `effectiveSpine` is what UIKit reports.
    var spineLocation: PageSpineLocation = .min
    var isDoubleSided = false
    /// The pages the data source returns, in order (engine addition, R125).
    var pages: [VCID] = []

    /// UIKit's `spineLocation`: `none` for the scroll style; a page curl with no spine gets
    /// `min`, the page curl's default (R120).
    var effectiveSpine: PageSpineLocation {
        transitionStyle == .scroll ? .none : (spineLocation == .none ? .min : spineLocation)
    }

    /// How many view controllers `setViewControllers(_:direction:animated:completion:)` takes
    /// (R121, Apple's reference of that method): one for the scroll style and for a single-sided
    /// page curl at the min or max spine; two for a mid spine (left and right page) and for a
    /// double-sided curl at min or max (the front of the page and the back of the previous one).
    var requiredCount: Int {
        switch effectiveSpine {
        case .none: 1
        case .mid: 2
        case .min, .max: isDoubleSided ? 2 : 1
        }
    }

    static let names: [String] = ["transitionStyle", "navigationOrientation", "spineLocation", "isDoubleSided", "pages"]
    /// Set only when the controller is made: UIKit has no setter (R120).
    static let initOnly: Set<String> = ["transitionStyle", "navigationOrientation", "spineLocation"]

    func report() -> [(name: String, value: PropertyValue)] {
        [
            ("transitionStyle", .string(transitionStyle.rawValue)),
            ("navigationOrientation", .string(navigationOrientation.rawValue)),
            ("spineLocation", .string(effectiveSpine.rawValue)),
            ("isDoubleSided", .bool(isDoubleSided)),
            ("pages", .strings(pages.map(\.description))),
        ]
    }
}
