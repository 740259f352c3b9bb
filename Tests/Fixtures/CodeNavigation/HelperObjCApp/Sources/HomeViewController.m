#import <UIKit/UIKit.h>
#import "SettingsViewController.h"

@interface HomeViewController : UIViewController
@end

@implementation HomeViewController

- (IBAction)openDetail:(id)sender {
    UIViewController *detail = [self.storyboard instantiateViewControllerWithIdentifier:@"Detail"];
    [self pushController:detail];
}

- (IBAction)openSettings:(id)sender {
    [self presentModally:[[SettingsViewController alloc] init]];
}

- (IBAction)openWizard:(id)sender {
    [self presentOnTop:[self.storyboard instantiateViewControllerWithIdentifier:@"Wizard"]];
}

@end

@implementation DetailViewController
@end

@implementation WizardViewController
@end
