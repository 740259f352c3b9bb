import HierarchyEngine
import WireProtocol

/// nav.push, nav.pop, nav.popTo, nav.popToRoot, nav.setViewControllers, tab.select.
enum NavigationHandlers {
    static let entries: [(String, Dispatcher.Handler)] = [
        ("nav.push", { c throws(RPCError) in
            let nav = try c.vc("nav")
            try c.submit(.push(nav: nav, vc: try c.vc("vc"), animated: try c.animated()), anchor: .controller(nav))
        }),
        ("nav.pop", { c throws(RPCError) in
            let nav = try c.vc("nav")
            try c.submit(.pop(nav: nav, animated: try c.animated()), anchor: .controller(nav))
        }),
        ("nav.popTo", { c throws(RPCError) in
            let nav = try c.vc("nav")
            try c.submit(.popTo(nav: nav, vc: try c.vc("vc"), animated: try c.animated()), anchor: .controller(nav))
        }),
        ("nav.popToRoot", { c throws(RPCError) in
            let nav = try c.vc("nav")
            try c.submit(.popToRoot(nav: nav, animated: try c.animated()), anchor: .controller(nav))
        }),
        ("nav.setViewControllers", { c throws(RPCError) in
            let nav = try c.vc("nav")
            try c.submit(.setViewControllers(nav: nav, vcs: try c.vcs("vcs"), animated: try c.animated()), anchor: .controller(nav))
        }),
        ("tab.select", { c throws(RPCError) in
            let tab = try c.vc("tab")
            let index = try c.params.int("index")
            try c.submit(.selectTab(tab: tab, index: index), anchor: .controller(tab))
        }),
    ]
}
