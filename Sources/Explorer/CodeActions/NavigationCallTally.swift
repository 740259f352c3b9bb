import SourceNavigation

/// Every navigation call of the app's sources, counted once per call site: performed (as an
/// action of at least one scene), or not performed with one reason. `--list-code-actions` lists
/// the calls not performed group by group, and the summary's `code:` line, the JSON and JUnit
/// print the same counts, so what the user reads in one agrees with the other.
///
/// A call is a step the reader recognised by UIKit's navigation names: a literal call
/// (`.navigation`), one whose names are not literal (`.dynamic`), or one in a form not followed
/// (`.unrecognised`). Calls to the class's own methods are not navigation calls.
public struct NavigationCallTally: Sendable {
    /// Why a call is not performed, in the order reports list them.
    public enum Reason: Int, CaseIterable, Sendable, Comparable {
        /// Its identifier, storyboard name or controller is not a literal: never guessed.
        case notLiteral
        /// Named like UIKit's navigation, but on another object than the controller and its
        /// containers (a controller one of the app's objects holds that no caller of its class
        /// reaches: `HeldController`), or with arguments UIKit's method does not take.
        case notFollowed
        /// It hands over what a factory method returns, whose body is not read.
        case factoryNotRead
        /// Literal, but no scene's trigger reaches it (a method nothing calls, a class no scene
        /// has, or deeper than the calls followed).
        case reachedFromNoScene

        /// The group's heading, as the listing and the summary name it.
        public var text: String {
            switch self {
            case .notLiteral: "not literal"
            case .notFollowed: "not UIKit's form or not the controller's"
            case .factoryNotRead: "factory result not read"
            case .reachedFromNoScene: "reached from no scene"
            }
        }

        public static func < (a: Reason, b: Reason) -> Bool { a.rawValue < b.rawValue }
    }

    /// One call not performed: the class and method it is in, the step, and why.
    public struct Call: Sendable {
        public var type: String
        public var method: String
        public var step: CodeStep
        public var reason: Reason
    }

    /// Navigation calls in the sources, one per call site.
    public private(set) var total = 0
    /// Call sites performed as an action of at least one scene.
    public private(set) var performed = 0
    /// The calls not performed, in class order then source order.
    public private(set) var notPerformed: [Call] = []

    public init() {}

    /// Tallies `facts`' calls against `performedSteps`, the steps some scene's plan performs.
    init(facts: SourceFacts, performedSteps: Set<CodeStep>) {
        for name in facts.typeOrder {
            for method in facts.types[name]!.methods {
                for step in method.steps {
                    if case .call = step.kind { continue }
                    total += 1
                    // A helper's call its callers complete (bound parameters) is performed too.
                    if performedSteps.contains(step) {
                        performed += 1
                        continue
                    }
                    let reason: Reason
                    switch step.kind {
                    case .call: continue
                    case .dynamic: reason = .notLiteral
                    case .unrecognised: reason = .notFollowed
                    case .navigation where step.held != nil:
                        // On a controller an object holds, and no caller of its class performs it.
                        reason = .notFollowed
                    case .navigation(let action):
                        switch CodeActionTable.unperformable(action) {
                        case nil: reason = .reachedFromNoScene
                        case "not literal": reason = .notLiteral
                        default: reason = .factoryNotRead
                        }
                    }
                    notPerformed.append(Call(type: name, method: method.name, step: step, reason: reason))
                }
            }
        }
    }

    /// The calls not performed for each reason that has some, in `Reason` order.
    public var groups: [(reason: Reason, calls: [Call])] {
        Reason.allCases.compactMap { reason in
            let calls = notPerformed.filter { $0.reason == reason }
            return calls.isEmpty ? nil : (reason, calls)
        }
    }

    /// `2 not literal, 1 not UIKit's form or not the controller's`: each group's count.
    public var countsByReason: String {
        groups.map { "\($0.calls.count) \($0.reason.text)" }.joined(separator: ", ")
    }

    /// `5 not performed (2 not literal, 3 reached from no scene)`, or `0 not performed`.
    public var notPerformedText: String {
        "\(notPerformed.count) not performed" + (notPerformed.isEmpty ? "" : " (\(countsByReason))")
    }
}
