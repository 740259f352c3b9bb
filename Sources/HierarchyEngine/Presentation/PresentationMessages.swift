/// UIKit's texts for a presentation it refuses, in the configured iOS version. Since iOS 14 the
/// warnings name the controller the request was routed to and, in parentheses, the caller
/// (C8; console logs: `Attempt to present <UIAlertController> on <Siren.SirenViewController>
/// (from <Siren.SirenViewController>) which is already presenting <UIAlertController>.`,
/// ArtSabintsev/Siren#348; `… (from <…UIHostingController…>) whose view is not in the window
/// hierarchy.`; `… (from <MFBTabBarController>) while a presentation is in progress.`,
/// ericberman/MyFlightbookiOS#370), and end with a period. iOS 12 and 13 keep the older
/// form that names the caller only and ends with `!` where it did. Exceptions for presenting an
/// active controller name the reason since iOS 13 (crash logs: `Application tried to present
/// modally a view controller <X> that is already being presented by <Y>.`, FoxIt
/// react-native-foxitpdf#17, capacitor privacy-screen#83).
extension Hierarchy {
    /// R54: `b` requested from `a` while `p` (the controller the request reaches) presents `c`.
    func alreadyPresentingText(_ b: VCID, on p: VCID, from a: VCID, presenting c: VCID) -> String {
        switch configuration.ios >= .ios14 {
        case false: "Attempt to present \(describe(b)) on \(describe(a)) which is already presenting \(describe(c))"
        case true: "Attempt to present \(describe(b)) on \(describe(p)) (from \(describe(a))) which is already presenting \(describe(c))."
        }
    }

    /// R57: `a`, whose view is in no window, asked to present `b` (routed to `p`).
    func notInWindowText(_ b: VCID, on p: VCID, from a: VCID) -> String {
        switch configuration.ios >= .ios14 {
        case false: "Attempt to present \(describe(b)) on \(describe(a)) whose view is not in the window hierarchy!"
        case true: "Attempt to present \(describe(b)) on \(describe(p)) (from \(describe(a))) whose view is not in the window hierarchy."
        }
    }

    /// R56: a presentation requested while the window's transition runs.
    func presentationInProgressText(_ b: VCID, on p: VCID, from a: VCID) -> String {
        switch configuration.ios >= .ios14 {
        case false: "Attempt to present \(describe(b)) on \(describe(a)) while a presentation is in progress!"
        case true: "Attempt to present \(describe(b)) on \(describe(p)) (from \(describe(a))) while a presentation is in progress."
        }
    }

    /// R56 for a presentation refused before `present` runs (`queue: false` while the window's
    /// transition runs; a controller a pending transition still animates): routed the way
    /// `present` would route it now (R45, R46, after adaptation R70, R71).
    func presentationInProgressText(_ b: VCID, from a: VCID, style: PresentationStyle?) -> String {
        let requested = style ?? nodes[b]?.props.modalPresentationStyle ?? .automatic
        let effective = effectiveStyle(requested, for: b, traits: windowTraits(nodes[a]?.window.flatMap { windowTable[$0] }))
        return presentationInProgressText(b, on: actualPresenter(caller: a, style: effective), from: a)
    }

    /// R56: a dismissal requested while the window's transition runs (the same text in every
    /// iOS the logs show: `Warning: Attempt to dismiss from view controller <X> while a
    /// presentation or dismiss is in progress!`, jonkykong/SideMenu#323, ProMotion#473).
    func dismissalInProgressText(_ x: VCID) -> String {
        "Attempt to dismiss from view controller \(describe(x)) while a presentation or dismiss is in progress!"
    }

    /// R55: `b` is already active. Presenting a controller on itself has its own text in every
    /// version (WordPress-iOS#11483, iOS 12); since iOS 13 the others say why.
    func activeControllerText(_ b: VCID, caller a: VCID) -> String {
        if b == a {
            return "Application tried to present modal view controller on itself. Presenting controller is \(describe(a))."
        }
        if configuration.ios >= .ios13, let n = nodes[b] {
            if let p = n.presenting {
                return "Application tried to present modally a view controller \(describe(b)) that is already being presented by \(describe(p))."
            }
            if let p = n.parent {
                return "Application tried to present modally a view controller \(describe(b)) that has a parent view controller \(describe(p))."
            }
        }
        return "Application tried to present modally an active controller \(describe(b))."
    }
}
