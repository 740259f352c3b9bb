#import <UIKit/UIKit.h>

@interface ContainerViewController : UIViewController
- (void)showDetail;
- (void)showSettings;
- (void)backToStart;
@end

@interface MainNavigationController : UINavigationController
- (void)finishSettings;
@end
