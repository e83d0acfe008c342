extension Double {
    /// The value as an `Int` when it is a whole number an `Int` holds exactly (below 10¹⁵ in
    /// magnitude), else nil.
    public var wholeNumber: Int? {
        self == rounded() && abs(self) < 1e15 ? Int(self) : nil
    }

    /// `12` rather than `12.0`, `12.5` as is: the one way numbers are written in messages,
    /// transcripts, reports and JSON.
    public var compactDescription: String {
        wholeNumber.map(String.init) ?? String(self)
    }
}
