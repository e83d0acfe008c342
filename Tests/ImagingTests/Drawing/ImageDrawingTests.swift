@testable import Imaging
import Testing

@Suite struct ImageDrawingTests {
    static let white = RGBA8(red: 255, green: 255, blue: 255)
    static let black = RGBA8(red: 0, green: 0, blue: 0)

    /// The image as rows of `#` (black) and `.` (anything else).
    static func picture(_ image: Image) -> [String] {
        (0..<image.height).map { y in
            String((0..<image.width).map { image.pixel(x: $0, y: y) == black ? "#" : "." })
        }
    }

    @Test func textIsDrawnInTheFiveBySevenFont() throws {
        var image = try Image(width: 11, height: 7, filledWith: Self.white)
        image.drawText("HI", atX: 0, y: 0, scale: 1, colour: Self.black)
        #expect(Self.picture(image) == [
            "#...#..###.",
            "#...#...#..",
            "#...#...#..",
            "#####...#..",
            "#...#...#..",
            "#...#...#..",
            "#...#..###.",
        ])
    }

    @Test func scaledTextAndClipping() throws {
        var image = try Image(width: 12, height: 14, filledWith: Self.white)
        image.drawText("-L", atX: 0, y: 0, scale: 2, colour: Self.black)
        // "-" fits (10 pixels wide), "L" would cross the edge and is left out.
        #expect(Self.picture(image)[6] == "##########..")
        #expect(Self.picture(image).filter { $0.contains("#") }.count == 2)
        #expect(BitmapFont.width(of: "HI") == 11)
    }

    @Test func drawingAnImageCopiesItClipped() throws {
        var canvas = try Image(width: 4, height: 3, filledWith: Self.white)
        let stamp = try Image(width: 3, height: 3, filledWith: Self.black)
        canvas.draw(stamp, atX: 2, y: 1)
        #expect(Self.picture(canvas) == ["....", "..##", "..##"])
    }

    @Test func sixteenBitCanvasGetsExactlyWidenedColours() throws {
        var canvas = try Image(width: 1, height: 1, filledWith: Self.white).converted(to: .rgba16)
        canvas.setPixel(x: 0, y: 0, to: RGBA8(red: 1, green: 2, blue: 3, alpha: 4))
        #expect(canvas.pixels == .rgba16([257, 514, 771, 1028]))
    }
}
