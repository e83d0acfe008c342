import Foundation

/// Reads a JSON reference file from `Fixtures/`.
enum Fixture {
    struct Missing: Error, CustomStringConvertible {
        var name: String
        var description: String { "fixture \(name) is missing; run scripts/generate_color_references.py" }
    }

    static func load<Value: Decodable>(_ name: String, as type: Value.Type = Value.self) throws -> Value {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures") else {
            throw Missing(name: name)
        }
        return try JSONDecoder().decode(Value.self, from: Data(contentsOf: url))
    }
}
