#import "MainCoordinator.h"

@implementation HomeViewController

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [self.delegate didSelect:[NSString stringWithFormat:@"item %ld", (long)indexPath.row]];
}

- (IBAction)add:(id)sender {
    [self.delegate didTapAdd];
}

@end

@implementation DetailViewController

- (IBAction)done:(id)sender {
    [self.delegate detailDidFinish];
}

@end

@implementation EditorViewController

- (IBAction)save:(id)sender {
    [self.delegate editorDidSave];
}

@end
