import Foundation
import HierarchyEngine
import Storyboards
import Testing

/// Issue 4's corpus requirement: every segue of the real-world corpus performed by the engine.
/// Each repository's files form one catalog under their bundle names (`RealWorldCorpus`
/// builds them, so storyboard references resolve). For every scene a window can be made from
/// (the initial scene, or one with a storyboard identifier), a fresh hierarchy gets a phone
/// screen and that window; then every controller in the window performs each of its segues
/// (embed segues excepted: they run when the view loads) on a copy of that state, as a user
/// tapping the trigger. A refusal UIKit itself makes is counted by code; any other error, or
/// any invariant violation after the segue (and its transition) completes, fails the test.
@Suite struct CorpusSegueTests {
    struct Row {
        var file: String
        var scenes = 0, roots = 0, performed = 0, unwound = 0, noDestination = 0
        var refusals: [EngineError.Code: Int] = [:]
        var failures = 0
    }

    static let spec = ScreenSpec(name: "Main", width: 390, height: 844, scale: 3, idiom: .phone, isMain: true)

    /// Repositories whose references to other storyboards were deliberately left out of the
    /// corpus (CorpusReferenceTests): a `storyboardError` reaching one of those is expected.
    static let reposWithGaps: Set<String> = ["IBAnimatable/IBAnimatable", "IBDecodable/IBDecodable",
                                             "ReactiveX/RxSwift", "mac-cain13/R.swift"]

    /// Applies `op`, finishing the transition it starts.
    static func run(_ h: inout Hierarchy, _ op: HierarchyEngine.Operation) throws(EngineError) -> OperationResult {
        let outcome = try h.apply(op)
        switch outcome.status {
        case .completed(let result): return result
        case .pending(let ticket):
            guard case .completed(let result) = h.finishTransition(ticket).status else { return .none }
            return result
        }
    }

    /// Whether UIKit refuses this segue the same way (so the error is a documented refusal).
    static func isLegitimateRefusal(_ error: EngineError, kind: String, repo: String) -> Bool {
        switch error.code {
        case .invalidState, .unsupported: return true   // presenting while presenting, push without nav, popover anchor
        case .storyboardError: return reposWithGaps.contains(repo)   // a reference the corpus left out
        case .notFound:   // "Could not find a storyboard named …": a storyboard the corpus left out
            return reposWithGaps.contains(repo) && error.message.hasPrefix("no storyboard named")
        default: return false
        }
    }

