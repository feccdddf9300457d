import Foundation
import SegueRouting
import StoryboardCatalog
import Testing

@MainActor final class InboxViewController {}
@MainActor final class MessageViewController {}
@MainActor final class ComposeViewController {}
@MainActor final class HeaderViewController {}

@Suite("Validating registries against storyboards")
@MainActor
struct RouteValidationTests {
    let catalog = StoryboardCatalog(storyboards: [
        try! Storyboard(data: Data(inboxStoryboard.utf8), path: "Inbox.storyboard")
    ])

    @Test("A registry that routes every segue with the storyboard's classes passes")
    func valid() {
        let routes = RouteRegistry<InboxViewController> {
            Route("Show Message") { (_, _: MessageViewController, _) in }
            Route("Compose") { (_, _: ComposeViewController, _) in }
            Route("Embed Header") { (_, _: HeaderViewController, _) in }
            Route("Show Settings") { (_, _: AnyObject, _) in }
        }
        #expect(catalog.validate(routes) == [])
    }

    @Test("A segue without route, a route without segue and a wrong destination type are each reported")
    func failures() {
        let line = #line + 4
        let routes = RouteRegistry<InboxViewController> {
            Route("Show Message") { (_, _: ComposeViewController, _) in }
            Route("Compose") { (_, _: ComposeViewController, _) in }
            Route("Show Help") { (_, _: MessageViewController, _) in }
            Route("Embed Header") { (_, _: HeaderViewController, _) in }
        }
        let issues = catalog.validate(routes)
        #expect(
            issues.map(\.code) == [
                .routeDestinationMismatch, .routeDestinationMismatch, .routeMissing, .routeUnused,
            ])
        #expect(
            issues[0].description == """
                Inbox.storyboard:20:33: error: The route for 'Show Message' expects ComposeViewController, but the \
                segue leads to MessageViewController (MessageViewController could not be resolved in this process, \
                so only class names were compared); declare the route with the storyboard's class, a superclass, or \
                a protocol it adopts.
                """)
        #expect(
            issues[2].message == """
                The segue 'Show Settings' from InboxViewController has no route; declare Route("Show Settings") { … } \
                calling prepareForShowSettingsSegue(_:sender:).
                """)
        #expect(issues[3].location == FileLocation(file: #fileID, line: line))
        #expect(issues[3].message.contains("'Show Help' matches no segue from InboxViewController"))
    }

    @Test("A container destination matches the class it holds")
    func containerDestination() {
        let routes = RouteRegistry<InboxViewController> {
            Route("Compose") { (_, _: ComposeViewController, _) in }
        }
        #expect(!catalog.validate(routes).contains { $0.code == .routeDestinationMismatch })
    }

    @Test("Storyboard classes are resolved to real types: a superclass passes, a wrong class fails, a protocol passes")
    func resolvedClasses() throws {
        let xml = storyboard(
            """
                <scene sceneID="a"><objects>
                    <viewController id="src" customClass="ResolvingSource" customModule="StoryboardCatalogTests" sceneMemberID="viewController">
                        <connections>
                            <segue destination="dst" kind="show" identifier="Show Detail" id="s1"/>
                        </connections>
                    </viewController>
                    <viewController id="dst" customClass="DetailScreenController" customModule="StoryboardCatalogTests" sceneMemberID="viewController"/>
                </objects></scene>
            """)
        let catalog = StoryboardCatalog(storyboards: [try Storyboard(data: Data(xml.utf8), path: "R.storyboard")])
        let superclassRoute = RouteRegistry<ResolvingSource> {
            Route("Show Detail") { (_, _: BaseScreenController, _) in }
        }
        #expect(catalog.validate(superclassRoute) == [])
        let protocolRoute = RouteRegistry<ResolvingSource> {
            Route("Show Detail") { (_, _: any DetailScreenProtocol, _) in }
        }
        #expect(catalog.validate(protocolRoute) == [])
        let wrongRoute = RouteRegistry<ResolvingSource> {
            Route("Show Detail") { (_, _: UnrelatedScreenController, _) in }
        }
        let findings = catalog.validate(wrongRoute)
        #expect(findings.map(\.code) == [.routeDestinationMismatch])
        #expect(findings.first?.message.contains("could not be resolved") == false)
        #expect(findings.first?.message.contains("expects UnrelatedScreenController") == true)
    }

    /// The storyboard of `resolvedClasses`, with a segue without identifier beside it.
    private func resolvingCatalog() throws -> StoryboardCatalog {
        let xml = storyboard(
            """
                <scene sceneID="a"><objects>
                    <viewController id="src" customClass="ResolvingSource" customModule="StoryboardCatalogTests" sceneMemberID="viewController">
                        <connections>
                            <segue destination="dst" kind="show" identifier="Show Detail" id="s1"/>
                            <segue destination="nav" kind="presentation" id="s2"/>
                            <segue destination="ghost" kind="show" id="s3"/>
                        </connections>
                    </viewController>
                    <viewController id="dst" customClass="DetailScreenController" customModule="StoryboardCatalogTests" sceneMemberID="viewController"/>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="other" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                    <viewController id="other" customClass="UnrelatedScreenController" customModule="StoryboardCatalogTests" sceneMemberID="viewController"/>
                    <viewController id="ghost" customClass="GhostScreenController" customModule="App" sceneMemberID="viewController"/>
                </objects></scene>
            """)
        return StoryboardCatalog(storyboards: [try Storyboard(data: Data(xml.utf8), path: "R.storyboard")])
    }

    @Test("A protocol destination the storyboard's class does not adopt is a mismatch")
    func wrongProtocol() throws {
        let wrongProtocol = RouteRegistry<ResolvingSource> {
            Route("Show Detail") { (_, _: any UnrelatedScreenProtocol, _) in }
        }
        let findings = try resolvingCatalog().validate(wrongProtocol)
        #expect(findings.map(\.code) == [.routeDestinationMismatch])
        #expect(findings.first?.message.contains("expects UnrelatedScreenProtocol") == true)
        #expect(findings.first?.message.contains("leads to DetailScreenController") == true)
        // A composition with a class: the class part is checked too.
        let composition = RouteRegistry<ResolvingSource> {
            Route("Show Detail") { (_, _: any DetailScreenProtocol & UnrelatedScreenController, _) in }
        }
        #expect(try resolvingCatalog().validate(composition).map(\.code) == [.routeDestinationMismatch])
    }

    @Test("Routes by destination type are validated against the segues without identifier")
    func byDestination() throws {
        let catalog = try resolvingCatalog()
        let routes = RouteRegistry<ResolvingSource> {
            Route("Show Detail") { (_, _: BaseScreenController, _) in }
            Route.byDestination { (_: ResolvingSource, _: UnrelatedScreenController, _: Any?) in }
            Route.byDestination { (_: ResolvingSource, _: any GhostScreenProtocol, _: Any?) in }
        }
        let findings = catalog.validate(routes)
        // The presentation reaches UnrelatedScreenController inside its navigation controller; the
        // ghost's class is not in this process, so the protocol route cannot be checked against it.
        #expect(findings.map(\.code) == [.routeDestinationUnchecked], "\(findings)")
        #expect(
            findings.first?.message.contains("GhostScreenController, whose class this process does not have") == true)
        let missing = RouteRegistry<ResolvingSource> {
            Route("Show Detail") { (_, _: BaseScreenController, _) in }
            Route.byDestination { (_: ResolvingSource, _: DetailScreenController, _: Any?) in }
        }
        let missingFindings = catalog.validate(missing)
        #expect(missingFindings.map(\.code) == [.routeMissing, .routeMissing, .routeUnused], "\(missingFindings)")
        #expect(
            missingFindings[0].message.contains(
                "has no identifier and leads to UINavigationController > UnrelatedScreenController"))
        #expect(missingFindings[2].message.contains("to DetailScreenController matches no segue without identifier"))
    }
}

