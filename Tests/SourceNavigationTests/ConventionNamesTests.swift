import SourceNavigation
import Testing

/// Issue 40, point 3: identifiers and storyboards named through an app's conventions
/// (`LiteralNames`, `StaticFactories`), each form as real apps write it, and forms that are not
/// fixed in the source, which stay not literal (never guessed).
@Suite struct ConventionNamesTests {
    static func steps(_ source: String) -> [String] {
        Fixtures.steps(SourceFacts.read([SourceFacts.File(path: "A.swift", text: source)])).filter { !$0.contains(": calls ") }
    }

    @Test func theConventionsAppAsRead() throws {
        let steps = Fixtures.steps(try Fixtures.facts("ConventionsApp/Sources")).filter { !$0.contains(": calls ") }
        #expect(steps == [
            #"HomeViewController.openDetail(_:): pushes Main.storyboard's "DetailViewController" (HomeViewController.swift:7)"#,
            #"HomeViewController.openProfile(_:): presents Main.storyboard's "ProfileViewController" (HomeViewController.swift:12)"#,
            #"HomeViewController.openSettings(_:): shows its storyboard's "Settings" (HomeViewController.swift:17)"#,
            #"HomeViewController.openHelp(_:): presents a navigation controller around its storyboard's "HelpViewController" (HomeViewController.swift:22)"#,
            #"HomeViewController.openAbout(_:): performs segue "about" (HomeViewController.swift:26)"#,
            #"HomeViewController.openLegal(_:): performs segue "showLegal" (HomeViewController.swift:31)"#,
        ])
    }

    @Test func identifierForms() {
        let source = #"""
        let detailIdentifier = "Detail"
        enum Segue: String { case checkout, signIn = "sign-in" }
        enum Count: Int { case one = 1 }
        struct Ids { static let profile = "Profile"; static var help: String { "Help" } }
        final class HomeViewController: UIViewController {
            func go(_ name: String) {
                performSegue(withIdentifier: Segue.checkout.rawValue, sender: nil)
                performSegue(withIdentifier: Segue.signIn.rawValue, sender: nil)
                present(storyboard!.instantiateViewController(withIdentifier: Ids.profile), animated: true)
                present(storyboard!.instantiateViewController(withIdentifier: Ids.help), animated: true)
                present(storyboard!.instantiateViewController(withIdentifier: detailIdentifier), animated: true)
                let id = "Local"
                present(storyboard!.instantiateViewController(withIdentifier: id), animated: true)
                present(storyboard!.instantiateViewController(withIdentifier: String(describing: HomeViewController.self)), animated: true)
                present(storyboard!.instantiateViewController(withIdentifier: String(describing: self)), animated: true)
                performSegue(withIdentifier: name, sender: nil)
                performSegue(withIdentifier: Segue.missing.rawValue, sender: nil)
            }
        }
        final class OtherViewController: UIViewController {
            var detailIdentifier = ProcessInfo.processInfo.environment["DETAIL"] ?? "Detail"
            func go() {
                present(storyboard!.instantiateViewController(withIdentifier: detailIdentifier), animated: true)
            }
        }
        """#
        #expect(Self.steps(source) == [
            #"HomeViewController.go(_:): performs segue "checkout" (A.swift:7)"#,
            #"HomeViewController.go(_:): performs segue "sign-in" (A.swift:8)"#,
            #"HomeViewController.go(_:): presents its storyboard's "Profile" (A.swift:9)"#,
            #"HomeViewController.go(_:): presents its storyboard's "Help" (A.swift:10)"#,
            #"HomeViewController.go(_:): presents its storyboard's "Detail" (A.swift:11)"#,
            #"HomeViewController.go(_:): presents its storyboard's "Local" (A.swift:13)"#,
            #"HomeViewController.go(_:): presents its storyboard's "HomeViewController" (A.swift:14)"#,
            // An instance's description is not its class's name: not literal.
            #"HomeViewController.go(_:): dynamic present: identifier String(describing: self) (not literal) (A.swift:15)"#,
            #"HomeViewController.go(_:): dynamic performSegue: identifier name is not a literal (A.swift:16)"#,
            #"HomeViewController.go(_:): dynamic performSegue: identifier Segue.missing.rawValue is not a literal (A.swift:17)"#,
            // The class's own property of the top-level constant's name is what the name means there.
            #"OtherViewController.go(): dynamic present: identifier detailIdentifier (not literal) (A.swift:23)"#,
        ])
    }

    @Test func storyboardPropertiesAndFactories() {
        let source = #"""
        extension UIStoryboard {
            static let settings = UIStoryboard(name: "Settings", bundle: .main)
            class var main: UIStoryboard { return UIStoryboard(name: "Main", bundle: nil) }
        }
        protocol Storyboarded {}
        extension Storyboarded where Self: UIViewController {
            static func instantiate() -> Self {
                UIStoryboard.main.instantiateViewController(withIdentifier: String(describing: self)) as! Self
            }
            static func fromClassName() -> Self {
                let name = NSStringFromClass(self).components(separatedBy: ".")[1]
                return UIStoryboard.main.instantiateViewController(withIdentifier: name) as! Self
            }
            static func from(_ storyboard: UIStoryboard = .main) -> Self {
                storyboard.instantiateViewController(withIdentifier: String(describing: self)) as! Self
            }
        }
        final class HomeViewController: UIViewController {
            func go() {
                present(UIStoryboard.settings.instantiateInitialViewController()!, animated: true)
                present(ProfileViewController.instantiate(), animated: true)
                present(ProfileViewController.fromClassName(), animated: true)
                present(ProfileViewController.from(), animated: true)
                present(OtherViewController.instantiate(), animated: true)
            }
        }
        final class ProfileViewController: UIViewController, Storyboarded {}
        final class OtherViewController: UIViewController {}
        """#
        #expect(Self.steps(source).filter { $0.hasPrefix("HomeViewController.go") } == [
            #"HomeViewController.go(): presents Settings.storyboard's initial controller (A.swift:20)"#,
            #"HomeViewController.go(): presents Main.storyboard's "ProfileViewController" (A.swift:21)"#,
            // `NSStringFromClass` gives the module-qualified name, split at run time: not read.
            #"HomeViewController.go(): presents a ProfileViewController from ProfileViewController.fromClassName() (A.swift:22)"#,
            // The storyboard is a parameter (its default is not followed).
            #"HomeViewController.go(): presents a ProfileViewController from ProfileViewController.from() (A.swift:23)"#,
            // OtherViewController does not adopt Storyboarded: its `instantiate()` is not that one.
            #"HomeViewController.go(): presents a OtherViewController from OtherViewController.instantiate() (A.swift:24)"#,
        ])
    }
}
