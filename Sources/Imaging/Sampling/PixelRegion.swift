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

    /// The part of the region inside a `width × height` image, or nil when none is.
    func clipped(toWidth imageWidth: Int, height imageHeight: Int) -> PixelRegion? {
        let left = max(0, x), top = max(0, y)
        let right = min(imageWidth, x + width), bottom = min(imageHeight, y + height)
        guard left < right, top < bottom else { return nil }
        return PixelRegion(x: left, y: top, width: right - left, height: bottom - top)
    }
}
