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
            ColorPair(foreground: "Foreground", background: "Background"),
            ColorPair(foreground: "Foreground", background: "Surface"),
        ])
    }

    /// The last role word names the role: Brave's `label_orange_background` is an orange label's
    /// background, Mastodon's `Colors/TextField/background` a text field's, so neither is a text
    /// colour; the foreground of the orange label goes on its background.
    @Test func theLastRoleWordNamesTheRole() {
        let pairs = ColorPair.inferred(from: ["label_orange_foreground", "label_orange_background", "label_red_background",
                                              "total_alerts_background", "Colors/TextField/background", "Colors/TextField/valid"])
        #expect(pairs == [ColorPair(foreground: "label_orange_foreground", background: "label_orange_background")])
    }

    /// Many backgrounds and a text colour that shares no word with any: no pair is guessed (the
    /// text is not crossed with every background); with one background alone, it is that one.
    @Test func noCrossingWithEveryBackground() {
        #expect(ColorPair.inferred(from: ["BookmarksCellLabelColor", "CTAPrimaryBackground", "CancelButtonBackgroundColor"]) == [])
        #expect(ColorPair.inferred(from: ["CaptionText", "CardBackground"]) == [
            ColorPair(foreground: "CaptionText", background: "CardBackground"),
        ])
        #expect(ColorPair.inferred(from: ["CustomDaxDialogBorderedButtonTextColor", "CustomDaxDialogBorderedButtonBackgroundColor",
                                          "AutofillCellSelectedBackground"]) == [
            ColorPair(foreground: "CustomDaxDialogBorderedButtonTextColor", background: "CustomDaxDialogBorderedButtonBackgroundColor"),
        ])
    }

    /// Xcode names a duplicated colour set with a number after it: the copy shares the words.
    @Test func numberedCopiesShareTheirWords() {
        #expect(ColorPair.inferred(from: ["PurpleForeground", "PurpleBackground 1", "PurpleBackground 2", "GreyBackground"]) == [
            ColorPair(foreground: "PurpleForeground", background: "PurpleBackground 1"),
            ColorPair(foreground: "PurpleForeground", background: "PurpleBackground 2"),
        ])
        #expect(ColorPair.inferred(from: ["text03", "background03", "background04", "Surface"]) == [
            ColorPair(foreground: "text03", background: "background03"),
        ])
    }

    @Test func namesSplitIntoWords() {
        #expect(ColorNameRole.words(of: "CTAPrimaryBackground") == ["cta", "primary", "background"])
        #expect(ColorNameRole.words(of: "Scene/Onboarding/textField.background") == ["scene", "onboarding", "text", "field", "background"])
        #expect(ColorNameRole.words(of: "text03") == ["text", "03"])
        #expect(ColorNameRole("text03") == ColorNameRole("Text-03"))
        #expect(ColorNameRole("Scene/Onboarding/textField.background").role == .background)
        #expect(ColorNameRole("Colors/Label/primary").role == .foreground)
        #expect(ColorNameRole("Colors/Label/primary").stem == ["primary"])
        #expect(ColorNameRole("Accent").role == nil)
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

    @Test func theShadesOfOneColoursScaleAreNoPalette() {
        #expect(Palette.detect(in: ["ErrorRed25", "ErrorRed50", "ErrorRed100", "ErrorRed700", "ErrorRed950",
                                    "Grey100", "Grey200", "Chart1", "Chart2", "Step10", "Step20"]) == [
            Palette(prefix: "Chart", members: ["Chart1", "Chart2"]),
            Palette(prefix: "Step", members: ["Step10", "Step20"]),
        ])
    }

    @Test func theAppsAccentColourChoicesAreNoPalette() {
        #expect(Palette.detect(in: ["AccentColor1", "AccentColor2", "AccentColor10", "Tint1", "Tint2",
                                    "ThemeA", "ThemeB", "ThemeC", "AppTheme1", "AppTheme2", "Chart1", "Chart2"]) == [
            Palette(prefix: "Chart", members: ["Chart1", "Chart2"]),
        ])
    }

    @Test func numbersSortNumerically() {
        #expect(Palette.detect(in: ["Tone10", "Tone9", "Tone1"]).first?.members == ["Tone1", "Tone9", "Tone10"])
    }
}
