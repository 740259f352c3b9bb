#import <UIKit/UIKit.h>

@interface DetailViewController : UIViewController
- (instancetype)initWithItem:(NSString *)item;
@end

@interface ShareViewController : UIViewController
@end
