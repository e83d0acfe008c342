/// A named colour of an asset catalog (`Name.colorset`), with one variant per appearance and
/// idiom it declares.
public struct ColorSet: Hashable, Codable, Sendable {
    /// The name code uses (`Color("Name")`), including namespace folders (`Brand/Primary`).
    public var name: String
    /// The path of its `Contents.json`.
    public var file: String
    public var variants: [ColorVariant]

    public init(name: String, file: String, variants: [ColorVariant]) {
        self.name = name
        self.file = file
        self.variants = variants
    }
}

/// One entry of a colour set's `colors` array.
public struct ColorVariant: Hashable, Codable, Sendable {
    public var appearance: CatalogAppearance
    /// `universal`, `iphone`, `ipad`, `mac`, `tv`, `watch`, `car`, `vision` …
    public var idiom: String
    /// The colour, or nil when the entry names a system colour instead (`reference`).
    public var color: CatalogColor?
    /// The system colour the entry refers to (`"reference": "systemBlueColor"`), if any.
    public var systemColorReference: String?
    /// Where the entry begins in `Contents.json` (1-based line and column).
    public var line: Int
    public var column: Int

    public init(appearance: CatalogAppearance, idiom: String = "universal", color: CatalogColor?,
                systemColorReference: String? = nil, line: Int = 1, column: Int = 1) {
        self.appearance = appearance
        self.idiom = idiom
        self.color = color
        self.systemColorReference = systemColorReference
        self.line = line
        self.column = column
    }
}
