/// Reads an image set's `Contents.json` (Apple's "Asset Catalog Format Reference", Image Set Type).
enum ImageSetReader {
    static func read(name: String, file: String) throws(AssetCatalogError) -> ImageSet {
        let root = try CatalogJSON.parse(try CatalogFile.contents(of: file), file: file)
        var entries: [ImageSet.Entry] = []
        for image in try root["images"]?.elements() ?? [] {
            entries.append(ImageSet.Entry(
                fileName: try image["filename"]?.string(),
                idiom: try image["idiom"]?.string() ?? "universal",
                scale: try image["scale"]?.string(),
                appearance: try CatalogAppearance(try image["appearances"]?.elements() ?? [])))
        }
        var imageSet = ImageSet(name: name, file: file, entries: entries)
        if let properties = try root["properties"] {
            if let intent = try properties["template-rendering-intent"] {
                let text = try intent.string()
                guard let value = ImageSet.RenderingIntent(rawValue: text) else {
                    throw intent.failure("unknown rendering intent '\(text)' (expected template or original)")
                }
                imageSet.renderingIntent = value
            }
            imageSet.isLocalizable = try properties["localizable"]?.bool() ?? false
            imageSet.preservesVectorRepresentation = try properties["preserves-vector-representation"]?.bool() ?? false
        }
        return imageSet
    }
}
