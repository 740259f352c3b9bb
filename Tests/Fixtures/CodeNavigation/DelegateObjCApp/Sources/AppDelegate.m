#import "AppDelegate.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UINavigationController *navigationController = (UINavigationController *)self.window.rootViewController;
    self.coordinator = [[MainCoordinator alloc] initWithNavigationController:navigationController];
    [self.coordinator start];
    return YES;
}

@end
