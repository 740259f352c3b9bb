@testable import Explorer
import Foundation
import ProsceniumTesting
import Testing

/// Issue 25's quality bar on real apps: three permissively licensed apps whose storyboards are
/// fixtures in `Tests/Fixtures/RealWorldStoryboards` come with the sources of the controllers
/// those storyboards name, unmodified (`Tests/Fixtures/RealWorldSources`, NOTICE and
/// SOURCES.tsv there): NetNewsWire's Account storyboard (MIT), ResearchKit's ORKCatalog (BSD-3)
/// and artsy/eidolon's Auction storyboard (MIT). For each, what `--list-code-actions` recognises
/// is pinned (counts and named steps with file:line), and the problems with and without sources.
///
/// Every step was checked by reading the code. None of the three apps' code gives a problem
/// UIKit would raise (iOS 26 and iOS 12 alike, explored by hand): every `dismiss` is on a
/// presented controller or does nothing (UIKit: `dismiss(animated:)` with nothing presented and
/// no presenter is a no-op, Apple's documentation, inferred — no log), every pop is inside a
/// navigation controller or goes to nil / does nothing at the root (`popViewController(animated:)`
/// returns nil for the root, Apple's documentation), every present is from a controller in the
/// window presenting nothing. So the problems are pinned empty both ways, and the exploration
/// with code is pinned to perform more than without it. The replay of a problem found through code
/// on a fresh proscd is exercised by `ExploreCodeNavigationTests` (CodeOnlyApp), not here: these
/// apps have none to replay.
///
/// Reading them showed the reader taking a step after an early exit as certain (NetNewsWire's
/// `CloudKitAccountViewController.add(_:)`: `guard isiCloudDriveEnabled else { …; return }`
/// then `dismiss`; eidolon's `AppViewController.longPressForAdmin(_:)`: `if sender.state !=
/// .began { return }` then `present`); both are now conditional (SwiftNavigationReaderTests.
/// whatFollowsAnEarlyExitIsConditional).
@Suite("explore: real apps' code", .serialized)
struct RealWorldCodeExploreTests {
    static let storyboards = ServerProcess.packageRoot + "/Tests/Fixtures/RealWorldStoryboards/"
    static let sources = ServerProcess.packageRoot + "/Tests/Fixtures/RealWorldSources/"

    /// One real app: its storyboard file and its sources' folder.
    struct App {
        var storyboard: String
        var sources: String
        var file: String { RealWorldCodeExploreTests.storyboards + storyboard + ".storyboard" }
        var folder: String { RealWorldCodeExploreTests.sources + sources }
    }

    static let netNewsWire = App(storyboard: "Ranchero-Software__NetNewsWire__iOS__Account__Account", sources: "NetNewsWire-Account")
    static let orkCatalog = App(
        storyboard: "ResearchKit__ResearchKit__samples__ORKCatalog__ORKCatalog__Resources__Localized__Base.lproj__Main",
        sources: "ORKCatalog")
    static let eidolon = App(storyboard: "artsy__eidolon__Kiosk__Storyboards__Auction", sources: "eidolon-Auction")

    static func list(_ app: App) async throws -> String {
        try await ExploreCodeActionsTests.list([app.file], sources: app.folder)
    }

    /// The exploration with and without the app's sources.
    static func explore(_ app: App) async throws -> (with: ExplorationReport, without: ExplorationReport) {
        let (with, _) = try await ExploreSupport.explore([app.file], sources: app.folder)
        let (without, _) = try await ExploreSupport.explore([app.file])
        return (with, without)
    }

