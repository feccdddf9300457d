import Foundation
import SegueRouting
import StoryboardCatalog
import TestSupport
import Testing

@testable import StoryboardChecks

/// A hand-written iOS app whose documents and code name images and colors: each name marked
/// `broken` is one the bundle does not provide, each marked `control` one it does, or one the system
/// provides, in a way a check could get wrong.
enum AssetApp {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="home" customClass="HomeViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <subviews>
                                    <imageView userLabel="Logo View" image="Logo" id="i1"/>
                                    <imageView userLabel="Hero" image="Missing" id="i2"/>
                                    <imageView image="Icons/Add" id="i3"/>
                                    <imageView image="Remove" id="i4"/>
                                    <imageView image="Grouped" id="i5"/>
                                    <imageView image="Badge" highlightedImage="Badge.png" id="i6"/>
                                    <button id="b1">
                                        <state key="normal" title="Settings" image="gear" backgroundImage="ButtonBack">
                                            <color key="titleColor" name="Accent2"/>
                                        </state>
                                    </button>
                                    <label text="Hi" id="l1">
                                        <color key="textColor" name="Brand"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                        <color key="shadowColor" name="labelColor" catalog="System" colorSpace="catalog"/>
                                    </label>
                                    <button id="b2">
                                        <buttonConfiguration key="configuration" style="plain">
                                            <imageReference key="image" image="star.fill" catalog="system"/>
                                        </buttonConfiguration>
                                    </button>
                                    <view id="masked">
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="image" keyPath="maskImage" value="Mask"/>
                                        </userDefinedRuntimeAttributes>
                                    </view>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <image name="Logo" width="10" height="10"/>
                <image name="Missing" width="10" height="10"/>
                <image name="gear" catalog="system" width="128" height="121"/>
                <image name="Orphan" width="4" height="4"/>
                <namedColor name="Brand">
                    <color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view id="v1">
                    <subviews>
                        <imageView image="Logo" id="x1"/>
                        <imageView image="Sticker" id="x2"/>
                    </subviews>
                </view>
            </objects>
        </document>
        """

    static let swift = """
        import SwiftUI
        import UIKit

        final class HomeViewController: UIViewController {
            func load(_ name: String, _ bundle: Bundle) {
                _ = UIImage(named: "Logo")
                _ = UIImage(named: "Lgoo")
                _ = UIImage(named: "Elsewhere", in: .module, compatibleWith: nil)
                _ = UIImage(named: "Badge", in: nil, compatibleWith: traitCollection)
                _ = UIImage(named: "Away", in: bundle, compatibleWith: nil)
                _ = UIColor(named: "Brand")
                _ = UIColor(named: "Brnad")
                _ = UIImage(named: name)
                _ = #imageLiteral(resourceName: "Gone")
            }
        }

        struct Badge: View {
            var body: some View {
                Image("Icons/Add")
                Image("Missing2")
                Image(systemName: "gear")
                Color("Brand")
                Color("Tint", bundle: .module)
            }
        }
        """

    static let objectiveC = """
        #import <UIKit/UIKit.h>

