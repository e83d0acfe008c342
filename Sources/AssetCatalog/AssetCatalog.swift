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
        let (catalog, problems) = try readSkippingProblems(at: path)
        if let first = problems.first { throw first }
        return catalog
    }

    /// Reads the catalog at `path` as `read(at:)` does, but leaves out each colour set, image set
    /// or group that cannot be read (an image set without `Contents.json`, which Xcode accepts)
    /// and returns why, in the order met, so the rest of the catalog is still audited.
    ///
    /// - Throws: `AssetCatalogError` only when `path` is not a folder.
    public static func readSkippingProblems(at path: String) throws(AssetCatalogError)
        -> (catalog: AssetCatalog, problems: [AssetCatalogError]) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AssetCatalogError(file: path, problem: "no asset catalog folder here")
        }
        var catalog = AssetCatalog(path: path, colorSets: [], imageSets: [])
        var problems: [AssetCatalogError] = []
        catalog.scan(folder: path.hasSuffix("/") ? String(path.dropLast()) : path, namespace: "", problems: &problems)
        catalog.colorSets.sort { $0.name < $1.name }
        catalog.imageSets.sort { $0.name < $1.name }
        return (catalog, problems)
    }

    /// Paths are joined as text, so findings keep the form of the path the caller gave.
    private mutating func scan(folder: String, namespace: String, problems: inout [AssetCatalogError]) {
        let children: [String]
        do {
            children = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            problems.append(AssetCatalogError(file: folder, problem: "cannot list the folder"))
            return
        }
        for child in children where !child.hasPrefix(".") {
            do {
                try scan(child: child, in: folder, namespace: namespace, problems: &problems)
            } catch {
                problems.append(error)
            }
        }
    }

    private mutating func scan(child: String, in folder: String, namespace: String,
                               problems: inout [AssetCatalogError]) throws(AssetCatalogError) {
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
                return
            }
            let prefix = try Self.providesNamespace(contents) ? namespace + child + "/" : namespace
            scan(folder: childPath, namespace: prefix, problems: &problems)
        default:
            return
        }
    }

    private static func providesNamespace(_ contents: String) throws(AssetCatalogError) -> Bool {
        guard FileManager.default.fileExists(atPath: contents) else { return false }
        let root = try CatalogJSON.parse(try CatalogFile.contents(of: contents), file: contents)
        return try root["properties"]?["provides-namespace"]?.bool() ?? false
    }
}
