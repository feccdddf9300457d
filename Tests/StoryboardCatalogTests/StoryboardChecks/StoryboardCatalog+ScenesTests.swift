import Foundation
import SegueRouting
import StoryboardCatalog
import Testing

@MainActor class SceneBaseController {}
@MainActor final class SceneInboxController: SceneBaseController {}
@MainActor final class SceneMessageController {}
@MainActor final class SceneOtherController {}
@MainActor final class SceneSettingsController {}
@MainActor final class SceneAccountController {}
@MainActor final class ScenePrivacyController {}
@MainActor final class SceneComposeController {}
@MainActor protocol SceneInboxScreen: AnyObject {}

/// The scenes an app declares for the fixtures in `Fixtures/Scenes`.
enum DeclaredScenes {
    static let inbox = Scene<SceneInboxController>("Inbox", in: "Main")
    static let inboxAsBase = Scene<SceneBaseController>("Inbox", in: "Main")
    static let inboxAsProtocol = Scene<any SceneInboxScreen>("Inbox", in: "Main")
    static let account = Scene<SceneAccountController>("Account", in: "Settings")
    static let settingsStart = Scene<SceneSettingsController>.initial(in: "Settings")
    static let misspelled = Scene<SceneMessageController>("Mesage", in: "Main")
    static let wrongClass = Scene<SceneMessageController>("Privacy", in: "Settings")
    static let noInitial = Scene<SceneMessageController>.initial(in: "Empty")
    static let unknownStoryboard = Scene<SceneMessageController>("Message", in: "Mian")
}

@Suite("Scenes in the catalog")
struct StoryboardCatalogScenesTests {
    let catalog = StoryboardCatalog(paths: [FixtureFiles.path("Scenes")])

