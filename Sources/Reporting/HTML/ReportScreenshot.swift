/// A screenshot given to the report, as drawn and as people with each colour-vision deficiency
/// see it: PNG files embedded in the page.
public struct ReportScreenshot: Hashable, Sendable {
    /// The file it was read from.
    public var name: String
    /// Each view: who sees it ("Typical colour vision", "protanopia") and the PNG's bytes.
    public var views: [View]

    public struct View: Hashable, Sendable {
        public var seenBy: String
        public var png: [UInt8]

        public init(seenBy: String, png: [UInt8]) {
            self.seenBy = seenBy
            self.png = png
        }
    }

    public init(name: String, views: [View]) {
        self.name = name
        self.views = views
    }
}
