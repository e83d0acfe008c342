/// A named image of an asset catalog (`Name.imageset`): the facts its `Contents.json` states.
public struct ImageSet: Hashable, Codable, Sendable {
    /// How the image renders (`properties.template-rendering-intent`).
    public enum RenderingIntent: String, Hashable, Codable, Sendable {
        /// Drawn as a mask tinted with the foreground colour.
        case template
        /// Drawn with its own colours.
        case original
    }

    /// One file of the set, for a scale, idiom and appearance.
    public struct Entry: Hashable, Codable, Sendable {
        /// The file name; nil for an empty slot.
        public var fileName: String?
        public var idiom: String
        /// `1x`, `2x`, `3x`, or nil for a single-scale (vector) entry.
        public var scale: String?
        public var appearance: CatalogAppearance

        public init(fileName: String?, idiom: String = "universal", scale: String? = nil,
                    appearance: CatalogAppearance = .any) {
            self.fileName = fileName
            self.idiom = idiom
            self.scale = scale
            self.appearance = appearance
        }
    }

    /// The name code uses (`Image("Name")`), with namespace folders.
    public var name: String
    /// The path of its `Contents.json`.
    public var file: String
    public var entries: [Entry]
    /// The rendering intent, or nil for "Default" (as the image's context decides).
    public var renderingIntent: RenderingIntent?
    /// Whether the image is marked localisable (`properties.localizable`).
    public var isLocalizable: Bool
    /// Whether vector data is kept (`properties.preserves-vector-representation`).
    public var preservesVectorRepresentation: Bool

    public init(name: String, file: String, entries: [Entry], renderingIntent: RenderingIntent? = nil,
                isLocalizable: Bool = false, preservesVectorRepresentation: Bool = false) {
        self.name = name
        self.file = file
        self.entries = entries
        self.renderingIntent = renderingIntent
        self.isLocalizable = isLocalizable
        self.preservesVectorRepresentation = preservesVectorRepresentation
    }

    /// The file names of every filled slot.
    public var fileNames: [String] { entries.compactMap(\.fileName) }
}
