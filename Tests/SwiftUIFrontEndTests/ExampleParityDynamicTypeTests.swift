import AccessibilityTree
import Testing

/// The conference app at an accessibility text size: the SwiftUI version adapts where the
/// hand-built scene does — the title's line limit (`A11yLineLimitModifier`) and the time and
/// room row (`ViewThatFits`).
@Suite struct ExampleParityDynamicTypeTests {
    static let cases = [
        ExampleParityCase("ConferenceApp/Before", rootView: "SessionDetailView", catalogName: "conference-app:before"),
        ExampleParityCase("ConferenceApp/After", rootView: "SessionDetailView", catalogName: "conference-app"),
    ]

    /// The facts compared: the title's line limit, and whether the room sits under the time.
    struct Adaptation: Equatable {
        var titleLineLimit: Int?
        var isTimeRowStacked: Bool

        init(_ screen: Screen) throws {
            let title = try #require(ExampleParityCase.element(labelled: "Information gets through", in: screen))
            let time = try #require(ExampleParityCase.element(labelled: "10:00 to 10:40", in: screen)?.frame)
            let room = try #require(ExampleParityCase.element(labelled: "Great Hall", in: screen)?.frame)
            titleLineLimit = title.visual?.lineLimit
            isTimeRowStacked = room.minY >= time.maxY
        }
    }

    @Test(arguments: cases, [ContentSizeCategory.large, .accessibilityExtraLarge])
    func adaptsLikeTheHandBuiltScene(_ example: ExampleParityCase, size: ContentSizeCategory) throws {
        let settings = AccessibilitySettings(contentSize: size)
        let expected = try Adaptation(example.catalogScreen(settings: settings))
        #expect(try Adaptation(example.lowered(settings: settings).screen) == expected)
    }
}
