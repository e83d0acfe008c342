import Foundation

/// Paths of the checked-in catalogs, and scratch catalogs written by a test.
enum CatalogFixtures {
    static func path(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!.path
    }

    /// A fresh catalog folder holding `files` (relative path → text).
    static func scratchCatalog(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("perceive-catalog-\(UUID().uuidString)")
            .appendingPathComponent("Assets.xcassets")
        for (relative, text) in files {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root.path
    }

    /// A colour set's `Contents.json` with one universal sRGB entry of `components`.
    static func colorSet(components: String, space: String = "srgb") -> String {
        """
        {
          "colors" : [
            {
              "color" : { "color-space" : "\(space)", "components" : { \(components) } },
              "idiom" : "universal"
            }
          ]
        }
        """
    }
}
