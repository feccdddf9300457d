import StoryboardModel

/// The UIKit and AppKit classes that app classes inherit from, as far as Interface Builder
/// connections need them: each class's superclass, the properties an outlet or a runtime attribute
/// can set on it (those its headers mark `IBOutlet`, and those storyboards set most), and the action
/// methods it implements.
///
/// A connection is checked against a platform class only when the class is in this table; where an
/// app class's chain reaches a framework class that is not (`MKMapView`, `SCNView`), the check says
/// it could not be verified, in a note, and never reports an error.
enum PlatformClasses {
    /// A platform class: its superclass, its settable properties, and its action methods.
    struct Entry {
        var superclass: String?
        var properties: Set<String>
        var actions: Set<String> = []
    }

    /// The entry of the class named `name`, if the table has it.
    static func entry(_ name: String) -> Entry? { table[name] }

    /// The standard actions the responder chain delivers (edit menu, undo, window and text
    /// commands): an action sent to the First Responder with one of these needs no app class.
    static func isResponderAction(_ selector: String, platform: StoryboardPlatform) -> Bool {
        responderActions.contains(selector)
            || (platform == .appKit ? appKitResponderActions : uiKitResponderActions).contains(selector)
    }

    private static let responderActions: Set<String> = [
        "copy:", "cut:", "paste:", "delete:", "selectAll:", "undo:", "redo:", "select:", "find:",
        "findNext:", "findPrevious:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:",
        "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "increaseSize:",
        "decreaseSize:", "pasteAndMatchStyle:", "print:", "printDocument:", "startDictation:",
    ]

    private static let uiKitResponderActions: Set<String> = [
        "pasteAndGo:", "pasteAndSearch:", "useSelectionForFind:", "findAndReplace:", "captureTextFromCamera:",
        "rename:", "duplicate:", "move:", "export:", "share:", "newFromPasteboard:", "alignLeft:", "alignCenter:",
        "alignRight:", "alignJustified:", "updateTextAttributesWithConversionHandler:", "toggleSidebar:",
        "toggleInspector:", "orderFrontCharacterPalette:",
    ]

