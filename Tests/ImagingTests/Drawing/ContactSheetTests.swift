import ColorScience
@testable import Imaging
import Testing

@Suite struct ContactSheetTests {
    static let image = TestImages.eightBit(width: 40, height: 20) { x, y, channel in
        channel == 3 ? 255 : UInt8((x * 6 + y * 3 + channel * 90) % 256)
    }

    @Test func panelsAreLaidOutInAGridWithLabelStrips() throws {
        let sheet = try ContactSheet(panels: [.original, .deficiency(.deuteranopia), .deficiency(.tritanopia)], columns: 2)
            .render(Self.image)
        // gap 4, strip 7 + 2·2 = 11: width 2·40 + 3·4, height 2·(20 + 11) + 3·4.
        #expect((sheet.width, sheet.height) == (92, 74))
        let layout = ContactSheet.Layout(panelWidth: 40, panelHeight: 20, count: 3, columns: 2)
        for (index, filter) in [ImageFilter.original, .deficiency(.deuteranopia), .deficiency(.tritanopia)].enumerated() {
            let origin = layout.origin(of: index)
            let expected = Self.image.applying(filter)
            #expect(sheet.pixel(x: origin.x + 7, y: origin.y + 5) == expected.pixel(x: 7, y: 5))
            #expect(sheet.pixel(x: origin.x + 39, y: origin.y + 19) == expected.pixel(x: 39, y: 19))
        }
        // The fourth cell is empty paper.
        let empty = layout.origin(of: 3)
        #expect(sheet.pixel(x: empty.x + 10, y: empty.y + 10) == ContactSheet.paper)
    }

    @Test func labelsAreDrawnAndCutToFit() throws {
        #expect(ContactSheet.label(for: .deficiency(.deuteranopia)) == "DEUTERANOPIA")
        #expect(ContactSheet.label(for: .deficiency(.deuteranomaly(severity: 0.6))) == "DEUTERANOMALY 60%")
        #expect(ContactSheet.label(for: .display(.invert)) == "INVERT")
        #expect(ContactSheet.fit("DEUTERANOPIA", width: 36, scale: 1) == "DEUTE.")
        #expect(ContactSheet.fit("ORIGINAL", width: 60, scale: 1) == "ORIGINAL")
        let sheet = try ContactSheet(panels: [.original], columns: 1).render(Self.image)
        // "ORIGI." label row 0 of "O" starts one pixel in: paper at column 0, ink at 1–3.
        let top = 4 + 20 + 2
        #expect(sheet.pixel(x: 6, y: top) == ContactSheet.paper)
        #expect(sheet.pixel(x: 7, y: top) == ContactSheet.ink)
    }

    @Test func defaultSheetHasEightPanels() throws {
        #expect(ImageFilter.contactSheetPanels.count == 8)
        let sheet = try ContactSheet().render(Self.image)
        #expect((sheet.width, sheet.height) == (4 * 40 + 5 * 4, 2 * (20 + 11) + 3 * 4))
    }

    @Test func oversizedSheetIsRefused() {
        #expect(throws: ImageError.tooLarge(width: 92, height: 74, bytes: 92 * 74 * 4, limit: 1000)) {
            try ContactSheet(panels: [.original, .original, .original], columns: 2)
                .render(Self.image, limits: ImageLimits(maximumPixelBufferBytes: 1000))
        }
    }
}
