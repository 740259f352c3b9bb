#import "AppDelegate.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    // The storyboard's root stays the window's; the coordinator is handed its Home.
    UINavigationController *navigationController = (UINavigationController *)self.window.rootViewController;
    HomeViewController *home = (HomeViewController *)navigationController.topViewController;
    self.coordinator = [[HomeCoordinator alloc] initWithRootController:home];
    [self.coordinator start];
    return YES;
}

@end