    private static let appKitResponderActions: Set<String> = [
        "terminate:", "hide:", "hideOtherApplications:", "unhideAllApplications:", "orderFrontStandardAboutPanel:",
        "orderFrontStandardAboutPanelWithOptions:", "arrangeInFront:", "miniaturizeAll:", "performMiniaturize:",
        "performZoom:", "performClose:", "newDocument:", "openDocument:", "saveDocument:", "saveDocumentAs:",
        "saveDocumentTo:", "revertDocumentToSaved:", "runPageLayout:", "showHelp:", "clearRecentDocuments:",
        "toggleFullScreen:", "toggleToolbarShown:", "runToolbarCustomizationPalette:", "toggleSidebar:",
        "toggleTabBar:", "selectNextTab:", "selectPreviousTab:", "mergeAllWindows:", "moveTabToNewWindow:",
        "newWindowForTab:", "toggleTabOverview:", "performFindPanelAction:", "performTextFinderAction:",
        "centerSelectionInVisibleArea:", "showGuessPanel:", "checkSpelling:", "toggleContinuousSpellChecking:",
        "toggleGrammarChecking:", "toggleAutomaticSpellingCorrection:", "orderFrontSubstitutionsPanel:",
        "toggleSmartInsertDelete:", "toggleAutomaticQuoteSubstitution:", "toggleAutomaticDashSubstitution:",
        "toggleAutomaticLinkDetection:", "toggleAutomaticDataDetection:", "toggleAutomaticTextReplacement:",
        "uppercaseWord:", "lowercaseWord:", "capitalizeWord:", "orderFrontFontPanel:", "orderFrontColorPanel:",
        "addFontTrait:", "modifyFont:", "underline:", "superscript:", "subscript:", "unscript:", "useStandardKerning:",
        "turnOffKerning:", "tightenKerning:", "loosenKerning:", "useStandardLigatures:", "turnOffLigatures:",
        "useAllLigatures:", "raiseBaseline:", "lowerBaseline:", "copyFont:", "pasteFont:", "copyRuler:",
        "pasteRuler:", "alignLeft:", "alignCenter:", "alignRight:", "alignJustified:", "toggleRuler:",
        "makeBaseWritingDirectionNatural:", "makeBaseWritingDirectionLeftToRight:",
        "makeBaseWritingDirectionRightToLeft:", "makeTextWritingDirectionNatural:", "pasteAsPlainText:",
        "pasteAsRichText:", "startSpeaking:", "stopSpeaking:", "changeColor:", "changeFont:", "performClick:",
        "takeStringValueFrom:", "takeIntValueFrom:", "takeDoubleValueFrom:", "takeFloatValueFrom:",
        "takeObjectValueFrom:", "takeIntegerValueFrom:", "showWindow:", "close:", "orderFront:", "orderOut:",
        "makeKeyAndOrderFront:", "orderBack:", "dismissController:", "presentViewControllerAsSheet:", "toggle:",
        "stop:", "add:", "remove:", "insert:", "fetch:", "addChild:", "selectNext:", "selectPrevious:",
        "newTab:", "duplicateDocument:", "renameDocument:", "moveDocument:", "lockDocument:", "unlockDocument:",
        "browseDocumentVersions:", "orderFrontTablePanel:", "orderFrontListPanel:", "orderFrontLinkPanel:",
        "orderFrontSpacingPanel:", "toggleQuickLookPreviewPanel:", "collapseItem:", "expandItem:",
        "performTextReplacement:", "transpose:", "capitalizeWord:", "yank:",
        // NSResponder's standard key-binding actions, which NSTextView implements.
        "moveForward:", "moveRight:", "moveBackward:", "moveLeft:", "moveUp:", "moveDown:", "moveWordForward:",
        "moveWordBackward:", "moveToBeginningOfLine:", "moveToEndOfLine:", "moveToBeginningOfParagraph:",
        "moveToEndOfParagraph:", "moveToEndOfDocument:", "moveToBeginningOfDocument:", "pageDown:", "pageUp:",
        "moveWordRight:", "moveWordLeft:", "moveRightAndModifySelection:", "moveLeftAndModifySelection:",
        "scrollPageUp:", "scrollPageDown:", "scrollLineUp:", "scrollLineDown:", "scrollToBeginningOfDocument:",
        "scrollToEndOfDocument:", "selectParagraph:", "selectLine:", "selectWord:", "indent:", "insertTab:",
        "insertBacktab:", "insertNewline:", "insertParagraphSeparator:", "insertNewlineIgnoringFieldEditor:",
        "insertTabIgnoringFieldEditor:", "insertLineBreak:", "insertContainerBreak:",
        "insertSingleQuoteIgnoringSubstitution:",
        "insertDoubleQuoteIgnoringSubstitution:", "changeCaseOfLetter:", "deleteForward:", "deleteBackward:",
        "deleteBackwardByDecomposingPreviousCharacter:", "deleteWordForward:", "deleteWordBackward:",
        "deleteToBeginningOfLine:", "deleteToEndOfLine:", "deleteToBeginningOfParagraph:", "deleteToEndOfParagraph:",
        "yankAndSelect:", "setMark:", "deleteToMark:", "selectToMark:", "swapWithMark:", "cancelOperation:",
        "complete:", "quickLookPreviewItems:", "showContextHelp:", "noResponderFor:",
        // NSTextView's and NSSplitViewController's menu actions.
        "replaceQuotesInSelection:", "replaceDashesInSelection:", "replaceTextInSelection:",
        "toggleAutomaticTextCompletion:", "toggleAutomaticSpellingCorrection:", "orderFrontSharingServicePicker:",
        "changeLayoutOrientation:", "toggleInspector:", "showWritingTools:", "outline:", "changeAttributes:",
        "changeDocumentBackgroundColor:", "toggleTraditionalCharacterShape:", "checkTextInDocument:",
        "checkTextInSelection:", "orderFrontStylesPanel:", "performFindPanelAction:",
    ]

