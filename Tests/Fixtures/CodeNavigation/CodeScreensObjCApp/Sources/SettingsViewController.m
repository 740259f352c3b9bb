#import "SettingsViewController.h"

// Settings, whose view comes from SettingsViewController.xib (`initWithNibName:bundle:`): its
// Done button is wired there to `done:`; an About button made here pushes About.
@implementation SettingsViewController

- (IBAction)done:(id)sender {
    [self dismissViewControllerAnimated:YES completion:nil];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    UIButton *about = [UIButton buttonWithType:UIButtonTypeInfoLight];
    [about addTarget:self action:@selector(showAbout) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:about];
}

- (void)showAbout {
    [self.navigationController pushViewController:[[AboutViewController alloc] init] animated:YES];
}

@end

@implementation AboutViewController
@end
