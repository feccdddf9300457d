import SegueRouting
import StoryboardCatalog

/// The nib and reuse identifier declarations of the generated code, in Controllers.swift and
/// main.swift: the classes they name, and loading and dequeuing through them.
extension AppSources {
    /// The framework classes of views the stand-ins declare, which stubs of the app's views subclass.
    private var standInViewClasses: Set<String> {
        platform == .uiKit
            ? [
                "UIView", "UIControl", "UIButton", "UIScrollView", "UITableViewCell", "UICollectionViewCell",
                "UICollectionReusableView", "UITableViewHeaderFooterView", "UIViewController",
            ]
            : ["NSView", "NSControl", "NSTableCellView", "NSViewController", "NSWindowController", "NSWindow"]
    }

    /// The app's classes the nib and reuse declarations name that Controllers.swift does not already
    /// declare for scenes, with the class each stub subclasses: the framework class of the view, when
    /// the stand-in declares it, else `NSObject`.
    var nibClasses: [(name: String, superclass: String)] {
        var superclasses: [String: String] = [:]
        for document in documents {
            for view in document.reusableViews {
                guard let name = view.customClass, superclasses[name] == nil else { continue }
                superclasses[name] = view.className == name ? frameworkClass(of: view) : view.className
            }
            for object in document.objects where object.role == .object {
                guard let name = object.customClass, superclasses[name] == nil else { continue }
                superclasses[name] = object.frameworkClassName
            }
        }
        var names = Set(reuseIdentifiers.map(\.cellType))
        for nib in nibs { names.formUnion([nib.ownerType] + nib.topLevelTypes) }
        let declared = Set(appClasses)
        return names.subtracting(declared).filter { !isFrameworkClass($0) && $0 != "NSObject" }.sorted().map {
            let framework = superclasses[$0] ?? "NSObject"
            return ($0, standInViewClasses.contains(framework) ? framework : "NSObject")
        }
    }

    /// The framework class of a reusable view without custom class.
    private func frameworkClass(of view: ReusableView) -> String {
        view.kind == .tableCellView && view.elementName != "tableCellView" ? "NSView" : view.kind.frameworkClassName
    }

    /// The stubs of ``nibClasses``, for Controllers.swift.
    var nibStubClasses: String {
        nibClasses.map { "\nclass \($0.name): \($0.superclass) {}\n" }.joined()
    }

    /// Section 7 of main.swift: every declared nib loaded from a bundle, and every reuse identifier
    /// dequeued from a table or collection view, each checked to be of its declared type.
    func nibChecks() -> String {
        if nibs.isEmpty && reuseIdentifiers.isEmpty { return "" }
        let kit = platform == .uiKit ? "UINib" : "NSNib"
        var code = "\n// 7. Every declared nib, loaded from a bundle, and every reuse identifier, dequeued, each with\n"
        code += "// its declared type.\nMainActor.assumeIsolated {\n"
        for nib in nibs {
            let objects = nib.topLevelTypes.map { $0 + "()" }.joined(separator: ", ")
            code += "    \(kit).standInNibs[\(literal(nib.name))] = { _ in [\(objects)] }\n"
        }
        for (index, reuse) in reuseIdentifiers.enumerated() where platform == .uiKit {
            code += "    \(kit).standInNibs[\"reuse-\(index)\"] = { _ in [\(reuse.cellType)()] }\n"
        }
        code += "    do {\n"
        code += "        let bundle = try \(kit).standInCompiledBundle()\n"
        code += "        _ = bundle\n"
        for nib in nibs {
            code += "        let \(nibVariable(nib)) = try \(nib.path).instantiate(withOwner: nil, bundle: bundle)\n"
            code += "        if type(of: \(nibVariable(nib))) != \(nib.rootType).self {\n"
            code += "            fail(\(literal(nib.path)) + \": \\(type(of: \(nibVariable(nib))))\")\n"
            code += "        }\n"
        }
        code += "    } catch {\n        fail(\"\\(error)\")\n    }\n"
        code += platform == .uiKit ? uiKitDequeues() : appKitDequeues()
        code += "}\n"
        code += "print(\"loaded \(nibs.count) nibs, dequeued \(reuseIdentifiers.count) reuse identifiers\")\n"
        return code
    }

    private func nibVariable(_ nib: RouteCodeGenerator.DeclaredNib) -> String {
        "nib" + String(nibs.firstIndex(of: nib) ?? 0)
    }

    /// Registers each identifier's view (from a nib that makes one of its declared type) and
    /// dequeues it through the generated declaration.
    private func uiKitDequeues() -> String {
        var code = "    let table = UITableView()\n    let collection = UICollectionView()\n"
        code += "    let path = IndexPath(row: 0, section: 0)\n"
        code += "    _ = (table, collection, path)\n"
        for (index, reuse) in reuseIdentifiers.enumerated() {
            let id = literal(reuse.identifier)
            let nib = "UINib(nibName: \"reuse-\(index)\", bundle: nil)"
            let made: String
            if reuse.kinds.contains(.tableViewCell) {
                code += "    table.register(\(nib), forCellReuseIdentifier: \(id))\n"
                made = "type(of: table.dequeue(\(reuse.path), for: path))"
            } else if reuse.kinds.contains(.tableViewHeaderFooterView) {
                code += "    table.register(\(nib), forHeaderFooterViewReuseIdentifier: \(id))\n"
                made = "table.dequeue(\(reuse.path)).map({ type(of: $0) })"
            } else if reuse.kinds.contains(.collectionReusableView) {
                code +=
                    "    collection.register(\(nib), forSupplementaryViewOfKind: \"header\", withReuseIdentifier: \(id))\n"
                made = "type(of: collection.dequeue(\(reuse.path), ofKind: \"header\", for: path))"
            } else {
                code += "    collection.register(\(nib), forCellWithReuseIdentifier: \(id))\n"
                made = "type(of: collection.dequeue(\(reuse.path), for: path))"
            }
            code += "    if \(made) != \(reuse.cellType).self { fail(\(literal(reuse.path))) }\n"
        }
        return code
    }

    /// Puts each identifier's view among a table's prototypes and makes it through the generated
    /// declaration.
    private func appKitDequeues() -> String {
        var code = "    let table = NSTableView()\n    _ = table\n"
        for reuse in reuseIdentifiers {
            code += "    table.standInPrototypeViews[\(literal(reuse.identifier))] = { \(reuse.cellType)() }\n"
            code +=
                "    if table.makeView(\(reuse.path), owner: nil).map({ type(of: $0) }) != \(reuse.cellType).self {\n"
            code += "        fail(\(literal(reuse.path)))\n    }\n"
        }
        return code
    }
}
