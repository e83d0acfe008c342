import AccessibilityTree
@testable import SwiftUIFrontEnd
import SwiftSyntaxSupport
import Testing

/// A method call runs the source's method of that name whose parameters take the call's
/// arguments; one none of them takes is another overload (the SDK's), not evaluated.
@Suite struct MethodOverloadTests {
    @Test func theOverloadWhoseLabelsFitIsCalled() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct Model {
                func title() -> String { "Short" }
                func title(long: Bool) -> String { "Long" }
            }
            struct V: View {
                let model = Model()
                var body: some View {
                    Text(model.title(long: true))
                }
            }
            """, view: "V")
        #expect(result.screen.root.children.map(\.label) == ["Long"])
    }

    /// A static method called on its type (`Badge.make(count:)`) is chosen by its labels too.
    @Test func theStaticOverloadWhoseLabelsFitIsCalled() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct Badge {
                static func make(title: String) -> String { "Titled" }
                static func make(count: Int) -> String { "Counted" }
            }
            struct V: View {
                var body: some View {
                    Text(Badge.make(count: 3))
                }
            }
            """, view: "V")
        #expect(result.screen.root.children.map(\.label) == ["Counted"])
    }

    /// So is a method called on an enum case (`Size.small.label(long:)`).
    @Test func theEnumCaseOverloadWhoseLabelsFitIsCalled() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            enum Size {
                case small, large
                func label(short: Bool) -> String { "Short" }
                func label(long: Bool) -> String { "Long" }
            }
            struct V: View {
                var body: some View {
                    Text(Size.small.label(long: true))
                }
            }
            """, view: "V")
        #expect(result.screen.root.children.map(\.label) == ["Long"])
    }

    @Test func aVariadicParameterTakesEveryUnlabelledArgument() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct Model {
                func greeting(_ names: String..., formal: Bool = false) -> String { "Hello" }
            }
            struct V: View {
                let model = Model()
                var body: some View {
                    Text(model.greeting("Ann", "Bo", formal: true))
                }
            }
            """, view: "V")
        #expect(result.screen.root.children.map(\.label) == ["Hello"])
    }

    /// An extension's convenience method that calls the SDK's method of the same name with one
    /// argument more (element-x-ios extends `NSRegularExpression` so) is evaluated once: its
    /// inner call is another overload, a run-time value, not itself again to the depth limit.
    @Test func aCallInsideAMethodToAnotherOverloadIsNotTheMethodAgain() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            extension NSRegularExpression {
                func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = []) -> NSTextCheckingResult? {
                    firstMatch(in: string, options: options, range: .init(location: 0, length: (string as NSString).length))
                }
            }
            struct V: View {
                let regex = NSRegularExpression()
                var body: some View {
                    Text(regex.firstMatch(in: "text") == nil ? "None" : "Found")
                }
            }
            """, view: "V")
        let reasons = result.screen.root.children.flatMap(\.unresolved).map(\.reason)
        #expect(reasons == ["condition depends on run-time value `firstMatch(in: string, options: options, range: .init(loc…`"])
    }

    /// The call from other code whose labels fit no method of the source (Foundation's
    /// `firstMatch(in:range:)`) is a run-time value too.
    @Test func aCallNoMethodOfThatNameTakesIsARunTimeValue() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            extension NSRegularExpression {
                func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = []) -> String { "Extension" }
            }
            struct V: View {
                let regex = NSRegularExpression()
                var body: some View {
                    Text(regex.firstMatch(in: "text", range: NSRange()))
                }
            }
            """, view: "V")
        let reasons = result.screen.root.children.flatMap(\.unresolved).map(\.reason)
        #expect(reasons == ["run-time value `regex.firstMatch(in: \"text\", range: NSRange())`"])
    }

    /// A `View` extension the app alone names is the overload whose labels fit: mlem's
    /// `quickSwipes(leading:buffer:)` calls its `quickSwipes(_:)`. Before, the nearest was taken,
    /// called itself until the nesting limit, and the view was left unknown.
    @Test func theViewExtensionOverloadWhoseLabelsFitIsApplied() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            struct Swipes { let leading: [String] }
            extension View {
                func quickSwipes(leading: [String] = []) -> some View { quickSwipes(Swipes(leading: leading)) }
                func quickSwipes(_ swipes: Swipes) -> some View { accessibilityHint("Swipe for actions") }
            }
            struct V: View {
                var body: some View {
                    Text("Post").quickSwipes(leading: ["Upvote"])
                }
            }
            """, view: "V")
        #expect(result.screen.root.children.map(\.hint) == ["Swipe for actions"])
        #expect(result.screen.root.children.flatMap(\.unresolved).isEmpty)
    }

    /// Overloads whose labels are the same are told apart by the closure passed: one taking an
    /// item (`content: { _ in … }`) is not the one whose `content` takes nothing (Damus's
    /// `damus_full_screen_cover`, whose `Binding<Bool>` form calls its item form).
    @Test func aClosureTakingParametersPicksTheOverloadWhoseFunctionTypeTakesThem() throws {
        let result = try SwiftUIFrontEnd.lower(source: """
            extension View {
                func cover(_ isPresented: Binding<Bool>, content: @escaping () -> some View) -> some View {
                    cover(Binding<Int?>.constant(nil), content: { _ in content() })
                }
                func cover<T>(_ item: Binding<T?>, content: @escaping (T) -> some View) -> some View {
                    accessibilityHint("Opens in full screen")
                }
            }
            struct V: View {
                @State private var shown = false
                var body: some View {
                    Text("Photo").cover($shown) { Text("Full") }
                }
            }
            """, view: "V")
        #expect(result.screen.root.children.map(\.hint) == ["Opens in full screen"])
        #expect(result.screen.root.children.flatMap(\.unresolved).isEmpty)
    }

    /// Two extension methods of one name, one on `Text` and one on `Image`, in two files: a text
    /// calls the text's. Before, the one nearer by file was called, the image's, whose `switch`
    /// over an image style matched no text style and drew nothing.
    @Test func aTextCallsTheTextsExtensionMethod() throws {
        let files = [
            "App/ImageStyle.swift": """
                import SwiftUI
                extension Image {
                    enum AppImageStyle { case barButton }
                    func style(appStyle: AppImageStyle) -> some View {
                        switch appStyle {
                        case .barButton: return self.resizable().frame(width: 16, height: 16)
                        }
                    }
                }
                """,
            "App/View.swift": """
                import SwiftUI
                struct IslandRow: View {
                    var body: some View {
                        HStack {
                            Image(systemName: "leaf")
                            Text("Tarantula Island").style(appStyle: .rowTitle)
                        }
                    }
                }
                """,
            "Shared/TextStyle.swift": """
                import SwiftUI
                extension Text {
                    enum AppTextStyle { case rowTitle }
                    func style(appStyle: AppTextStyle) -> Text { self.font(.headline) }
                }
                """,
        ]
        let project = SwiftUIProject(files: files.sorted { $0.key < $1.key }.map { ParsedSourceFile(path: $0.key, text: $0.value) })
        let screens = project.lowerRecordingLookups(entriesDeclaredIn: "App/View.swift", settings: AccessibilitySettings(),
                                                    exploringBranches: true).results
        let labels = try #require(screens.first).screen.navigationOrder.compactMap(\.element.label)
        #expect(labels.contains("Tarantula Island"), "\(labels)")
    }
}