    @Test func everySegueOfTheCorpusPerformsCleanly() throws {
        let sources = try RealWorldCorpus.sources()
        let catalogs = try RealWorldCorpus.catalogs(of: sources)
        let files = sources.map { (repo: $0.repo, name: $0.storyboardName, file: $0.file) }
        #expect(files.count == CorpusTests.expected.count)

        var rows: [Row] = []
        var messages: [String: Int] = [:]
        for (repo, name, file) in files.sorted(by: { $0.file < $1.file }) {
            let catalog = catalogs[repo]!
            let template = catalog.storyboards[name]!
            var row = Row(file: file)
            for sceneID in template.sceneOrder {
                guard let scene = template.scenes[sceneID], scene.container != .placeholder else { continue }
                row.scenes += 1
                let identifier: String?
                if let ident = scene.storyboardIdentifier {
                    identifier = ident
                } else if template.initialScene == sceneID {
                    identifier = nil
                } else {
                    continue   // no way to instantiate a scene without an identifier on its own
                }
                var base = Hierarchy(ids: IDSource(), configuration: .init(), catalog: catalog)
                let window: WindowID
                do {
                    guard case .screenConnected(let screen, _) = try Self.run(&base, .connectScreen(Self.spec, externalStoryboard: nil)),
                          case .windowCreated(let w, _) = try Self.run(&base, .createWindow(screen: screen, root: nil, storyboard: name,
                                                                                           identifier: identifier, makeKeyAndVisible: true))
                    else {
                        Issue.record("\(file) \(sceneID): no window")
                        row.failures += 1
                        continue
                    }
                    window = w
                } catch {
                    if Self.isLegitimateRefusal(error, kind: "root", repo: repo) {
                        row.refusals[error.code, default: 0] += 1
                        messages["root: \(error.code)", default: 0] += 1
                    } else {
                        Issue.record("\(file) \(sceneID): window refused: \(error)")
                        row.failures += 1
                    }
                    continue
                }
                row.roots += 1
                let baseViolations = base.checkInvariants()
                if !baseViolations.isEmpty {
                    Issue.record("\(file) \(sceneID) as root: \(baseViolations)")
                    row.failures += 1
                    continue
                }
                // Every controller in the window performs each of its segues on a copy of the
                // state; a segue's result is explored in turn (each segue of a scene once per root).
                var done: Set<String> = []
                var work: [Hierarchy] = [base]
                while let state = work.popLast() {
                    for entry in state.tree(window: window) {
                        for segue in state.segues(of: entry.vc) ?? [] where segue.kind != "embed" {
                            guard done.insert("\(entry.scene ?? entry.className) \(segue.segue)").inserted else { continue }
                            var h = state   // a fresh copy of the state before the segue
                            do {
                                let result = try Self.run(&h, .performSegue(source: entry.vc, identifier: nil, segue: segue.segue, sender: nil))
                                if segue.kind == "unwind" {
                                    if case .unwound(let destination, _, _) = result, destination != nil {
                                        row.unwound += 1
                                    } else {
                                        row.noDestination += 1
                                    }
                                } else {
                                    row.performed += 1
                                }
                            } catch {
                                if segue.kind == "unwind", error.code == .segueNotFound {
                                    row.noDestination += 1
                                    continue
                                }
                                if Self.isLegitimateRefusal(error, kind: segue.kind, repo: repo) {
                                    row.refusals[error.code, default: 0] += 1
                                    messages["\(segue.kind): \(error.code): \(error.uikit ?? error.message)"
                                        .replacingOccurrences(of: #"'[^']*'|<[^>]*>"#, with: "…", options: .regularExpression), default: 0] += 1
                                } else {
                                    Issue.record("\(file) \(sceneID) → \(entry.className) segue \(segue.segue) (\(segue.kind)): \(error)")
                                    row.failures += 1
                                }
                                continue
                            }
                            let violations = h.checkInvariants()
                            if !violations.isEmpty {
                                Issue.record("\(file) \(sceneID) → \(entry.className) segue \(segue.segue) (\(segue.kind)): \(violations)")
                                row.failures += 1
                            } else {
                                work.append(h)
                            }
                        }
                    }
                }
            }
            rows.append(row)
        }

        func column(_ n: Int, _ width: Int = 7) -> String { String(repeating: " ", count: max(0, width - String(n).count)) + String(n) }
        let codes: [EngineError.Code] = [.invalidState, .unsupported, .storyboardError, .notFound]
        print("file".padding(toLength: 60, withPad: " ", startingAt: 0)
              + " scenes  roots segues unwind nodest invState   unsupp  sbError notFound  fails")
        var totals = Row(file: "TOTAL (\(rows.count) files)")
        for row in rows {
            totals.scenes += row.scenes; totals.roots += row.roots; totals.performed += row.performed
            totals.unwound += row.unwound; totals.noDestination += row.noDestination; totals.failures += row.failures
            for (code, n) in row.refusals { totals.refusals[code, default: 0] += n }
        }
        for row in rows + [totals] {
            print(String(row.file.prefix(60)).padding(toLength: 60, withPad: " ", startingAt: 0)
                  + [row.scenes, row.roots, row.performed, row.unwound, row.noDestination].map { column($0) }.joined()
                  + codes.map { column(row.refusals[$0] ?? 0, 9) }.joined() + column(row.failures))
        }
        print("refusals by message:")
        for (message, n) in messages.sorted(by: { $0.key < $1.key }) { print("  \(column(n, 4))  \(message)") }
        #expect(totals.failures == 0)
        #expect(totals.performed > 0)
    }
}
