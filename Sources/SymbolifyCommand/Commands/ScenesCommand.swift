import SegueRouting
import StoryboardCatalog

/// `symbolify scenes`: lists the scenes a storyboard can instantiate by name.
package struct ScenesCommand: StoryboardListing {
    package static let name = "scenes"
    package static let abstract = "List the scenes that have a storyboard ID or are initial controllers."
    package static let overview =
        "Lists every scene of the given storyboards that code can instantiate: each initial controller and "
        + "each scene with a storyboard ID, with its storyboard, identifier, class, module, element and "
        + "position. Files that cannot be read are reported on standard error (or in the JSON document) and "
        + "make the exit code 1; the others are still listed."

    /// The storyboards and the output format.
    package var listing: StoryboardListingOptions

    /// Creates the subcommand.
    package init(_ listing: StoryboardListingOptions) { self.listing = listing }

    package func run(input: inout some ByteSource, output: any ByteSink, errors: any ByteSink) -> ExitCode {
        // Only the scenes and segues this lists are kept of each document.
        let catalog = StoryboardCatalog(paths: paths, fileSystem: .posix, extent: .scenesAndSegues)
        let scenes = catalog.instantiableScenes
        switch format {
        case .text:
            let header = ["LOCATION", "STORYBOARD", "IDENTIFIER", "CLASS", "MODULE", "ELEMENT"]
            let rows = scenes.map { storyboard, scene, isInitial in
                [
                    scene.location?.description ?? storyboard.path, storyboard.name,
                    (scene.storyboardIdentifier.map(escapedField) ?? "-") + (isInitial ? " (initial)" : ""),
                    scene.className, scene.customModule ?? "-", scene.elementName,
                ]
            }
            output.write(alignedTable([header] + rows))
            FindingOutput(format: format, errors: errors).report(catalog.readFindings)
        case .json:
            var json = JSONWriter()
            json.object {
                $0.array("scenes", scenes) { json, item in
                    let (storyboard, scene, isInitial) = item
                    json.object {
                        $0.field("storyboard", storyboard.name)
                        $0.field("identifier", scene.storyboardIdentifier)
                        $0.field("initial", isInitial)
                        $0.field("class", scene.className)
                        $0.field("customClass", scene.customClass)
                        $0.field("module", scene.customModule)
                        $0.field("element", scene.elementName)
                        $0.field("file", storyboard.path)
                        $0.field("line", scene.location?.line)
                        $0.field("column", scene.location?.column)
                    }
                }
                FindingOutput.write(catalog.readFindings, to: &$0)
            }
            output.write(&json)
            output.write("\n")
        }
        return finishing(catalog.readFindings.containsErrors() ? .failure : .success, output: output, errors: errors)
    }
}
