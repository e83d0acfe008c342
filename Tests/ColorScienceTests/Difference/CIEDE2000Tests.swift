@testable import ColorScience
import Testing

@Suite struct CIEDE2000Tests {
    struct SharmaPair: Decodable, CustomTestStringConvertible {
        var pair: Int
        var lab1: [Double]
        var lab2: [Double]
        var deltaE: Double
        var testDescription: String { "pair \(pair)" }
        var first: LabColor { LabColor(l: lab1[0], a: lab1[1], b: lab1[2]) }
        var second: LabColor { LabColor(l: lab2[0], a: lab2[1], b: lab2[2]) }
    }

    static let sharma: [SharmaPair] = (try? Fixture.load("ciede2000-sharma")) ?? []

    @Test func allThirtyFourPairsAreTyped() {
        #expect(Self.sharma.map(\.pair) == Array(1...34))
    }

    /// Sharma, Wu & Dalal (2005), Table 1, to 1e-4, in both argument orders.
    @Test(arguments: sharma)
    func reproducesSharmasTestData(pair: SharmaPair) {
        #expect(abs(CIEDE2000.difference(pair.first, pair.second) - pair.deltaE) < 1e-4)
        #expect(abs(CIEDE2000.difference(pair.second, pair.first) - pair.deltaE) < 1e-4)
    }

    @Test func identicalColoursDifferByZero() throws {
        let blue = try RGBColor(parsing: "systemBlue")
        #expect(CIEDE2000.difference(blue, blue) == 0)
    }

    @Test func blackAndWhiteDifferByTheFullLightnessRange() {
        #expect(abs(CIEDE2000.difference(RGBColor.black, RGBColor.white) - 100) < 1e-4)
    }
}