@Suite("Validating registries through containers, creation routes and unwind routes")
@MainActor
struct RouteValidationBeyondPrepareTests {
    /// A source that presents two plain navigation controllers without identifier (an editor's and a
    /// tags screen's), one with an identifier, and creates destinations with segue actions: by
    /// identifier, without identifier, and as the root of a navigation controller it presents. The
    /// editor and the tags screen unwind with one action.
    private func catalog() throws -> StoryboardCatalog {
        let module = "customModule=\"StoryboardCatalogTests\""
        let xml = storyboard(
            """
                <scene sceneID="a"><objects>
                    <viewController id="src" customClass="ResolvingSource" \(module) sceneMemberID="viewController">
                        <connections>
                            <segue destination="navEditor" kind="presentation" id="s1"/>
                            <segue destination="navTags" kind="presentation" id="s2"/>
                            <segue destination="navEditor" kind="presentation" identifier="Edit" id="s3"/>
                            <segue destination="editor" kind="show" identifier="Show Note" destinationCreationSelector="makeNoteWithCoder:" id="s4"/>
                            <segue destination="tags" kind="show" identifier="Plain" id="s5"/>
                            <segue destination="tags" kind="show" destinationCreationSelector="makeTagsWithCoder:" id="s6"/>
                            <segue destination="navCreated" kind="presentation" identifier="New Note" id="s7"/>
                        </connections>
                    </viewController>
                    <navigationController id="navEditor" sceneMemberID="viewController">
                        <connections><segue destination="editor" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                    <navigationController id="navTags" sceneMemberID="viewController">
                        <connections><segue destination="tags" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                    </navigationController>
                    <navigationController id="navCreated" sceneMemberID="viewController">
                        <connections><segue destination="editor" kind="relationship" relationship="rootViewController" destinationCreationSelector="makeEditorWithCoder:" id="r3"/></connections>
                    </navigationController>
                    <viewController id="editor" customClass="EditorScreenController" \(module) sceneMemberID="viewController">
                        <connections><segue destination="exitE" kind="unwind" unwindAction="unwindToList:" id="u1"/></connections>
                    </viewController>
                    <viewController id="tags" customClass="TagsScreenController" \(module) sceneMemberID="viewController">
                        <connections><segue destination="exitT" kind="unwind" unwindAction="unwindToList:" id="u2"/></connections>
                    </viewController>
                    <exit id="exitE" sceneMemberID="exit"/>
                    <exit id="exitT" sceneMemberID="exit"/>
                </objects></scene>
            """)
        return StoryboardCatalog(storyboards: [try Storyboard(data: Data(xml.utf8), path: "V.storyboard")])
    }

