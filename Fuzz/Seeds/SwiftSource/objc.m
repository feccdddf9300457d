#import <UIKit/UIKit.h>
#import "InboxViewController.h"

@interface LegacyViewController : UIViewController
@end

@implementation LegacyViewController
- (IBAction)unwindToLegacy:(UIStoryboardSegue *)segue {
    [self performSegueWithIdentifier:@"Show Legacy" sender:nil];
    char quote = '"';
}
@end
