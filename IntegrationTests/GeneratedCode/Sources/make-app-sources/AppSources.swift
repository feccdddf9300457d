import SegueRouting
import StoryboardCatalog

/// The sources of one app-shaped target for one storyboard: the generated routes, the controller
/// classes an app would declare, and a main.swift that routes segues through the generated code.
///
/// Everything is taken from the storyboard and the generator's model (``RouteCodeGenerator/classes``),
/// never from the generated text, so that the generated file is checked against what it should
/// declare rather than against itself.
struct AppSources {
    /// The storyboard's name, which names the app's directory.
    let name: String
    /// `Routes.swift`: the generator's output, byte for byte as `symbolify generate` writes it.
    let routes: String
    /// The classes the generated code routes from, with their handlers.
    let classes: [RouteCodeGenerator.RoutedClass]
    /// The scene declarations the generated code holds.
    let scenes: [RouteCodeGenerator.DeclaredScene]
    /// The protocols of the unwind actions the generated code declares.
    let unwinds: [RouteCodeGenerator.UnwindReceiver]
    /// What the generator left out or could not do, one line each.
    let findings: [String]
    /// The storyboard's platform: the app imports UIKit or AppKit.
    let platform: StoryboardPlatform

    /// The nib declarations the generated code holds.
    let nibs: [RouteCodeGenerator.DeclaredNib]
    /// The reuse identifier declarations the generated code holds.
    let reuseIdentifiers: [RouteCodeGenerator.DeclaredReuseIdentifier]
    /// The storyboard and the xibs beside it.
    let documents: [Storyboard]

    private let storyboard: Storyboard

    /// Generates the routes for `storyboard` as `symbolify generate <storyboard>` does.
    ///
    /// - Parameters:
    ///   - storyboard: The storyboard.
    ///   - xibs: The xibs generated with it, as when `symbolify generate` is given a folder.
    ///   - version: The symbolify version the header names, as `symbolify generate` writes it.
    init(storyboard: Storyboard, xibs: [Storyboard] = [], version: String) {
        let generator = RouteCodeGenerator(
            catalog: StoryboardCatalog(storyboards: [storyboard] + xibs), options: .init(version: version))
        self.storyboard = storyboard
        documents = [storyboard] + xibs
        nibs = generator.nibs
        reuseIdentifiers = generator.reuseIdentifiers
        name = storyboard.name
        routes = generator.source
        classes = generator.classes
        scenes = generator.scenes
        unwinds = generator.unwinds
        findings = generator.findings.map { "\($0)" }
        platform = storyboard.platform
    }

    /// The number of routes the generated code declares.
    var routeCount: Int {
        classes.reduce(0) { $0 + $1.handlers.count + $1.creators.count + $1.destinationHandlers.count }
    }

    /// The first handler of the first class: the segue `main.swift` routes first.
    var firstRoute: (routedClass: RouteCodeGenerator.RoutedClass, handler: RouteCodeGenerator.Handler)? {
        guard let first = classes.first, let handler = first.handlers.first else { return nil }
        return (first, handler)
    }

    // MARK: - Controllers.swift