    @Test func netNewsWireAccount() async throws {
        let file = "Ranchero-Software__NetNewsWire__iOS__Account__"
        let text = try await Self.list(Self.netNewsWire)
        #expect(text.hasSuffix("read 5 source files (5 types) in T s: 14 navigation calls, 14 performed, 0 not performed; 5 scenes tied to code, 14 steps reached"))
        #expect(text.contains("""
              tap button "Use iCloud" (add:) → CloudKitAccountViewController.add(_:) (\(file)CloudKitAccountViewController.swift:35)
                ? dismisses (\(file)CloudKitAccountViewController.swift:42)
            """))
        #expect(text.contains("""
              tap button "How to Optimize iCloud Syncing" (openLimitationsAndSolutions:) → CloudKitAccountViewController.openLimitationsAndSolutions(_:) (\(file)CloudKitAccountViewController.swift:60)
                presents a new SFSafariViewController (pageSheet) (\(file)CloudKitAccountViewController.swift:63)
            """))
        #expect(text.contains("""
              tap button "Sign Up Here" (signUpWithProvider:) → FeedbinAccountViewController.signUpWithProvider(_:) (\(file)FeedbinAccountViewController.swift:139)
                presents a new SFSafariViewController (currentContext) (\(file)FeedbinAccountViewController.swift:143)
            """))
        #expect(text.contains("scenes whose class the sources do not declare (5):"))

        let (with, without) = try await Self.explore(Self.netNewsWire)
        #expect(with.codeEdges.count == 14)
        #expect(with.codeEdges.filter(\.plan.conditional).count == 4)
        #expect(with.codeNotPerformed.isEmpty)
        #expect(with.problems.isEmpty && with.warnings.isEmpty)
        #expect(without.problems.isEmpty && without.warnings.isEmpty)
        // No initial controller: explored from the code-made starts, whose actions only code gives.
        #expect(without.actions == 0 && with.actions > 0)
    }

    @Test func orkCatalog() async throws {
        let file = "ResearchKit__ResearchKit__samples__ORKCatalog__ORKCatalog__"
        let text = try await Self.list(Self.orkCatalog)
        #expect(text.hasSuffix("read 2 source files (6 types) in T s: 5 navigation calls, 1 performed, 4 not performed (1 not literal, 2 not UIKit's form or not the controller's, 1 reached from no scene); 2 scenes tied to code, 1 steps reached"))
        #expect(text.contains("""
              tap a table row → TaskListViewController.tableView(_:didSelectRowAt:) (\(file)Tasks__TaskListViewController.swift:106)
                presents a new ORKTaskViewController (\(file)Tasks__TaskListViewController.swift:144) via displayTaskViewController(taskListRow:)
            """))
        #expect(text.contains("ResultViewController.presentShareSheet(shareSheet:): present: shareSheet (not literal) (\(file)Results__ResultViewController.swift:262)"))
        // Calls on the task and step controllers the delegate is handed: listed, not followed.
        #expect(text.contains("""
              not UIKit's form or not the controller's (2):
                TaskListViewController.taskViewController(_:didFinishWith:error:): dismiss not followed: called on taskViewController, not on the controller or its containers (\(file)Tasks__TaskListViewController.swift:206)
                TaskListViewController.taskViewController(_:learnMoreButtonPressedWith:for:): present not followed: called on stepViewController, not on the controller or its containers (\(file)Tasks__TaskListViewController.swift:232)
            """))

        let (with, without) = try await Self.explore(Self.orkCatalog)
        #expect(with.codeEdges.map { "\($0.plan.action) \($0.plan.location.line)" } == ["presents a new ORKTaskViewController 144"])
        #expect(with.problems.isEmpty && without.problems.isEmpty)
        #expect(with.scenesReached == 5 && without.scenesReached == 5)
        #expect(with.actions > without.actions)
    }

    @Test func eidolonAuction() async throws {
        let file = "artsy__eidolon__Kiosk__"
        let text = try await Self.list(Self.eidolon)
        #expect(text.hasSuffix("read 10 source files (12 types) in T s: 12 navigation calls, 6 performed, 6 not performed (1 not literal, 2 not UIKit's form or not the controller's, 2 factory result not read, 1 reached from no scene); 10 scenes tied to code, 9 steps reached"))
        #expect(text.contains("""
              tap gesture (longPressForAdmin:) → AppViewController.longPressForAdmin(_:) (\(file)App__AppViewController.swift:87)
                ? performSegue not followed: performSegue(_:) is not UIKit's form (\(file)App__AppViewController.swift:93)
                ? presents a PasswordAlertViewController from PasswordAlertViewController.alertView() (\(file)App__AppViewController.swift:96)
            """))
        #expect(text.contains("""
              tap button "BACK" (backWasPressed:) → SaleArtworkDetailsViewController.backWasPressed(_:) (\(file)Sale Artwork Details__SaleArtworkDetailsViewController.swift:86)
                pops (\(file)Sale Artwork Details__SaleArtworkDetailsViewController.swift:87)
            """))
        #expect(text.contains("performSegue: identifier SegueIdentifier.ShowSaleArtworkDetails.rawValue is not a literal (\(file)Auction Listings__ListingsViewController.swift:208)"))

        let (with, without) = try await Self.explore(Self.eidolon)
        #expect(with.codeEdges.map { "\($0.plan.action) \($0.plan.location.line)" } == [
            "pops 87", "pops 34", "dismisses 10", "pops 52", "pops 64", "pops 12",
        ])
        // eidolon's own performSegue(_:) helper (an enum of identifiers) is listed, not performed.
        #expect(with.codeNotPerformed.map(\.reason) == ["not followed", "what PasswordAlertViewController.alertView() returns is not read", "not followed"])
        #expect(with.problems.isEmpty && without.problems.isEmpty)
        #expect(with.scenesReached == 12 && without.scenesReached == 12)
        #expect(with.actions > without.actions)
    }

    /// The sources keep their third-party attribution, as the storyboards beside them do
    /// (`FixtureProvenanceTests`): every `.swift`, `.storyboard` (a launch screen, a coordinator-based
    /// app's storyboards, Orbot's two) and `Info.plist` file has a SOURCES.tsv row and every row a
    /// file; every repository its licence text under LICENSES/ and a NOTICE section naming its
    /// commit, licence and each file with its original path.
    @Test func everySourceFileHasItsProvenance() throws {
        let root = Self.sources
        let rows = try String(contentsOfFile: root + "SOURCES.tsv", encoding: .utf8)
            .split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.allSatisfy { $0.count == 5 })
        // A code-only app's launch screen, a coordinator-based app's storyboards and Info.plist
        // are among the files (issue 40), and IBAnimatable's demo app whole (issue 41).
        let files = try FileManager.default.subpathsOfDirectory(atPath: root)
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".storyboard") || $0.hasSuffix(".plist") }.sorted()
        #expect(files.count == 124)
        #expect(Set(rows.map { $0[4] }) == Set(files))
        let notice = try String(contentsOfFile: root + "NOTICE", encoding: .utf8)
        let licences = ["MIT": "Permission is hereby granted, free of charge",
                        "BSD-3-Clause": "Redistribution and use in source and binary forms"]
        for row in rows {
            let (repo, path, commit, licence, file) = (row[0], row[1], row[2], row[3], row[4])
            let text = try String(contentsOfFile: root + "LICENSES/" + repo.replacingOccurrences(of: "/", with: "__") + ".txt", encoding: .utf8)
            #expect(text.contains(try #require(licences[licence])), "\(repo)'s licence text")
            let section = try #require(notice.components(separatedBy: "## " + repo + "\n").dropFirst().first?
                .components(separatedBy: "\n## ").first, "\(repo) has a NOTICE section")
            #expect(section.contains("Commit:       " + commit) && section.contains("Licence:      " + licence))
            #expect(section.contains("  \(file)\n    <- \(path)\n"), "\(file) is listed with its path")
            // IBAnimatable's files keep their repository's paths: its storyboards reference one
            // another by file name (NOTICE).
            if file.hasPrefix("IBAnimatable/") {
                #expect(file == "IBAnimatable/" + path)
                continue
            }
            // Orbot's storyboards keep their own names: its code asks UIKit for "Main" (NOTICE).
            let ownName = file.hasPrefix("Orbot/") && file.hasSuffix(".storyboard")
            #expect((file as NSString).lastPathComponent == (ownName ? (path as NSString).lastPathComponent
                : repo.replacingOccurrences(of: "/", with: "__") + "__" + path.replacingOccurrences(of: "/", with: "__")))
        }
    }
}
