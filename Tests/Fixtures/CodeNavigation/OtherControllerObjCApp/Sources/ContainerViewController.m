#import "ContainerViewController.h"

// Home: a container whose embedded list asks it to show the next screens.
@implementation ContainerViewController

- (void)showDetail {
    UIViewController *detail = [self.storyboard instantiateViewControllerWithIdentifier:@"Detail"];
    [self.navigationController pushViewController:detail animated:YES];
}

- (void)showSettings {
    UIViewController *settings = [self.storyboard instantiateViewControllerWithIdentifier:@"Settings"];
    settings.modalPresentationStyle = UIModalPresentationFullScreen;
    [self presentViewController:settings animated:YES completion:nil];
}

- (void)backToStart {
    [self.navigationController popToRootViewControllerAnimated:YES];
}

@end

// The app's navigation controller: what its settings screen asks it when done.
@implementation MainNavigationController

- (void)finishSettings {
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end
