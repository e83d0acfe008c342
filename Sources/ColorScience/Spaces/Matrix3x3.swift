/// A 3×3 matrix applied to column vectors (row `i` gives output component `i`).
public struct Matrix3x3: Hashable, Codable, Sendable, CustomStringConvertible {
    public var row0: SIMD3<Double>
    public var row1: SIMD3<Double>
    public var row2: SIMD3<Double>

    /// A matrix from its three rows.
    public init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        self.row0 = row0
        self.row1 = row1
        self.row2 = row2
    }

    /// The rows, top to bottom.
    public var rows: [SIMD3<Double>] { [row0, row1, row2] }

    /// A matrix from nine numbers, row by row (a programming error unless exactly nine).
    public init(rowMajor values: [Double]) {
        precondition(values.count == 9, "a 3×3 matrix needs nine values")
        self.init(SIMD3(values[0], values[1], values[2]), SIMD3(values[3], values[4], values[5]),
                  SIMD3(values[6], values[7], values[8]))
    }

    public static let identity = Matrix3x3(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))

    /// A matrix with `diagonal` on its diagonal and zeros elsewhere.
    public static func diagonal(_ diagonal: SIMD3<Double>) -> Matrix3x3 {
        Matrix3x3(SIMD3(diagonal.x, 0, 0), SIMD3(0, diagonal.y, 0), SIMD3(0, 0, diagonal.z))
    }

    /// The element at `row`, `column`.
    public subscript(row: Int, column: Int) -> Double {
        switch row {
        case 0: row0[column]
        case 1: row1[column]
        default: row2[column]
        }
    }

    /// The matrix times the column vector `vector`.
    public func applied(to vector: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((row0 * vector).sum(), (row1 * vector).sum(), (row2 * vector).sum())
    }

    /// The product `self · other`: applying `other` first, then `self`.
    public static func * (lhs: Matrix3x3, rhs: Matrix3x3) -> Matrix3x3 {
        let columns = [SIMD3(rhs[0, 0], rhs[1, 0], rhs[2, 0]), SIMD3(rhs[0, 1], rhs[1, 1], rhs[2, 1]),
                       SIMD3(rhs[0, 2], rhs[1, 2], rhs[2, 2])]
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * columns[0]).sum(), (r * columns[1]).sum(), (r * columns[2]).sum())
        }
        return Matrix3x3(row(lhs.row0), row(lhs.row1), row(lhs.row2))
    }

    public static func + (lhs: Matrix3x3, rhs: Matrix3x3) -> Matrix3x3 {
        Matrix3x3(lhs.row0 + rhs.row0, lhs.row1 + rhs.row1, lhs.row2 + rhs.row2)
    }

    public static func - (lhs: Matrix3x3, rhs: Matrix3x3) -> Matrix3x3 {
        Matrix3x3(lhs.row0 - rhs.row0, lhs.row1 - rhs.row1, lhs.row2 - rhs.row2)
    }

    /// Every element multiplied by `scale`.
    public static func * (scale: Double, matrix: Matrix3x3) -> Matrix3x3 {
        Matrix3x3(matrix.row0 * scale, matrix.row1 * scale, matrix.row2 * scale)
    }

    /// The element-wise blend `(1 − t)·a + t·b`.
    public static func interpolate(_ a: Matrix3x3, _ b: Matrix3x3, _ t: Double) -> Matrix3x3 {
        (1 - t) * a + t * b
    }

    public var description: String {
        rows.map { "[\($0.x), \($0.y), \($0.z)]" }.joined(separator: " ")
    }
}
