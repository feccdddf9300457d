import SegueRouting
import SourceReading
import StoryboardModel

/// How the generated code names the types of SegueRouting and its adapter: unqualified, or with
/// their modules' names when a storyboard class of the same name would shadow them.
struct LibraryNames {
    /// The names the code uses unqualified when no storyboard class shadows them.
    static let unqualifiedNames: Set<String> = [
        "Route", "RouteRegistry", "SegueRouted", "Scene", "StoryboardScenes", "Nib", "Nibs", "ReuseIdentifier", "Reuse",
        "ImageAsset", "ColorAsset", "Images", "Colors",
    ]

    /// Whether to qualify the names with their modules.
    let qualified: Bool

    var route: String { qualified ? "SegueRouting.Route" : "Route" }
    var routeRegistry: String { qualified ? "SegueRouting.RouteRegistry" : "RouteRegistry" }
    var scene: String { qualified ? "SegueRouting.Scene" : "Scene" }
    var storyboardScenes: String { qualified ? "SegueRouting.StoryboardScenes" : "StoryboardScenes" }
    var nib: String { qualified ? "SegueRouting.Nib" : "Nib" }
    var nibs: String { qualified ? "SegueRouting.Nibs" : "Nibs" }
    var reuseIdentifier: String { qualified ? "SegueRouting.ReuseIdentifier" : "ReuseIdentifier" }
    var reuse: String { qualified ? "SegueRouting.Reuse" : "Reuse" }
    func segueRouted(_ platform: StoryboardPlatform) -> String {
        qualified ? "SegueRouting\(platform.frameworkName).SegueRouted" : "SegueRouted"
    }
}

extension StoryboardPlatform {
    /// `UIViewController` or `NSViewController`.
    var baseControllerClass: String {
        switch self {
        case .uiKit: "UIViewController"
        case .appKit: "NSViewController"
        }
    }
}

extension Finding.Code {
    /// A segue that code generation left out.
    public static let generateOmitted: Self = "generate.omitted"
    /// Storyboards of both UIKit and AppKit given to one generation, which is refused.
    ///
    /// The generated file imports its platform's framework and adapter (`UIKit` and
    /// `SegueRoutingUIKit`, or `AppKit` and `SegueRoutingAppKit`), and one Swift file cannot import
    /// both: no SDK has both frameworks' controllers (Mac Catalyst's AppKit lacks them), and the two
    /// adapters each declare `SegueRouted`. Each platform's storyboards are generated into a file of
    /// the target for that platform.
    public static let generateMixedPlatforms: Self = "generate.mixed-platforms"
}

/// Makes constant names from symbols: lower camel case, valid Swift, and unique.
struct ConstantNames {
    private var used: Set<String>
    /// What a name made only of `_`, or a reserved name, is completed with: `Segue` or `Scene`.
    private let suffix: String

    /// Creates a namer that never hands out `taken`.
    init(taken: Set<String> = [], suffix: String = "Segue") {
        used = taken
        self.suffix = suffix
    }

    mutating func name(for symbol: SegueSymbol) -> String {
        var base = lowerCamelCase(symbol.rawValue)
        if let first = base.unicodeScalars.first, ("0"..."9").contains(first) { base = "_" + base }
        if base.allSatisfy({ $0 == "_" }) { base = suffix.lowercased() + base }
        if reservedNames.contains(base) { base += suffix }
        var name = base
        var suffix = 2
        while used.contains(name) {
            name = base + "_\(suffix)"
            suffix += 1
        }
        used.insert(name)
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// `ShowDetail` → `showDetail`, `URLLoader` → `urlLoader`, `GET` → `get`.
    private func lowerCamelCase(_ text: String) -> String {
        let characters = Array(text)
        var index = 0
        while index < characters.count, characters[index].isUppercase { index += 1 }
        if index == 0 { return text }
        // Keep the last capital of an acronym followed by a lowercase letter: URLLoader → urlLoader.
        let lowered = index > 1 && index < characters.count && characters[index].isLowercase ? index - 1 : index
        return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
    }
}
