import Foundation
import TestSupport

/// Paths of the checked-in catalogs, and scratch catalogs written by a test.
enum CatalogFixtures {
    static func path(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!.path
    }

    /// A catalog folder `Assets.xcassets` in `folder` holding `files` (relative path → text).
    static func scratchCatalog(in folder: TemporaryFolder, _ files: [String: String]) throws -> String {
        let root = try folder.makeFolder("Assets.xcassets")
        for (relative, text) in files { try folder.write("Assets.xcassets/" + relative, text) }
        return root
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
