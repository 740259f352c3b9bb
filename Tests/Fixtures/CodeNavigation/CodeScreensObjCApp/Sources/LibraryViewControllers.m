#import "LibraryViewControllers.h"
#import "DetailViewController.h"

// The library's first tab, in a navigation controller: a row pushes an item's detail.
@implementation FavoritesViewController

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [self.navigationController pushViewController:[[DetailViewController alloc] initWithItem:@"Favorite"] animated:YES];
}

@end

// The library's second tab, in no navigation controller: its row's push goes to nil (the bug
// this app keeps for explore to find), and its close button dismisses the library.
@implementation RecentViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIButton *close = [UIButton buttonWithType:UIButtonTypeClose];
    [close addTarget:self action:@selector(closeLibrary) forControlEvents:UIControlEventTouchUpInside];
    self.tableView.tableHeaderView = close;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [self.navigationController pushViewController:[[DetailViewController alloc] initWithItem:@"Recent"] animated:YES];
}

- (void)closeLibrary {
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end

// An old screen only `-[HomeViewController openLegacy]` makes, which nothing calls.
@implementation LegacyViewController
@end
