/// A rectangle of whole pixels: an element's frame in points times the screenshot's scale.
public struct PixelRegion: Hashable, Codable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The pixels covered by a frame in points on a screenshot taken at `scale` (2 or 3 on
    /// iPhones): every pixel the frame touches, so a text frame's edges are not lost.
    public init(pointsX x: Double, y: Double, width: Double, height: Double, scale: Double) {
        let left = (x * scale).rounded(.down), top = (y * scale).rounded(.down)
        let right = ((x + width) * scale).rounded(.up), bottom = ((y + height) * scale).rounded(.up)
        self.init(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    }

    /// The part of the region inside a `width × height` image, or nil when none is.
    func clipped(toWidth imageWidth: Int, height imageHeight: Int) -> PixelRegion? {
        let left = max(0, x), top = max(0, y)
        let right = min(imageWidth, x + width), bottom = min(imageHeight, y + height)
        guard left < right, top < bottom else { return nil }
        return PixelRegion(x: left, y: top, width: right - left, height: bottom - top)
    }
}
