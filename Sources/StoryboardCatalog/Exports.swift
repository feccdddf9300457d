// The product's public API is the layers' public API: one `import StoryboardCatalog` reads, checks,
// generates and navigates. `Finding` and `FileLocation` are the core's own declarations, re-exported
// (not renamed), so that they are one type whichever of the package's modules a file imports.

@_exported import CatalogFiles
@_exported import RouteGeneration
@_exported import SourceReading
@_exported import StoryboardChecks
@_exported import StoryboardModel
@_exported import StoryboardNavigation
@_exported import StoryboardReading
@_exported import XMLScanning
@_exported import XcodeProjects

@_exported import struct SegueRouting.FileLocation
@_exported import struct SegueRouting.Finding
