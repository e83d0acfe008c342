import AccessibilityTree
import AssetCatalog
import SwiftSyntaxSupport

/// One input as the runner (or an example) hands it to a rule: `Rule.check(_:)` answers the
/// kinds its protocol reads and returns nil for the others.
public enum RuleInput {
    case screen(Screen, TreeContext)
    case source(ParsedSourceFile)
    case plist(PlistFile)
    /// A catalog, with the colours the app's code names (`CatalogColourNames.every` without the code).
    case catalog(AssetCatalog, CatalogColourNames)
}
