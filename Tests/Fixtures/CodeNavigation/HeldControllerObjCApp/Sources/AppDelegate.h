#import <UIKit/UIKit.h>
#import "Coordinators.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@property (strong, nonatomic) HomeCoordinator *coordinator;
@end
