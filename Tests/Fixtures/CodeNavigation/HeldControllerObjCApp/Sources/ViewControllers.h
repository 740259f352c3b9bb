#import <UIKit/UIKit.h>

@class SettingsCoordinator;

@protocol HomeViewControllerDelegate <NSObject>
- (void)homeDidSelectRow;
- (void)homeDidTapSettings;
@end

@protocol DetailViewControllerDelegate <NSObject>
- (void)detailDidFinish;
@end

// Tells its delegate, the coordinator holding it, what the user did.
@interface HomeViewController : UITableViewController
@property (weak, nonatomic) id<HomeViewControllerDelegate> delegate;
@end

@interface DetailViewController : UIViewController
@property (weak, nonatomic) id<DetailViewControllerDelegate> delegate;
@end

// Holds its coordinator in a property of the coordinator's class.
@interface SettingsViewController : UIViewController
@property (strong, nonatomic) SettingsCoordinator *coordinator;
@end
