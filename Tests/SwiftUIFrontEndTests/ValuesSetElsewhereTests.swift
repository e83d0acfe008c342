import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import TestSupport
import Testing

/// Values a view reads that other files set: a stored property of the app's own type that the
/// type's methods assign, and a protocol requirement its conforming types answer
/// (docs/swiftui-coverage.md, Values set in another file).
@Suite struct ValuesSetElsewhereTests {
    /// Each screen variant's elements in navigation order, `files` making the project and the
    /// views of `App/View.swift` lowered.
    static func screens(_ files: [String: String]) -> [[AccessibilityElement]] {
        let project = SwiftUIProject(files: files.sorted { $0.key < $1.key }.map { ParsedSourceFile(path: $0.key, text: $0.value) })
        return project.lowerRecordingLookups(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings(),
                                             exploringBranches: true)
            .results.map { $0.screen.navigationOrder.map(\.element) }
    }

    static func cover(_ made: String) -> String {
        """
        import SwiftUI

        final class Cover: ObservableObject {
            @Published var title: String? = nil
            @Published var image: Image? = nil

            func load(title: String) {
                self.title = title
                self.image = nil
                DispatchQueue.global().async {
                    let image = \(made)
                    DispatchQueue.main.async { self.image = image }
                }
            }
        }
        """
    }

    static let coverView = """
        import SwiftUI

        struct CoverView: View {
            @StateObject var cover = Cover()

            var body: some View {
                if let title = cover.title, let image = cover.image {
                    image
                        .contextMenu { Button("Save") { } }
                    Text(title)
                } else {
                    ProgressView()
                }
            }
        }
        """

    @Test func aPictureTheTypesMethodSetsIsDrawnWhereTheViewReadsIt() throws {
        let screens = Self.screens(["App/Cover.swift": Self.cover("Image(\"cover-art\")"), "App/View.swift": Self.coverView])
        let first = try #require(screens.first)
        #expect(first.map { $0.label ?? "-" } == ["cover-art", "\\(title)"])
        let picture = first[0]
        #expect(picture.source == SourceLocation(file: "App/View.swift", line: 7, column: 49))
        #expect(picture.unresolved.contains(Unresolved(.presence, reason:
            "`cover.image` is the picture set by `Cover.load(title:)`, made at Cover.swift:11")))
    }

    @Test func aDecorativePictureTheTypeSetsIsNoElement() throws {
        let screens = Self.screens(["App/Cover.swift": Self.cover("Image(decorative: makeCode(), scale: 1.0)"),
                                    "App/View.swift": Self.coverView])
        #expect(screens.first?.map { $0.label ?? "-" } == ["\\(title)"])
    }

    @Test func aPropertyTheTypeNeverSetsToAPictureStaysUnknown() throws {
        let model = """
            import SwiftUI

            final class Cover: ObservableObject {
                @Published var title: String? = nil
                @Published var image: Image? = nil

                func load(title: String, image: Image) {
                    self.title = title
                    self.image = image
                }
            }
            """
        let screens = Self.screens(["App/Cover.swift": model, "App/View.swift": Self.coverView])
        let picture = try #require(screens.first?.first)
        #expect(picture.label == nil)
        #expect(picture.traits.contains(.image) == false)
        #expect(picture.source?.file == "App/View.swift")
        #expect(picture.unresolved.contains { $0.reason.contains("run-time value") })
    }

    @Test func aStructsPropertyNilAtStartIsAVariantOnceItsMethodSetsIt() throws {
        let model = """
            import SwiftUI

            struct Badge {
                var symbol: Image? = nil
                var name = "Badge"

                mutating func earn() {
                    symbol = Image("gold-star")
                }
            }
            """
        let view = """
            import SwiftUI

            struct BadgeView: View {
                @State var badge = Badge()

                var body: some View {
                    if let symbol = badge.symbol {
                        symbol
                    } else {
                        Text("No badge yet")
                    }
                }
            }
            """
        let screens = Self.screens(["App/Badge.swift": model, "App/View.swift": view])
        #expect(screens.map { $0.map { $0.label ?? "-" } } == [["No badge yet"], ["gold-star"]])
        let picture = try #require(screens.last?.first)
        #expect(picture.source == SourceLocation(file: "App/View.swift", line: 7, column: 25))
        #expect(picture.unresolved.contains(Unresolved(.presence, reason:
            "`badge.symbol` is the picture set by `Badge.earn()`, made at Badge.swift:8")))
    }

    @Test func aPropertySetOnlyToNilKeepsOneScreen() throws {
        let model = """
            import SwiftUI

            struct Badge {
                var symbol: Image? = nil

                mutating func reset() {
                    symbol = nil
                }
            }
            """
        let view = """
            import SwiftUI

            struct BadgeView: View {
                @State var badge = Badge()

                var body: some View {
                    if let symbol = badge.symbol { symbol } else { Text("No badge yet") }
                }
            }
            """
        #expect(Self.screens(["App/Badge.swift": model, "App/View.swift": view]).map { $0.map { $0.label ?? "-" } }
            == [["No badge yet"]])
    }

    @Test func aPictureEveryConformerGivesIsDrawnWhereTheViewReadsIt() throws {
        let signedOut = """
            import SwiftUI

            final class SignedOutModel: InfoModel {
                let wasSignedIn: Bool
                init(wasSignedIn: Bool) { self.wasSignedIn = wasSignedIn }
                var title: String { "Signed out" }
                var image: Image? { nil }
            }
            """
        let screens = Self.screens(["App/Info.swift": InfoModelSource.infoProtocol, "App/ErrorModel.swift": InfoModelSource.errorModel,
                                    "App/SignedOutModel.swift": signedOut, "App/View.swift": InfoModelSource.infoView()])
        let picture = try #require(screens.first?.first)
        #expect(picture.traits.contains(.image))
        #expect(picture.source == SourceLocation(file: "App/View.swift", line: 12, column: 28))
        #expect(picture.unresolved == [Unresolved(.presence, reason:
            "`viewModel.image` is the picture from `ErrorModel`, made at ErrorModel.swift:6; nil from `SignedOutModel`")])
    }
}
