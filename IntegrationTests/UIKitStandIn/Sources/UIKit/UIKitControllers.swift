// The controller classes of UIKit that storyboard scenes instantiate beyond those in UIKit.swift, so
// that code written for a storyboard's scenes (such as `symbolify generate`'s) names them as an app
// does. Each repeats the class declaration of Apple's UIKit reference, less the protocols it adopts;
// none has members the routing code uses.

/// `@MainActor class UITableViewController : UIViewController, UITableViewDelegate, UITableViewDataSource`
@MainActor
open class UITableViewController: UIViewController {}

/// `@MainActor class UICollectionViewController : UIViewController, UICollectionViewDelegate, UICollectionViewDataSource`
@MainActor
open class UICollectionViewController: UIViewController {}

/// `@MainActor class UIPageViewController : UIViewController`
@MainActor
open class UIPageViewController: UIViewController {}
