@testable import Audit
import TestSupport
import Testing

/// A type of an app that nothing in the app names is never created: its findings are left out.
/// Named anywhere else — by a view, a nib, an Objective-C file, an Info.plist — it is created, and
/// in code that is no app's (a package, a file on its own) it may be.
@Suite struct TypesNothingNamesTests {
    static let app = """
        import SwiftUI
        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { RootView() }
            }
        }
        struct RootView: View {
            var body: some View { Text("Notes").font(.title) }
        }
        """

    /// A view with a fixed font, and a preview that shows it.
    static let badge = """
        import SwiftUI
        struct Badge: View {
            var body: some View {
                Text("New").font(.system(size: 9))
            }
        }
        #Preview { Badge() }
        """

    /// A UIKit view with a fixed font, under the header Xcode writes.
    static let carousel = """
        //
        //  CarouselView.swift
        //
        import UIKit
        final class CarouselView: UIView {
            private let caption = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                caption.font = UIFont.systemFont(ofSize: 11)
                addSubview(caption)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    static func fixedFonts(in folder: TemporaryFolder) throws -> [String] {
        try AuditRunner(rules: [FixedFontSizeRule.self]).run(paths: [folder.path]).findings
            .map { "\($0.location.file.split(separator: "/").last ?? "") \($0.location.line)" }.sorted()
    }

    @Test func aViewOnlyItsOwnPreviewShowsIsNeverCreated() throws {
        let folder = try TemporaryFolder()
        try folder.write("NotesApp.swift", Self.app)
        try folder.write("Badge.swift", Self.badge)
        #expect(try Self.fixedFonts(in: folder).isEmpty)
        try folder.write("NotesApp.swift", Self.app.replacingOccurrences(of: "Text(\"Notes\").font(.title)", with: "Badge()"))
        #expect(try Self.fixedFonts(in: folder) == ["Badge.swift 4"])
    }

    /// A view whose one presentation is commented out (Basic Car Maintenance's welcome screen,
    /// `// .sheet(isPresented: $showWelcome) { WelcomeView() }`) is never created; a mention
    /// after code on the line, or in a string, still names it.
    @Test(arguments: [
        ("// .sheet(isPresented: $showWelcome) { Badge() }", false),
        ("Text(\"Notes\") // was Badge()", false),
        ("Badge() // the new badge", true),
        ("Text(\"// Badge()\")", true),
    ])
    func aViewNamedOnlyInACommentIsNeverCreated(_ line: String, _ created: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("NotesApp.swift", Self.app.replacingOccurrences(of: "Text(\"Notes\").font(.title)", with: line))
        try folder.write("Badge.swift", Self.badge)
        #expect(try Self.fixedFonts(in: folder) == (created ? ["Badge.swift 4"] : []))
    }

    /// A view only a view nothing creates shows (the screen a dead welcome screen pushes) is
    /// never created either; shown by a view the app shows, or by one a storyboard creates, it is.
    @Test(arguments: [
        ("Text(\"Notes\").font(.title)", "", false),
        ("Welcome()", "", true),
        ("Text(\"Notes\").font(.title)", "<viewController customClass=\"WelcomeController\" customModule=\"Notes\"/>", true),
    ])
    func aViewOnlyAViewNothingCreatesShowsIsNeverCreated(_ root: String, _ storyboard: String, _ created: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("NotesApp.swift", Self.app.replacingOccurrences(of: "Text(\"Notes\").font(.title)", with: root))
        try folder.write("Badge.swift", Self.badge)
        try folder.write("Welcome.swift", """
            import SwiftUI
            import UIKit
            struct Welcome: View {
                var body: some View { NavigationLink("Next") { Badge() } }
            }
            final class WelcomeController: UIHostingController<Welcome> {}
            """)
        if !storyboard.isEmpty { try folder.write("Main.storyboard", storyboard) }
        #expect(try Self.fixedFonts(in: folder) == (created ? ["Badge.swift 4"] : []))
    }

    @Test func codeThatIsNoAppsIsJudgedAsUsed() throws {
        let folder = try TemporaryFolder()
        try folder.write("NotesApp.swift", Self.app.replacingOccurrences(of: "@main\n", with: ""))
        try folder.write("Badge.swift", Self.badge)
        #expect(try Self.fixedFonts(in: folder) == ["Badge.swift 4"])
        try folder.write("NotesApp.swift", Self.app)
        try folder.write("Badge.swift", Self.badge.replacingOccurrences(of: "struct Badge", with: "public struct Badge"))
        #expect(try Self.fixedFonts(in: folder) == ["Badge.swift 4"])
    }

    /// A view declared inside an extension of the screen it belongs to (Harbour's
    /// `extension SettingsView { struct SliderOption: View { … } }`) is judged by its own name.
    @Test func aTypeDeclaredInAnExtensionIsJudgedByItsOwnName() throws {
        let folder = try TemporaryFolder()
        try folder.write("NotesApp.swift", Self.app)
        let option = "import SwiftUI\nextension RootView {\n    struct SliderOption: View {\n"
            + "        var body: some View { Text(\"Speed\").font(.system(size: 9)) }\n    }\n}\n"
        try folder.write("RootView+SliderOption.swift", option)
        #expect(try Self.fixedFonts(in: folder).isEmpty)
        try folder.write("NotesApp.swift", Self.app.replacingOccurrences(of: "Text(\"Notes\").font(.title)", with: "SliderOption()"))
        #expect(try Self.fixedFonts(in: folder) == ["RootView+SliderOption.swift 4"])
    }

    @Test func anExtensionOfTheTypeDoesNotNameIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("NotesApp.swift", Self.app)
        try folder.write("CarouselView.swift", Self.carousel)
        try folder.write("CarouselView+Layout.swift", "import UIKit\nextension CarouselView {\n    static let spacing: CGFloat = 8\n}\n")
        #expect(try Self.fixedFonts(in: folder).isEmpty)
    }

    @Test(arguments: [
        // Named by a controller the app's code creates.
        ("Controller.swift", "import UIKit\nfinal class Controller: UIViewController {\n    let carousel = CarouselView()\n}\nlet root = Controller()\n"),
        // Named by a test, whose class derives from the app's own test case.
        ("CarouselTests.swift", "import XCTest\n@testable import Notes\nfinal class CarouselTests: SnapshotTestCase {\n    func testLayout() { _ = CarouselView() }\n}\n"),
        ("Main.storyboard", "<view contentMode=\"scaleToFill\" customClass=\"CarouselView\" customModule=\"Notes\"/>"),
        ("Legacy.m", "#import \"Notes-Swift.h\"\nCarouselView *view = [[CarouselView alloc] init];\n"),
        ("Extension/Info.plist", "<key>NSExtensionPrincipalClass</key>\n<string>$(PRODUCT_MODULE_NAME).CarouselView</string>\n"),
    ])
    func aTypeNamedElsewhereIsCreated(_ file: String, _ text: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("NotesApp.swift", Self.app)
        try folder.write("CarouselView.swift", Self.carousel)
        try folder.write(file, text)
        #expect(try Self.fixedFonts(in: folder) == ["CarouselView.swift 9"])
    }

    @Test func anObjectiveCMainStartsTheApp() throws {
        let folder = try TemporaryFolder()
        try folder.write("CarouselView.swift", Self.carousel)
        #expect(try Self.fixedFonts(in: folder) == ["CarouselView.swift 9"])
        try folder.write("main.m", "int main(int argc, char *argv[]) {\n    return UIApplicationMain(argc, argv, nil, @\"AppDelegate\");\n}\n")
        #expect(try Self.fixedFonts(in: folder).isEmpty)
    }

    @Test(arguments: [("@main", true), ("@main\n", true), ("@UIApplicationMain ", true), ("UIApplicationMain(", true),
                      ("@mainActor", false), ("@MainActor", false), ("// the main screen", false)])
    func whichTextsStartAnApp(_ text: String, _ starts: Bool) {
        #expect(TypesNothingNames.declaresEntryPoint(text) == starts)
    }

    /// A member an extension adds to a platform type (winston's `String.niceMD`, a markdown
    /// helper with fixed fonts) that nothing calls is never run; one a view calls is, and one a
    /// conformance may require is judged used.
    @Test(arguments: [("Text(\"Notes\").font(.title)", [String]()),
                      ("Text(AttributedString(\"Notes\".niceMD))", ["StringToMD.swift 5"])])
    func aPlatformTypesMemberNothingCallsIsNeverRun(_ root: String, _ expected: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("NotesApp.swift", Self.app.replacingOccurrences(of: "Text(\"Notes\").font(.title)", with: root))
        let helper = """
            import UIKit
            extension String {
                var niceMD: NSAttributedString {
                    NSAttributedString(string: self, attributes: [
                        .font: UIFont.systemFont(ofSize: 15),
                    ])
                }
            }
            """
        try folder.write("StringToMD.swift", helper)
        #expect(try Self.fixedFonts(in: folder) == expected)
        try folder.write("StringToMD.swift", helper.replacingOccurrences(of: "extension String {", with: "extension String: Markdown {"))
        #expect(try Self.fixedFonts(in: folder) == ["StringToMD.swift 5"])
    }

    /// The same for a member of Core Animation's or UIKit's classes (Unstoppable's
    /// `CALayer.moveAnimation(layer:to:)`, which nothing calls).
    @Test(arguments: [("Text(\"Notes\").font(.title)", [String]()),
                      ("Text(\"Notes\").font(Font(CALayer.badgeFont()))", ["CALayer+Badge.swift 4"])])
    func aCoreAnimationClassMemberNothingCallsIsNeverRun(_ root: String, _ expected: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("NotesApp.swift", Self.app.replacingOccurrences(of: "Text(\"Notes\").font(.title)", with: root))
        try folder.write("CALayer+Badge.swift", """
            import UIKit
            extension CALayer {
                class func badgeFont() -> UIFont {
                    UIFont.systemFont(ofSize: 11)
                }
            }
            """)
        #expect(try Self.fixedFonts(in: folder) == expected)
    }
    /// A function of the app's own view that nothing calls is never run (Suwatte's
    /// `badgeColor()`, left beside the badge its tile draws); one the body calls is, one of a view
    /// that also conforms to another protocol (which may ask for it) is judged used, and a
    /// function of a view nothing creates stays unrun though its body calls it.
    @Test(arguments: [
        ("RootView: View", "Text(\"Notes\").font(.title)", "RootView()", [String]()),
        ("RootView: View", "Text(\"Notes\").font(badgeFont())", "RootView()", ["NotesApp.swift 12"]),
        ("RootView: View, DropDelegate", "Text(\"Notes\").font(.title)", "RootView()", ["NotesApp.swift 12"]),
        ("RootView: View", "Text(\"Notes\").font(badgeFont())", "Text(\"Home\")", [String]()),
    ])
    func aViewsFunctionNothingCallsIsNeverRun(_ declaration: String, _ body: String, _ root: String, _ expected: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("NotesApp.swift", """
            import SwiftUI
            @main
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup { \(root) }
                }
            }
            struct \(declaration) {
                var body: some View { \(body) }

                func badgeFont() -> Font {
                    .system(size: 11)
                }
            }
            """)
        #expect(try Self.fixedFonts(in: folder) == expected)
    }
}
