/// Side-by-side panels of one image seen through several filters, each with a label strip
/// underneath drawn in the built-in 5×7 font: "how does my screen look to everyone?"
public struct ContactSheet: Hashable, Sendable {
    /// The filters, one panel each, in reading order.
    public var panels: [ImageFilter]
    /// Panels per row.
    public var columns: Int

    public init(panels: [ImageFilter] = ImageFilter.contactSheetPanels, columns: Int = 4) {
        self.panels = panels
        self.columns = max(1, columns)
    }

    /// The sheet for `image`, in the image's pixel format.
    ///
    /// Labels scale with the panel width (one font pixel per 160 image pixels, 1 to 4) and
    /// are cut short rather than overflow a narrow panel.
    ///
    /// - Throws: `ImageError.tooLarge` when the sheet would exceed `limits`.
    public func render(_ image: Image, limits: ImageLimits = .standard) throws(ImageError) -> Image {
        let layout = Layout(panelWidth: image.width, panelHeight: image.height, count: panels.count, columns: columns)
        let bytes = ImageLimits.bufferBytes(width: layout.width, height: layout.height,
                                            bytesPerPixel: image.format.bytesPerPixel) ?? .max
        guard bytes <= limits.maximumPixelBufferBytes else {
            throw .tooLarge(width: layout.width, height: layout.height, bytes: bytes, limit: limits.maximumPixelBufferBytes)
        }
        var sheet = try Image(width: layout.width, height: layout.height, filledWith: Self.paper).converted(to: image.format)
        for (index, filter) in panels.enumerated() {
            let origin = layout.origin(of: index)
            sheet.draw(image.applying(filter), atX: origin.x, y: origin.y)
            let label = Self.label(for: filter)
            let fitting = Self.fit(label, width: image.width - 2 * layout.padding, scale: layout.fontScale)
            sheet.drawText(fitting, atX: origin.x + layout.padding, y: origin.y + image.height + layout.padding,
                           scale: layout.fontScale, colour: Self.ink)
        }
        return sheet
    }

    /// The label of a panel: the filter's name in capitals, a partial deficiency's severity
    /// as a percentage (`DEUTERANOMALY 60%`).
    static func label(for filter: ImageFilter) -> String {
        if case .deficiency(let deficiency) = filter, !deficiency.isComplete {
            return "\(deficiency.name) \(Int((deficiency.severity * 100).rounded()))%".uppercased()
        }
        return filter.description.uppercased()
    }

    /// `text`, shortened with a trailing "." until it fits `width` pixels at `scale`.
    static func fit(_ text: String, width: Int, scale: Int) -> String {
        var shown = text
        while !shown.isEmpty, BitmapFont.width(of: shown) * scale > width {
            shown = String(shown.dropLast(shown.hasSuffix(".") ? 2 : 1)) + "."
            if shown == "." { return "" }
        }
        return shown
    }

    /// A light grey, so white screenshots stand out from the sheet.
    static let paper = RGBA8(red: 0xE8, green: 0xE8, blue: 0xE8)
    static let ink = RGBA8(red: 0, green: 0, blue: 0)

    /// Where panels and labels go.
    struct Layout {
        let panelWidth: Int
        let panelHeight: Int
        let columns: Int
        let rows: Int
        let fontScale: Int
        let padding: Int
        let gap: Int

        init(panelWidth: Int, panelHeight: Int, count: Int, columns: Int) {
            self.panelWidth = panelWidth
            self.panelHeight = panelHeight
            self.columns = min(columns, max(1, count))
            rows = (max(1, count) + self.columns - 1) / self.columns
            fontScale = min(4, max(1, panelWidth / 160))
            padding = 2 * fontScale
            gap = 4 * fontScale
        }

        /// Height of the label strip under each panel.
        var stripHeight: Int { BitmapFont.glyphHeight * fontScale + 2 * padding }
        var width: Int { columns * panelWidth + (columns + 1) * gap }
        var height: Int { rows * (panelHeight + stripHeight) + (rows + 1) * gap }

        func origin(of index: Int) -> (x: Int, y: Int) {
            let column = index % columns, row = index / columns
            return (gap + column * (panelWidth + gap), gap + row * (panelHeight + stripHeight + gap))
        }
    }
}
