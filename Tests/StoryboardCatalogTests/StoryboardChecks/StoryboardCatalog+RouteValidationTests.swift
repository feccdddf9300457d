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

@MainActor protocol UnrelatedScreenProtocol: AnyObject {}
@MainActor protocol GhostScreenProtocol: AnyObject {}

@MainActor protocol DetailScreenProtocol: AnyObject {}
@MainActor class BaseScreenController {}
@MainActor final class DetailScreenController: BaseScreenController, DetailScreenProtocol {}
@MainActor final class UnrelatedScreenController {}
@MainActor final class ResolvingSource {}