    // UIKit.
    private static let uiKit: [String: Entry] = [
        // UIAccessibility.h declares its properties in categories of NSObject: every object has them.
        "NSObject": Entry(
            superclass: nil,
            properties: [
                "isAccessibilityElement", "accessibilityLabel", "accessibilityAttributedLabel", "accessibilityHint",
                "accessibilityAttributedHint", "accessibilityValue", "accessibilityAttributedValue",
                "accessibilityTraits", "accessibilityFrame", "accessibilityPath", "accessibilityActivationPoint",
                "accessibilityLanguage", "accessibilityElementsHidden", "accessibilityViewIsModal",
                "shouldGroupAccessibilityChildren", "accessibilityNavigationStyle",
                "accessibilityRespondsToUserInteraction", "accessibilityUserInputLabels", "accessibilityTextualContext",
                "accessibilityElements", "accessibilityContainerType", "accessibilityCustomActions",
            ]),
        "UIResponder": Entry(superclass: "NSObject", properties: ["inputView", "inputAccessoryView"]),
        "UIView": Entry(
            superclass: "UIResponder",
            properties: [
                "layer", "gestureRecognizers", "backgroundColor", "tintColor", "alpha",
                "hidden", "clipsToBounds", "tag", "contentMode", "userInteractionEnabled", "accessibilityIdentifier",
                "semanticContentAttribute",
                "translatesAutoresizingMaskIntoConstraints", "overrideUserInterfaceStyle", "maskView",
                "focusGroupIdentifier", "layoutMargins", "preservesSuperviewLayoutMargins", "frame", "bounds",
                "center", "transform", "autoresizingMask", "exclusiveTouch", "multipleTouchEnabled", "opaque",
                "insetsLayoutMarginsFromSafeArea", "directionalLayoutMargins", "largeContentTitle",
                "showsLargeContentViewer", "accessibilityIgnoresInvertColors",
            ]),
        "UIControl": Entry(
            superclass: "UIView",
            properties: [
                "enabled", "selected", "highlighted", "contentVerticalAlignment", "contentHorizontalAlignment",
            ]
        ),
        "UIButton": Entry(
            superclass: "UIControl",
            properties: ["titleLabel", "imageView", "adjustsImageWhenHighlighted", "configuration", "menu", "role"]),
        "UILabel": Entry(
            superclass: "UIView",
            properties: [
                "text", "font", "textColor", "textAlignment", "numberOfLines", "attributedText",
                "adjustsFontSizeToFitWidth",
                "minimumScaleFactor", "adjustsFontForContentSizeCategory", "lineBreakMode", "highlightedTextColor",
                "preferredMaxLayoutWidth",
            ]),
        "UIImageView": Entry(superclass: "UIView", properties: ["image", "highlightedImage", "animationImages"]),
        "UITextField": Entry(
            superclass: "UIControl",
            properties: [
                "delegate", "text", "placeholder", "font", "textColor", "leftView", "rightView", "inputView",
                "inputAccessoryView", "attributedPlaceholder", "textAlignment", "borderStyle", "clearButtonMode",
                "keyboardType", "returnKeyType", "secureTextEntry", "textContentType", "autocorrectionType",
                "autocapitalizationType", "adjustsFontForContentSizeCategory",
            ]),
        "UITextView": Entry(
            superclass: "UIScrollView",
            properties: [
                "delegate", "text", "font", "textColor", "textContainerInset", "inputView", "inputAccessoryView",
                "attributedText", "textAlignment", "editable", "selectable", "dataDetectorTypes",
                "adjustsFontForContentSizeCategory",
            ]),
        "UIScrollView": Entry(
            superclass: "UIView",
            properties: [
                "delegate", "refreshControl", "contentInset", "contentOffset", "contentSize", "scrollEnabled",
                "pagingEnabled", "bounces", "keyboardDismissMode", "showsVerticalScrollIndicator",
                "showsHorizontalScrollIndicator", "contentInsetAdjustmentBehavior",
            ]),
        "UITableView": Entry(
            superclass: "UIScrollView",
            properties: [
                "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "tableHeaderView",
                "tableFooterView", "backgroundView", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight",
                "sectionFooterHeight", "separatorColor", "separatorInset", "allowsSelection",
                "sectionHeaderTopPadding",
            ]),
        "UICollectionView": Entry(
            superclass: "UIScrollView",
            properties: [
                "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate", "backgroundView",
                "collectionViewLayout",
                "allowsSelection", "allowsMultipleSelection",
            ]),
        "UITableViewCell": Entry(
            superclass: "UIView",
            properties: [
                "backgroundView", "selectedBackgroundView", "accessoryView", "editingAccessoryView",
                "multipleSelectionBackgroundView", "selectionStyle", "accessoryType", "separatorInset",
                // Read-only, and the first keys of the paths that set their labels' properties.
                "contentView", "textLabel", "detailTextLabel", "imageView",
            ]),
        "UITableViewHeaderFooterView": Entry(superclass: "UIView", properties: ["backgroundView"]),
        "UICollectionReusableView": Entry(superclass: "UIView", properties: []),
        "UICollectionViewCell": Entry(
            superclass: "UICollectionReusableView", properties: ["backgroundView", "selectedBackgroundView"]),
        "UIStackView": Entry(superclass: "UIView", properties: ["axis", "spacing", "alignment", "distribution"]),
        "UIVisualEffectView": Entry(superclass: "UIView", properties: ["effect"]),
        "UIActivityIndicatorView": Entry(superclass: "UIView", properties: ["color", "hidesWhenStopped"]),
        "UIProgressView": Entry(superclass: "UIView", properties: ["progress", "progressTintColor", "trackTintColor"]),
        "UISwitch": Entry(superclass: "UIControl", properties: ["on", "onTintColor", "thumbTintColor"]),
        "UISlider": Entry(superclass: "UIControl", properties: ["value", "minimumValue", "maximumValue"]),
        "UISegmentedControl": Entry(superclass: "UIControl", properties: ["selectedSegmentIndex"]),
        "UIPageControl": Entry(superclass: "UIControl", properties: ["numberOfPages", "currentPage"]),
        "UIDatePicker": Entry(superclass: "UIControl", properties: ["date", "datePickerMode"]),
        "UIPickerView": Entry(superclass: "UIView", properties: ["delegate", "dataSource"]),
        "UISearchBar": Entry(
            superclass: "UIView",
            properties: ["delegate", "inputAccessoryView", "text", "placeholder", "barTintColor", "searchTextField"]),
        "UINavigationBar": Entry(
            superclass: "UIView", properties: ["delegate", "barTintColor", "titleTextAttributes"]),
        "UIToolbar": Entry(superclass: "UIView", properties: ["delegate", "items", "barTintColor"]),
        "UITabBar": Entry(superclass: "UIView", properties: ["delegate", "items", "barTintColor"]),
        "UIWindow": Entry(superclass: "UIView", properties: ["rootViewController"]),
        "UIWebView": Entry(superclass: "UIView", properties: ["delegate"]),
        "WKWebView": Entry(superclass: "UIView", properties: ["navigationDelegate", "UIDelegate"]),
        "UIRefreshControl": Entry(superclass: "UIControl", properties: ["tintColor", "attributedTitle"]),
        "UIBarItem": Entry(superclass: "NSObject", properties: ["title", "image", "enabled", "tag"]),
        "UIBarButtonItem": Entry(superclass: "UIBarItem", properties: ["customView", "target", "tintColor", "menu"]),
        "UITabBarItem": Entry(superclass: "UIBarItem", properties: ["selectedImage", "badgeValue"]),
        "UINavigationItem": Entry(
            superclass: "NSObject",
            properties: [
                "titleView", "leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "leftBarButtonItems",
                "rightBarButtonItems", "title", "prompt", "searchController",
            ]),
        "UIGestureRecognizer": Entry(
            superclass: "NSObject", properties: ["delegate", "enabled", "cancelsTouchesInView"]),
        "UITapGestureRecognizer": Entry(superclass: "UIGestureRecognizer", properties: ["numberOfTapsRequired"]),
        "UILongPressGestureRecognizer": Entry(superclass: "UIGestureRecognizer", properties: ["minimumPressDuration"]),
        "UIPanGestureRecognizer": Entry(superclass: "UIGestureRecognizer", properties: []),
        "UISwipeGestureRecognizer": Entry(superclass: "UIGestureRecognizer", properties: ["direction"]),
        "UIPinchGestureRecognizer": Entry(superclass: "UIGestureRecognizer", properties: []),
        "UIViewController": Entry(
            superclass: "UIResponder",
            properties: [
                "view", "searchDisplayController", "title", "tabBarItem", "navigationItem", "preferredContentSize",
                "modalPresentationStyle", "modalTransitionStyle", "hidesBottomBarWhenPushed",
                "restorationIdentifier", "definesPresentationContext", "providesPresentationContextTransitionStyle",
                "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "isModalInPresentation",
                "overrideUserInterfaceStyle",
            ],
            actions: ["unwindForSegue:towardsViewController:"]),
        "UITableViewController": Entry(
            superclass: "UIViewController",
            properties: ["tableView", "refreshControl", "clearsSelectionOnViewWillAppear"]),
        "UICollectionViewController": Entry(
            superclass: "UIViewController", properties: ["collectionView", "clearsSelectionOnViewWillAppear"]),
        "UINavigationController": Entry(
            superclass: "UIViewController", properties: ["delegate", "navigationBar", "toolbar"]),
        "UITabBarController": Entry(
            superclass: "UIViewController", properties: ["delegate", "tabBar", "viewControllers"]),
        "UISplitViewController": Entry(
            superclass: "UIViewController", properties: ["delegate", "viewControllers", "preferredDisplayMode"]),
        "UIPageViewController": Entry(superclass: "UIViewController", properties: ["delegate", "dataSource"]),
        "UISearchDisplayController": Entry(
            superclass: "NSObject",
            properties: [
                "delegate", "searchBar", "searchContentsController", "searchResultsDataSource", "searchResultsDelegate",
            ]
        ),
        "UISearchController": Entry(superclass: "UIViewController", properties: ["delegate", "searchResultsUpdater"]),
        "UIInputView": Entry(superclass: "UIView", properties: []),
        "UIHostingController": Entry(superclass: "UIViewController", properties: []),
    ]

