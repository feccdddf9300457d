// Written by .ci/finding-code-descriptions from the Finding codes article; run it again when the
// article changes.

/// What each finding code means and what to do about it, as the Finding codes article of the
/// documentation says (a test holds the two equal): the rules of `check --format sarif`.
package enum FindingCodeDescriptions {
    /// The severity or severities the code is reported with, and the description, by code.
    package static let table: [String: (severity: String, text: String)] = [
        "route.collision": (
            "error",
            "Two routes' identifiers share a symbol, so they would share a handler: rename the segues or declare the route once."
        ),
        "route.no-symbol": (
            "error", "A route's identifier has no symbol: give it at least one ASCII letter, digit or `_`."
        ),
        "route.duplicate-destination": (
            "error",
            "Two routes for segues without identifier expect (or, creation routes, make) the same destination type, so only the first could run: declare one, or give the segues identifiers."
        ),
        "file.unreadable": ("error", "A file or directory is missing, unreadable, or not a regular file."),
        "file.not-storyboard": (
            "error", "The file has no `<document>` root, or is another Interface Builder document."
        ),
        "file.legacy-format": (
            "note",
            "A xib in the format of Xcode 4 and earlier (an `<archive>` root): Xcode builds it, but its objects and connections are not read. Open it in Xcode and save it to convert it."
        ),
        "file.merge-conflict": ("error", "The file holds merge-conflict markers: resolve the conflict."),
        "file.malformed": ("error", "The file is not well-formed XML, or not UTF-8; the message gives the position."),
        "directory.empty": ("error", "A directory named on the command line holds no storyboard."),
        "directory.loop": (
            "warning",
            "A symbolic link (or a mount) leads back to a directory that contains it, in a searched directory or a project's folder; it is not followed, and nothing is left unread."
        ),
        "segue.collision": ("error", "Two identifiers of one source share a symbol: rename one of them."),
        "segue.no-symbol": ("error", "An identifier has no symbol and can never be routed."),
        "segue.missing-identifier": (
            "note",
            "Two segues without identifier leave one scene with a custom class for controllers of the same class: neither an identifier nor a route by destination type (`Route.byDestination`) tells them apart; give them identifiers."
        ),
        "segue.missing-destination": ("error", "A segue's destination names nothing in its file."),
        "segue.ambiguous-destination": ("warning", "One identifier from one scene leads to different destinations."),
        "segue.action-without-class": (
            "error",
            "A segue's action (its `destinationCreationSelector`) is a method of its source scene's controller, but the scene has no class of the app's to declare it; give the scene a custom class, or remove the action. A relationship segue's action is called on the controller that presents the container, and is not reported."
        ),
        "scene.duplicate-identifier": ("error", "Two scenes of one storyboard share a storyboard ID."),
        "scene.duplicate-object-id": (
            "error",
            "Two scene controllers share an object id (a merge or a hand edit); segues reach the first. Give one its own id."
        ),
        "scene.missing-object-id": (
            "error",
            "A scene controller has no object id, so no segue can lead to it; saving the storyboard in Interface Builder gives it one."
        ),
        "reference.broken": (
            "error", "A storyboard reference names a storyboard or scene that does not exist among those read."
        ),
        "reference.unchecked": (
            "note", "A storyboard reference names a storyboard that was not read, so it cannot be checked."
        ),
        "class.missing": (
            "error",
            "The custom class of a scene or of any other object of a storyboard or xib (a cell, a view, a gesture recognizer, a bar item, a plain object, File's Owner) is declared nowhere in the sources: no `class` of that name (an extension alone is none, and a nested class needs `@objc(Name)`) and no Objective-C `@interface`. UIKit and AppKit log \"Unknown class\" and make a plain framework object, whose outlets then fail. Fix the class name, or add the class."
        ),
        "class.external": (
            "note",
            "A custom class the sources do not declare but declare outlets of (`@IBOutlet var stack: ORStackView!`), or that the app's dependencies may declare, when those that `Podfile.lock`, `Cartfile.resolved` or `Package.resolved` name are not in the tree: install them, or pass their sources. Dependencies in `Pods/` and `Carthage/Checkouts/` are read for their classes and members."
        ),
        "class.unverified-module": (
            "note",
            "A custom class with an explicit module (`customModule` without \"Inherit Module From Target\") that the sources read do not declare: that module's sources may not be among them."
        ),
        "outlet.missing-property": (
            "error",
            "An outlet or outlet collection names a property the owner's class does not have: not in the class, its extensions, its superclasses in the sources, or the UIKit or AppKit class they reach (or only a read-only one). UIKit raises `NSUnknownKeyException` when it loads the scene or nib; AppKit leaves the outlet `nil`."
        ),
        "outlet.unverified": (
            "note",
            "The owner's superclass chain leaves the sources for a class whose properties are not known (a dependency's, or an SDK class known only from a `.tbd` file, without members), and the property is not among the sources; or the property is missing from the owner's class but a subclass has it that the code gives objects at run time with `object_setClass` (the note names the subclass and the call). Runtime attributes so set are this note too."
        ),
        "outlet.unconnected": (
            "warning",
            "A Swift `@IBOutlet` declared implicitly unwrapped (`!`) in a class that documents make (a scene's class, a xib's File's Owner or object), which no document's object of that class or of a subclass connects: reading it crashes (\"Unexpectedly found nil while implicitly unwrapping an Optional value\"). Reported at the declaration. A warning, not an error: the code may never read it. Not reported for a class no document makes, a class some document names with another module (whose documents may not be read) or that `object_setClass` gives objects, an outlet a File's Owner without a class (or an object of a class the sources do not declare) connects by that name, and an outlet whose name code assigns to. Connect it, or declare it optional."
        ),
        "action.missing-method": (
            "error",
            "An action's target (UIKit `destination=`, AppKit `target=`) has a class that implements no `@IBAction`, `@objc` or Objective-C method with that selector, in the class, its extensions, its superclasses or the framework class they reach; a selector whose arguments differ (`loginTapped` against `loginTapped(_:)`) is named in the message. UIKit raises \"unrecognized selector\"; an AppKit control does nothing."
        ),
        "action.unverified": (
            "note",
            "The target's superclass chain leaves the sources for a class whose methods are not known, and the selector is not among the sources; or the method is missing from the target's class but a subclass the code gives objects with `object_setClass` implements it."
        ),
        "action.unhandled": (
            "warning",
            "An action sent to the First Responder that no class of the sources implements and that is no standard responder action (`copy:`, `paste:`, `undo:`, `performClose:`, …): nothing in the responder chain handles it."
        ),
        "attribute.missing-property": (
            "warning",
            "A user-defined runtime attribute's key path starts with a property the object's class chain does not have (`@IBInspectable` or any settable property, or a platform property such as `layer`): it is never set, and UIKit or AppKit logs \"Failed to set (…) user defined inspected property\" when the document loads."
        ),
        "binding.unknown-key": (
            "warning",
            "A Cocoa binding of a macOS document (`<binding keyPath=…>` in an object's connections) whose key path starts with a key the class of the object bound to does not have: no property, getter (`key`, `isKey`, `getKey`) or instance variable in the class, its extensions or categories, its superclasses in the sources, nor a key of the AppKit class they reach (the array, tree, object, dictionary and user defaults controllers' `arrangedObjects`, `selection`, `canRemove`, `values` …). After a controller's `selection.`, `arrangedObjects.` or `selectedObjects.`, the next key is checked against the controller's declared keys, else against its content's class when the document names one the sources declare. AppKit logs \"this class is not key value coding-compliant for the key …\" and the control shows nothing. Not reported when a class of the chain is not known (a dependency's, or one whose sources were not read), for a class that answers any key (`valueForUndefinedKey:`), nor for `values.` keys of the user defaults controller, which are free-form. The message names the closest keys."
        ),
        "binding.unknown-transformer": (
            "warning",
            "A binding's `NSValueTransformerName` is no AppKit transformer (`NSNegateBoolean`, `NSIsNil`, `NSIsNotNil`, `NSUnarchiveFromData`, `NSKeyedUnarchiveFromData`, `NSSecureUnarchiveFromData`), no class of the sources, and a name no source file holds, so nothing registers it with `setValueTransformer(_:forName:)`: AppKit logs that it cannot find the value transformer and the binding is not made. Module-qualified names (`App.Transformer`) are not checked, nor any name when a dependency whose sources are absent may register it."
        ),
        "binding.misspelled-defaults-key": (
            "warning",
            "A `values.` key of the user defaults controller that only one binding uses and no source file holds, within one edit (two for keys of eight characters or more) of a key the code reads or two bindings use: a misspelling, so the control changes a default nothing reads and the setting has no effect. Keys that differ only in their digits, and AppKit's and the system's (`NS…`, `Apple…`), are not reported."
        ),
        "nib.owner-unspecified": (
            "note",
            "A xib's File's Owner has outlets but no class: the owner is chosen in code, so they are not checked."
        ),
        "unwind.missing-action": (
            "error", "No class of the sources implements an unwind segue's action, so the exit does nothing."
        ),
        "unwind.unused-action": (
            "note", "An `@IBAction` unwind method that no storyboard's unwind segue uses (code may still call it)."
        ),
        "segue.missing-action": (
            "error",
            "A segue's `destinationCreationSelector` is not an `@IBSegueAction` of the source scene's class with that exact selector."
        ),
        "segue.unknown-class": (
            "error",
            "A segue's custom class is declared nowhere: not in the sources, not in UIKit or AppKit (`UIStoryboardPopoverSegue` is), and no dependency whose sources are absent may declare it. UIKit raises \"Could not find a segue class named '…'\" when the segue is performed. Checked under the rules of scenes' classes: a class of another module than the target's only when that module's sources were read. The message names the closest segue classes the sources declare."
        ),
        "segue.class-ignored": (
            "warning",
            "A custom class on a relationship segue: a container's children are set when it is made, without a segue object, so the class is never made. Classes on other kinds are not reported: Interface Builder lets show, present and other adaptive segues have a class, and UIKit makes it (apps test `segue as? TheirSegue` in `prepare(for:sender:)`). Remove the class."
        ),
        "segue.push-outside-navigation": (
            "error or warning",
            "A `push` segue (error: UIKit raises \"Push segues can only be used when the source controller is managed by an instance of UINavigationController\") or a `show` segue (warning: UIKit presents the destination modally instead of pushing it) from a scene that no navigation controller holds, as the navigation graph sees it, through containers, embeds, pushes and storyboard references (for `show`, a split view controller holds it too). Not reported when the graph cannot see every way to the scene: a scene with a storyboard ID, the initial controller of a storyboard that is not the main one, a scene of a storyboard a reference names but could not be followed to, a scene nothing leads to, the destination of a custom or `showDetail` segue, and what those lead to. AppKit storyboards are not checked. Embed the scene in a navigation controller, or make the segue a presentation."
        ),
        "segue.unknown-identifier": (
            "error", "`performSegue(withIdentifier:)` names an identifier no segue has: an exception when it runs."
        ),
        "segue.unused-identifier": (
            "warning", "Code compares (or routes) an identifier no segue has: dead preparation code."
        ),
        "scene.unknown-identifier": (
            "error",
            "`instantiateViewController(withIdentifier:)` names a storyboard ID no scene of that storyboard has."
        ),
        "storyboard.unknown-name": ("error", "Code names a storyboard no storyboard file has."),
        "scene.unreachable": (
            "warning",
            "A scene no way into the app reaches: not the initial controller of the main storyboard (the `Info.plist`'s `UIMainStoryboardFile`, `UISceneStoryboardFile`, `NSMainStoryboardFile` or `NSExtensionMainStoryboard`, the target's build settings, or `--entry`), no segue, relationship or storyboard reference from a scene that is reached, and no code that instantiates it by storyboard ID or loads its storyboard for its initial controller. A storyboard none of whose scenes is reached is one finding at the file. Reported only with sources, and only when the main storyboard or an `--entry` is known. Delete the scene, connect it, or name it with `--entry` when code reaches it by an ID built at run time."
        ),
        "handler.unmatched": (
            "warning", "A `prepareFor<Symbol>Segue` method whose class's scenes have no segue with that symbol."
        ),
        "storyboard.duplicate-name": (
            "warning",
            "Two storyboards of one bundle share a name (outside localizations and `~ipad`/`~iphone` variants): only one can be in the bundle."
        ),
        "storyboard.variant-mismatch": (
            "warning", "Variants of one storyboard differ in segue identifiers or storyboard IDs."
        ),
        "nib.missing": (
            "error",
            "Code loads a nib from the app's own bundle (`UINib(nibName:bundle:)`, `NSNib(nibNamed:bundle:)`, `loadNibNamed`, a controller's `init(nibName:bundle:)`, `NSWindowController(windowNibName:)`, their Objective-C forms; the bundle `nil`, main, or a class's) by a name no xib of the target has: loading it raises \"Could not load NIB in bundle\". Names are read from literals, cases' raw values, string constants, `String(describing: Class.self)` and `NSStringFromClass`. A warning when a dependency whose sources are absent may put the nib in the bundle; not reported in an app for a line of a framework that has the nib. The message names the closest xibs."
        ),
        "reuse.unknown-identifier": (
            "error or warning",
            "Code dequeues a reuse identifier (`dequeueReusableCell(withIdentifier:for:)`, `dequeueReusableCell(withReuseIdentifier:for:)`, supplementary views, their Objective-C forms, and AppKit's `makeView(withIdentifier:owner:)` where its result is forced) that no prototype of the storyboards and no `register` call provides: dequeuing it raises \"unable to dequeue a cell with identifier\". The forms that return `nil` are not checked. A warning when classes elsewhere register identifiers the reader cannot tell; nothing when the class itself, a superclass or a subclass does, or when the class is no document's and a storyboard that was not read may hold its scene."
        ),
        "image.missing": (
            "warning",
            "A storyboard or xib names an image (an `<image>` entry of its resources, `image=`, `selectedImage=`, `highlightedImage=`, `backgroundImage=`, AppKit's `alternateImage=` and other `…Image=` attributes, `<imageReference>`, a runtime attribute of type image), or code names one by a literal (`UIImage(named:)`, `NSImage(named:)`, `NSImage.Name(\"…\")`, SwiftUI's `Image(\"…\")`, `#imageLiteral(resourceName:)`, `[UIImage imageNamed:]`, `[NSImage imageNamed:]`; the main bundle), that no asset catalog (`.imageset`, `.symbolset`, `.appiconset`, `.imagestack`, with the namespaces of folders that provide them) and no loose image file of the bundle provides: the image is `nil` at run time (\"Could not load the image referenced from a nib\"). SF Symbols (`catalog=\"system\"`) and AppKit's named images (`NS` and a capital) are not checked. Not reported when the bundle's resources are not known, when a build phase may copy more into it, or when it has no catalog and no image file. The message names the object, its label and the closest names the bundle has."
        ),
        "color.missing": (
            "warning",
            "A storyboard or xib names a color (`<color key=… name=…>` without `catalog`, a `<namedColor>` entry of its resources), or code names one by a literal (`UIColor(named:)`, `NSColor(named:)`, SwiftUI's `Color(\"…\")`, `[UIColor colorNamed:]`, `[NSColor colorNamed:]`; the main bundle), that no `.colorset` of the bundle's asset catalogs provides: the color is `nil` at run time and the object keeps its default. System colors (`systemColor=`, `catalog=\"System\"`) are not checked; not reported when the bundle's resources are not known. The message names the closest colors the bundle has."
        ),
        "reuse.nib-mismatch": (
            "error",
            "A `register` call registers a nib under another identifier than the one its cell has in the nib: dequeuing raises \"the cell reuse identifier in the nib (A) does not match the identifier used to register the nib (B)\"."
        ),
        "reuse.duplicate-identifier": (
            "warning",
            "Two prototype cells of one table or collection view share a reuse identifier: only one is ever dequeued."
        ),
        "reuse.missing-identifier": (
            "warning",
            "A prototype cell (or collection view cell or supplementary view) has no reuse identifier, so no code can dequeue it; Xcode warns of it when it builds."
        ),
        "source.malformed": (
            "error",
            "A source file is not UTF-8, or has a string or comment that does not end; what could be read is still checked."
        ),
        "source.too-large": (
            "warning", "A source file larger than 16 MiB was not read; exclude it (`--exclude`) if it is generated."
        ),
        "translation.stale-keys": (
            "warning",
            "A translation `xx.lproj/Name.strings` of a `Base.lproj` storyboard or xib has keys (`objectID.property`) whose object id the Base document no longer has anywhere: the object was replaced or deleted after the last translation, and what replaced it shows the Base text in that language. The message counts the dead keys and shows the first ones with their translated text. Regenerate the translation (Xcode's Export Localizations, or `ibtool --generate-strings-file`), translate the new keys and delete the dead ones. Only documents in a `Base.lproj` folder are checked, against the `.strings` files in the `.lproj` folders beside it."
        ),
        "translation.missing-file": (
            "note",
            "A language translates other Base documents of the folder (its `.lproj` beside `Base.lproj` has their `.strings`) but has no `.strings` for this one, and no copy of its own: the document shows its Base text in that language. Add the translation, or ignore the note if the language is meant to show it untranslated."
        ),
        "translation.malformed": (
            "warning",
            "A `.strings` translation of a Base document is not a strings list (an entry without `;`, a string or comment never closed), or cannot be read: the system ignores the whole file, and the document shows its Base text in that language. The message gives the line and column. UTF-8 and UTF-16 files, comments, escapes and the XML property-list form are read."
        ),
        "font.missing": (
            "warning",
            "A custom font a document uses is not provided by its bundle, so the system font shows instead, without a word: on iOS the `Info.plist`'s `UIAppFonts` does not list its file, or the bundle does not ship the file; on macOS the `Info.plist` has no `ATSApplicationFontsPath`, or the file is not shipped. Custom fonts are those the document's `<customFonts>` lists (and on macOS, named fonts whose file the bundle ships); system fonts are left alone. Reported once per document and font file, at the first use. Not reported when the bundle is not known, nor for a file that is not shipped when the bundle may hold more resources or a dependency whose sources are absent may ship the font; binary property lists are not read. The message names the closest font files."
        ),
        "project.unreadable": (
            "error",
            "The `project.pbxproj` (or a workspace's `contents.xcworkspacedata`) cannot be read (missing, not a regular file, larger than 256 MiB, or 16 MiB for a workspace), is not a property list (the message gives the line and column), or is not an Xcode project; or a workspace lists no project: restore it, or open the project in Xcode to rewrite it."
        ),
        "project.missing-file": (
            "error",
            "A target builds a file (or a synchronized folder) that does not exist; the message names the project and the target: restore the file, or remove it from the target."
        ),
        "project.missing-submodule": (
            "warning",
            "A git submodule (`.gitmodules`) whose folder is empty, as a clone without `--recursive` leaves it, holds files a target builds: one finding for the submodule, naming the targets and how many files, instead of one per file; its classes are notes like those of dependencies not installed. Run `git submodule update --init --recursive`."
        ),
        "project.missing-target": ("error", "`--target` names no target of the projects; the message lists them."),
        "project.untargeted": (
            "note",
            "A storyboard or xib under the project's folder that no target builds (and no local package): it is not in the app; add it to a target or delete it."
        ),
        "project.folder-outside": (
            "note",
            "A folder the project names (its `projectDirPath`, a synchronized folder) or a symbolic link in its folder leads outside the tree the check walks (the folder that holds the `.xcodeproj`, and the folders beside it), so it was not walked: its files are not listed, and only those a target names are looked up. Move the files into the project's tree if a target builds them."
        ),
        "project.groups-cut": (
            "note",
            "A group's folder is longer than the 4,096 bytes a path may have, so the groups and files below it were not read: they are neither checked nor reported missing. Shorten the groups' paths in Xcode."
        ),
        "project.setting-unresolved": (
            "note",
            "A target's `PRODUCT_NAME` or `PRODUCT_MODULE_NAME` refers to settings of `.xcconfig` files or the environment, which are not read; the default module name is used."
        ),
        "baseline.invalid": (
            "error",
            "The `--baseline` file cannot be read or is not a baseline: write it again with `--write-baseline`."
        ),
        "baseline.fixed": (
            "note (error with `--strict-baseline`)",
            "A finding the baseline accepts no longer occurs: write the baseline again with `--write-baseline` to drop it."
        ),
        "suppression.unused": (
            "note",
            "A `// symbolify:disable-next-line` comment silences nothing: the line below has no finding (of the codes it lists) any more; remove the comment, or the codes no finding has."
        ),
        "route.missing": ("error", "A segue of the storyboards has no route in the registry."),
        "route.unused": ("warning", "A route matches no segue of the storyboards."),
        "route.destination-mismatch": (
            "error", "A route's destination type is not what the storyboard's segue leads to."
        ),
        "route.destination-unchecked": (
            "note",
            "A route's destination is a protocol, and the segue leads to a class this process does not have, so the conformance was not checked: validate in a test that links the app's classes."
        ),
        "navigation.missing": (
            "error",
            "A navigation in a test reached nothing: no such storyboard, scene, element with a segue (the message lists those that have one), storyboard read for a reference, or screen to unwind to."
        ),
        "navigation.route-failed": (
            "error",
            "A route a navigation ran failed (often a destination no mock is bound for), or the controller bound to a source is not its registry's source type."
        ),
        "scene.missing": ("error", "A declared scene's storyboard ID or initial controller does not exist."),
        "scene.missing-storyboard": ("error", "A declared scene's storyboard was not read."),
        "scene.wrong-class": ("error", "A declared scene's storyboard class is not the declared type."),
        "wiring.missing": ("error", "A wiring query found no scene, outlet, element or segue."),
        "wiring.mismatch": ("error", "A segue's identifier or destination is not the one the test expects."),
        "generate.omitted": (
            "warning", "A segue was left out of the generated code (its identifier collides or has no symbol)."
        ),
        "generate.mixed-platforms": (
            "error",
            "UIKit and AppKit storyboards were given to one generation: generate each platform's into its own file."
        ),
        "identifier.no-symbol": ("warning (error with `--check`)", "A named identifier has no symbol."),
        "identifier.collision": ("error", "Different named identifiers share a symbol."),
        "input.invalid-utf8": ("error", "A line of standard input is not UTF-8; it was skipped."),
        "output.unwritable": (
            "error",
            "The output could not be written completely (a closed pipe, a full disk, an output path that is an input)."
        ),
        "configuration.invalid": (
            "error", "A configuration file (`symbolify.json`) cannot be used; the message names the key and line."
        ),
    ]
}
