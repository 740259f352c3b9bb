#import "DetailViewController.h"

// One item, made with it (`initWithItem:`); its share button presents a sheet.
@interface DetailViewController ()
@property (nonatomic, copy) NSString *item;
@property (nonatomic, strong) UIButton *shareButton;
@end

@implementation DetailViewController

- (instancetype)initWithItem:(NSString *)item {
    self = [super initWithNibName:nil bundle:nil];
    if (self) { _item = [item copy]; }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = self.item;
    self.shareButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.shareButton setTitle:@"Share" forState:UIControlStateNormal];
    [self.shareButton addTarget:self action:@selector(share) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:self.shareButton];
}

- (void)share {
    [self presentViewController:[[ShareViewController alloc] init] animated:YES completion:nil];
}

@end

// The share sheet: a tap anywhere dismisses it.
@implementation ShareViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(close:)];
    [self.view addGestureRecognizer:tap];
}

- (void)close:(UITapGestureRecognizer *)sender {
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end
