import Foundation

/// Lookup tables for the sRGB transfer function in single precision, built once, shared by
/// every 16-bit pixel loop (8-bit pixels use `SRGBByteEncoding`).
///
/// An exact decode table for 16-bit input; encoding uses a table indexed by the square root of
/// linear light (4097 entries, linearly interpolated), which keeps the interpolation error
/// below 0.02 of a 16-bit step where the curve is steepest.
enum SRGBLookupTables {
    /// Linear light for every 16-bit encoded value.
    static let decode16: [Float] = (0...65535).map { Float(SRGBTransfer.decode(Double($0) / 65535)) }

    static let encodeSteps = 4096
    /// Encoded value at linear light `(i / steps)²`.
    static let encodeBySquareRoot: [Float] = (0...encodeSteps).map { index in
        let root = Double(index) / Double(encodeSteps)
        return Float(SRGBTransfer.encode(root * root))
    }

    static let decodeSteps = 4096
    /// Linear light at encoded value `i / steps`, for values between stages.
    static let decodeByEncoded: [Float] = (0...decodeSteps).map {
        Float(SRGBTransfer.decode(Double($0) / Double(decodeSteps)))
    }
}
