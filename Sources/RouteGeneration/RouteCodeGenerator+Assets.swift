import SegueRouting
import StoryboardModel

extension RouteCodeGenerator {
    /// One generated image or color declaration: `Images.iconsAdd`, `Colors.brand`.
    public struct DeclaredAsset: Sendable, Hashable {
        /// The asset's name in the bundle: `Icons/Add`.
        public let name: String
        /// Whether it is a color (`ColorAsset`) rather than an image (`ImageAsset`).
        public let isColor: Bool
        /// The Swift path of the declaration: `Images.iconsAdd`.
        public let path: String
    }

    /// The name of the enum that holds the image declarations.
    public static let imagesEnumName = "Images"
    /// The name of the enum that holds the color declarations.
    public static let colorsEnumName = "Colors"

    /// An extension of `Images` with one `ImageAsset` per image and symbol set of the catalogs, and
    /// of `Colors` with one `ColorAsset` per color set; app icons, data sets and other sets are left
    /// out. Namespaces are flattened: `Icons/Add` is `iconsAdd`, named by the rule that names scenes.
    mutating func generateAssets(_ assets: [BundleAsset], qualified: Bool, access: String) -> String {
        var code = ""
        for isColor in [false, true] {
            var names = ConstantNames(suffix: isColor ? "Color" : "Image")
            var body = ""
            var seen: Set<String> = []
            let chosen = assets.filter { isColor ? $0.kind == .color : $0.kind == .image || $0.kind == .symbolImage }
            for asset in chosen.sorted() where seen.insert(asset.name).inserted {
                guard let symbol = Symbolifier.symbol(for: asset.name) else {
                    findings.append(
                        Finding(
                            .warning, .generateOmitted, at: FileLocation(file: asset.path),
                            "The asset's name \(quoted(asset.name)) has no symbol, so it was not declared; rename it "
                                + "with at least one ASCII letter, digit or '_'."))
                    continue
                }
                let name = names.name(for: symbol)
                let enumName = isColor ? Self.colorsEnumName : Self.imagesEnumName
                declaredAssets.append(
                    DeclaredAsset(
                        name: asset.name, isColor: isColor, path: "\(enumName).\(name.trimmingNameBackquotes)"))
                let type = (qualified ? "SegueRouting." : "") + (isColor ? "ColorAsset" : "ImageAsset")
                body += "    /// \(Self.commentText(asset.name)).\n"
                body += "    \(access)static let \(name) = \(type)(\(swiftStringLiteral(asset.name)))\n"
            }
            guard !body.isEmpty else { continue }
            let enumName = (qualified ? "SegueRouting." : "") + (isColor ? Self.colorsEnumName : Self.imagesEnumName)
            code += isColor ? "\n// MARK: - Colors\n\n" : "\n// MARK: - Images\n\n"
            code +=
                isColor
                ? "/// The color sets of the asset catalogs.\n" : "/// The images and symbols of the asset catalogs.\n"
            code += "extension \(enumName) {\n" + body + "}\n"
        }
        return code
    }
}
