import SourceNavigation
import Testing

/// The Objective-C reader on the synthetic app (`Tests/Fixtures/CodeNavigation/ObjCApp`) and
/// small sources: message sends nested and with blocks, casts, local names, styles, categories,
/// comments, strings and preprocessor lines ignored.
@Suite struct ObjCNavigationReaderTests {
    @Test func everyFormOfTheSyntheticApp() throws {
        let steps = Fixtures.steps(try Fixtures.facts("ObjCApp"))
        #expect(steps == [
            "MasterViewController.viewDidLoad: calls configureView (MasterViewController.m:15)",
            "MasterViewController.openSettings:: presents Settings.storyboard's initial controller (MasterViewController.m:25)",
            "MasterViewController.openProfile:: presents its storyboard's \"Profile\" (fullScreen) (transition crossDissolve) (MasterViewController.m:32)",
            "MasterViewController.openAbout:: presents a navigation controller around a new AboutViewController (MasterViewController.m:40)",
            "MasterViewController.pushDetail:: calls showDetail (MasterViewController.m:44)",
            "MasterViewController.showDetail: pushes a new DetailViewController (MasterViewController.m:49)",
            "MasterViewController.startCheckout:: ?performs segue \"checkout\" (MasterViewController.m:54)",
            "MasterViewController.startCheckout:: ?performs segue \"signIn\" (MasterViewController.m:56)",
            "MasterViewController.openNamed:: dynamic showViewController:sender:: identifier name (not literal) (MasterViewController.m:62)",
            "MasterViewController.switchToSecondTab:: selects tab 1 (MasterViewController.m:66)",
            "MasterViewController.resetStack:: sets the navigation stack to [a new MasterViewController, a new AboutViewController] (MasterViewController.m:70)",
            "MasterViewController.tableView:didSelectRowAtIndexPath:: shows a new DetailViewController (MasterViewController.m:87)",
            "DetailViewController.done:: pops (MasterViewController.m:95)",
            "DetailViewController.startOver:: pops to the root (MasterViewController.m:99)",
            "DetailViewController.close:: dismisses (MasterViewController.m:103)",
            "DetailViewController.showSplitDetail:: shows as detail Main.storyboard's \"Profile\" (MasterViewController.m:107)",
        ])
    }

    /// Issue 40, point 3 in Objective-C: identifiers written as the file-scope constants apps
    /// declare (`static NSString *const`, `NSString * const`, `#define` in another file) and
    /// `NSStringFromClass([X class])` are literals, as Swift's constants are (`LiteralNames`); a
    /// parameter of the same name is not the constant, nor is a constant that is not a string.
    @Test func constantsDeclaredAtFileScopeAreLiterals() {
        let constants = """
            #import <UIKit/UIKit.h>
            #define kSettingsSegue @"showSettings"
            #define kTimeout 30
            NSString * const HelpID = @"Help";
            """
        let home = """
            static NSString *const kDetailIdentifier = @"Detail";

            @implementation HomeViewController
            - (IBAction)openDetail:(id)sender {
                UIViewController *vc = [self.storyboard instantiateViewControllerWithIdentifier:kDetailIdentifier];
                [self.navigationController pushViewController:vc animated:YES];
            }
            - (IBAction)openSettings:(id)sender {
                [self performSegueWithIdentifier:kSettingsSegue sender:self];
            }
            - (IBAction)openHelp:(id)sender {
                [self presentViewController:[self.storyboard instantiateViewControllerWithIdentifier:HelpID] animated:YES completion:nil];
            }
            - (void)open:(NSString *)kDetailIdentifier {
                [self performSegueWithIdentifier:kDetailIdentifier sender:self];
            }
            - (IBAction)openTimeout:(id)sender {
                [self performSegueWithIdentifier:kTimeout sender:self];
            }
            @end
            """
        let facts = SourceFacts.read([SourceFacts.File(path: "Constants.h", text: constants), SourceFacts.File(path: "Home.m", text: home)])
        #expect(Fixtures.steps(facts) == [
            "HomeViewController.openDetail:: pushes its storyboard's \"Detail\" (Home.m:6)",
            "HomeViewController.openSettings:: performs segue \"showSettings\" (Home.m:9)",
            "HomeViewController.openHelp:: presents its storyboard's \"Help\" (Home.m:12)",
            "HomeViewController.open:: dynamic performSegueWithIdentifier:sender:: identifier kDetailIdentifier is not a literal (Home.m:15)",
            "HomeViewController.openTimeout:: dynamic performSegueWithIdentifier:sender:: identifier kTimeout is not a literal (Home.m:18)",
        ])
    }

    @Test func unwindActionsAndGates() throws {
        let facts = try Fixtures.facts("ObjCApp")
        let master = try #require(facts.types["MasterViewController"])
        #expect(master.unwindActions.map(\.name) == ["unwindToMaster"])
        #expect(master.segueGates.map { "\($0.identifier ?? "*") \($0.answer) \($0.location)" } == [
            "blocked never MasterViewController.m:78",
            "checkout conditional MasterViewController.m:80",
        ])
    }

    @Test func blocksAreConditionalAndDynamicIdentifiersReported() {
        let types = ObjCNavigationReader.read("""
            @implementation Screen
            - (void)go:(id)sender {
                [self.presenter presentViewController:other animated:YES completion:nil];
                [UIView animateWithDuration:0.3 animations:^{
                    [self.navigationController popViewControllerAnimated:NO];
                } completion:^(BOOL finished) {
                    [self performSegueWithIdentifier:self.nextSegue sender:nil];
                }];
                NSString *sb = @"Main";
                [self presentViewController:[[UIStoryboard storyboardWithName:sb bundle:nil] instantiateInitialViewController] animated:YES completion:nil];
            }
            @end
            """, file: "Screen.m")
        // Another object's presentViewController: listed as not followed (issue 25: reported, not dropped).
        #expect(types.flatMap(\.methods).flatMap(\.steps).map(Fixtures.render) == [
            "unrecognised presentViewController:animated:completion:: sent to self.presenter, not to the controller or its containers (Screen.m:3)",
            "?pops (Screen.m:5)",
            "?dynamic performSegueWithIdentifier:sender:: identifier self.nextSegue is not a literal (Screen.m:7)",
            "dynamic presentViewController:animated:completion:: storyboard name sb (not literal) (Screen.m:10)",
        ])
    }

    /// A class method of a controller class (seen in real apps: `alertControllerWithTitle:…`).
    @Test func factoriesOfControllerClasses() {
        let types = ObjCNavigationReader.read("""
            @implementation Screen
            - (void)warn {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Oops" message:nil
                                                                        preferredStyle:UIAlertControllerStyleAlert];
                [self presentViewController:alert animated:YES completion:nil];
            }
            @end
            """, file: "Screen.m")
        #expect(types.flatMap(\.methods).flatMap(\.steps).map(Fixtures.render) == [
            "presents a UIAlertController from [UIAlertController alertControllerWithTitle:message:preferredStyle:] (Screen.m:5)",
        ])
    }
}
