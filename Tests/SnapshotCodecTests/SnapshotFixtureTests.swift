import AccessibilityTree
import Foundation
import SnapshotCodec
import Testing

/// The fixtures decode, and the schema and the format document stay in step with the codec.
@Suite struct SnapshotFixtureTests {
    static let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func files(in folder: String) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(
            at: fixtures.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func everyValidFixtureDecodesAndSurvivesARoundTrip() throws {
        let files = try Self.files(in: "valid")
        #expect(files.map(\.lastPathComponent) == ["dogs.json", "every-field.json", "minimal.json"])
        for file in files {
            let snapshot = try Snapshot.read(contentsOf: file)
            #expect(try Snapshot.decode(snapshot.encoded()) == snapshot, "\(file.lastPathComponent)")
        }
    }

    @Test func dogsFixtureHoldsItsScreensAndBehaviours() throws {
        let snapshot = try Snapshot.read(contentsOf: Self.fixtures.appendingPathComponent("valid/dogs.json"))
        #expect(snapshot.screen.name == "Exceptional Dogs")
        #expect(snapshot.screen.root.children.map(\.id) == ["title", "dog-1", "rating", "filters", "filter-panel"])
        #expect(snapshot.screens.keys.sorted() == ["adopted", "detail"])
        #expect(snapshot.behaviors["rating"]?.values.count == 5)
        #expect(snapshot.behaviors["dog-1"]?.activate == [.navigate(to: "detail", notification: .screenChanged(focus: "detail-name"))])
        #expect(snapshot.screenBehaviors["adopted"]?["done"]?.activate
            == [.dismiss(notification: .layoutChanged(focus: "adopt"))])
    }

