#import "ViewControllers.h"
#import "Coordinators.h"

@implementation HomeViewController

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [self.delegate homeDidSelectRow];
}

- (IBAction)openSettings:(id)sender {
    [self.delegate homeDidTapSettings];
}

@end

@implementation DetailViewController

- (IBAction)done:(id)sender {
    [self.delegate detailDidFinish];
}

@end

@implementation SettingsViewController

- (IBAction)help:(id)sender {
    [self.coordinator showHelp];
}

- (IBAction)close:(id)sender {
    [self.coordinator close];
}

- (IBAction)startOver:(id)sender {
    [self.coordinator startOver];
}

@end
