#import <UIKit/UIKit.h>
#import "MainCoordinator.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@property (strong, nonatomic) MainCoordinator *coordinator;
@end
