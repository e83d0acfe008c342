/// Why part of an asset catalog or Info.plist could not be read; `description` names the file,
/// the place in it and the problem.
public struct AssetCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (a `Contents.json`, an `Info.plist`, or the catalog folder).
    public var file: String
    /// Where in the file: a JSON path such as `colors[1].color.components.red`, or empty.
    public var jsonPath: String
    /// What is wrong.
    public var problem: String

    public init(file: String, jsonPath: String = "", problem: String) {
        self.file = file
        self.jsonPath = jsonPath
        self.problem = problem
    }

    public var description: String {
        jsonPath.isEmpty ? "\(file): error: \(problem)" : "\(file): error: at \(jsonPath): \(problem)"
    }
}
