// Written for Proscenium's tests: the Objective-C counterpart of MenuHelperApp. Home's "More"
// bar button item shows a menu made in code; a category's helper wraps a controller in a
// navigation controller and presents it; scenes are instantiated by their class's name.
#import <UIKit/UIKit.h>

@interface HomeViewController : UIViewController
@property (nonatomic, weak) IBOutlet UIBarButtonItem *moreButton;
@property (nonatomic) BOOL showsAbout;
@end

@interface DetailViewController : UIViewController
@end

@interface AboutViewController : UIViewController
@end

@interface SettingsViewController : UITableViewController
@end

@implementation UIViewController (Navigation)

- (void)presentInNav:(UIViewController *)viewController {
    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:viewController];
    [self presentViewController:nav animated:YES completion:nil];
}

@end

@implementation HomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    __weak typeof(self) weakSelf = self;
    NSMutableArray *items = [NSMutableArray array];
    [items addObject:[UIAction actionWithTitle:@"Settings" image:nil identifier:nil handler:^(UIAction *action) {
        [weakSelf showSettings];
    }]];
    if (self.showsAbout) {
        [items addObject:[UIAction actionWithTitle:@"About" image:nil identifier:nil handler:^(UIAction *action) {
            [weakSelf showAbout];
        }]];
    }
    [items addObject:[UIAction actionWithTitle:@"Log" image:nil identifier:nil handler:^(UIAction *action) {
        NSLog(@"log");
    }]];
    self.moreButton.menu = [UIMenu menuWithChildren:items];
}

- (IBAction)openDetail:(id)sender {
    UIViewController *detail = [[UIStoryboard storyboardWithName:@"Main" bundle:nil]
        instantiateViewControllerWithIdentifier:NSStringFromClass([DetailViewController class])];
    [self.navigationController pushViewController:detail animated:YES];
}

- (void)showSettings {
    [self presentInNav:[[SettingsViewController alloc] init]];
}

- (void)showAbout {
    UIViewController *about = [[UIStoryboard storyboardWithName:@"Main" bundle:nil]
        instantiateViewControllerWithIdentifier:NSStringFromClass([AboutViewController class])];
    [self presentInNav:about];
}

@end

@implementation DetailViewController
@end

@implementation AboutViewController

- (IBAction)close:(id)sender {
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end

@implementation SettingsViewController

- (IBAction)done:(id)sender {
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end
