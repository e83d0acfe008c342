import AccessibilityTree
import SwiftUIFrontEnd
import Testing

/// Pictures of the app's asset catalogs named by their generated symbols (`Image(.shieldCheck)`),
/// labelled by their names as `Image("ShieldCheck")` is, and pictures a type's constant holds,
/// placed where a view reads them (docs/swiftui-defaults.md, Default labels and traits).
@Suite struct ImageResourceTests {
    static let icons = """
        import SwiftUI
        enum PassIcon {
            static let shieldCheck = Image(.shieldCheck)
        }
        """

    func lowered(_ body: String) throws -> AccessibilityElement? {
        let source = Self.icons + """

            struct V: View {
                var body: some View {
                    \(body)
                }
            }
            """
        return try SwiftUIFrontEnd.lower(source: source, path: "V.swift", view: "V", settings: AccessibilitySettings()).screen.root.children.first
    }

    @Test(arguments: ["Image(.shieldCheck)", "Image(ImageResource.shieldCheck)", "PassIcon.shieldCheck.resizable()"])
    func aGeneratedSymbolIsLabelledByTheAssetsName(_ view: String) throws {
        let image = try lowered(view)
        #expect(image?.label == "shieldCheck")
        #expect(image?.traits.contains(.image) == true)
    }

    /// The constant's picture is where the view reads it (line 7), not in `PassIcon` (line 3).
    @Test func aConstantsPictureIsPlacedWhereItIsRead() throws {
        let image = try lowered("PassIcon.shieldCheck.resizable()")
        #expect(image?.source?.line == 7)
    }
}
