#import <UIKit/UIKit.h>

@interface SettingsViewController : UIViewController
- (IBAction)done:(id)sender;
@end

@interface AboutViewController : UIViewController
@end