    /// `Controllers.swift`: every app class the generated code names, declared as a subclass of its
    /// scene's UIKit or AppKit class; each source class (a view controller, or on macOS a window
    /// controller too) implements its handlers by logging the call, and routes in
    /// `prepare(for:sender:)` as the README says.
    ///
    /// - Parameter omitting: A handler base name to leave out, to prove that the build then fails.
    func controllers(omitting omitted: String? = nil) -> String {
        let framework = platform.frameworkName
        var code = """
            // Stub controllers for \(name).storyboard, declared as an app declares them: each class the
            // generated Routes.swift names, subclassing the \(framework) class of its scene, with the handlers.
            // Written by make-app-sources (IntegrationTests/GeneratedCode); do not edit.

            import SegueRouting
            import SegueRouting\(framework)
            import \(framework)

            /// The handlers that ran, as `Class.handler`, in order.
            @MainActor var handlerLog: [String] = []
            /// The controllers that creation handlers made, in order.
            @MainActor var created: [AnyObject] = []

            """
        let sources = Dictionary(uniqueKeysWithValues: classes.map { ($0.name, $0) })
        for className in appClasses {
            let framework = superclass(of: className)
            if stubSuperclass(framework) != framework {
                code +=
                    "\n// In the app, a subclass of \(framework), which is not \(platform.frameworkName)'s"
                    + (platform == .uiKit ? " (or is generic)." : " (or not in the stand-in).")
            }
            code += "\nclass \(className): \(stubSuperclass(framework)) {\n"
            if let routed = sources[className] {
                for handler in routed.handlers where handler.symbol.handlerBaseName != omitted {
                    let base = handler.symbol.handlerBaseName
                    code += "    func \(base)(_ destination: \(handler.destinationType), sender: Any?) {\n"
                    code += "        handlerLog.append(\(literal(className + "." + base)))\n"
                    code += "    }\n\n"
                }
                for type in routed.destinationHandlers {
                    code += "    func prepareForSegue(to destination: \(type), sender: Any?) {\n"
                    code += "        handlerLog.append(\(literal(className + ".prepareForSegue(to: " + type + ")")))\n"
                    code += "    }\n\n"
                }
                for creator in routed.creators {
                    let base = creator.handlerBaseName
                    code += "    func \(base)(coder: NSCoder, sender: Any?) -> \(creator.destinationType)? {\n"
                    code += "        handlerLog.append(\(literal(className + "." + base)))\n"
                    code += "        let made = \(creator.destinationType)(coder: coder)\n"
                    code += "        made.map { created.append($0) }\n"
                    code += "        return made\n"
                    code += "    }\n\n"
                }
                for type in routed.destinationCreators {
                    let logged = className + ".createForSegue(to: " + type + ")"
                    code +=
                        "    func createForSegue(to type: \(type).Type, coder: NSCoder, sender: Any?) -> \(type)? {\n"
                    code += "        handlerLog.append(\(literal(logged)))\n"
                    code += "        let made = \(type)(coder: coder)\n"
                    code += "        made.map { created.append($0) }\n"
                    code += "        return made\n"
                    code += "    }\n\n"
                }
                code += "    override func prepare(for segue: \(segueClass), sender: Any?) {\n"
                code += "        routeSegue(segue, sender: sender)\n"
                code += "    }\n"
            }
            code += "}\n"
        }
        code += nibStubClasses
        for receiver in unwinds {
            let stub = receiver.protocolName + "Stub"
            code += "\n/// A controller to return to, which receives \(receiver.selector) through an unwind route.\n"
            code += "final class \(stub): UIViewController, SegueRouted, \(receiver.protocolName) {\n"
            code += "    static let segueRoutes = SegueRouting.RouteRegistry<\(stub)> {\n"
            code +=
                "        SegueRouting.Route.unwind(\(stub).\(receiver.actionConstant)) { (_: \(stub), _: UIViewController) in\n"
            code += "            handlerLog.append(\(literal(stub + "." + receiver.selector.rawValue)))\n"
            code += "        }\n    }\n\n"
            code += "    @IBAction func \(receiver.name.baseName)(\(unwindParameter(receiver)): UIStoryboardSegue) {\n"
            code += "        routeUnwind(segue, action: Self.\(receiver.actionConstant))\n"
            code += "    }\n}\n"
        }
        return code
    }

    /// The unwind method's parameter: `_ segue`, `segue`, or `label segue`.
    private func unwindParameter(_ receiver: RouteCodeGenerator.UnwindReceiver) -> String {
        let label = receiver.name.labels[0]
        return label == "segue" ? "segue" : "\(label ?? "_") segue"
    }

