import Foundation
import ColorScience
@testable import AssetCatalog
import TestSupport
import Testing

@Suite struct ColorPairTests {
    @Test func textOnBackgroundIsInferred() {
        let pairs = ColorPair.inferred(from: ["TextPrimary", "Background", "Accent", "SecondaryLabel"])
        #expect(pairs == [ColorPair(foreground: "TextPrimary", background: "Background"),
                          ColorPair(foreground: "SecondaryLabel", background: "Background")])
    }

    @Test func sharedStemsPairTogether() {
        let pairs = ColorPair.inferred(from: ["CardText", "CardBackground", "Background", "Surface", "Foreground"])
        #expect(pairs == [
            ColorPair(foreground: "CardText", background: "CardBackground"),
            ColorPair(foreground: "Foreground", background: "CardBackground"),
            ColorPair(foreground: "Foreground", background: "Background"),
            ColorPair(foreground: "Foreground", background: "Surface"),
        ])
    }

    @Test func pairsFileInBothFormats() throws {
        let scratch = try TemporaryFolder("catalog")
        let folder = try CatalogFixtures.scratchCatalog(in: scratch, [
            "pairs.json": #"[{"foreground": "Ink", "background": "Paper"}, {"foreground": "Icon", "background": "Paper", "minimumRatio": 3}]"#,
            "pairs.txt": "# brand pairs\nInk on Paper\n\nIcon on Paper\n",
            "bad.txt": "Ink with Paper\n",
        ])
        let json = try ColorPair.read(at: folder + "/pairs.json")
        #expect(json == [ColorPair(foreground: "Ink", background: "Paper"),
                         ColorPair(foreground: "Icon", background: "Paper", minimumRatio: 3)])
        #expect(try ColorPair.read(at: folder + "/pairs.txt").map(\.description) == ["Ink on Paper", "Icon on Paper"])
        #expect(throws: AssetCatalogError(file: folder + "/bad.txt", jsonPath: "line 1",
                                          problem: "expected 'Foreground on Background', found 'Ink with Paper'")) {
            try ColorPair.read(at: folder + "/bad.txt")
        }
    }
}

@Suite struct PaletteTests {
    @Test func numberedAndLetteredSeriesAreFound() {
        let palettes = Palette.detect(in: ["Chart3", "Chart1", "Chart2", "SeriesA", "SeriesB", "SeriesC",
                                           "TextPrimary", "Accent1", "ButtonOK", "PairA", "PairB"])
        #expect(palettes == [
            Palette(prefix: "Chart", members: ["Chart1", "Chart2", "Chart3"]),
            Palette(prefix: "Series", members: ["SeriesA", "SeriesB", "SeriesC"]),
        ])
    }

    @Test func numbersSortNumerically() {
        #expect(Palette.detect(in: ["Tone10", "Tone9", "Tone1"]).first?.members == ["Tone1", "Tone9", "Tone10"])
    }
}
