#import "HomeViewController.h"
#import "DetailViewController.h"
#import "SettingsViewController.h"
#import "LibraryViewControllers.h"

// The list the app opens on: a row pushes its detail, the bar buttons present the settings
// and a library in a tab bar controller made here.
@implementation HomeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Home";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Settings" style:UIBarButtonItemStylePlain target:self action:@selector(openSettings)];
    self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemBookmarks target:self action:@selector(openLibrary:)];
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    DetailViewController *detail = [[DetailViewController alloc] initWithItem:@"Inbox"];
    [self.navigationController pushViewController:detail animated:YES];
}

- (void)openSettings {
    SettingsViewController *settings = [[SettingsViewController alloc] initWithNibName:@"SettingsViewController" bundle:nil];
    [self presentViewController:[[UINavigationController alloc] initWithRootViewController:settings] animated:YES completion:nil];
}

- (void)openLibrary:(UIBarButtonItem *)sender {
    UITabBarController *library = [[UITabBarController alloc] init];
    library.viewControllers = @[[[UINavigationController alloc] initWithRootViewController:[[FavoritesViewController alloc] init]], [[RecentViewController alloc] init]];
    [self presentViewController:library animated:YES completion:nil];
}

// Nothing calls it any more: the class it makes is a screen no path reaches.
- (void)openLegacy {
    [self.navigationController pushViewController:[[LegacyViewController alloc] init] animated:YES];
}

@end