    /// Routes for every segue of `catalog()`, each right; `byDestination` in the order given.
    private func routes(
        _ byDestination: [Route<ResolvingSource>], _ more: [Route<ResolvingSource>] = []
    ) -> RouteRegistry<ResolvingSource> {
        RouteRegistry<ResolvingSource>(
            routes: byDestination + [
                Route("Edit") { (_, _: any EditorRole, _) in },
                Route.create("Show Note") { (_: SegueCreation<ResolvingSource>) in EditorScreenController() },
                Route("Plain") { (_, _: TagsScreenController, _) in },
                Route.createByDestination { (_: SegueCreation<ResolvingSource>) in TagsScreenController() },
                Route("New Note") { (_, _: EditorScreenController, _) in },
                Route.createByDestination { (_: SegueCreation<ResolvingSource>) in EditorScreenController() },
            ] + more)
    }

    @Test("A protocol route to a plain container's root that does not adopt it is a mismatch, not unchecked")
    func protocolThroughPlainContainer() throws {
        let registry = RouteRegistry<ResolvingSource> {
            Route("Edit") { (_, _: any TagsRole, _) in }
        }
        let findings = try catalog().validate(registry).filter { $0.code != .routeMissing }
        #expect(findings.map(\.code) == [.routeDestinationMismatch], "\(findings)")
        #expect(findings.first?.message.contains("leads to UINavigationController > EditorScreenController;") == true)
        #expect(findings.first?.message.contains("could not be resolved") == false)
    }

    @Test("A correct registry validates clean whatever the order of its routes by destination type")
    func byDestinationOrder() throws {
        let editor = Route<ResolvingSource>.byDestination { (_, _: any EditorRole, _) in }
        let tags = Route<ResolvingSource>.byDestination { (_, _: any TagsRole, _) in }
        let catalog = try catalog()
        #expect(catalog.validate(routes([editor, tags])) == [])
        #expect(catalog.validate(routes([tags, editor])) == [])
    }

