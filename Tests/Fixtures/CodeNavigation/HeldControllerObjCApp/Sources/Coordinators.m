#import "Coordinators.h"

@implementation HomeCoordinator

- (instancetype)initWithRootController:(HomeViewController *)rootController {
    if ((self = [super init])) {
        _rootController = rootController;
    }
    return self;
}

- (void)start {
    self.rootController.delegate = self;
}

- (void)homeDidSelectRow {
    UIViewController *detail = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"Detail"];
    [self.rootController.navigationController pushViewController:detail animated:YES];
}

- (void)homeDidTapSettings {
    UIViewController *settings = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"Settings"];
    [self.rootController presentViewController:settings animated:YES completion:nil];
}

@end

@implementation DetailCoordinator

- (void)start {
    self.rootController.delegate = self;
}

- (void)detailDidFinish {
    [self.rootController.navigationController popViewControllerAnimated:YES];
}

@end

@implementation SettingsCoordinator

- (void)showHelp {
    [self.rootController performSegueWithIdentifier:@"help" sender:nil];
}

- (void)close {
    [self.rootController dismissViewControllerAnimated:YES completion:nil];
}

- (void)startOver {
    [self.homeController.navigationController popToRootViewControllerAnimated:YES];
}

@end
