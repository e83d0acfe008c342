@testable import ColorScience
import Testing

@Suite struct ColorParserTests {
    @Test(arguments: [
        ("#777", "#777777"), ("777777", "#777777"), ("#FFF8", "#FFFFFF88"), ("#12345678", "#12345678"),
        ("0x007AFF", "#007AFF"), ("  #abcdef  ", "#ABCDEF"),
        ("rgb(255, 0, 0)", "#FF0000"), ("rgba(0, 0, 0, 0.5)", "#00000080"), ("rgb(100% 50% 0% / 50%)", "#FF800080"),
        ("Color(red: 0.5, green: 0.25, blue: 1)", "#8040FF"),
        ("Color(red: 119/255, green: 119 / 255.0, blue: 0x77/255)", "#777777"),
        ("Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5)", "#FF000080"),
        ("UIColor(red: 0, green: 122.0/255.0, blue: 1.0, alpha: 1.0)", "#007AFF"),
        ("UIColor(red: CGFloat(34) / 255, green: 0, blue: 0, alpha: 1)", "#220000"),
        ("#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)", "#FF8000"),
        ("Color(white: 0.5, opacity: 0.8)", "#808080CC"), ("UIColor(white: 0, alpha: 1)", "#000000"),
        ("Color(hue: 0, saturation: 1, brightness: 1)", "#FF0000"),
        ("Color(.sRGBLinear, white: 0.2158605)", "#808080"),
        (".black", "#000000"), ("Color.white", "#FFFFFF"), ("white", "#FFFFFF"),
        ("Color.gray", "#8E8E93"), ("UIColor.gray", "#808080"), ("UIColor.red", "#FF0000"), ("red", "#FF3B30"),
        ("systemBlue", "#007AFF"), (".systemBlue", "#007AFF"), ("UIColor.systemBlue", "#007AFF"),
        ("Color(.systemBlue)", "#007AFF"), ("Color(uiColor: .label)", "#000000"), ("systemblue", "#007AFF"),
        ("Color.blue.opacity(0.5)", "#007AFF80"), ("UIColor.black.withAlphaComponent(0.25)", "#00000040"),
        ("secondaryLabel", "#3C3C4399"), ("Color.secondary", "#3C3C4399"), ("systemBackground", "#FFFFFF"),
        ("UIColor.systemGray6.cgColor", "#F2F2F7"),
    ])
    func readsEveryWayOfWritingAColour(text: String, hex: String) throws {
        #expect(try RGBColor(parsing: text).hexString == hex)
    }

    @Test func displayP3RedIsOutsideSRGB() throws {
        let color = try RGBColor(parsing: "Color(.displayP3, red: 1, green: 0, blue: 0)")
        #expect(color.red > 1)
        #expect(color.green < 0)
    }

    @Test(arguments: [
        ("systemBlue", ColorAppearance.dark, "#0A84FF"), ("systemBlue", .lightIncreasedContrast, "#0040DD"),
        ("systemBlue", .darkIncreasedContrast, "#409CFF"), ("label", .dark, "#FFFFFF"),
        ("label", .darkIncreasedContrast, "#FFFFFF"), ("systemBackground", .dark, "#000000"),
        ("systemGray", .lightIncreasedContrast, "#6C6C70"), ("#123456", .dark, "#123456"),
        ("Color.red", .dark, "#FF453A"),
    ])
    func resolvesInEachAppearance(text: String, appearance: ColorAppearance, hex: String) throws {
        #expect(try RGBColor(parsing: text, appearance: appearance).hexString == hex)
    }

    @Test func namedColoursKeepTheirCanonicalName() throws {
        #expect(try ColorParser.parse("systemblue").name == "systemBlue")
        #expect(try ColorParser.parse("Color.blue").name == "Color.blue")
        #expect(try ColorParser.parse("UIColor.red").name == "UIColor.red")
        #expect(try ColorParser.parse("#FFFFFF").name == nil)
        #expect(try ColorParser.parse("label").isDynamic)
        #expect(try !ColorParser.parse("#FFFFFF").isDynamic)
        #expect(try !ColorParser.parse("label").color.hasVariant(for: .darkIncreasedContrast))
    }

    @Test(arguments: [
        ("", "'' is not a colour: the text is empty."),
        ("#12345", "'#12345' is not a colour: a hex colour has 3, 4, 6 or 8 digits (RGB, RGBA, RRGGBB, RRGGBBAA), not 5."),
        ("#12G", "'#12G' is not a colour: 'G' is not a hex digit (0–9, A–F)."),
        ("sytemBlue", "'sytemBlue' is not a colour: 'sytemBlue' is not a known colour name. Did you mean 'systemBlue'?"),
        ("secondaryLable", "'secondaryLable' is not a colour: 'secondaryLable' is not a known colour name. Did you mean 'secondaryLabel'?"),
        ("rgb(300, 0, 0)", "'rgb(300, 0, 0)' is not a colour: red 300 is outside 0 to 255."),
        ("rgb(1, 2)", "'rgb(1, 2)' is not a colour: rgb() takes 3 channels and an optional alpha, not 2 values."),
        ("Color(red: 120, green: 0, blue: 0)",
         "'Color(red: 120, green: 0, blue: 0)' is not a colour: red is 120, outside 0…1 (write 120 / 255 for an 8-bit value)."),
        ("Color(red: 1, green: 1, blue: 1, opacity: 1.2)",
         "'Color(red: 1, green: 1, blue: 1, opacity: 1.2)' is not a colour: opacity is 1.2, outside 0…1."),
        ("Color(hue: 200, saturation: 1, brightness: 1)",
         "'Color(hue: 200, saturation: 1, brightness: 1)' is not a colour: hue is 200, outside 0…1 (hue is a fraction of a turn: write 200 / 360)."),
        ("Color(red: x, green: 0, blue: 0)", "'Color(red: x, green: 0, blue: 0)' is not a colour: red 'x' is not a number."),
        ("Color(\"Brand\")",
         "'Color(\"Brand\")' is not a colour: \"Brand\" names a colour in an asset catalog; resolve it from the .xcassets colour set."),
        ("Colour(red: 1, green: 0, blue: 0)",
         "'Colour(red: 1, green: 0, blue: 0)' is not a colour: 'Colour(…)' is not a colour initialiser this reads (Color, UIColor, NSColor, CGColor, #colorLiteral). Did you mean 'Color'?"),
        ("Color.blue.opacity(2)", "'Color.blue.opacity(2)' is not a colour: '.opacity(2)' needs a number from 0 to 1."),
        ("blue green", "'blue green' is not a colour: it is not a hex value, rgb(), a colour initialiser or a colour name."),
    ])
    func malformedColoursSayWhatIsWrong(text: String, message: String) {
        #expect(throws: ColorParseError.self) { try ColorParser.parse(text) }
        do {
            _ = try ColorParser.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }
}
