import SegueRouting

/// What the catalog reports: the core's `Finding`, named here so that `import StoryboardCatalog` alone
/// is enough to read a check's or a validation's findings in a test.
public typealias Finding = SegueRouting.Finding

/// Where a storyboard thing is: the core's `FileLocation`, named here for the same reason.
public typealias FileLocation = SegueRouting.FileLocation