    /// A call of a generated segue action with a stand-in coder, the arguments its arity takes.
    private func segueActionCall(_ action: RouteCodeGenerator.SegueAction, identifier: String?) -> String {
        let values = ["StandInSceneCoder()", "nil", identifier.map(literal) ?? "nil"]
        let arguments = action.name.labels.enumerated().map { index, label in
            (label.map { $0 + ": " } ?? "") + values[index]
        }
        return action.name.baseName + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The classes an app declares: the source classes, the destination types and the declared
    /// scenes' types that are the storyboard's custom classes rather than UIKit's, sorted.
    var appClasses: [String] {
        var names = Set(classes.map(\.name)).union(scenes.map(\.controllerType))
        for routed in classes {
            for handler in routed.handlers where !isFrameworkClass(handler.destinationType) {
                names.insert(handler.destinationType)
            }
            for type in routed.destinationHandlers where !isFrameworkClass(type) { names.insert(type) }
            for creator in routed.creators where !isFrameworkClass(creator.destinationType) {
                names.insert(creator.destinationType)
            }
            for type in routed.destinationCreators where !isFrameworkClass(type) { names.insert(type) }
        }
        return names.filter { !isFrameworkClass($0) }.sorted()
    }

    /// The UIKit or AppKit class of the scenes whose custom class is `className`, in file order; the
    /// first when scenes disagree (an app can give a class only one superclass).
    func superclass(of className: String) -> String {
        storyboard.scenes.first { $0.customClass == className }?.frameworkClassName ?? baseController
    }

    /// The class a stub subclasses for a scene of class `framework`: `framework` itself when UIKit
    /// declares it (as a plain class), else UIViewController: AVPlayerViewController (AVKit),
    /// GLKViewController (GLKit) and UIHostingController (SwiftUI, generic) are not in UIKit. On macOS,
    /// `framework` when the stand-in AppKit declares it, else NSViewController.
    func stubSuperclass(_ framework: String) -> String {
        switch platform {
        case .uiKit:
            isFrameworkClass(framework) && framework != "UIHostingController" ? framework : "UIViewController"
        case .appKit:
            standInAppKitControllers.contains(framework) ? framework : "NSViewController"
        }
    }

    /// The controller classes the stand-in AppKit declares.
    private let standInAppKitControllers: Set<String> = [
        "NSViewController", "NSWindowController", "NSTabViewController", "NSSplitViewController", "NSPageController",
    ]

    /// `UIViewController` or `NSViewController`.
    private var baseController: String { platform == .uiKit ? "UIViewController" : "NSViewController" }

    /// `UIStoryboardSegue` or `NSStoryboardSegue`.
    private var segueClass: String { platform == .uiKit ? "UIStoryboardSegue" : "NSStoryboardSegue" }

    /// Custom classes whose scenes have different UIKit classes: only the first can be honoured.
    var superclassConflicts: [String] {
        appClasses.compactMap { className in
            let frameworks = Set(storyboard.scenes.filter { $0.customClass == className }.map(\.frameworkClassName))
            return frameworks.count > 1 ? "\(className): \(frameworks.sorted().joined(separator: ", "))" : nil
        }
    }

    /// Whether `name` is in UIKit's namespace (`UI` and a capital letter), or AppKit's (`NS`), rather
    /// than the app's.
    func isFrameworkClass(_ name: String) -> Bool {
        let prefix = Array((platform == .uiKit ? "UI" : "NS").unicodeScalars)
        let scalars = Array(name.unicodeScalars)
        return scalars.count > 2 && scalars[0] == prefix[0] && scalars[1] == prefix[1]
            && ("A"..."Z").contains(scalars[2])
    }

    // MARK: - main.swift

    /// `main.swift`: prepares the first class's first route with
    /// `prepare(identifier:source:destination:sender:)`, routes the same segue as a
    /// `UIStoryboardSegue` or `NSStoryboardSegue` through `routeSegue(_:sender:)`, then prepares every
    /// other route; exits with 1 unless each handler ran once.
    func main() -> String {
        let framework = platform.frameworkName
        var code = """
            // Routes segues of \(name).storyboard through the generated Routes.swift, as an app does.
            // Written by make-app-sources (IntegrationTests/GeneratedCode); do not edit.

            import Foundation
            import SegueRouting
            import SegueRouting\(framework)
            import \(framework)

            var failures = 0

            /// Records a failure.
            @MainActor
            func fail(_ message: String) {
                print("FAILED: " + message)
                failures += 1
            }

            /// Prepares `identifier` through `registry` and checks that exactly `handler` ran.
            @MainActor
            func check<Source>(
                _ registry: SegueRouting.RouteRegistry<Source>, _ source: Source, _ identifier: String,
                _ destination: \(platform == .uiKit ? "UIViewController" : "Any"), handler: String
            ) {
                let logged = handlerLog.count
                do {
                    let result = try registry.prepare(
                        identifier: identifier, source: source, destination: destination, sender: nil)
                    guard case .routed = result, handlerLog.count == logged + 1, handlerLog.last == handler else {
                        return fail("\\(handler) for \\(identifier.debugDescription): \\(result), ran \\(handlerLog[logged...])")
                    }
                } catch {
                    fail("\\(handler) for \\(identifier.debugDescription): \\(error)")
                }
            }

            """
        if platform == .appKit { code += appKitContainerFunctions }
        if classes.isEmpty && unwinds.isEmpty && scenes.isEmpty && nibs.isEmpty && reuseIdentifiers.isEmpty {
            return code + "\nprint(\"no routes generated\")\n"
        }
        if let (routed, handler) = firstRoute { code += firstRouteChecks(routed, handler) }
        code += "\n// 3. Every route of every class, each with a destination of its declared type"
        code += (platform == .uiKit ? "" : " inside the containers the storyboard puts it in") + ".\n"
        return code + otherChecks()
    }

    /// Sections 1 and 2 of main.swift: the first route, prepared through the test seam and through
    /// `routeSegue(_:sender:)`.
    private func firstRouteChecks(
        _ routed: RouteCodeGenerator.RoutedClass, _ handler: RouteCodeGenerator.Handler
    ) -> String {
        var code = ""
        let framework = platform.frameworkName
        let source = routed.name
        let base = handler.symbol.handlerBaseName
        let logged = literal(source + "." + base)
        code += """

            // 1. The first route, prepared directly, as a unit test of an app would.
            let source = \(construct(source))
            let destination = \(construct(handler.destinationType))
            let once: [String] = [\(logged)]
            let twice: [String] = [\(logged), \(logged)]
            do {
                let result = try \(source).segueRoutes.prepare(
                    identifier: \(literal(handler.identifier)), source: source, destination: destination, sender: nil)
                guard case .routed = result, handlerLog == once else {
                    fail("\(base) did not run: \\(result), ran \\(handlerLog)")
                    exit(1)
                }
            } catch {
                fail("\(base): \\(error)")
                exit(1)
            }

            // 2. The same segue as \(framework) makes it, through routeSegue(_:sender:) as prepare(for:sender:) calls it.
            let segue = \(segueClass)(
                identifier: \(literal(handler.identifier)), source: source,
                destination: \(delivered(routed.name, handler)))
            let routed = source.routeSegue(segue, sender: nil)
            guard case .routed(let symbol)? = routed, symbol.rawValue == \(literal(handler.symbol.rawValue)),
                handlerLog == twice
            else {
                fail("routeSegue did not run \(base): \\(String(describing: routed)), ran \\(handlerLog)")
                exit(1)
            }

            """
        return code
    }

    /// Sections 3 to 6 of main.swift: every route, scene, segue action and unwind.
    private func otherChecks() -> String {
        var code = ""
        for routed in classes {
            for handler in routed.handlers {
                let destination =
                    platform == .uiKit ? construct(handler.destinationType) : delivered(routed.name, handler)
                code += "check(\(routed.name).segueRoutes, \(construct(routed.name)), \(literal(handler.identifier)), "
                code += "\(destination), handler: "
                code += "\(literal(routed.name + "." + handler.symbol.handlerBaseName)))\n"
            }
        }
        if !scenes.isEmpty {
            code += "\n// 4. Every declared scene, made by a factory, with its declared type.\n"
            code += "MainActor.assumeIsolated {\n"
            code += "    let source = ClosureSceneSource()\n"
            for scene in scenes {
                let make = construct(scene.controllerType)
                if let identifier = scene.identifier {
                    code +=
                        "    source.register(\(literal(identifier)), in: \(literal(scene.storyboard))) { \(make) }\n"
                } else {
                    code += "    source.registerInitial(in: \(literal(scene.storyboard))) { \(make) }\n"
                }
            }
            code += "    let scenes = SceneFactory(source: source)\n"
            for scene in scenes {
                code += "    do { _ = try scenes.instantiate(\(scene.path)) } catch { fail(\"\\(error)\") }\n"
            }
            code += "}\n"
        }
        let byType = classes.flatMap { routed in routed.destinationHandlers.map { (routed, $0) } }
        if !byType.isEmpty {
            code += "\n// 3b. Every route by destination type, with a segue without identifier.\n"
            for (routed, type) in byType {
                let logged = literal(routed.name + ".prepareForSegue(to: " + type + ")")
                code += "do {\n"
                code += "    let logged = handlerLog.count\n"
                code += "    let result = try \(routed.name).segueRoutes.prepare(identifier: nil, source: "
                code += "\(construct(routed.name)), destination: \(wrapped(construct(type), type)), sender: nil)\n"
                code +=
                    "    if result != .routed(byDestination: (\(type)).self) || handlerLog[logged...] != [\(logged)] {\n"
                code +=
                    "        fail(\(literal(routed.name + " to " + type)) + \": \\(result), ran \\(handlerLog[logged...])\")\n"
                code += "    }\n"
                code += "} catch {\n    fail(\(literal(routed.name + " to " + type)) + \": \\(error)\")\n}\n"
            }
        }
        code += "\nlet prepared = handlerLog.count - \(firstRoute == nil ? 0 : 2) - \(byType.count)\n"
        let actions = classes.flatMap { routed in routed.segueActions.map { (routed, $0) } }
        var segueActionCalls = 0
        if !actions.isEmpty {
            code +=
                "\n// 5. Every generated segue action, as the storyboard calls it: its creation route's handler runs\n"
            code += "// and the controller it made is what the segue action returns.\n"
            for (routed, action) in actions {
                // The calls UIKit makes: with the identifier of a segue it serves, and without one for
                // its segues without identifier (and a presented container's relationship segue).
                var calls: [(identifier: String?, handler: String)] = []
                let identifier =
                    action.identifier
                    ?? routed.creators.first { creator in
                        storyboard.segues.contains {
                            $0.identifier == creator.identifier
                                && $0.destinationCreationSelector == action.selector.rawValue
                        }
                    }?.identifier
                if let identifier, let creator = routed.creators.first(where: { $0.identifier == identifier }) {
                    calls.append((identifier, creator.handlerBaseName))
                }
                if let type = action.destinationCreationType {
                    calls.append((nil, "createForSegue(to: " + type + ")"))
                }
                if calls.isEmpty {
                    fatalError("segue action \(action.selector) of \(routed.name) serves no creation route")
                }
                for (identifier, handler) in calls {
                    let call = segueActionCall(action, identifier: action.identifier == nil ? identifier : nil)
                    code += "do {\n"
                    code += "    let logged = handlerLog.count\n"
                    code += "    let made = \(construct(routed.name)).\(call)\n"
                    code += "    if made == nil || made !== created.last"
                    code += " || handlerLog[logged...] != [\(literal(routed.name + "." + handler))] {\n"
                    code += "        fail(\(literal("segue action " + action.selector.rawValue + " of " + routed.name))"
                    code += " + \": \\(String(describing: made)), ran \\(handlerLog[logged...])\")\n"
                    code += "    }\n}\n"
                    segueActionCalls += 1
                }
            }
        }
        if !unwinds.isEmpty {
            code +=
                "\n// 6. Every unwind action, performed as UIKit unwinds: the route of the controller returned to runs.\n"
            for receiver in unwinds {
                let stub = receiver.protocolName + "Stub"
                code += "do {\n"
                code += "    let logged = handlerLog.count\n"
                code += "    let target = \(stub)()\n"
                code += "    target.standInUnwind(from: UIViewController(), identifier: nil, sender: nil) { segue in\n"
                let label = receiver.name.labels[0].map { $0 + ": " } ?? ""
                code += "        target.\(receiver.name.baseName)(\(label)segue)\n"
                code += "    }\n"
                code += "    if handlerLog[logged...] != [\(literal(stub + "." + receiver.selector.rawValue))] {\n"
                code +=
                    "        fail(\(literal("unwind " + receiver.selector.rawValue)) + \": ran \\(handlerLog[logged...])\")\n"
                code += "    }\n}\n"
            }
        }
        code += nibChecks()
        code += """

            print("prepared \\(prepared) of \(classes.reduce(0) { $0 + $1.handlers.count }) identifier routes and \(byType.count) by destination type, created through \(actions.count) segue actions (\(segueActionCalls) calls), unwound \(unwinds.count) actions, made \(scenes.count) scenes")
            exit(failures == 0 ? 0 : 1)

            """
        return code
    }

    /// The functions that put controllers in AppKit containers, as a storyboard's relationships do.
    private var appKitContainerFunctions: String {
        """

        /// `controller` with a window whose content is `content`: a window controller scene.
        @MainActor
        func windowed<Controller: NSWindowController>(_ controller: Controller, content: NSViewController) -> Controller {
            controller.window = NSWindow(contentViewController: content)
            return controller
        }

        /// `controller` with a tab of each of `items`, in order: a tab view controller scene.
        @MainActor
        func tabbed<Controller: NSTabViewController>(_ controller: Controller, _ items: [NSViewController]) -> Controller {
            controller.tabViewItems = items.map { NSTabViewItem(viewController: $0) }
            return controller
        }

        /// `controller` with a split view item of each of `items`, in order: a split view controller scene.
        @MainActor
        func split<Controller: NSSplitViewController>(_ controller: Controller, _ items: [NSViewController]) -> Controller {
            controller.splitViewItems = items.map { NSSplitViewItem(viewController: $0) }
            return controller
        }

        """
    }

    /// The destination of `handler`'s segue from `sourceClass` as the platform delivers it: on macOS
    /// the segue's destination scene with the scenes it holds, made as the storyboard's
    /// relationships say (a window controller with its content, split and tab view controllers with
    /// their items), so that the route must find its declared type where the storyboard puts it;
    /// on iOS, or without a destination scene, the declared type ``wrapped(_:_:)``.
    private func delivered(_ sourceClass: String, _ handler: RouteCodeGenerator.Handler) -> String {
        guard platform == .appKit,
            let segue = storyboard.segues.first(where: {
                $0.source.customClass == sourceClass && $0.identifier == handler.identifier
            }),
            case .scene(let scene) = segue.destination
        else { return wrapped(construct(handler.destinationType), handler.destinationType) }
        var visited: Set<String> = []
        return sceneExpression(scene, storyboard.containedScenes(), &visited)
    }

    /// An expression that makes `scene` and the scenes it holds, each of its stub class when the
    /// generated code names its class, else of its AppKit class.
    private func sceneExpression(
        _ scene: StoryboardScene, _ children: [String: [StoryboardScene]], _ visited: inout Set<String>
    ) -> String {
        visited.insert(scene.id)
        let framework = stubSuperclass(scene.frameworkClassName)
        let type = scene.customClass.flatMap { appClasses.contains($0) ? $0 : nil } ?? framework
        var items: [String] = []
        for child in children[scene.id] ?? [] where !visited.contains(child.id) {
            items.append(sceneExpression(child, children, &visited))
        }
        let make = construct(type)
        switch framework {
        case "NSWindowController": return items.first.map { "windowed(\(make), content: \($0))" } ?? make
        case "NSTabViewController": return "tabbed(\(make), [\(items.joined(separator: ", "))])"
        case "NSSplitViewController": return "split(\(make), [\(items.joined(separator: ", "))])"
        default: return make
        }
    }

    /// An expression that makes a controller of class `type`.
    private func construct(_ type: String) -> String {
        let framework = isFrameworkClass(type) ? type : stubSuperclass(superclass(of: type))
        switch framework {
        case "UINavigationController": return "\(type)(rootViewController: UIViewController())"
        case "NSWindowController": return "\(type)(window: nil)"
        default: return "\(type)()"
        }
    }

    /// `expression` inside a navigation controller, as a storyboard segue to an embedded scene
    /// delivers it, unless it is a container itself. On macOS, a view controller as a window's
    /// content, as a segue that opens a window delivers it; a window controller as it is.
    private func wrapped(_ expression: String, _ type: String) -> String {
        if platform == .appKit {
            let framework = isFrameworkClass(type) ? type : stubSuperclass(superclass(of: type))
            return framework == "NSWindowController"
                ? expression : "windowed(NSWindowController(window: nil), content: \(expression))"
        }
        let framework = isFrameworkClass(type) ? type : superclass(of: type)
        let containers = ["UINavigationController", "UITabBarController", "UISplitViewController"]
        return containers.contains(framework)
            ? expression : "UINavigationController(rootViewController: \(expression))"
    }
}

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            result += "\\u{" + String(scalar.value, radix: 16) + "}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result + "\""
}
