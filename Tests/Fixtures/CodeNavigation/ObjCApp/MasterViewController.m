#import "MasterViewController.h"
#import "DetailViewController.h"

// [self performSegueWithIdentifier:@"inComment" sender:self];

@interface MasterViewController () <UITableViewDelegate>
- (IBAction)unwindToMaster:(UIStoryboardSegue *)segue;
@end

@implementation MasterViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Master";
    [self configureView];
}

- (void)configureView {
    NSLog(@"[self performSegueWithIdentifier:@\"inString\" sender:nil]");
}

- (IBAction)openSettings:(id)sender {
    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Settings" bundle:nil];
    UIViewController *settings = [storyboard instantiateInitialViewController];
    [self presentViewController:settings animated:YES completion:nil];
}

- (IBAction)openProfile:(UIButton *)sender {
    ProfileViewController *profile = (ProfileViewController *)[self.storyboard instantiateViewControllerWithIdentifier:@"Profile"];
    profile.modalPresentationStyle = UIModalPresentationFullScreen;
    profile.modalTransitionStyle = UIModalTransitionStyleCrossDissolve;
    [self presentViewController:profile animated:YES completion:^{
        NSLog(@"presented");
    }];
}

- (IBAction)openAbout:(id)sender {
    AboutViewController *about = [[AboutViewController alloc] initWithNibName:nil bundle:nil];
    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:about];
    [self presentViewController:nav animated:YES completion:nil];
}

- (IBAction)pushDetail:(id)sender {
    [self showDetail];
}

- (void)showDetail {
    DetailViewController *detail = [DetailViewController new];
    [self.navigationController pushViewController:detail animated:YES];
}

- (IBAction)startCheckout:(id)sender {
    if (self.signedIn) {
        [self performSegueWithIdentifier:@"checkout" sender:self];
    } else
        [self performSegueWithIdentifier:@"signIn" sender:self];
}

- (IBAction)openNamed:(id)sender {
    NSString *name = [NSString stringWithFormat:@"%@Screen", @"Dynamic"];
    UIViewController *controller = [self.storyboard instantiateViewControllerWithIdentifier:name];
    [self showViewController:controller sender:self];
}

- (IBAction)switchToSecondTab:(id)sender {
    self.tabBarController.selectedIndex = 1;
}

- (IBAction)resetStack:(id)sender {
    [self.navigationController setViewControllers:@[[MasterViewController new], [[AboutViewController alloc] init]] animated:NO];
}

- (IBAction)unwindToMaster:(UIStoryboardSegue *)segue {
}

- (BOOL)shouldPerformSegueWithIdentifier:(NSString *)identifier sender:(id)sender {
    if ([identifier isEqualToString:@"blocked"]) {
        return NO;
    }
    if ([@"checkout" isEqualToString:identifier]) return self.signedIn;
    return YES;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    DetailViewController *detail = [[DetailViewController alloc] init];
    [self showViewController:detail sender:self];
}

@end

@implementation DetailViewController (Actions)

- (IBAction)done:(id)sender {
    [self.navigationController popViewControllerAnimated:YES];
}

- (IBAction)startOver:(id)sender {
    [self.navigationController popToRootViewControllerAnimated:YES];
}

- (IBAction)close:(id)sender {
    [self dismissViewControllerAnimated:YES completion:nil];
}

- (IBAction)showSplitDetail:(id)sender {
    [self showDetailViewController:[[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"Profile"] sender:self];
}

@end
