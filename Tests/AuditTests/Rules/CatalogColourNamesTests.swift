@testable import Audit
import Testing

/// How the code names a catalog colour: by the string it passes, or by the symbol generated for it.
@Suite struct CatalogColourNamesTests {
    @Test(arguments: [
        "Color(\"info-text\")",
        "UIColor(named: \"info-text\")",
        "Color(.infoText)",
        "Asset.Colors.infoText.color",
        "R.color.infoText()",
        "<namedColor name=\"info-text\">",
        "case infoText",
    ])
    func theNameOrItsSymbolNamesTheColour(_ code: String) {
        let names = CatalogColourNames(texts: [code], among: ["info-text", "info-background"])
        #expect(names.names("info-text"))
        #expect(!names.names("info-background"))
    }

    /// Which of two colour sets, `Brand Blue` and `Anything`, `code` names.
    static func names(_ code: String) -> CatalogColourNames {
        CatalogColourNames(texts: [code], among: ["Brand Blue", "Anything"])
    }

    @Test func aNameWithSpacesIsNamedByItsLiteralOrItsSymbol() {
        #expect(Self.names("Color(\"Brand Blue\")").names("Brand Blue"))
        #expect(Self.names("Color(.brandBlue)").names("Brand Blue"))
        #expect(!Self.names("Text(\"Brand\") Text(\"Blue\")").names("Brand Blue"))
    }

    @Test func aNameBuiltAtRunTimeNamesEveryColour() {
        #expect(Self.names("UIColor(named: \"\\(theme)Background\")").names("Anything"))
        #expect(Self.names("Color(\"\\(name)\")").names("Anything"))
        #expect(!Self.names("Text(\"\\(name)\")").names("Anything"))
        #expect(!Self.names("UIImage(named: \"\\(icon)-small\")").names("Anything"))
        // A name held elsewhere may be built anywhere: WooCommerce's shades (`"\\(name)\\(shade)"`).
        #expect(Self.names("UIColor(named: assetName, in: bundle, compatibleWith: nil)").names("Anything"))
        // `Color(_:)` also takes a `UIColor`: a value there is no name.
        #expect(!Self.names("Color(tintColor)").names("Anything"))
    }
}
