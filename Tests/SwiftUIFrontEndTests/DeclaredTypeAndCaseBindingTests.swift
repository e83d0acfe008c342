import AccessibilityTree
@testable import SwiftUIFrontEnd
import Testing

/// Values an icon type of the app's is made of (mlem's `Icon`): implicit members read against the
/// type a declaration states, the names a case pattern binds, overloads told apart by their
/// arguments' types, and `self` in a static method.
@Suite struct DeclaredTypeAndCaseBindingTests {
    static func labels(_ source: String) throws -> [String?] {
        let result = try SwiftUIFrontEnd.lower(source: source, path: "Screen.swift", view: "Screen")
        return result.screen.navigationOrder.map(\.element.label)
    }

    /// `case let .fillable(name)`, `case .fillable(let name)` and `if case .baseOnly(let name) = …`
    /// bind the case's associated value.
    @Test func aCasePatternBindsTheAssociatedValues() throws {
        let source = """
            enum Strategy {
                case baseOnly(name: String)
                case fillable(name: String, suffix: String)
                func imageName() -> String {
                    switch self {
                    case let .baseOnly(name): name
                    case .fillable(let name, _): name + ".fill"
                    }
                }
            }
            struct Screen: View {
                let plain = Strategy.baseOnly(name: "bell")
                var body: some View {
                    VStack {
                        Text(Strategy.baseOnly(name: "star").imageName())
                        Text(Strategy.fillable(name: "heart", suffix: "x").imageName())
                        if case .baseOnly(let name) = plain { Text(name) }
                    }
                }
            }
            """
        #expect(try Self.labels(source) == ["star", "heart.fill", "bell"])
    }

    /// `let close: Icon = .init("xmark")` and `static let general: GeneralIcons = .init()`: an
    /// implicit member is the stated type's initialiser, static method or static property; of
    /// two initialisers with the same labels, the one whose parameter is a string takes a string.
    @Test func anImplicitMemberIsTheStatedTypesMember() throws {
        let source = """
            struct Icon {
                enum Strategy { case plain(name: String), circle(name: String) }
                let strategy: Strategy
                init(_ strategy: Strategy) { self.strategy = strategy }
                init(_ name: String) { self.init(.plain(name: name)) }
                static func circle(_ name: String) -> Self { self.init(.circle(name: name)) }
                static let standard = Icon("gear")
                var imageName: String {
                    switch strategy {
                    case let .plain(name): name
                    case let .circle(name): name + ".circle"
                    }
                }
            }
            struct GeneralIcons {
                let close: Icon = .init("xmark")
                let add: Icon = .circle("plus")
                let settings: Icon = .standard
            }
            extension Icon { static let general: GeneralIcons = .init() }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text(Icon.general.close.imageName)
                        Text(Icon.general.add.imageName)
                        Text(Icon.general.settings.imageName)
                    }
                }
            }
            """
        #expect(try Self.labels(source) == ["xmark", "plus.circle", "gear"])
    }

    /// `Glyph(icon: .general.close)`: `.general` is also a case of another enum, so the argument is
    /// read against the type of the parameter taking it, `Icon`, whose static `general` it is.
    @Test func anArgumentIsReadAgainstItsParametersType() throws {
        let source = """
            enum SettingsPage { case general, privacy }
            struct Icon {
                let name: String
                init(_ name: String) { self.name = name }
            }
            struct GeneralIcons { let close: Icon = .init("xmark") }
            extension Icon { static let general: GeneralIcons = .init() }
            struct Glyph: View {
                let icon: Icon
                init(icon: Icon) { self.icon = icon }
                var body: some View { Image(systemName: icon.name) }
            }
            struct Screen: View {
                var body: some View { Glyph(icon: .general.close) }
            }
            """
        #expect(try Self.labels(source) == ["Close"])
    }

    /// A structure's stored property reads its stated type; a class's (an observable model whose
    /// code sets it later) is left as before, so the states it sets stay explored.
    @Test func onlyAStructuresStoredPropertyReadsItsStatedType() throws {
        let source = """
            struct Badge {
                let title: String
                init(title: String) { self.title = title }
            }
            struct Holder { var badge: Badge = .init(title: "Draft") }
            final class Model: ObservableObject { @Published var badge: Badge = .init(title: "Draft") }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text(Holder().badge.title)
                        Text(Model().badge.title)
                    }
                }
            }
            """
        let labels = try Self.labels(source)
        #expect(labels.count == 2)
        #expect(labels.first == "Draft")
        #expect(labels.last != "Draft")
    }

    /// `let features: [Feature] = [.init(…), …]`: each element of an array literal is read against
    /// the element type, so a list over it shows each item (before, every `.init` was unknown).
    @Test func anArrayLiteralsImplicitMembersAreTheElementTypes() throws {
        let source = """
            struct Feature: Identifiable {
                let id: Int
                let name: String
                var detail: String?
            }
            private let features: [Feature] = [
                .init(id: 1, name: "Sync"),
                .init(id: 2, name: "Backup", detail: "Daily"),
            ]
            struct Screen: View {
                var body: some View {
                    VStack {
                        ForEach(features) { feature in
                            Text(feature.name)
                            if let detail = feature.detail { Text(detail) }
                        }
                    }
                }
            }
            """
        #expect(try Self.labels(source) == ["Sync", "Backup", "Daily"])
        #expect(Interpreter.arrayElementType("[Feature]") == "Feature")
        #expect(Interpreter.arrayElementType("Array<Feature>") == "Feature")
        #expect(Interpreter.arrayElementType("[String: Feature]") == nil)
    }

    /// A static member of a type the code does not declare (`LocalString.x`, generated when the
    /// app is built) is no string of its name: a `Text` of it, or a button's title, is a text
    /// known only at run time.
    @Test func aStaticMemberOfAnUndeclaredTypeIsNoText() throws {
        let source = """
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text(LocalString.payment_monthly)
                        Button(LocalString.payment_once) { pay() }
                    }
                }
            }
            """
        #expect(try Self.labels(source) == ["\\(LocalString.payment_monthly)", "\\(LocalString.payment_once)"])
    }

    /// `Card(subHeader: .emptyDash)` with `extension String { static let emptyDash = "--" }`: the
    /// implicit member is the static property of the parameter's type, an extension's too, for a
    /// memberwise initialiser as for one the type declares.
    @Test func anImplicitMemberOfAnExtendedStandardTypeIsItsStaticProperty() throws {
        let source = """
            extension String { static let emptyDash = "--" }
            struct Card: View {
                let subHeader: String
                var body: some View { Text(subHeader) }
            }
            struct Row: View {
                let title: String
                init(title: String) { self.title = title }
                var body: some View { Text(title) }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Card(subHeader: .emptyDash)
                        Row(title: .emptyDash)
                    }
                }
            }
            """
        #expect(try Self.labels(source) == ["--", "--"])
    }
}
