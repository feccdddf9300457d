/// A view controller a storyboard can instantiate: a storyboard name and a storyboard ID, or the
/// storyboard's initial controller, with the type the app expects.
///
/// Declare each scene once, where the app's factory (the Wireframe) can reach it, and ask a
/// ``SceneFactory`` for controllers instead of spelling storyboard names and identifiers at every
/// call site:
///
///     enum Scenes {
///         static let message = Scene<MessageViewController>("Message", in: "Main")
///         static let onboarding = Scene<UINavigationController>.initial(in: "Onboarding")
///     }
///
/// A unit test checks every declaration against the storyboards before the app runs
/// (`StoryboardCatalog.validate(scenes:)`), and binds mock instances to scenes through the factory.
public struct Scene<Controller>: Sendable, Hashable, CustomStringConvertible {
    /// The storyboard's name, as `UIStoryboard(name:bundle:)` takes it: the file name without
    /// `.storyboard`.
    public let storyboard: String
    /// The storyboard ID of the scene, or `nil` for the storyboard's initial controller.
    public let identifier: String?
    /// Where the scene was declared.
    public let declaration: FileLocation

    /// Declares the scene with storyboard ID `identifier` in `storyboard`.
    ///
    /// - Parameters:
    ///   - identifier: The storyboard ID (Identity inspector > Storyboard ID).
    ///   - storyboard: The storyboard's name, without `.storyboard`.
    ///   - file: The declaring file, captured so that validation names it.
    ///   - line: The declaring line, captured so that validation names it.
    public init(_ identifier: String, in storyboard: String, file: String = #fileID, line: Int = #line) {
        self.storyboard = storyboard
        self.identifier = identifier
        self.declaration = FileLocation(file: file, line: line)
    }

    private init(initialIn storyboard: String, file: String, line: Int) {
        self.storyboard = storyboard
        self.identifier = nil
        self.declaration = FileLocation(file: file, line: line)
    }

    /// The scene with the storyboard ID `identifier.rawValue` (an enum case of the app's storyboard
    /// IDs) in the storyboard named `storyboard`.
    ///
    /// - Parameters:
    ///   - identifier: The storyboard ID, as a `RawRepresentable` whose raw value is a `String`.
    ///   - storyboard: The storyboard's name, without extension.
    ///   - file: The declaring file, captured so that a finding names it.
    ///   - line: The declaring line, captured so that a finding names it.
    public init<Identifier: RawRepresentable<String>>(
        _ identifier: Identifier, in storyboard: String, file: String = #fileID, line: Int = #line
    ) {
        self.init(identifier.rawValue, in: storyboard, file: file, line: line)
    }

    /// Declares the initial controller of `storyboard` (Attributes inspector > Is Initial View
    /// Controller).
    ///
    /// - Parameters:
    ///   - storyboard: The storyboard's name, without `.storyboard`.
    ///   - file: The declaring file, captured so that validation names it.
    ///   - line: The declaring line, captured so that validation names it.
    /// - Returns: The scene.
    public static func initial(in storyboard: String, file: String = #fileID, line: Int = #line) -> Scene {
        Scene(initialIn: storyboard, file: file, line: line)
    }

    /// The type the scene is declared with.
    public var controllerType: Controller.Type { Controller.self }

    /// `Main.storyboard#Message` or `the initial controller of Onboarding.storyboard`.
    public var description: String {
        identifier.map { "\(storyboard).storyboard#\($0)" } ?? "the initial controller of \(storyboard).storyboard"
    }

    /// Scenes are equal when they name the same storyboard and identifier, wherever declared.
    public static func == (lhs: Scene, rhs: Scene) -> Bool {
        lhs.storyboard == rhs.storyboard && lhs.identifier == rhs.identifier
    }

    /// Hashes the storyboard and the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storyboard)
        hasher.combine(identifier)
    }

    /// The scene without its type, for lists of declarations of different types.
    public var erased: AnyScene { AnyScene(self) }
}

/// A ``Scene`` of any controller type, for checking a list of declarations against the storyboards.
public struct AnyScene: Sendable, Hashable, CustomStringConvertible {
    /// The storyboard's name.
    public let storyboard: String
    /// The storyboard ID, or `nil` for the initial controller.
    public let identifier: String?
    /// Where the scene was declared.
    public let declaration: FileLocation
    /// The type the scene was declared with.
    public let controllerType: any Any.Type
    /// Whether a value is of the declared type (so that a protocol type can be checked too).
    private let accepts: @Sendable (Any) -> Bool

    /// Erases the type of `scene`.
    public init<Controller>(_ scene: Scene<Controller>) {
        storyboard = scene.storyboard
        identifier = scene.identifier
        declaration = scene.declaration
        controllerType = Controller.self
        accepts = { $0 is Controller }
    }

    /// Whether `value` is of the declared controller type.
    public func accepts(_ value: Any) -> Bool { accepts(value) }

    /// `Main.storyboard#Message` or `the initial controller of Onboarding.storyboard`.
    public var description: String {
        identifier.map { "\(storyboard).storyboard#\($0)" } ?? "the initial controller of \(storyboard).storyboard"
    }

    /// Equal when they name the same storyboard, identifier and type.
    public static func == (lhs: AnyScene, rhs: AnyScene) -> Bool {
        lhs.storyboard == rhs.storyboard && lhs.identifier == rhs.identifier
            && ObjectIdentifier(lhs.controllerType) == ObjectIdentifier(rhs.controllerType)
    }

    /// Hashes the storyboard and the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storyboard)
        hasher.combine(identifier)
    }
}