    @Test("Creation routes: a typo, a segue without segue action, a wrong type and an unused type are each reported")
    func creationRoutes() throws {
        let catalog = try catalog()
        let byDestination: [Route<ResolvingSource>] = [
            .byDestination { (_, _: any EditorRole, _) in }, .byDestination { (_, _: any TagsRole, _) in },
        ]
        let line = #line + 2
        let wrong = routes(byDestination).adding {
            Route.create("Show Nte") { (_: SegueCreation<ResolvingSource>) in EditorScreenController() }
            Route.create("Plain") { (_: SegueCreation<ResolvingSource>) in TagsScreenController() }
            Route.createByDestination { (_: SegueCreation<ResolvingSource>) in UnrelatedScreenController() }
        }
        let findings = catalog.validate(wrong)
        #expect(findings.map(\.code) == [.routeUnused, .routeUnused, .routeUnused], "\(findings)")
        #expect(findings.map(\.location?.line) == [line + 1, line, line + 2])
        #expect(findings[0].message.contains("'Plain' never runs: its segue from ResolvingSource (V.storyboard:"))
        #expect(findings[1].message.contains("creation route for 'Show Nte' matches no segue"))
        #expect(findings[2].message.contains("by destination type for UnrelatedScreenController makes"))
        let mistyped = RouteRegistry<ResolvingSource>(
            routes: routes(byDestination).declaredRoutes.filter { $0.identifier != "Show Note" } + [
                Route.create("Show Note") { (_: SegueCreation<ResolvingSource>) in TagsScreenController() }
            ])
        let mismatch = catalog.validate(mistyped)
        #expect(mismatch.map(\.code) == [.routeDestinationMismatch], "\(mismatch)")
        #expect(
            mismatch.first?.message.contains(
                "makes TagsScreenController, but the segue's segue action must return its destination, "
                    + "EditorScreenController;") == true)
    }

    @Test("A created segue needs no prepare route; without its creation route it does")
    func createdNeedsNoPrepareRoute() throws {
        let catalog = try catalog()
        let byDestination: [Route<ResolvingSource>] = [
            .byDestination { (_, _: any EditorRole, _) in }, .byDestination { (_, _: any TagsRole, _) in },
        ]
        let complete = routes(byDestination)
        #expect(catalog.validate(complete) == [])
        let withoutCreations = RouteRegistry<ResolvingSource>(
            routes: complete.declaredRoutes.filter { $0.stage != .creation })
        let findings = catalog.validate(withoutCreations)
        #expect(findings.map(\.code) == [.routeMissing], "\(findings)")
        #expect(findings.first?.message.contains("'Show Note' from ResolvingSource has no route") == true)
    }

    @Test("Unwind routes: an action no exit calls, and an exit's scene the route does not accept")
    func unwindRoutes() throws {
        let catalog = try catalog()
        let byDestination: [Route<ResolvingSource>] = [
            .byDestination { (_, _: any EditorRole, _) in }, .byDestination { (_, _: any TagsRole, _) in },
        ]
        let accepting = routes(byDestination).adding {
            Route.unwind("unwindToList:") { (_: ResolvingSource, _: AnyObject) in }
        }
        #expect(catalog.validate(accepting) == [])
        let registry = routes(byDestination).adding {
            Route.unwind("unwindToList:") { (_: ResolvingSource, _: any EditorRole) in }
            Route.unwind("unwindToLists:") { (_: ResolvingSource, _: EditorScreenController) in }
        }
        let findings = catalog.validate(registry)
        #expect(findings.map(\.code) == [.routeDestinationMismatch, .routeUnused], "\(findings)")
        #expect(
            findings.first?.message.contains(
                "The unwind 'unwindToList:' from TagsScreenController reaches an unwind route that expects to unwind "
                    + "from EditorRole;") == true)
        #expect(findings.last?.message.contains("'unwindToLists:' matches no exit") == true)
    }
}

@MainActor protocol EditorRole: AnyObject {}
@MainActor protocol TagsRole: AnyObject {}
@MainActor final class EditorScreenController: EditorRole {}
@MainActor final class TagsScreenController: TagsRole {}

@MainActor protocol UnrelatedScreenProtocol: AnyObject {}
@MainActor protocol GhostScreenProtocol: AnyObject {}

@MainActor protocol DetailScreenProtocol: AnyObject {}
@MainActor class BaseScreenController {}
@MainActor final class DetailScreenController: BaseScreenController, DetailScreenProtocol {}
@MainActor final class UnrelatedScreenController {}
@MainActor final class ResolvingSource {}
