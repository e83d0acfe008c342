/// When a paging `TabView` shows its page index view, as `PageTabViewStyle.IndexDisplayMode`
/// says: `automatic` "displays an index view when there are more than one page", `always`
/// "regardless of page count", `never` "never" (Apple's documentation of the three modes).
///
/// The style applies "to a tab view, or to a view that contains tab views" (`tabViewStyle(_:)`),
/// so it travels in the lowering context.
enum PageIndexDisplay: String, CaseIterable {
    case automatic, always, never

    /// The mode a `.tabViewStyle(…)` argument sets when it is a page style: `.page`,
    /// `.page(indexDisplayMode: .never)`, `PageTabViewStyle()` or
    /// `PageTabViewStyle(indexDisplayMode: .always)`; nil for any other style (a tab bar) and for a
    /// style held by a value the code does not show.
    init?(style argument: AppliedModifier.Argument) {
        let written = argument.sourceText.filter { !$0.isWhitespace }
        let isPage = written == ".page" || written.hasPrefix(".page(") || written.hasPrefix("PageTabViewStyle(")
            || written == "PageTabViewStyle.page" || written.hasPrefix("PageTabViewStyle.page(")
        guard isPage else { return nil }
        let mode = Self.allCases.first { written.contains("indexDisplayMode:.\($0.rawValue)") }
        self = mode ?? .automatic
    }

    /// Whether a paging tab view of `pageCount` pages shows its index view.
    func showsIndex(pageCount: Int) -> Bool {
        switch self {
        case .automatic: pageCount > 1
        case .always: true
        case .never: false
        }
    }
}
