import Foundation

/// An asset catalog (`.xcassets` folder): its colour sets and image sets, read from their
/// `Contents.json` files.
public struct AssetCatalog: Hashable, Codable, Sendable {
    /// The catalog folder.
    public var path: String
    /// Colour sets, sorted by name.
    public var colorSets: [ColorSet]
    /// Image sets, sorted by name.
    public var imageSets: [ImageSet]

    public init(path: String, colorSets: [ColorSet], imageSets: [ImageSet]) {
        self.path = path
        self.colorSets = colorSets
        self.imageSets = imageSets
    }

    /// The colour set called `name`.
    public func colorSet(named name: String) -> ColorSet? {
        colorSets.first { $0.name == name }
    }

    /// Reads the catalog at `path`, descending into groups; a group whose `Contents.json`
    /// sets `provides-namespace` prefixes the names inside it (`Brand/Primary`).
    ///
    /// - Throws: `AssetCatalogError` naming the file and JSON path of the first malformed
    ///   `Contents.json`, or the folder when it is missing.
    public static func read(at path: String) throws(AssetCatalogError) -> AssetCatalog {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AssetCatalogError(file: path, problem: "no asset catalog folder here")
        }
        var catalog = AssetCatalog(path: path, colorSets: [], imageSets: [])
        try catalog.scan(folder: path.hasSuffix("/") ? String(path.dropLast()) : path, namespace: "")
        catalog.colorSets.sort { $0.name < $1.name }
        catalog.imageSets.sort { $0.name < $1.name }
        return catalog
    }

    /// Paths are joined as text, so findings keep the form of the path the caller gave.
    private mutating func scan(folder: String, namespace: String) throws(AssetCatalogError) {
        let children: [String]
        do {
            children = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw AssetCatalogError(file: folder, problem: "cannot list the folder")
        }
        for child in children where !child.hasPrefix(".") {
            let childPath = folder + "/" + child
            let contents = childPath + "/Contents.json"
            let base = (child as NSString).deletingPathExtension
            switch (child as NSString).pathExtension {
            case "colorset":
                colorSets.append(try ColorSetReader.read(name: namespace + base, file: contents))
            case "imageset":
                imageSets.append(try ImageSetReader.read(name: namespace + base, file: contents))
            case "":
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: childPath, isDirectory: &isFolder), isFolder.boolValue else {
                    continue
                }
                let prefix = try Self.providesNamespace(contents) ? namespace + child + "/" : namespace
                try scan(folder: childPath, namespace: prefix)
            default:
                continue
            }
        }
    }

    private static func providesNamespace(_ contents: String) throws(AssetCatalogError) -> Bool {
        guard FileManager.default.fileExists(atPath: contents) else { return false }
        let root = try CatalogJSON.parse(try CatalogFile.contents(of: contents), file: contents)
        return try root["properties"]?["provides-namespace"]?.bool() ?? false
    }
}
