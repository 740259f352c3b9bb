#import <UIKit/UIKit.h>

@interface HomeViewController : UITableViewController
@end