    @Test func everyFieldFixtureIsTheEncodingOfTheHandBuiltSample() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("valid/every-field.json"))
        #expect(try Snapshot.decode(data) == SnapshotSamples.full)
        #expect(SnapshotSamples.full.encoded() == data)
    }

    @Test(arguments: [
        ("missing-screen.json", "missing-screen.json: missing \"screen\""),
        ("truncated.json", "truncated.json: line 8, column 34: a string is never closed"),
        ("typo-trait.json",
         "typo-trait.json: screen.root.children[0].traits[0]: unknown trait \"buton\". Did you mean 'button'?"),
    ])
    func malformedFixturesFailWithTheirFileName(file: String, expected: String) {
        do {
            _ = try Snapshot.read(contentsOf: Self.fixtures.appendingPathComponent("malformed/\(file)"))
            Issue.record("\(file) decoded")
        } catch {
            #expect(error.description == expected)
        }
    }

    // MARK: - The schema

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: repository.appendingPathComponent("docs/snapshot.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The property names of the schema definition `name`, or of its object alternative.
    static func properties(of definition: Any?) -> Set<String> {
        guard let definition = definition as? [String: Any] else { return [] }
        if let properties = definition["properties"] as? [String: Any] { return Set(properties.keys) }
        let alternatives = definition["oneOf"] as? [Any] ?? []
        return alternatives.reduce(into: Set<String>()) { $0.formUnion(properties(of: $1)) }
    }

    @Test func schemaIsDraft2020AndListsEveryKeyTheCodecAccepts() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(Self.properties(of: schema) == Set(SnapshotKeys.document))
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let expected: [(String, [String])] = [
            ("screen", SnapshotKeys.screen), ("element", SnapshotKeys.element), ("settings", SnapshotKeys.settings),
            ("rect", SnapshotKeys.rect), ("point", SnapshotKeys.point), ("size", SnapshotKeys.size),
            ("source", SnapshotKeys.source), ("customAction", SnapshotKeys.customAction),
            ("customRotor", SnapshotKeys.customRotor), ("rotorEntry", SnapshotKeys.rotorEntry),
            ("directTouch", SnapshotKeys.directTouch), ("largeContent", SnapshotKeys.largeContent),
            ("visual", SnapshotKeys.visual), ("font", SnapshotKeys.font), ("behavior", SnapshotKeys.behavior),
            ("customContent", SnapshotKeys.customContent), ("dragDropPoint", SnapshotKeys.dragDropPoint),
            ("speech", SnapshotKeys.speech), ("relation", SnapshotKeys.relation),
        ]
        for (name, keys) in expected {
            #expect(Self.properties(of: definitions[name]) == Set(keys), "$defs.\(name)")
        }
    }

    @Test func schemaDescribesEveryEffectWithTheKeysTheCodecAccepts() throws {
        let definitions = try #require(try Self.schema()["$defs"] as? [String: Any])
        let alternatives = try #require((definitions["effect"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        var schemaEffects: [String: Set<String>] = [:]
        for alternative in alternatives {
            let properties = try #require(alternative["properties"] as? [String: Any])
            let kind = try #require((properties["effect"] as? [String: Any])?["const"] as? String)
            schemaEffects[kind] = Set(properties.keys).subtracting(["effect"])
        }
        let codecEffects = Dictionary(uniqueKeysWithValues: SnapshotKeys.effects.map { ($0.kind, Set($0.keys)) })
        #expect(schemaEffects == codecEffects)
        let behavior = try #require(definitions["behavior"] as? [String: Any])
        let scroll = (behavior["properties"] as? [String: Any])?["scroll"]
        #expect(Self.properties(of: scroll) == Set(ElementBehavior.ScrollDirection.allCases.map(\.rawValue)))
    }

    /// The stored properties of `value`, by name.
    static func propertyNames(of value: Any) -> Set<String> {
        Set(Mirror(reflecting: value).children.compactMap(\.label))
    }

    /// A property added to a tree type must be added to the codec (and so the schema) too.
    @Test func codecCoversEveryPropertyOfTheTreeTypes() {
        let element = SnapshotSamples.everyField
        #expect(Self.propertyNames(of: element) == Set(SnapshotKeys.element).subtracting(["behaviors"]))
        #expect(Self.propertyNames(of: SnapshotSamples.full.screen) == Set(SnapshotKeys.screen))
        #expect(Self.propertyNames(of: AccessibilitySettings()) == Set(SnapshotKeys.settings))
        #expect(Self.propertyNames(of: VisualFacts()) == Set(SnapshotKeys.visual))
        #expect(Self.propertyNames(of: element.customRotors[0]) == Set(SnapshotKeys.customRotor))
        #expect(Self.propertyNames(of: element.customRotors[0].entries[0]) == Set(SnapshotKeys.rotorEntry))
        #expect(Self.propertyNames(of: element.customActions[0]) == Set(SnapshotKeys.customAction))
        #expect(Self.propertyNames(of: LargeContent()) == Set(SnapshotKeys.largeContent))
        #expect(Self.propertyNames(of: SnapshotSamples.source) == Set(SnapshotKeys.source))
        #expect(Self.propertyNames(of: ElementBehavior()) == Set(SnapshotKeys.behavior))
        #expect(Self.propertyNames(of: element.customContent[0]) == Set(SnapshotKeys.customContent))
        #expect(Self.propertyNames(of: element.dragDropPoints[0]) == Set(SnapshotKeys.dragDropPoint))
        #expect(Self.propertyNames(of: SpeechAttributes()) == Set(SnapshotKeys.speech))
        #expect(Self.propertyNames(of: element.relations[0]) == Set(SnapshotKeys.relation))
    }

    @Test func schemaListsEveryTraitName() throws {
        let definitions = try #require(try Self.schema()["$defs"] as? [String: Any])
        let traits = try #require((definitions["trait"] as? [String: Any])?["enum"] as? [String])
        #expect(traits == Traits.named.map(\.name))
    }

    @Test func schemaListsEveryNameOfAContentSize() throws {
        let definitions = try #require(try Self.schema()["$defs"] as? [String: Any])
        let names = try #require((definitions["contentSize"] as? [String: Any])?["enum"] as? [String])
        let expected = ContentSizeCategory.allCases.flatMap {
            [$0.rawValue, $0.shortName, $0.dynamicTypeSizeName, $0.uiKitConstantName]
        }
        #expect(Set(names) == Set(expected))
        for name in names { #expect(ContentSizeCategory(name: name) != nil, "\(name)") }
    }

    @Test func formatDocumentExampleDecodes() throws {
        let document = try String(contentsOf: Self.repository.appendingPathComponent("docs/snapshot-format.md"), encoding: .utf8)
        let example = try #require(document.components(separatedBy: "## Example").last?
            .components(separatedBy: "```json\n").dropFirst().first?
            .components(separatedBy: "```").first)
        let snapshot = try Snapshot.decode(Data(example.utf8), file: "snapshot-format.md")
        #expect(snapshot.screens["detail"]?.root.children.map(\.id) == ["back", "name"])
        #expect(snapshot.behaviors["rating"]?.values.count == 5)
    }

    @Test func formatDocumentMentionsEveryKeyAndEffect() throws {
        let document = try String(contentsOf: Self.repository.appendingPathComponent("docs/snapshot-format.md"), encoding: .utf8)
        let keys = SnapshotKeys.document + SnapshotKeys.screen + SnapshotKeys.element + SnapshotKeys.settings
            + SnapshotKeys.visual + SnapshotKeys.behavior + SnapshotKeys.effects.map(\.kind)
            + SnapshotKeys.effects.flatMap(\.keys) + Traits.named.map(\.name)
            + ElementBehavior.ScrollDirection.allCases.map(\.rawValue)
        for key in Set(keys) {
            #expect(document.contains("`\(key)`"), "docs/snapshot-format.md does not mention `\(key)`")
        }
    }
}
