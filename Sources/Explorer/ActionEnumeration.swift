/// The actions a state offers, in a fixed order (so the exploration is deterministic): for
/// each controller a user can touch, in tree pre-order, its scene's segues in document order
/// (embed segues excluded; manual segues by identifier, as code performs them; segues without
/// an identifier that only code could run are skipped), then the navigation calls its code
/// makes (`--sources`: `CodeActionTable`, in trigger order), then a tab bar's other tabs (as
/// `tree` lists them: a tab pushed onto the More navigation controller is listed there, so the
/// indices after it are one lower and name the next tab; the states they miss are reached from
/// the tab bar without a tab pushed), then
/// back on a navigation stack deeper than one; then dismissing each presented controller
/// nothing covers.
enum ActionEnumeration {
    static func actions(in state: ObservedState, graph: StoryboardGraph) -> [UserAction] {
        var out: [UserAction] = []
        for i in state.touchable {
            let node = state.nodes[i]
            if let scene = node.scene {
                for segue in graph.actionSegues(of: scene) {
                    if segue.trigger == "controller" {
                        guard let identifier = segue.identifier, !identifier.isEmpty else { continue }
                        out.append(UserAction(kind: .performSegue(identifier: identifier, segue: segue.segue),
                                              position: node.position, scene: scene))
                    } else {
                        out.append(UserAction(kind: .tapSegue(segue: segue.segue), position: node.position, scene: scene))
                    }
                }
                for plan in graph.codeActions.plans[scene] ?? [] {
                    out.append(UserAction(kind: .code(plan), position: node.position, scene: scene))
                }
            }
            if node.container == "tabBar", let selected = node.selectedTab {
                // The More navigation controller (R114) is no tab: `tab.select` cannot name it.
                for index in node.children.indices where index != selected
                    && state.nodes[node.children[index]].className != "UIMoreNavigationController" {
                    out.append(UserAction(kind: .selectTab(index: index), position: node.position, scene: node.scene))
                }
            }
            if node.container == "navigation", node.children.count > 1 {
                out.append(UserAction(kind: .back, position: node.position, scene: node.scene))
            }
        }
        for i in state.dismissable {
            out.append(UserAction(kind: .dismiss, position: state.nodes[i].position, scene: state.nodes[i].scene))
        }
        return out
    }
}