        @implementation Loader
        - (void)load:(NSBundle *)bundle {
            UIImage *a = [UIImage imageNamed:@"Logo"];
            UIImage *b = [UIImage imageNamed:@"NoSuch"];
            UIColor *c = [UIColor colorNamed:@"Brand"];
            UIColor *d = [UIColor colorNamed:@"Nope"];
            UIImage *e = [UIImage imageNamed:@"Other" inBundle:bundle compatibleWithTraitCollection:nil];
            UIImage *f = [UIImage imageNamed:@"Hidden" inBundle:nil compatibleWithTraitCollection:nil];
        }
        @end
        """

    static let imageSet = #"{ "images" : [ { "idiom" : "universal", "filename" : "a.png" } ] }"#
    static let namespace =
        #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#
    static let plainFolder = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#

    /// Writes the app into `folder` and returns its resources.
    static func write(into folder: TemporaryDirectory) throws -> BundleResources {
        try folder.write("App/Main.storyboard", storyboard)
        try folder.write("App/Card.xib", xib)
        try folder.write("App/Home.swift", swift)
        try folder.write("App/Loader.m", objectiveC)
        try folder.write("App/Assets.xcassets/Contents.json", plainFolder)
        try folder.write("App/Assets.xcassets/Logo.imageset/Contents.json", imageSet)
        try folder.write("App/Assets.xcassets/Brand.colorset/Contents.json", "{}")
        try folder.write("App/Assets.xcassets/Accent.colorset/Contents.json", "{}")
        try folder.write("App/Assets.xcassets/Icons/Contents.json", namespace)
        try folder.write("App/Assets.xcassets/Icons/Add.imageset/Contents.json", imageSet)
        try folder.write("App/Assets.xcassets/Icons/Remove.imageset/Contents.json", imageSet)
        try folder.write("App/Assets.xcassets/Misc/Contents.json", plainFolder)
        try folder.write("App/Assets.xcassets/Misc/Grouped.imageset/Contents.json", imageSet)
        try folder.write("App/Assets.xcassets/Sounds.dataset/Contents.json", "{}")
        try folder.write("App/Badge@2x.png", Data([0x89, 0x50]))
        return BundleResources(
            name: "App", files: [folder.path("App/Assets.xcassets"), folder.path("App/Badge@2x.png")])
    }

    /// The app's image and color findings, as `code file:line message-start`.
    static func findings(resources: (TemporaryDirectory) throws -> BundleResources? = write) throws -> [Finding] {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        let bundle = try write(into: folder)
        let given = try resources(folder) == nil ? nil : bundle
        let app = folder.path("App")
        let found = StoryboardCatalog(paths: [app]).check(
            sources: SwiftSources(paths: [app]), readModules: nil, resources: given)
        return found.filter { $0.code == .imageMissing || $0.code == .colorMissing }.map { finding in
            let location = finding.location.map {
                FileLocation(file: String($0.file.dropFirst(folder.path.count + 1)), line: $0.line, column: $0.column)
            }
            return Finding(finding.severity, finding.code, at: location, finding.message)
        }
    }
}

@Suite("Images and named colors, checked against the bundle's asset catalogs")
struct AssetCheckTests {
    private static func summary(_ found: [Finding]) -> [String] {
        found.map { finding in
            let marker = finding.code == .imageMissing ? "the image '" : "the color '"
            let name = finding.message.components(separatedBy: marker).dropFirst().first?.split(separator: "'").first
            return "\(finding.code.rawValue) \(finding.location?.file ?? ""):\(finding.location?.line ?? 0) "
                + String(name ?? "?")
        }
    }

    @Test("Exactly the broken names are reported: documents, Swift and Objective-C")
    func fixtureApp() throws {
        let found = try AssetApp.findings()
        #expect(
            Self.summary(found) == [
                "image.missing App/Card.xib:8 Sticker",
                "image.missing App/Home.swift:7 Lgoo",
                "color.missing App/Home.swift:12 Brnad",
                "image.missing App/Home.swift:14 Gone",
                "image.missing App/Home.swift:21 Missing2",
                "image.missing App/Loader.m:6 NoSuch",
                "color.missing App/Loader.m:8 Nope",
                "image.missing App/Loader.m:10 Hidden",
                "image.missing App/Main.storyboard:10 Missing",
                "image.missing App/Main.storyboard:12 Remove",
                "image.missing App/Main.storyboard:16 ButtonBack",
                "color.missing App/Main.storyboard:17 Accent2",
                "image.missing App/Main.storyboard:32 Mask",
                "image.missing App/Main.storyboard:45 Orphan",
            ], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test("A message names the object, its label, the name, what happens and the closest names")
    func messages() throws {
        let found = try AssetApp.findings()
        let hero = try #require(found.first { $0.message.contains("Missing'") })
        #expect(hero.message.contains("imageView 'Hero' (id i2)"))
        #expect(hero.message.contains("Could not load"))
        #expect(hero.message.contains("of the bundle provides it"))
        let button = try #require(found.first { $0.message.contains("ButtonBack") })
        #expect(button.message.contains("button 'Settings' (id b1)"))
        #expect(button.message.contains("as its backgroundImage"))
        let accent = try #require(found.first { $0.message.contains("Accent2") })
        #expect(accent.message.contains("The closest the bundle has: 'Accent'"))
        let remove = try #require(found.first { $0.message.contains("'Remove'") })
        #expect(remove.message.contains("'Icons/Remove'"))
        let code = try #require(found.first { $0.message.contains("Lgoo") })
        #expect(code.message.contains("'Logo'"))
    }

    @Test("Unknown resources, or a bundle a build phase adds to, report nothing")
    func unknownResources() throws {
        #expect(try AssetApp.findings(resources: { _ in nil }).isEmpty)
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        _ = try AssetApp.write(into: folder)
        let app = folder.path("App")
        let catalog = StoryboardCatalog(paths: [app])
        let sources = SwiftSources(paths: [app])
        func count(_ resources: BundleResources) -> Int {
            catalog.check(sources: sources, readModules: nil, resources: resources).filter {
                $0.code == .imageMissing || $0.code == .colorMissing
            }.count
        }
        #expect(count(BundleResources(name: "App", files: [folder.path("App/Assets.xcassets")])) > 0)
        #expect(
            count(BundleResources(name: "App", files: [folder.path("App/Assets.xcassets")], mayHoldMore: true)) == 0)
        // No catalog and no image file: what the bundle holds is not known.
        #expect(count(BundleResources(name: "App", files: [folder.path("App/Home.swift")])) == 0)
    }

    @Test("A catalog is listed by folder names: namespaces, kinds, nothing inside sets")
    func catalogListing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        _ = try AssetApp.write(into: folder)
        // A set's own Contents.json claiming a namespace is not read.
        try folder.write("App/Assets.xcassets/Logo.imageset/Inner.imageset/Contents.json", AssetApp.imageSet)
        try folder.write("App/Assets.xcassets/Icon.appiconset/Contents.json", "{}")
        let assets = BundleAssets.catalog(at: folder.path("App/Assets.xcassets"))
        #expect(
            assets.map { "\($0.kind.rawValue) \($0.name)" } == [
                "color Accent", "color Brand", "image Grouped", "appIcon Icon", "image Icons/Add",
                "image Icons/Remove", "image Logo", "data Sounds",
            ])
        let bundle = BundleAssets(
            resources: BundleResources(
                name: "App", files: [folder.path("App/Assets.xcassets"), folder.path("App/Badge@2x.png")]))
        #expect(bundle.providesImage("Badge") && bundle.providesImage("Badge.png") && bundle.providesImage("Badge@2x"))
        #expect(bundle.providesImage("Logo.png") && bundle.providesImage("Icon"))
        #expect(!bundle.providesImage("Sounds") && !bundle.providesImage("Add") && !bundle.providesImage("Brand"))
        #expect(bundle.providesColor("Brand") && !bundle.providesColor("Logo"))
    }
}

@Suite("Images and named colors: what makes a bundle's assets unknown, and whose main bundle code looks in")
struct AssetBundleRuleTests {
    private static func count(_ resources: (TemporaryDirectory) -> BundleResources, code: Bool? = nil) throws -> Int {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        _ = try AssetApp.write(into: folder)
        try folder.write("App/Derived.xcassets/Contents.json", AssetApp.plainFolder)
        let app = folder.path("App")
        return StoryboardCatalog(paths: [app]).check(
            sources: SwiftSources(paths: [app]), readModules: nil, resources: resources(folder)
        ).filter { finding in
            guard finding.code == .imageMissing || finding.code == .colorMissing else { return false }
            guard let code else { return true }
            let inCode = finding.location.map { $0.file.hasSuffix(".swift") || $0.file.hasSuffix(".m") } ?? false
            return inCode == code
        }.count
    }

    @Test("A catalog that holds no set is filled by a build script: the bundle's assets are unknown")
    func emptyCatalog() throws {
        #expect(try Self.count { BundleResources(name: "App", files: [$0.path("App/Assets.xcassets")]) } > 0)
        #expect(
            try Self.count {
                BundleResources(name: "App", files: [$0.path("App/Assets.xcassets"), $0.path("App/Derived.xcassets")])
            } == 0)
    }

    @Test("A framework's code looks in the app's main bundle: only its documents are checked against its own")
    func frameworkCode() throws {
        let files = { (folder: TemporaryDirectory) in
            [folder.path("App/Assets.xcassets"), folder.path("App/Badge@2x.png")]
        }
        #expect(try Self.count({ BundleResources(name: "App", files: files($0)) }, code: true) == 7)
        #expect(
            try Self.count({ BundleResources(name: "Kit", files: files($0), isMainBundle: false) }, code: true) == 0)
        #expect(
            try Self.count({ BundleResources(name: "Kit", files: files($0), isMainBundle: false) }, code: false) == 7)
    }

    @Test("A message does not name the bundle: the targets that share a document report one finding")
    func messageWithoutBundle() throws {
        let folder = try TemporaryDirectory()
        defer { folder.cleanUp() }
        _ = try AssetApp.write(into: folder)
        let app = folder.path("App")
        let catalog = StoryboardCatalog(paths: [app])
        let sources = SwiftSources(paths: [app])
        func messages(_ name: String) -> [String] {
            catalog.check(
                sources: sources, readModules: nil,
                resources: BundleResources(name: name, files: [folder.path("App/Assets.xcassets")])
            ).filter { $0.code == .imageMissing || $0.code == .colorMissing }.map(\.message)
        }
        let app1 = messages("App")
        #expect(!app1.isEmpty)
        #expect(app1 == messages("App Pro"))
    }
}
