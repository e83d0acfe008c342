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
        struct ImageAsset {
            let name: String
            var image: Image { Image(name) }
        }
        enum Asset {
            static let logo = ImageAsset(name: "logo")
        }
        struct SwiftGenAsset {
            let name: String
            var swiftUIImage: SwiftUI.Image { SwiftUI.Image(asset: self) }
        }
        extension SwiftUI.Image {
            init(asset: SwiftGenAsset) { self.init(asset.name, bundle: nil) }
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

    /// The constant's picture is where the view reads it (line 21), not in `PassIcon` (line 3).
    @Test func aConstantsPictureIsPlacedWhereItIsRead() throws {
        let image = try lowered("PassIcon.shieldCheck.resizable()")
        #expect(image?.source?.line == 21)
    }

    /// SwiftGen's `Asset.Assets.logo.image`: the picture `ImageAsset.image` draws (line 6) is where
    /// the view reads it (line 21), the line a label or `Image(decorative:)` goes.
    @Test func anAssetTypesPictureIsPlacedWhereItIsRead() throws {
        let image = try lowered("Asset.logo.image")
        #expect(image?.label == "logo")
        #expect(image?.source?.line == 21)
    }

    /// SwiftGen's `swiftUIImage`, drawn by `SwiftUI.Image(asset: self)`, an initialiser the app adds
    /// to `SwiftUI.Image` that passes the asset's name: read by that name, placed where it is read.
    @Test func aSwiftGenPictureIsReadByItsAssetsName() throws {
        let image = try lowered("SwiftGenAsset(name: \"chevron_right\").swiftUIImage")
        #expect(image?.label == "chevron_right")
        #expect(image?.source?.line == 21)
    }
}
