#import "ContainerViewController.h"

@interface ListViewController : UITableViewController
@end

@interface SettingsViewController : UIViewController
- (IBAction)done:(id)sender;
@end

// Embedded in the container: its row and buttons ask the container, its parent.
@implementation ListViewController

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [(ContainerViewController *)self.parentViewController showDetail];
}

- (IBAction)openSettings:(id)sender {
    ContainerViewController *container = (ContainerViewController *)self.parentViewController;
    [container showSettings];
}

- (IBAction)openAbout:(id)sender {
    UIViewController *about = [self.storyboard instantiateViewControllerWithIdentifier:@"About"];
    [(MainNavigationController *)self.navigationController pushViewController:about animated:YES];
}

// The parent is no SettingsViewController: the cast does not hold, and nothing is done.
- (IBAction)closeWrongParent:(id)sender {
    [(SettingsViewController *)self.parentViewController done:self];
}

@end

@interface DetailViewController : UIViewController
@end

@implementation DetailViewController

- (IBAction)openHelp:(id)sender {
    UIViewController *help = [self.storyboard instantiateViewControllerWithIdentifier:@"Help"];
    [(UINavigationController *)self.view.window.rootViewController pushViewController:help animated:YES];
}

- (IBAction)startOver:(id)sender {
    [(ContainerViewController *)[self.navigationController.viewControllers firstObject] backToStart];
}

@end

@implementation SettingsViewController

- (IBAction)done:(id)sender {
    [(MainNavigationController *)self.presentingViewController finishSettings];
}

@end
