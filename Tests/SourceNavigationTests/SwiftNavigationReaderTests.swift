import SourceNavigation
import Testing

/// swift-syntax's reading of the synthetic Swift app (`Tests/Fixtures/CodeNavigation/SwiftApp`)
/// and of small sources: every recognised form with its file:line, conditional steps (`?`),
/// identifiers that are not literals reported as dynamic, comments and strings ignored.
@Suite struct SwiftNavigationReaderTests {
    @Test func everyFormOfTheSyntheticApp() throws {
        let steps = Fixtures.steps(try Fixtures.facts("SwiftApp"))
        #expect(steps == [
            "DetailViewController.done(_:): pops (DetailViewController.swift:6)",
            "DetailViewController.startOver(_:): pops to the root (DetailViewController.swift:10)",
            "DetailViewController.showSplitDetail(_:): shows as detail Main.storyboard's \"Profile\" (DetailViewController.swift:15)",
            "DetailViewController.confirm(_:): ?dismisses (DetailViewController.swift:21)",
            "DetailViewController.confirm(_:): presents a new UIAlertController (DetailViewController.swift:23)",
            "BaseViewController.viewDidAppear(_:): ?calls presentOnboarding (DetailViewController.swift:35)",
            "BaseViewController.presentOnboarding(): presents Onboarding.storyboard's \"Welcome\" (formSheet) (DetailViewController.swift:42)",
            "ProfileViewController.close(_:): dismisses (DetailViewController.swift:50)",
            "GalleryViewController.collectionView(_:didSelectItemAt:): pushes a new PhotoViewController (DetailViewController.swift:59)",
            "HomeViewController.viewDidLoad(): calls configureAppearance (HomeViewController.swift:10)",
            "HomeViewController.openSettings(_:): presents Settings.storyboard's initial controller (HomeViewController.swift:20)",
            "HomeViewController.openProfile(_:): presents its storyboard's \"Profile\" (fullScreen) (transition crossDissolve) (HomeViewController.swift:27)",
            "HomeViewController.openAbout(): presents a navigation controller around a new AboutViewController (HomeViewController.swift:33)",
            "HomeViewController.pushDetail(_:): calls showDetail (HomeViewController.swift:37)",
            "HomeViewController.showDetail(): pushes its storyboard's \"Detail\" (HomeViewController.swift:42)",
            "HomeViewController.startCheckout(_:): ?performs segue \"checkout\" (HomeViewController.swift:47)",
            "HomeViewController.startCheckout(_:): ?performs segue \"signIn\" (HomeViewController.swift:49)",
            "HomeViewController.showHelp(_:): performs segue \"help\" (HomeViewController.swift:54)",
            "HomeViewController.openNamed(_:): dynamic show: identifier name (not literal) (HomeViewController.swift:60)",
            "HomeViewController.openSegueByVariable(_:): dynamic performSegue: identifier segueName is not a literal (HomeViewController.swift:64)",
            "HomeViewController.switchToSecondTab(_:): selects tab 1 (HomeViewController.swift:68)",
            "HomeViewController.resetStack(_:): sets the navigation stack to [a new HomeViewController, a new AboutViewController] (HomeViewController.swift:72)",
            "HomeViewController.tableView(_:didSelectRowAt:): shows a new DetailViewController (HomeViewController.swift:97)",
        ])
    }

    @Test func classesSuperclassesSelectorsAndUnwindActions() throws {
        let facts = try Fixtures.facts("SwiftApp")
        #expect(facts.fileCount == 2)
        #expect(facts.typeOrder == [
            "DetailViewController", "BaseViewController", "ProfileViewController", "AboutViewController",
            "GalleryViewController", "PhotoViewController", "HomeViewController",
        ])
        #expect(facts.types["DetailViewController"]?.superclass == "BaseViewController")
        let home = try #require(facts.types["HomeViewController"])
        #expect(home.unwindActions.map(\.name) == ["unwindToHome"])
        #expect(home.methods.filter(\.isAction).map(\.selector) == [
            "openSettings:", "openProfile:", "openAbout", "pushDetail:", "startCheckout:", "showHelp:", "openNamed:",
            "openSegueByVariable:", "switchToSecondTab:", "resetStack:", "unwindToHome:",
        ])
    }

    @Test func shouldPerformSegueGates() throws {
        let home = try #require(try Fixtures.facts("SwiftApp").types["HomeViewController"])
        #expect(home.segueGates.map { "\($0.identifier ?? "*") \($0.answer) \($0.location)" } == [
            "blocked never HomeViewController.swift:82",
            "checkout conditional HomeViewController.swift:86",
            "purchase conditional HomeViewController.swift:86",
        ])
        let always = SwiftNavigationReader.read("""
            class A: UIViewController {
                override func shouldPerformSegue(withIdentifier id: String, sender: Any?) -> Bool {
                    return false
                }
            }
            class B: UIViewController {
                override func shouldPerformSegue(withIdentifier id: String, sender: Any?) -> Bool {
                    if loggedIn { return false }
                    return id != "x"
                }
            }
            """, file: "Gates.swift")
        #expect(always.flatMap { t in t.segueGates.map { "\(t.name) \($0.identifier ?? "*") \($0.answer)" } } == [
            "A * never", "B * conditional", "B * conditional",
        ])
    }

    /// What follows an early exit runs only when the exit is not taken: after a `guard` on
    /// anything but a followed controller binding, and after an `if` that returns, the steps are
    /// conditional (seen in NetNewsWire's `CloudKitAccountViewController.add(_:)`: `guard
    /// isiCloudDriveEnabled else { …; return }` then `dismiss`). An exit inside a closure or a
    /// loop leaves only that closure or loop.
    @Test func whatFollowsAnEarlyExitIsConditional() {
        let types = SwiftNavigationReader.read("""
            class Exits: UIViewController {
                func a() {
                    guard ready else { return }
                    dismiss(animated: true)
                }
                func b() {
                    guard let vc = storyboard?.instantiateViewController(withIdentifier: "D") else { return }
                    present(vc, animated: true)
                }
                func c() {
                    if busy { return }
                    performSegue(withIdentifier: "c", sender: nil)
                }
                func d() {
                    items.forEach { item in if item.done { return } }
                    for x in xs { if x { break } }
                    performSegue(withIdentifier: "d", sender: nil)
                }
                func e() {
                    if open { performSegue(withIdentifier: "e", sender: nil) }
                    dismiss(animated: true)
                }
            }
            """, file: "Exits.swift")
        #expect(types.flatMap(\.methods).flatMap(\.steps).map(Fixtures.render) == [
            "?dismisses (Exits.swift:4)",
            #"presents its storyboard's "D" (Exits.swift:8)"#,
            #"?performs segue "c" (Exits.swift:12)"#,
            #"performs segue "d" (Exits.swift:17)"#,
            #"?performs segue "e" (Exits.swift:20)"#,
            "dismisses (Exits.swift:21)",
        ])
    }

    @Test func lookalikesAreNotNavigation() {
        let types = SwiftNavigationReader.read(#"""
            class Screen: UIViewController {
                func f() {
                    // present(x, animated: true)
                    /* performSegue(withIdentifier: "a", sender: nil) */
                    let s = "performSegue(withIdentifier: \"b\", sender: nil)"
                    alert.present(other, animated: true)      // another object's present
                    player.dismiss(animated: true)            // and dismiss
                    tabBarController?.setViewControllers([A()], animated: false)   // a tab bar's, not a stack
                    present(makeController(), animated: true) // a controller from a helper: not literal
                }
            }
            func free() { performSegue(withIdentifier: "free", sender: nil) }
            """#, file: "Lookalikes.swift")
        // Comments, strings and free functions are not navigation. Another object's calls in
        // UIKit's form and a tab bar's setViewControllers are listed as not followed (issue 25:
        // a form the reader does not follow is reported, not dropped); never performed. The
        // helper's call is followed when tying code to scenes; what it returns is not guessed.
        #expect(types.flatMap(\.methods).flatMap(\.steps).map(Fixtures.render) == [
            "unrecognised present: called on alert, not on the controller or its containers (Lookalikes.swift:6)",
            "unrecognised dismiss: called on player, not on the controller or its containers (Lookalikes.swift:7)",
            "unrecognised setViewControllers: a tab bar controller's setViewControllers, not a navigation stack (Lookalikes.swift:8)",
            "dynamic present: makeController() (not literal) (Lookalikes.swift:9)",
            "calls makeController (Lookalikes.swift:9)",
        ])
    }

    /// Seen in real apps (artsy/eidolon's `performSegue(.ShowAdminOptions)`, an extension taking
    /// an enum; ResearchKit ORKCatalog's `stepViewController.present(…)`): UIKit's names in a form
    /// the reader does not follow are listed with their place, not dropped (issue 25's quality
    /// bar); the app's own argument-less `show()`/`dismiss()` are not UIKit's calls at all.
    @Test func uikitNamesInOtherFormsAreListedNotDropped() {
        let types = SwiftNavigationReader.read("""
            class Auction: UIViewController {
                func admin() {
                    performSegue(.ShowAdminOptions)
                    stepViewController.present(alert, animated: true, completion: nil)
                    show()
                    dismiss()
                    present(alert)
                }
            }
            """, file: "Auction.swift")
        #expect(types.flatMap(\.methods).flatMap(\.steps).map(Fixtures.render) == [
            "unrecognised performSegue: performSegue(_:) is not UIKit's form (Auction.swift:3)",
            "unrecognised present: called on stepViewController, not on the controller or its containers (Auction.swift:4)",
            "calls show (Auction.swift:5)",
            "calls dismiss (Auction.swift:6)",
            "unrecognised present: present(_:) is not UIKit's form (Auction.swift:7)",
        ])
    }

    @Test func brokenSourceStillReadsWhatParses() {
        // swift-syntax recovers from errors: the method after the broken one is still read (inside
        // the broken one, as the parser recovers it, so conditional: a nested function runs only when called).
        let types = SwiftNavigationReader.read("""
            class Broken: UIViewController {
                func half( {
                func later() { performSegue(withIdentifier: "later", sender: nil) }
            }
            """, file: "Broken.swift")
        #expect(types.flatMap(\.methods).flatMap(\.steps).map(Fixtures.render).contains(#"?performs segue "later" (Broken.swift:3)"#))
    }

    /// A class method of a controller class (seen in real apps: `X.fromStoryboard()`): the class
    /// is literal, the method's body is not read.
    @Test func factoriesOfControllerClasses() {
        let types = SwiftNavigationReader.read("""
            class List: UIViewController {
                @IBAction func add(_ sender: Any) {
                    let controller = NewReviewViewController.fromStoryboard()
                    controller.delegate = self
                    navigationController?.pushViewController(controller, animated: true)
                }
            }
            """, file: "List.swift")
        #expect(types.flatMap(\.methods).flatMap(\.steps).map(Fixtures.render) == [
            "pushes a NewReviewViewController from NewReviewViewController.fromStoryboard() (List.swift:5)",
        ])
    }
}
