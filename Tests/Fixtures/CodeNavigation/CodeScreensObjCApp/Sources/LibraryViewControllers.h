#import <UIKit/UIKit.h>

@interface FavoritesViewController : UITableViewController
@end

@interface RecentViewController : UITableViewController
@end

@interface LegacyViewController : UIViewController
@end
