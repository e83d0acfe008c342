import Audit
import SwiftSyntaxSupport
import Testing

/// Where `material-ignores-reduce-transparency` notes a system material: SwiftUI's `Material`,
/// not a value of the app's own spelled alike.
@Suite struct SystemMaterialNoteTests {
    private func notedColumns(_ line: String) -> [Int] {
        MaterialIgnoresReduceTransparencyRule(configuration: RuleConfiguration())
            .check(ParsedSourceFile(path: "Player.swift", text: line))
            .filter { $0.severity == .note }
            .map(\.location.column)
    }

    @Test func aMaterialPassedToSwiftUIIsNoted() {
        #expect(notedColumns(#"Text("Now").background(.ultraThinMaterial)"#) == [24])
        #expect(notedColumns("RoundedRectangle(cornerRadius: 8).fill(isPinned ? .thinMaterial : .regularMaterial)") == [51, 67])
        #expect(notedColumns(#"Text("Now").background(Material.thickMaterial)"#) == [24])
        #expect(notedColumns("let backdrop: Material = .regularMaterial") == [26])
    }

    /// yattee passes its own `GlassFallbackMaterial.ultraThinMaterial` to its own modifier, which
    /// draws liquid glass on iOS 26 and SwiftUI's material only in the body of that modifier.
    @Test func theAppsOwnValueSpelledAlikeIsNot() {
        #expect(notedColumns(#"Image(systemName: "play.fill").glassBackground(.regular, in: .circle, fallback: .ultraThinMaterial)"#).isEmpty)
        #expect(notedColumns("let fallback = GlassFallbackMaterial.ultraThinMaterial").isEmpty)
        #expect(notedColumns("switch fallback { case .ultraThinMaterial: break }").isEmpty)
        #expect(notedColumns("func glassBackground(fallback: GlassFallbackMaterial = .ultraThinMaterial) {}").isEmpty)
    }
}
