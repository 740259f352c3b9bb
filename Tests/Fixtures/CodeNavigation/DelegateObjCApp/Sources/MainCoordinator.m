#import "MainCoordinator.h"

@implementation MainCoordinator

- (instancetype)initWithNavigationController:(UINavigationController *)navigationController {
    if ((self = [super init])) {
        _navigationController = navigationController;
    }
    return self;
}

- (void)start {
    HomeViewController *home = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"HomeViewController"];
    home.delegate = self;
    [self.navigationController setViewControllers:@[home] animated:NO];
}

- (void)didSelect:(NSString *)item {
    DetailViewController *detail = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"DetailViewController"];
    detail.delegate = self;
    detail.item = item;
    [self.navigationController pushViewController:detail animated:YES];
}

- (void)didTapAdd {
    EditorViewController *editor = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"EditorViewController"];
    editor.delegate = self;
    [self.navigationController presentViewController:[[UINavigationController alloc] initWithRootViewController:editor] animated:YES completion:nil];
}

- (void)detailDidFinish {
    [self.navigationController popViewControllerAnimated:YES];
}

- (void)editorDidSave {
    [self.navigationController dismissViewControllerAnimated:YES completion:nil];
}

@end

// Another coordinator that shows the editor too.
@implementation DraftsCoordinator

- (void)showEditor {
    EditorViewController *editor = [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"EditorViewController"];
    editor.delegate = self;
    [self.navigationController pushViewController:editor animated:YES];
}

- (void)editorDidSave {
    [self.navigationController popViewControllerAnimated:YES];
}

@end
