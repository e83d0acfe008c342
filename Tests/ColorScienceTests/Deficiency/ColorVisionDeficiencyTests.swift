@testable import ColorScience
import Testing

@Suite struct ColorVisionDeficiencyTests {
    struct Simulated: Decodable, CustomTestStringConvertible {
        var hex: String
        var kind: String
        var simulated: [Int]
        var testDescription: String { "\(hex) \(kind)" }
    }

    static let references: [Simulated] = (try? Fixture.load("cvd-simulation")) ?? []

    @Test func referencesAreNonEmpty() {
        #expect(Self.references.count == 90)
    }

    /// daltonlens `Simulator_Machado2009` at severity 1 (float32, so within one 8-bit step).
    @Test(arguments: references)
    func matchesDaltonLens(reference: Simulated) throws {
        let kind = try #require(ColorVisionDeficiency.Kind(rawValue: reference.kind))
        let simulated = ColorVisionDeficiency(kind: kind).simulate(try RGBColor(parsing: reference.hex))
        let channels = [simulated.red, simulated.green, simulated.blue].map { Int(($0 * 255).rounded()) }
        for (value, expected) in zip(channels, reference.simulated) {
            #expect(abs(value - expected) <= 1)
        }
    }

    @Test func achromatopsiaKeepsTheWCAGRatio() throws {
        let red = try RGBColor(parsing: "#FF0000"), green = try RGBColor(parsing: "#00FF00")
        let normal = ContrastRatio(red, green)
        let seen = ContrastRatio(foreground: red, background: green, seenWith: .achromatopsia)
        #expect(abs(normal.value - seen.value) < 1e-9)
    }

    /// Red on black passes AA for most people but not for someone with protanopia, to whom
    /// red looks dark.
    @Test func protanopiaDarkensRedAgainstBlack() throws {
        let red = try RGBColor(parsing: "#FF0000")
        let normal = ContrastRatio(red, .black)
        let seen = ContrastRatio(foreground: red, background: .black, seenWith: .protanopia)
        #expect(normal.formattedValue == "5.25")
        #expect(seen.value < normal.value)
        #expect(normal.meets(4.5))
        #expect(!seen.meets(4.5))
    }

    @Test func alphaIsKept() {
        let translucent = RGBColor(red: 1, green: 0, blue: 0, alpha: 0.25)
        #expect(ColorVisionDeficiency.deuteranopia.simulate(translucent).alpha == 0.25)
    }

    @Test(arguments: [("protanopia", ColorVisionDeficiency.protanopia), ("deutan:0.6", .deuteranomaly(severity: 0.6)),
                      ("tritanomaly", .tritanomaly(severity: 0.5)), ("grayscale", .achromatopsia),
                      ("Deuteranopia", .deuteranopia)])
    func readsNames(name: String, expected: ColorVisionDeficiency) {
        #expect(ColorVisionDeficiency(name: name) == expected)
    }

    @Test(arguments: ["protanopic", "deutan:2", "deutan:x", ""])
    func rejectsUnknownNames(name: String) {
        #expect(ColorVisionDeficiency(name: name) == nil)
    }

    @Test func reportsCoverTheDichromaciesAndTheAnomaliesAtHalfSeverity() {
        #expect(ColorVisionDeficiency.reportedByDefault.map(\.description) == [
            "protanopia", "deuteranopia", "tritanopia", "achromatopsia", "protanomaly (severity 0.5)",
            "deuteranomaly (severity 0.5)", "tritanomaly (severity 0.5)",
        ])
    }

    @Test func namesFollowSeverity() {
        #expect(ColorVisionDeficiency.protanopia.description == "protanopia")
        #expect(ColorVisionDeficiency.deuteranomaly(severity: 0.3).description == "deuteranomaly (severity 0.3)")
    }

    /// The second talk: "In this colour-palette, blue changes the least across these
    /// simulations" — of the system red, green and blue, blue moves least under the red–green
    /// deficiencies, which are the common ones ("Green-related deficiencies are the most
    /// common, followed by red").
    @Test func blueChangesTheLeastUnderRedGreenDeficiencies() throws {
        func change(_ name: String) throws -> Double {
            let color = try RGBColor(parsing: name)
            return [ColorVisionDeficiency.protanopia, .deuteranopia].map {
                CIEDE2000.difference(color, $0.simulate(color))
            }.reduce(0, +)
        }
        let blue = try change("systemBlue")
        #expect(blue < (try change("systemRed")))
        #expect(blue < (try change("systemGreen")))
    }
}
