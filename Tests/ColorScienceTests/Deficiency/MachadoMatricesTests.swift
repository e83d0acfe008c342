@testable import ColorScience
import Testing

@Suite struct MachadoMatricesTests {
    struct Reference: Decodable {
        struct Interpolated: Decodable, CustomTestStringConvertible {
            var kind: String
            var severity: Double
            var matrix: [Double]
            var testDescription: String { "\(kind) \(severity)" }
        }

        var tables: [String: [String: [Double]]]
        var interpolated: [Interpolated]
    }

    static let reference: Reference? = try? Fixture.load("machado-matrices")
    static let kinds: [ColorVisionDeficiency.Kind] = [.protan, .deutan, .tritan]

    static func expectEqual(_ matrix: Matrix3x3, _ values: [Double], tolerance: Double = 1e-6) {
        #expect(values.count == 9)
        for index in 0..<9 {
            #expect(abs(matrix[index / 3, index % 3] - values[index]) < tolerance)
        }
    }

    @Test(arguments: kinds, [1.0, 0.5])
    func reproducesThePapersTables(kind: ColorVisionDeficiency.Kind, severity: Double) throws {
        let table = try #require(Self.reference?.tables[kind.rawValue])
        let values = try #require(table[String(format: "%.1f", severity)])
        Self.expectEqual(MachadoMatrices.matrix(for: kind, severity: severity), values)
    }

    @Test(arguments: kinds)
    func everyTabulatedSeverityMatches(kind: ColorVisionDeficiency.Kind) throws {
        let table = try #require(Self.reference?.tables[kind.rawValue])
        #expect(table.count == 11)
        for step in 0...10 {
            let severity = Double(step) / 10
            let values = try #require(table[String(format: "%.1f", severity)])
            Self.expectEqual(MachadoMatrices.matrix(for: kind, severity: severity), values)
        }
    }

    @Test(arguments: reference?.interpolated ?? [])
    func interpolatesBetweenTabulatedSeverities(reference: Reference.Interpolated) throws {
        let kind = try #require(ColorVisionDeficiency.Kind(rawValue: reference.kind))
        Self.expectEqual(MachadoMatrices.matrix(for: kind, severity: reference.severity), reference.matrix, tolerance: 1e-9)
    }

    /// docs/color.md, Colour-vision deficiency simulation: rows sum to ≈ 1 (greys are preserved), severity 0 is
    /// the identity.
    @Test(arguments: kinds)
    func greysArePreservedAndZeroIsIdentity(kind: ColorVisionDeficiency.Kind) {
        for step in 0...10 {
            let matrix = MachadoMatrices.matrix(for: kind, severity: Double(step) / 10)
            for row in matrix.rows { #expect(abs(row.sum() - 1) < 1e-5) }
        }
        #expect(MachadoMatrices.matrix(for: kind, severity: 0) == .identity)
    }

    @Test func severitiesOutsideZeroToOneAreClamped() {
        #expect(MachadoMatrices.matrix(for: .deutan, severity: 1.7) == MachadoMatrices.deuteranomaly[10])
        #expect(MachadoMatrices.matrix(for: .deutan, severity: -3) == .identity)
    }
}
