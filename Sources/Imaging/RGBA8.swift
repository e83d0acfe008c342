/// One pixel with 8-bit sRGB-encoded channels and straight alpha.
public struct RGBA8: Hashable, Codable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Whether red, green and blue are equal.
    public var isGrey: Bool { red == green && green == blue }
}
