#import <UIKit/UIKit.h>

@protocol HomeDelegate <NSObject>
- (void)didSelect:(NSString *)item;
- (void)didTapAdd;
@end

@protocol DetailDelegate <NSObject>
- (void)detailDidFinish;
@end

// Adopted by two objects that each make themselves an editor's delegate: which one an editor
// has is not known from the code, so its message is not followed.
@protocol EditorDelegate <NSObject>
- (void)editorDidSave;
@end

// The coordinator: it makes each controller and becomes its delegate.
@interface MainCoordinator : NSObject <HomeDelegate, DetailDelegate, EditorDelegate>
@property (strong, nonatomic) UINavigationController *navigationController;
- (instancetype)initWithNavigationController:(UINavigationController *)navigationController;
- (void)start;
@end

@interface DraftsCoordinator : NSObject <EditorDelegate>
@property (strong, nonatomic) UINavigationController *navigationController;
@end

@interface HomeViewController : UITableViewController
@property (weak, nonatomic) id<HomeDelegate> delegate;
@end

@interface DetailViewController : UIViewController
@property (weak, nonatomic) id<DetailDelegate> delegate;
@property (copy, nonatomic) NSString *item;
@end

@interface EditorViewController : UIViewController
@property (weak, nonatomic) id<EditorDelegate> delegate;
@end
