/// A view that draws the picture its view model hands over, the view model of a protocol type
/// whose conformers live in files of their own: the sources of the tests of values set in another
/// file (docs/swiftui-coverage.md, Values set in another file).
public enum InfoModelSource {
    /// `Info.swift`: the protocol, requiring a title and an optional picture.
    public static let infoProtocol = """
        import SwiftUI

        protocol InfoModel {
            var title: String { get }
            var image: Image? { get }
        }
        """

    /// `ErrorModel.swift`: a conformer whose picture is a symbol, made on line 6.
    public static let errorModel = """
        import SwiftUI

        final class ErrorModel: InfoModel {
            var title: String { "Sign-in failed" }
            var image: Image? {
                Image(systemName: "exclamationmark.circle")
            }
        }
        """

    /// `InfoView.swift`: the picture drawn on line 12 beside the title, hidden when `hidden`.
    public static func infoView(hidden: Bool = false) -> String {
        """
        import SwiftUI

        struct InfoView: View {
            private var viewModel: InfoModel

            init(viewModel: InfoModel) {
                self.viewModel = viewModel
            }

            var body: some View {
                VStack {
                    if let image = viewModel.image {
                        image
                            .font(Font.system(size: 107, weight: .light))\(hidden ? "\n                .accessibilityHidden(true)" : "")
                    }
                    Text(viewModel.title)
                        .accessibilityAddTraits(.isHeader)
                }
            }
        }
        """
    }
}
