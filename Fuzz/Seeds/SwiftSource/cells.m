static NSString *const kNoteCell = @"NoteCell";
#define kPhoto @"PhotoCell"
@implementation ListViewController
- (instancetype)init { return [super initWithNibName:@"List" withItem:item bundle:nil]; }
- (void)viewDidLoad {
    [self.tableView registerNib:[UINib nibWithNibName:@"NoteCell" bundle:nil] forCellReuseIdentifier:kNoteCell];
    [self.tableView registerClass:[PhotoCell class] forCellReuseIdentifier:NSStringFromClass([PhotoCell class])];
    [NSBundle.mainBundle loadNibNamed:@"Footer" owner:self topLevelObjects:nil];
}
- (id)cell:(NSIndexPath *)indexPath {
    return [self.tableView dequeueReusableCellWithIdentifier:kPhoto forIndexPath:indexPath];
}
@end
