import CatalogFiles
import SegueRouting
import SourceReading
import StoryboardModel
import StoryboardReading

/// Reading storyboards and sources together, for checking the one against the other.
extension StoryboardCatalog {
    /// Reads the storyboards of `paths` and the Swift and Objective-C sources of `sourcePaths`, as
    /// ``init(paths:excluding:)`` and ``SwiftSources/init(paths:excluding:)`` do, walking a directory
    /// given for both (`symbolify check App --sources App`) once.
    ///
    /// - Parameters:
    ///   - paths: Storyboard and xib files, and directories.
    ///   - sourcePaths: Source files and directories.
    ///   - excluded: Shell patterns (`fnmatch`) of paths or names to leave out of both.
    /// - Returns: The storyboards and the sources.
    public static func reading(
        storyboards paths: [String], sources sourcePaths: [String], excluding excluded: [String] = []
    )
        -> (catalog: StoryboardCatalog, sources: SwiftSources)
    {
        let read = readingWithResources(storyboards: paths, sources: sourcePaths, excluding: excluded)
        return (read.catalog, read.sources)
    }

    /// ``reading(storyboards:sources:excluding:)``, with the resources found in the same walk of the
    /// folders (asset catalogs, images, fonts, translations) as one bundle, named after the first path.
    package static func readingWithResources(
        storyboards paths: [String], sources sourcePaths: [String], excluding excluded: [String] = []
    ) -> (catalog: StoryboardCatalog, sources: SwiftSources, resources: BundleResources) {
        let prefetch = SourcePrefetch()
        let searches = DirectorySearches(prefetchingSourcesOf: sourcePaths) { prefetch.read($0) }
        let catalog = StoryboardCatalog(paths: paths, fileSystem: .posix, excluding: excluded, searches: searches)
        let sources = SwiftSources(paths: sourcePaths, excluding: excluded, searches: searches, prefetch: prefetch)
        let name = (paths.first ?? sourcePaths.first).map(lastPathComponent) ?? ""
        return (catalog, sources, BundleResources(name: name, files: searches.resourceFiles))
    }
}
