import SourceNavigation
import Testing

/// Issue 40, point 3: navigation done in the app's own helpers. `Tests/Fixtures/CodeNavigation/
/// HelperApp` (written for these tests after real apps' helpers: a `presentOnTop(_:)` that walks
/// `presentedViewController`, a computed `topmostPresentedViewController`, a recursive
/// `topPresented()`, a `push(_:)` wrapper, a protocol extension's `showAlert`) pins what is
/// followed from the call site into the helper, with the helper's parameters bound to what the
/// caller passes and the receiver resolved; what stays unknown stays listed.
@Suite struct HelperNavigationTests {
    static func facts() throws -> SourceFacts { try Fixtures.facts("HelperApp/Sources") }

    static func actions(_ customClass: String, _ facts: SourceFacts) -> [String] {
        SceneCodeActionsTests.render(SceneCodeActions.actions(customClass: customClass, connections: nil, facts: facts))
    }

    @Test func helpersAreFollowedWithTheCallersControllers() throws {
        let facts = try Self.facts()
        #expect(Self.actions("HomeViewController", facts) == [
            "@IBAction openDetail: → HomeViewController.openDetail(_:): pushes its storyboard's \"Detail\" (UIViewController+Presentation.swift:31) via push(_:)",
            "@IBAction openHelp: → HomeViewController.openHelp(_:): presents a new UIAlertController (UIViewController+Presentation.swift:57) via showAlert(title:message:)",
            // The helper is handed what `makeSettings()` returns: not literal, never guessed.
            "@IBAction openSettings: → HomeViewController.openSettings(_:): dynamic present: viewController (not literal) (UIViewController+Presentation.swift:26) via presentOnTop(_:animated:)",
            // After `guard !hasCompletedSetup`: conditional; the `DispatchQueue.main.async` closure itself is not.
            "on appearance (viewDidAppear) → HomeViewController.viewDidAppear(_:): ?presents its storyboard's \"Wizard\" on the top of its presentations (UIViewController+Presentation.swift:26) via presentOnTop(_:animated:)",
        ])
    }

    @Test func receiversThatAreTheTopOfThePresentations() throws {
        let facts = try Self.facts()
        #expect(Self.actions("WizardViewController", facts) == [
            "@IBAction next: → WizardViewController.next(_:): presents its storyboard's \"WizardStep\" on the top of its presentations (WizardViewController.swift:6)",
        ])
        #expect(Self.actions("DetailViewController", facts) == [
            "@IBAction share: → DetailViewController.share(_:): presents a new UIActivityViewController on the top of its presentations (WizardViewController.swift:19)",
            "@IBAction sendFeedback: → DetailViewController.sendFeedback(_:): presents a new UIAlertController on its window's root (WizardViewController.swift:25)",
            // A property that is nil when nothing is presented: the call may go to nil; listed, not followed.
            "@IBAction report: → DetailViewController.report(_:): unrecognised present: called on topPresentedViewController, not on the controller or its containers (WizardViewController.swift:31)",
        ])
    }

    @Test func theHelperAsRead() throws {
        let steps = Fixtures.steps(try Self.facts()).filter { $0.hasPrefix("UIViewController.") || $0.hasPrefix("Alertable.") }
        #expect(steps == [
            "UIViewController.presentOnTop(_:animated:): dynamic present: viewController (not literal) (UIViewController+Presentation.swift:26)",
            "UIViewController.push(_:): dynamic pushViewController: viewController (not literal) (UIViewController+Presentation.swift:31)",
            "Alertable.showAlert(title:message:): presents a new UIAlertController (UIViewController+Presentation.swift:57)",
        ])
        let presentOnTop = try #require(try Self.facts().types["UIViewController"]?.methods.first { $0.baseName == "presentOnTop" })
        #expect(presentOnTop.parameters == ["viewController", "animated"])
        #expect(presentOnTop.steps[0].receiver == .topOfPresentations)
        #expect(presentOnTop.steps[0].pending == .present(.parameter("viewController"), presentationStyle: nil, transitionStyle: nil))
    }

    /// Each recognised form of "the top of self's presentations", and forms that are not it.
    @Test func topOfPresentationsMembers() {
        let source = """
        extension UIViewController {
            var walked: UIViewController { var top = self; while let p = top.presentedViewController { top = p }; return top }
            var walkedWithNil: UIViewController { var top = self; while top.presentedViewController != nil { top = top.presentedViewController! }; return top }
            var recursive: UIViewController { presentedViewController?.recursive ?? self }
            func recursiveMethod() -> UIViewController { if let p = presentedViewController { return p.recursiveMethod() }; return self }
            var fromTheKeyWindow: UIViewController? { var top = UIApplication.shared.keyWindow?.rootViewController; while let p = top?.presentedViewController { top = p }; return top }
            var nilWhenNothingIsPresented: UIViewController? { guard var top = presentedViewController else { return nil }; while let p = top.presentedViewController { top = p }; return top }
            var alsoVisible: UIViewController { if let nav = self as? UINavigationController { return nav.visibleViewController! }; return presentedViewController?.alsoVisible ?? self }
            var justSelf: UIViewController { self }
        }
        final class A: UIViewController {
            func go() {
                walked.present(BViewController(), animated: true)
                walkedWithNil.present(BViewController(), animated: true)
                recursive.present(BViewController(), animated: true)
                recursiveMethod().present(BViewController(), animated: true)
                fromTheKeyWindow?.present(BViewController(), animated: true)
                nilWhenNothingIsPresented?.present(BViewController(), animated: true)
                alsoVisible.present(BViewController(), animated: true)
                let top = self.walked
                top.present(BViewController(), animated: true)
            }
        }
        final class BViewController: UIViewController {}
        """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.swift", text: source)])
        #expect(Fixtures.steps(facts).filter { $0.hasPrefix("A.go") } == [
            "A.go(): presents a new BViewController on the top of its presentations (A.swift:13)",
            "A.go(): presents a new BViewController on the top of its presentations (A.swift:14)",
            "A.go(): presents a new BViewController on the top of its presentations (A.swift:15)",
            "A.go(): presents a new BViewController on the top of its presentations (A.swift:16)",
            "A.go(): calls recursiveMethod (A.swift:16)",
            "A.go(): presents a new BViewController on the top of its window's presentations (A.swift:17)",
            "A.go(): unrecognised present: called on nilWhenNothingIsPresented, not on the controller or its containers (A.swift:18)",
            "A.go(): unrecognised present: called on alsoVisible, not on the controller or its containers (A.swift:19)",
            "A.go(): presents a new BViewController on the top of its presentations (A.swift:21)",
        ])
    }

    /// The window's root, as apps name it, and a walk from it.
    @Test func windowRoots() {
        let source = """
        final class A: UIViewController {
            func go() {
                view.window?.rootViewController?.dismiss(animated: true)
                UIApplication.shared.keyWindow?.rootViewController?.present(BViewController(), animated: true)
                (UIApplication.shared.delegate?.window??.rootViewController as? UINavigationController)?.present(BViewController(), animated: true)
                if var top = UIApplication.shared.windows.first?.rootViewController {
                    while let presented = top.presentedViewController { top = presented }
                    top.present(BViewController(), animated: true)
                }
                UIApplication.shared.connectedScenes.first?.delegate?.window??.rootViewController?.present(BViewController(), animated: true)
                (view.window?.rootViewController as? UINavigationController)?.pushViewController(BViewController(), animated: true)
            }
        }
        final class BViewController: UIViewController {}
        """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.swift", text: source)])
        #expect(Fixtures.steps(facts) == [
            "A.go(): dismisses on its window's root (A.swift:3)",
            "A.go(): presents a new BViewController on its window's root (A.swift:4)",
            // A cast may fail: conditional, and made on the window's root only when it is of that class.
            "A.go(): ?presents a new BViewController on its window's root as a UINavigationController (A.swift:5)",
            "A.go(): ?presents a new BViewController on the top of its window's presentations (A.swift:8)",
            "A.go(): unrecognised present: called on UIApplication.shared.connectedScenes.first?.delegate?.window??.rootViewController, not on the controller or its containers (A.swift:10)",
            "A.go(): ?pushes a new BViewController on its window's root as a UINavigationController (A.swift:11)",
        ])
    }

    /// Objective-C: a category's helpers, their parameters bound to the caller's controllers; the
    /// walk to the top of the presentations is not read in Objective-C (listed, not followed).
    @Test func objectiveCCategoryHelpers() throws {
        let facts = try Fixtures.facts("HelperObjCApp/Sources")
        #expect(Self.actions("HomeViewController", facts) == [
            "@IBAction openDetail: → HomeViewController.openDetail:: pushes its storyboard's \"Detail\" (UIViewController+Navigation.m:7) via pushController:",
            "@IBAction openSettings: → HomeViewController.openSettings:: presents a new SettingsViewController (fullScreen) (UIViewController+Navigation.m:12) via presentModally:",
            "@IBAction openWizard: → HomeViewController.openWizard:: presents its storyboard's \"Wizard\" on the top of its presentations (UIViewController+Navigation.m:21) via presentOnTop:",
        ])
        // A class whose @interface (and superclass) is in a header, which is not read, is a scene's
        // class, so a view controller: the category applies.
        let source = """
        @implementation UIViewController (Nav)
        - (void)show:(UIViewController *)vc { [self presentViewController:vc animated:YES completion:nil]; }
        @end
        @implementation ListViewController
        - (IBAction)add:(id)sender { [self show:[[EditorViewController alloc] init]]; }
        @end
        """
        let inline = SourceFacts.read([SourceFacts.File(path: "A.m", text: source)])
        #expect(Self.actions("ListViewController", inline) == [
            "@IBAction add: → ListViewController.add:: presents a new EditorViewController (A.m:2) via show:",
        ])
    }

    @Test func mainQueueClosuresRunOthersMayNot() {
        let source = """
        final class A: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                DispatchQueue.main.async { self.present(BViewController(), animated: true) }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.present(BViewController(), animated: true) }
                URLSession.shared.dataTask(with: url) { _, _, _ in self.present(BViewController(), animated: true) }.resume()
            }
        }
        """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.swift", text: source)])
        #expect(Fixtures.steps(facts) == [
            "A.viewDidAppear(_:): presents a new BViewController (A.swift:3)",
            "A.viewDidAppear(_:): presents a new BViewController (A.swift:4)",
            "A.viewDidAppear(_:): ?presents a new BViewController (A.swift:5)",
        ])
    }

    /// A `UITableViewController` subclass finds a `UIViewController` extension's helper (UIKit's
    /// ancestry), and a cast of the helper's parameter may fail: what follows it is conditional.
    @Test func uikitAncestryAndParameterCasts() {
        let source = """
        extension UIViewController {
            func showEditor(_ vc: UIViewController) {
                guard let editor = vc as? EditorViewController else { return }
                present(editor, animated: true)
            }
        }
        final class ListViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                showEditor(EditorViewController())
            }
        }
        final class EditorViewController: UIViewController {}
        """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.swift", text: source)])
        #expect(Self.actions("ListViewController", facts) == [
            "tap a table row → ListViewController.tableView(_:didSelectRowAt:): ?presents a new EditorViewController (A.swift:4) via showEditor(_:)",
        ])
    }
}
