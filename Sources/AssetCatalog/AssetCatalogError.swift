/// Why part of an asset catalog or Info.plist could not be read; `description` names the file,
/// the place in it and the problem.
public struct AssetCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (a `Contents.json`, an `Info.plist`, or the catalog folder).
    public var file: String
    /// The 1-based line the problem is on, when known (a `Contents.json` value, a JSON syntax error).
    public var line: Int?
    /// Where in the file: a JSON path such as `colors[1].color.components.red`, or empty.
    public var jsonPath: String
    /// What is wrong.
    public var problem: String

    public init(file: String, line: Int? = nil, jsonPath: String = "", problem: String) {
        self.file = file
        self.line = line
        self.jsonPath = jsonPath
        self.problem = problem
    }

    /// `A.colorset/Contents.json:7: error: at colors[0].color.components.red: 'abc' is not a number`.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return jsonPath.isEmpty ? "\(place): error: \(problem)" : "\(place): error: at \(jsonPath): \(problem)"
    }
}
