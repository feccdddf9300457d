import SegueRouting

/// A font an Interface Builder document names: a UIKit `<fontDescription name=…>`, or a `<font
/// name=…>` (an AppKit control's font, or a font in an attributed string of either platform).
///
/// Fonts given as `type="system"`, a text style or an AppKit `metaFont` name no font file and are
/// not kept.
public struct InterfaceFont: Sendable, Hashable {
    /// The font's PostScript name (`Lato-Bold`), as the document gives it.
    public let name: String
    /// The family (`Lato`), when the document gives one (UIKit documents do).
    public let family: String?
    /// The element of the object that uses the font (`label`, `button`, `textField`).
    public let objectElementName: String
    /// The object id of that object, if it has one.
    public let objectID: String?
    /// The object's user label or title, if it has one.
    public let objectLabel: String?
    /// Where the font's element is.
    public let location: FileLocation

    /// A font an object of a document uses.
    package init(
        name: String, family: String?, objectElementName: String, objectID: String?, objectLabel: String?,
        location: FileLocation
    ) {
        self.name = name
        self.family = family
        self.objectElementName = objectElementName
        self.objectID = objectID
        self.objectLabel = objectLabel
        self.location = location
    }
}

/// A font file a document declares it uses, in its `<customFonts>`: the file
/// (`<array key="Lato-Bold.ttf">`) and the PostScript names of the fonts it holds that the document
/// uses (its `<string>` elements). Xcode writes it for every font that is not the system's, so it
/// tells custom fonts from system ones exactly.
public struct CustomFontFile: Sendable, Hashable {
    /// The font file's name, as Xcode found it in the project (`Lato-Bold.ttf`).
    public let file: String
    /// The PostScript names of the file's fonts the document uses.
    public let fontNames: [String]

    /// A font file a document declares.
    package init(file: String, fontNames: [String]) {
        self.file = file
        self.fontNames = fontNames
    }
}