    @Test("Scenes carry their storyboard ID, class, module, element and position; initial controllers are known")
    func sceneModel() throws {
        let main = try #require(catalog.storyboard(named: "Main"))
        let inbox = try #require(main.scenes.first { $0.id == "inbox" })
        #expect(inbox.storyboardIdentifier == "Inbox")
        #expect(inbox.customModule == "StoryboardCatalogTests")
        #expect(inbox.elementName == "viewController")
        #expect(inbox.location?.line == 15)
        #expect(main.initialScene?.id == "nav")
        #expect(catalog.storyboard(named: "Empty")?.initialScene == nil)
        let listed = catalog.instantiableScenes.map {
            "\($0.storyboard.name)#\($0.scene.storyboardIdentifier ?? "initial")"
        }
        #expect(
            listed.contains("Main#initial") && listed.contains("Settings#Account") && listed.contains("Empty#Lonely"))
    }

    @Test("Storyboard references resolve across the files read")
    func references() throws {
        let main = try #require(catalog.storyboard(named: "Main"))
        let account = try #require(main.scene(withID: "account"))
        #expect(catalog.resolve(account)?.customClass == "SceneAccountController")
        #expect(catalog.resolve(try #require(main.scene(withID: "settingsStart")))?.storyboardIdentifier == "Settings")
        #expect(catalog.resolve(try #require(main.scene(withID: "privacy"))) == nil)
    }

    @Test("check reports broken references, an unchecked reference and a duplicate storyboard ID")
    func checks() {
        let findings = catalog.check().filter {
            $0.code.rawValue.hasPrefix("reference") || $0.code.rawValue.hasPrefix("scene")
        }
        #expect(
            findings.map(\.code) == [
                .sceneDuplicateIdentifier, .referenceBroken, .referenceUnchecked, .referenceBroken,
            ])
        #expect(
            findings[0].message.contains("'Message' is used by SceneOtherController here and by SceneMessageController")
        )
        #expect(
            findings[1].message.contains(
                "the storyboard ID 'Privcy' of Settings.storyboard, which has only 'Account', 'Privacy', 'Settings'"))
        #expect(findings[2].severity == .note && findings[2].message.contains("Help.storyboard"))
        #expect(findings[3].message.contains("the initial controller of Empty.storyboard, which has none"))
    }

    @Test("Declared scenes are checked: missing IDs, missing initial controllers, unknown storyboards, wrong classes")
    func validation() {
        let good = [
            DeclaredScenes.inbox.erased, DeclaredScenes.inboxAsBase.erased, DeclaredScenes.inboxAsProtocol.erased,
            DeclaredScenes.account.erased, DeclaredScenes.settingsStart.erased,
        ]
        #expect(catalog.validate(scenes: good) == [])
        let bad = [
            DeclaredScenes.misspelled.erased, DeclaredScenes.wrongClass.erased, DeclaredScenes.noInitial.erased,
            DeclaredScenes.unknownStoryboard.erased,
        ]
        let findings = catalog.validate(scenes: bad)
        #expect(findings.map(\.code) == [.sceneMissing, .sceneWrongClass, .sceneMissing, .sceneMissingStoryboard])
        #expect(findings[0].message.contains("has the storyboard IDs 'Compose', 'Inbox', 'Message';"))
        #expect(findings[0].message.contains("Main.storyboard#Mesage does not exist"))
        #expect(findings[1].message.contains("is a ScenePrivacyController"))
        #expect(!findings[1].message.contains("could not be resolved"))
        #expect(findings[2].message.contains("Empty.storyboard has no initial view controller"))
        #expect(findings[0].location == DeclaredScenes.misspelled.declaration)
    }

    @Test("Wiring: which segue a button triggers, by outlet or title, and what is missing")
    func wiring() throws {
        let compose = try catalog.segue(triggeredBy: .outlet("composeButton"), in: "SceneInboxController")
        #expect(compose.identifier == "Compose")
        #expect(try catalog.segue(triggeredBy: .title("Compose"), in: "SceneInboxController") == compose)
        #expect(
            catalog.verifySegue(
                triggeredBy: .outlet("composeButton"), in: "SceneInboxController", identifier: "Compose",
                destinationClass: "SceneComposeController") == [])
        let wrong = catalog.verifySegue(
            triggeredBy: .title("Compose"), in: "SceneInboxController", identifier: "Write",
            destinationClass: "SceneMessageController")
        #expect(wrong.map(\.code) == [.wiringMismatch, .wiringMismatch])
        #expect(wrong[0].message.contains("has the identifier 'Compose', not 'Write'"))
        #expect(
            wrong[1].message.contains(
                "leads to UINavigationController > SceneComposeController, not SceneMessageController"))
        let noIdentifier = catalog.verifySegue(
            triggeredBy: .title("Archive"), in: "SceneInboxController", identifier: "Archive")
        #expect(noIdentifier.first?.message.contains("has no identifier") == true)
        #expect(throws: Finding.self) {
            try catalog.segue(triggeredBy: .outlet("composeButon"), in: "SceneInboxController")
        }
        do {
            _ = try catalog.segue(triggeredBy: .outlet("composeButon"), in: "SceneInboxController")
        } catch {
            #expect(
                error.message.contains("has no outlet 'composeButon' (its outlets are 'composeButton', 'helpButton')"))
        }
        do {
            _ = try catalog.segue(triggeredBy: .outlet("helpButton"), in: "SceneInboxController")
        } catch {
            #expect(error.message.contains("triggers no segue"))
        }
    }

    @Test("Generated scene declarations are typed with the storyboard's classes")
    func generatedScenes() {
        let generator = RouteCodeGenerator(catalog: catalog)
        #expect(generator.source.contains("    enum Main {"))
        #expect(generator.source.contains(#"static let initial = Scene<UINavigationController>.initial(in: "Main")"#))
        #expect(generator.source.contains(#"static let inbox = Scene<SceneInboxController>("Inbox", in: "Main")"#))
        #expect(generator.source.contains(#"static let lonely = Scene<UIViewController>("Lonely", in: "Empty")"#))
        #expect(generator.scenes.filter { $0.storyboard == "Main" && $0.identifier == "Message" }.count == 1)
        #expect(generator.scenes.contains { $0.path == "StoryboardScenes.Settings.initial" })
    }
}
