/// One element's costs with the screen it is on, for a table that spans many screens
/// (`perceive costs FOLDER --all-screens`).
public struct ScreenElementCosts: Hashable, Sendable {
    /// The screen's name: the preview's or the view's.
    public var screen: String
    /// Where the screen is declared (`file:line:column`), when known.
    public var source: String?
    public var costs: ElementCosts

    public init(screen: String, source: String?, costs: ElementCosts) {
        self.screen = screen
        self.source = source
        self.costs = costs
    }
}
