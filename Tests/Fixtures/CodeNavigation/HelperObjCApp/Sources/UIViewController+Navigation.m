#import <UIKit/UIKit.h>

// The app's navigation helpers, in a category on UIViewController.
@implementation UIViewController (Navigation)

- (void)pushController:(UIViewController *)viewController {
    [self.navigationController pushViewController:viewController animated:YES];
}

- (void)presentModally:(UIViewController *)viewController {
    viewController.modalPresentationStyle = UIModalPresentationFullScreen;
    [self presentViewController:viewController animated:YES completion:nil];
}

// Walks to the top of the presentations, then presents there.
- (void)presentOnTop:(UIViewController *)viewController {
    UIViewController *top = self;
    while (top.presentedViewController) {
        top = top.presentedViewController;
    }
    [top presentViewController:viewController animated:YES completion:nil];
}

@end
