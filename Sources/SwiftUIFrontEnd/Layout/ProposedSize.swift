/// The size a parent offers a child; nil on an axis means "as large as you like" (SwiftUI's
/// unspecified proposal, as inside a scroll view).
struct ProposedSize {
    var width: Double?
    var height: Double?

    static let unbounded = ProposedSize(width: nil, height: nil)
}

/// Default spacings and sizes of the layout model (approximations of iOS 17 on an iPhone 15).
enum LayoutConstants {
    /// Space between stack children when none is given.
    static let stackSpacing = 8.0
    /// `.padding()` without an amount.
    static let padding = 16.0
    /// A List row's minimum height and its insets (inset grouped style).
    static let rowMinimumHeight = 44.0
    static let listMargin = 20.0
    static let rowPadding = 16.0
    static let rowVerticalPadding = 11.0
    static let sectionHeaderHeight = 38.0
    /// Safe areas of an iPhone 15 in portrait.
    static let safeAreaTop = 59.0
    static let safeAreaBottom = 34.0
    /// Navigation bar (44) with a large title (52).
    static let navigationBarHeight = 44.0
    static let largeTitleHeight = 52.0
    static let tabBarHeight = 49.0
    /// A paging tab view's index view (UIKit's page control: its dots and their touch area).
    static let pageIndexHeight = 26.0
    /// An image whose size the source does not give.
    static let unknownImageSide = 100.0
    static let switchSize = (width: 51.0, height: 31.0)
    static let sliderHeight = 31.0
    static let stepperSize = (width: 94.0, height: 32.0)
    /// A spinning progress indicator's side, as UIKit's `UIActivityIndicatorView` draws it:
    /// `medium` 20 pt, `large` 37 pt (Apple, `UIActivityIndicatorView.Style`).
    static let spinnerSide = (regular: 20.0, large: 37.0)
    /// The bezel of a `.bordered` or `.borderedProminent` button around its label, at the regular
    /// control size: an approximation (docs/swiftui-defaults.md, Bordered buttons).
    static let borderedButtonInsets = (width: 12.0, height: 7.0)
    /// The same at `.controlSize(.large)` or `.extraLarge`, taller: also an approximation (about
    /// 50 pt for a one-line body label). Smaller sizes keep the regular insets: a guess that made
    /// a button smaller would report a barrier the code may not have.
    static let largeBorderedButtonInsets = (width: 16.0, height: 14.0)
    /// The search field's row under the navigation bar (docs/swiftui-defaults.md, Navigation bar).
    static let searchFieldHeight = 44.0
}
