#import "HomeViewController.h"

@implementation HomeViewController

// A picker the user cannot pull down, resting at its large detent; dragged, it goes medium.
- (IBAction)openPicker:(id)sender {
    UIViewController *picker = [self.storyboard instantiateViewControllerWithIdentifier:@"Picker"];
    UISheetPresentationController *sheet = picker.sheetPresentationController;
    sheet.detents = @[UISheetPresentationControllerDetent.mediumDetent, [UISheetPresentationControllerDetent largeDetent]];
    sheet.selectedDetentIdentifier = UISheetPresentationControllerDetentIdentifierLarge;
    picker.modalInPresentation = YES;
    [self presentViewController:picker animated:YES completion:nil];
}

@end

@implementation PickerViewController

- (IBAction)done:(id)sender {
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end