    // AppKit.
    private static let appKit: [String: Entry] = [
        "NSResponder": Entry(superclass: "NSObject", properties: ["nextResponder", "menu", "touchBar"]),
        "NSView": Entry(
            superclass: "NSResponder",
            properties: [
                "nextKeyView", "menu", "toolTip", "hidden", "alphaValue", "wantsLayer", "layer", "identifier",
                "translatesAutoresizingMaskIntoConstraints", "accessibilityIdentifier", "accessibilityLabel",
                "appearance", "frame", "bounds", "autoresizingMask", "tag",
            ]),
        "NSControl": Entry(
            superclass: "NSView",
            properties: [
                "target", "formatter", "enabled", "stringValue", "objectValue", "font", "alignment", "cell",
                "controlSize",
                "integerValue", "doubleValue", "continuous",
            ],
            actions: ["takeStringValueFrom:", "takeIntValueFrom:", "takeDoubleValueFrom:", "takeObjectValueFrom:"]),
        "NSButton": Entry(
            superclass: "NSControl",
            properties: ["title", "image", "state", "keyEquivalent", "contentTintColor", "bezelColor"],
            actions: ["performClick:"]),
        "NSPopUpButton": Entry(superclass: "NSButton", properties: ["menu", "pullsDown"]),
        "NSTextField": Entry(
            superclass: "NSControl",
            properties: [
                "delegate", "textColor", "backgroundColor", "placeholderString", "editable", "selectable",
                "drawsBackground", "bezeled", "bordered", "lineBreakMode", "maximumNumberOfLines",
                "preferredMaxLayoutWidth",
            ]),
        "NSSearchField": Entry(superclass: "NSTextField", properties: ["delegate", "searchMenuTemplate"]),
        "NSTokenField": Entry(superclass: "NSTextField", properties: ["delegate"]),
        "NSComboBox": Entry(superclass: "NSTextField", properties: ["delegate", "dataSource"]),
        "NSSecureTextField": Entry(superclass: "NSTextField", properties: []),
        "NSImageView": Entry(superclass: "NSControl", properties: ["image", "imageScaling", "contentTintColor"]),
        "NSSlider": Entry(superclass: "NSControl", properties: ["minValue", "maxValue"]),
        "NSSegmentedControl": Entry(superclass: "NSControl", properties: ["segmentCount", "selectedSegment"]),
        "NSDatePicker": Entry(superclass: "NSControl", properties: ["delegate", "dateValue"]),
        "NSPathControl": Entry(superclass: "NSControl", properties: ["delegate", "URL"]),
        "NSLevelIndicator": Entry(superclass: "NSControl", properties: []),
        "NSStepper": Entry(superclass: "NSControl", properties: []),
        "NSColorWell": Entry(superclass: "NSControl", properties: ["color"]),
        "NSTableView": Entry(
            superclass: "NSControl",
            properties: [
                "delegate", "dataSource", "headerView", "cornerView", "backgroundColor", "gridColor",
                "doubleAction", "autosaveName",
            ]),
        "NSOutlineView": Entry(
            superclass: "NSTableView", properties: ["delegate", "dataSource", "outlineTableColumn"]),
        "NSTableCellView": Entry(superclass: "NSView", properties: ["textField", "imageView", "objectValue"]),
        "NSTableRowView": Entry(superclass: "NSView", properties: []),
        "NSTableHeaderView": Entry(superclass: "NSView", properties: ["tableView"]),
        "NSScrollView": Entry(
            superclass: "NSView",
            properties: ["documentView", "contentView", "verticalScroller", "horizontalScroller", "backgroundColor"]),
        "NSClipView": Entry(superclass: "NSView", properties: ["documentView", "backgroundColor"]),
        "NSTextView": Entry(
            superclass: "NSView",
            properties: ["delegate", "string", "textColor", "font", "backgroundColor", "editable"]),
        "NSCollectionView": Entry(
            superclass: "NSView", properties: ["delegate", "dataSource", "itemPrototype", "collectionViewLayout"]),
        "NSCollectionViewItem": Entry(
            superclass: "NSViewController", properties: ["textField", "imageView", "selected"]),
        "NSStackView": Entry(superclass: "NSView", properties: ["delegate", "orientation", "spacing"]),
        "NSSplitView": Entry(superclass: "NSView", properties: ["delegate", "autosaveName", "vertical"]),
        "NSTabView": Entry(superclass: "NSView", properties: ["delegate"]),
        "NSBox": Entry(superclass: "NSView", properties: ["contentView", "title", "fillColor", "borderColor"]),
        "NSVisualEffectView": Entry(superclass: "NSView", properties: ["material", "blendingMode", "state"]),
        "NSProgressIndicator": Entry(superclass: "NSView", properties: ["doubleValue", "indeterminate"]),
        "NSBrowser": Entry(superclass: "NSControl", properties: ["delegate"]),
        "NSMatrix": Entry(superclass: "NSControl", properties: ["delegate"]),
        "NSWindow": Entry(
            superclass: "NSResponder",
            properties: [
                "delegate", "initialFirstResponder", "contentView", "contentViewController", "toolbar", "title",
                "windowController", "excludedFromWindowsMenu", "frameAutosaveName", "releasedWhenClosed",
                "defaultButtonCell", "tabbingIdentifier", "titleVisibility", "titlebarAppearsTransparent",
            ],
            actions: [
                "performClose:", "performMiniaturize:", "performZoom:", "orderFront:", "orderOut:", "orderBack:",
                "makeKeyAndOrderFront:", "toggleToolbarShown:", "runToolbarCustomizationPalette:", "toggleFullScreen:",
                "selectNextTab:", "selectPreviousTab:", "mergeAllWindows:", "moveTabToNewWindow:", "toggleTabBar:",
                "toggleTabOverview:", "print:",
            ]),
        "NSPanel": Entry(superclass: "NSWindow", properties: ["floatingPanel", "becomesKeyOnlyIfNeeded"]),
        "NSWindowController": Entry(
            superclass: "NSResponder",
            properties: [
                "window", "contentViewController", "document", "shouldCascadeWindows", "windowFrameAutosaveName",
            ],
            actions: ["showWindow:", "close:"]),
        "NSViewController": Entry(
            superclass: "NSResponder",
            properties: ["view", "representedObject", "title", "preferredContentSize", "identifier", "nibName"],
            actions: ["dismissController:", "presentViewControllerAsSheet:", "presentViewControllerAsModalWindow:"]),
        "NSSplitViewController": Entry(
            superclass: "NSViewController", properties: ["splitView", "splitViewItems"], actions: ["toggleSidebar:"]),
        "NSTabViewController": Entry(superclass: "NSViewController", properties: ["tabView", "tabViewItems"]),
        "NSPageController": Entry(superclass: "NSViewController", properties: ["delegate", "view"]),
        "NSTitlebarAccessoryViewController": Entry(superclass: "NSViewController", properties: ["layoutAttribute"]),
        "NSApplication": Entry(
            superclass: "NSResponder",
            properties: ["delegate", "mainMenu", "windowsMenu", "servicesMenu", "helpMenu", "dockMenu"],
            actions: [
                "terminate:", "hide:", "hideOtherApplications:", "unhideAllApplications:",
                "orderFrontStandardAboutPanel:", "orderFrontStandardAboutPanelWithOptions:", "arrangeInFront:",
                "miniaturizeAll:", "showHelp:", "orderFrontCharacterPalette:", "runPageLayout:",
            ]),
        "NSMenu": Entry(superclass: "NSObject", properties: ["delegate", "title", "supermenu", "font"]),
        "NSMenuItem": Entry(
            superclass: "NSObject",
            properties: [
                "submenu", "target", "representedObject", "view", "title", "tag", "state", "hidden", "enabled",
            ]
        ),
        "NSToolbar": Entry(superclass: "NSObject", properties: ["delegate", "centeredItemIdentifier"]),
        "NSToolbarItem": Entry(
            superclass: "NSObject", properties: ["view", "target", "menuFormRepresentation", "label"]),
        "NSPopover": Entry(superclass: "NSResponder", properties: ["delegate", "contentViewController", "behavior"]),
        "NSDocument": Entry(
            superclass: "NSObject", properties: [],
            actions: [
                "saveDocument:", "saveDocumentAs:", "saveDocumentTo:", "revertDocumentToSaved:", "printDocument:",
                "runPageLayout:", "duplicateDocument:", "renameDocument:", "moveDocument:", "lockDocument:",
                "unlockDocument:", "browseDocumentVersions:",
            ]),
        "NSObjectController": Entry(
            superclass: "NSObject", properties: ["content"], actions: ["add:", "remove:", "fetch:"]),
        "NSArrayController": Entry(
            superclass: "NSObjectController", properties: ["filterPredicate", "sortDescriptors"],
            actions: ["insert:", "selectNext:", "selectPrevious:"]),
        "NSTreeController": Entry(superclass: "NSObjectController", properties: [], actions: ["addChild:", "insert:"]),
        "NSGestureRecognizer": Entry(superclass: "NSObject", properties: ["delegate", "target"]),
        "NSClickGestureRecognizer": Entry(superclass: "NSGestureRecognizer", properties: []),
        "NSPanGestureRecognizer": Entry(superclass: "NSGestureRecognizer", properties: []),
        "NSUserDefaultsController": Entry(superclass: "NSObjectController", properties: []),
        "NSCell": Entry(superclass: "NSObject", properties: ["formatter", "menu", "title", "font", "target"]),
        "NSTableColumn": Entry(superclass: "NSObject", properties: ["headerCell", "dataCell", "identifier"]),
        "NSTabViewItem": Entry(
            superclass: "NSObject", properties: ["view", "viewController", "initialFirstResponder"]),
        "NSSplitViewItem": Entry(superclass: "NSObject", properties: ["viewController"]),
        "NSStatusItem": Entry(superclass: "NSObject", properties: ["menu", "button"]),
        "NSFormatter": Entry(superclass: "NSObject", properties: []),
        "NSNumberFormatter": Entry(superclass: "NSFormatter", properties: []),
        "NSDateFormatter": Entry(superclass: "NSFormatter", properties: []),
        "NSTextFinder": Entry(superclass: "NSObject", properties: ["client", "findBarContainer"]),
    ]

    private static let table: [String: Entry] = uiKit.merging(appKit) { uiKit, _ in uiKit }
}
