#import <UIKit/UIKit.h>
#import "ViewControllers.h"

// Each coordinator holds the controller it coordinates in a property and navigates on it: it
// pushes and presents the next screens, performs the storyboard's manual segues, pops and
// dismisses — the controller's own calls, made by the coordinator.
@interface HomeCoordinator : NSObject <HomeViewControllerDelegate>
@property (strong, nonatomic) HomeViewController *rootController;
- (instancetype)initWithRootController:(HomeViewController *)rootController;
- (void)start;
@end

@interface DetailCoordinator : NSObject <DetailViewControllerDelegate>
@property (strong, nonatomic) DetailViewController *rootController;
- (void)start;
@end

@interface SettingsCoordinator : NSObject
@property (strong, nonatomic) SettingsViewController *rootController;
// Another class's controller: a message to it is not the calling Settings' own.
@property (strong, nonatomic) HomeViewController *homeController;
- (void)showHelp;
- (void)close;
- (void)startOver;
@end
