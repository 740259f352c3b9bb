/// The actions a state offers, in a fixed order (so the exploration is deterministic): for
/// each controller a user can touch, in tree pre-order, its scene's segues in document order
/// (embed segues excluded; manual segues by identifier, as code performs them; segues without
/// an identifier that only code could run are skipped), then the navigation calls its code
/// makes (`--sources`: `CodeActionTable`, in trigger order), then the user's gestures the
/// server lists for it (`tree`'s `gestures`, decided by the engine's refusal checks): a tab bar's
/// tabs (`tapTab`: each other tab as `tree` lists them — a tab pushed onto the More navigation
/// controller is listed there, so the indices after it are one lower and name the next tab; the
/// states they miss are reached from the tab bar without a tab pushed — and the selected tab
/// again when it shows a navigation stack deeper than one, which the tap pops to its root,
/// R103; only tabs the user can tap now, `tapItem`: a tab of the More list once More shows the
/// list), the More item (`tapMore`, when the bar has more tabs than it shows), a back swipe (`swipeBack`; else the back
/// button, `tapBack`, where only the swipe is off), a page swipe each way (`swipePage`), an expanded column-style split's
/// hidden columns brought in and shown ones put away (`showColumn`, `hideColumn`: `tree`'s
/// `showColumns`/`hideColumns`); then, for each
/// presented controller nothing covers, a drag to each other detent of a sheet with several
/// (`dragSheet`, `tree`'s `dragDetents`), a pull down where it dismisses the sheet (`pullDown`),
/// else `dismiss` (a tap outside a popover, or the app's code), marked `stuck` when the user
/// has no way out of it at all (docs/explore.md, *Actions*). After a back swipe, a page swipe or a
/// pull-down, the same gesture given up (`givenUp`) once per navigation call of the app's code its
/// callbacks run (with `--sources`: the one below's `viewWillAppear`, the leaving controllers'
/// `viewWillDisappear`); the code of `viewWillDisappear` is offered only so.
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
                for plan in graph.codeActions.plans[scene] ?? [] where plan.offeredWhileShown {
                    out.append(UserAction(kind: .code(plan), position: node.position, scene: scene))
                }
            }
            if node.gestures.contains("tapUITab") {
                // iOS 18 tabs (R174, R175): the user taps UITabs, by identifier — a group's
                // children too while the sidebar shows; the index taps below would repeat the root tabs.
                for identifier in node.tabIdentifiers {
                    out.append(UserAction(kind: .tapUITab(identifier: identifier), position: node.position, scene: node.scene))
                }
            } else if node.gestures.contains("tapTab"), let selected = node.selectedTab {
                for index in node.children.indices {
                    let child = state.nodes[node.children[index]]
                    // The More navigation controller (R114) is no tab: `tab.tap` cannot name it.
                    guard child.className != "UIMoreNavigationController" else { continue }
                    // A tab of the More list while that list is not on screen: the bar does not
                    // show it (R114, R116); the user taps More first (`tapMore` below).
                    guard child.gestures.contains("tapItem") else { continue }
                    // R103: a tap on the selected tab pops its navigation stack to the root.
                    if index == selected, !(child.container == "navigation" && child.children.count > 1) { continue }
                    out.append(UserAction(kind: .tapTab(index: index), position: node.position, scene: node.scene))
                }
            }
            if node.gestures.contains("tapMore") {
                out.append(UserAction(kind: .tapMore, position: node.position, scene: node.scene))
            }
            if node.gestures.contains("swipeBack") {
                out.append(UserAction(kind: .swipeBack, position: node.position, scene: node.scene))
                // R107: given up, the swipe calls the top's viewWillDisappear and the one below's
                // viewWillAppear, then takes them back.
                if node.children.count >= 2 {
                    let top = node.children[node.children.count - 1], below = node.children[node.children.count - 2]
                    out += givenUp(.swipeBack, on: i, running: [(below, "viewWillAppear")] + shown(top, in: state).map { ($0, "viewWillDisappear") },
                                   in: state, graph: graph)
                }
            } else if node.gestures.contains("tapBack") {
                // The back button where the swipe is off (R170); where both are, the tap makes
                // the swipe's pop with the same callbacks (R39, R169): the same state.
                out.append(UserAction(kind: .tapBack, position: node.position, scene: node.scene))
            }
            // R127: a page swipe given up calls the shown pages' viewWillDisappear, then takes it back
            // (the incoming page, not in the tree, is not followed).
            let pages = node.children.flatMap { shown($0, in: state) }.map { ($0, "viewWillDisappear") }
            if node.gestures.contains("swipeForward") {
                out.append(UserAction(kind: .swipePage(forward: true), position: node.position, scene: node.scene))
                out += givenUp(.swipePage(forward: true), on: i, running: pages, in: state, graph: graph)
            }
            if node.gestures.contains("swipeReverse") {
                out.append(UserAction(kind: .swipePage(forward: false), position: node.position, scene: node.scene))
                out += givenUp(.swipePage(forward: false), on: i, running: pages, in: state, graph: graph)
            }
            // R157, R184: an expanded column-style split's hidden columns brought in and shown
            // ones put away (the display-mode button, the edge swipe), as `tree` lists them.
            if node.gestures.contains("showColumn") {
                for column in node.showColumns {
                    out.append(UserAction(kind: .showColumn(column: column), position: node.position, scene: node.scene))
                }
            }
            if node.gestures.contains("hideColumn") {
                for column in node.hideColumns {
                    out.append(UserAction(kind: .hideColumn(column: column), position: node.position, scene: node.scene))
                }
            }
        }
        for i in state.dismissable {
            let node = state.nodes[i]
            if node.gestures.contains("dragSheet") {
                for detent in node.dragDetents {
                    out.append(UserAction(kind: .dragSheet(detent: detent), position: node.position, scene: node.scene))
                }
            }
            let kind: UserAction.Kind = node.gestures.contains("pullDown") ? .pullDown
                : .dismiss(stuck: node.style == "popover" || hasExit(below: i, in: state, graph: graph) ? nil : node.style ?? "fullScreen")
            out.append(UserAction(kind: kind, position: node.position, scene: node.scene))
            // R110: a pull-down given up calls the sheet's viewWillDisappear, then takes it back.
            if case .pullDown = kind {
                out += givenUp(.pullDown, on: i, running: shown(i, in: state).map { ($0, "viewWillDisappear") }, in: state, graph: graph)
            }
        }
        return out
    }

    /// A gesture given up on the controller at `i`, one action per navigation call of the app's
    /// code that the callbacks it makes run (`running`: each controller with the callback it
    /// gets); none where they run no code explore follows (then it changes nothing).
    static func givenUp(_ gesture: UserAction.GivenUpGesture, on i: Int, running: [(Int, String)], in state: ObservedState,
                        graph: StoryboardGraph) -> [UserAction] {
        var out: [UserAction] = []
        for (j, callback) in running {
            guard let scene = state.nodes[j].scene else { continue }
            for plan in graph.codeActions.plans[scene] ?? [] where plan.runs(in: callback) {
                out.append(UserAction(kind: .givenUp(gesture, code: plan, at: state.nodes[j].position),
                                      position: state.nodes[i].position, scene: state.nodes[i].scene))
            }
        }
        return out
    }

    /// The controller at `i` and those it contains that are on screen (what an appearance
    /// callback of `i`'s reaches), in pre-order; not across presentations.
    static func shown(_ i: Int, in state: ObservedState) -> [Int] {
        var out: [Int] = []
        var stack = [i]
        while let j = stack.popLast() {
            let n = state.nodes[j]
            guard n.appearance == "appeared" || n.appearance == "appearing" else { continue }
            out.append(j)
            stack.append(contentsOf: n.children.reversed())
        }
        return out
    }

    /// Whether a scene shown in the presentation at `i` (the presented controller, its children,
    /// and what they present) leads to an exit (`StoryboardGraph.exitScenes`), or is not from a
    /// storyboard (its code is unknown).
    static func hasExit(below i: Int, in state: ObservedState, graph: StoryboardGraph) -> Bool {
        var stack = [i]
        while let j = stack.popLast() {
            let n = state.nodes[j]
            guard let scene = n.scene else { return true }
            if graph.exitScenes.contains(scene) { return true }
            stack.append(contentsOf: n.children)
            if let p = n.presented { stack.append(p) }
        }
        return false
    }
}
