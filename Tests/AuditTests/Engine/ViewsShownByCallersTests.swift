@testable import Audit
import Foundation
import TestSupport
import Testing

/// A view of the app's own type is judged where the app shows it: a row every caller puts in a
/// button's label is read as one element, a view every caller hides is never reached, and the
/// element a view makes is named by the callers that label it.
@Suite struct ViewsShownByCallersTests {
    static let views = """
        import SwiftUI

        struct AccountRow: View {
            let name: String
            var body: some View {
                VStack(spacing: 8) {
                    Image("avatar")
                    Text(name)
                    Text("Signature request").font(.headline)
                }
            }
        }

        struct BrandFooter: View {
            var body: some View {
                Image("brand-logo")
            }
        }

        struct AssetBadge: View {
            let symbol: String
            var body: some View {
                HStack {
                    Image(systemName: "bitcoinsign.circle")
                    Text(symbol)
                }
                .accessibilityElement(children: .ignore)
            }
        }
        """

    /// Every use of the three views makes their reading findings moot.
    static let screen = """
        import SwiftUI

        struct Screen: View {
            var body: some View {
                List {
                    Button { open() } label: { AccountRow(name: "Ann") }
                    BrandFooter().accessibilityHidden(true)
                    AssetBadge(symbol: "BTC").accessibilityLabel("Bitcoin")
                }
            }
            func open() {}
        }

        #Preview { AccountRow(name: "Preview") }
        """

    /// The findings of the views' file that are about how they are read.
    static let readingFindings = [
        "Views.swift:7 row-read-as-fragments", "Views.swift:16 image-without-label",
        "Views.swift:27 ignored-children-without-label",
    ]

    static func findings(in folder: TemporaryFolder, paths: [String]? = nil) throws -> [String] {
        try AuditRunner(rules: AllRules.all).run(paths: paths ?? [folder.path]).findings.map { finding in
            "\(finding.location.file.split(separator: "/").last ?? ""):\(finding.location.line) \(finding.ruleID)"
        }.sorted()
    }

    static func app(screen: String = screen, others: String? = nil) throws -> TemporaryFolder {
        var sources = ["Views.swift": views, "Screen.swift": screen]
        if let others { sources["Others.swift"] = others }
        return try package("Wallet", sources: sources)
    }

    /// A Swift package named `name` whose `Sources` hold `sources` (file name → text).
    static func package(_ name: String, sources: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "let package = Package(name: \"\(name)\")")
        for (file, text) in sources { try folder.write("Sources/\(file)", text) }
        return folder
    }

    @Test func viewsEveryCallerCombinesHidesOrLabelsKeepOnlyWhatPeopleSee() throws {
        let found = try Self.findings(in: Self.app())
        for finding in Self.readingFindings { #expect(!found.contains(finding)) }
        // The avatar is still read by its file name inside the button's label.
        #expect(found.contains("Views.swift:7 image-without-label"))
    }

    @Test func oneUseShowingTheViewsAsTheyAreKeepsTheirFindings() throws {
        let found = try Self.findings(in: Self.app(others: """
            import SwiftUI
            struct Others: View {
                var body: some View {
                    VStack {
                        AccountRow(name: "Bo")
                        BrandFooter()
                        AssetBadge(symbol: "ETH")
                    }
                }
            }
            """))
        for finding in Self.readingFindings { #expect(found.contains(finding)) }
    }

    /// A file declaring a type of its own by a view's name (Meshtastic's protobuf package makes
    /// `PowerMetrics()`, a message, beside the app's `PowerMetrics` view) means that type: no use
    /// of the view. A file that only uses the name shows the view.
    @Test(arguments: [("public struct AccountRow: Sendable { var name = \"\" }", false), ("", true)])
    func aNamesakeTypeOfAnotherModuleIsNoUse(declaration: String, kept: Bool) throws {
        let found = try Self.findings(in: Self.app(others: """
            \(declaration)
            func makeRow() -> AccountRow { return AccountRow(name: "Bo") }
            """))
        #expect(found.contains("Views.swift:7 row-read-as-fragments") == kept)
    }

    /// The UIKit view a representable makes an element takes the label its callers give the
    /// representable; one use without a label leaves it unnamed there.
    @Test(arguments: [
        ("LoopingPlayer(name: \"scan\").accessibilityLabel(\"Hold the card to the phone\")", false),
        ("LoopingPlayer(name: \"scan\")", true),
    ])
    func aRepresentablesElementTakesItsCallersLabel(_ use: String, _ reported: Bool) throws {
        let folder = try Self.package("Ident", sources: [
            "LoopingPlayer.swift": """
                import SwiftUI
                import UIKit
                struct LoopingPlayer: UIViewRepresentable {
                    let name: String
                    func makeUIView(context: Context) -> UIView {
                        let view = UIView()
                        view.isAccessibilityElement = true
                        return view
                    }
                    func updateUIView(_ view: UIView, context: Context) {}
                }
                """,
            "ScanView.swift": """
                import SwiftUI
                struct ScanView: View {
                    var body: some View {
                        VStack {
                            Text("Scan your card")
                            \(use)
                        }
                    }
                }
                """,
        ])
        #expect(try Self.findings(in: folder).contains("LoopingPlayer.swift:7 accessibility-element-without-label") == reported)
    }

    /// A view every use of which limits the text size below the accessibility sizes never meets
    /// them: a line limit cuts nothing off there. A limit that reaches them, or none, keeps it.
    @Test(arguments: [
        ("FilterRow(title: \"Duration\").dynamicTypeSize(...DynamicTypeSize.xxxLarge)", false),
        ("NavigationView { FilterRow(title: \"Duration\") }.dynamicTypeSize(.xSmall ... .xxLarge)", false),
        ("FilterRow(title: \"Duration\").dynamicTypeSize(...DynamicTypeSize.accessibility3)", true),
        ("FilterRow(title: \"Duration\")", true),
    ])
    func aViewShownOnlyUnderATextSizeLimitMeetsNoAccessibilitySize(_ use: String, _ reported: Bool) throws {
        let folder = try Self.package("Console", sources: [
            "FilterRow.swift": """
                import SwiftUI
                struct FilterRow: View {
                    let title: String
                    var body: some View {
                        Text(title).lineLimit(1)
                    }
                }
                """,
            "ConsoleView.swift": """
                import SwiftUI
                struct ConsoleView: View {
                    @State private var isShowingFilters = false
                    var body: some View {
                        Text("Logs")
                            .sheet(isPresented: $isShowingFilters) {
                                \(use)
                            }
                    }
                }
                """,
        ])
        #expect(try Self.findings(in: folder).contains("FilterRow.swift:5 line-limit-ignores-accessibility-sizes") == reported)
    }

    /// A spinner drawn by a view every caller puts in a button's label is no stop of its own.
    @Test(arguments: [
        ("Button { refresh() } label: { BalanceView(isLoading: true) }", false),
        ("NavigationLink(value: 1) { BalanceView(isLoading: true) }", false),
        ("BalanceView(isLoading: true)", true),
        // Presented from a button, or a link's destination: shown on its own.
        ("Button { } label: { Text(\"Open\") }.sheet(isPresented: .constant(true)) { BalanceView(isLoading: true) }", true),
        ("NavigationLink(unwrapping: $route, case: \\.detail) { _ in BalanceView(isLoading: true) }", true),
    ])
    func aSpinnerInAViewEveryCallerPutsInAButtonsLabelIsTheButtons(_ use: String, _ reported: Bool) throws {
        let folder = try Self.package("Wallet", sources: [
            "BalanceView.swift": """
                import SwiftUI
                struct BalanceView: View {
                    let isLoading: Bool
                    var body: some View {
                        HStack {
                            Text("Spendable:")
                            if isLoading { ProgressView() } else { Text("1.2 ZEC") }
                        }
                    }
                }
                """,
            "Wallet.swift": """
                import SwiftUI
                struct WalletView: View {
                    var body: some View {
                        \(use)
                    }
                    func refresh() {}
                }
                """,
        ])
        #expect(try Self.findings(in: folder).contains { $0.hasPrefix("BalanceView.swift") && $0.hasSuffix("progress-without-label") } == reported)
    }

    /// A view shown by another view of the app's, whose body draws it (anytype's
    /// `MessageAttachmentView` around `MessageCommonObjectView`), is shown as that view's callers
    /// show it; so is one a property or function of a view draws where the view's own code shows
    /// that member (`Button { … } label: { content(for: item) }`).
    @Test(arguments: [
        ("Button { open() } label: { Attachment(name: \"Ann\") }", false),
        ("Button { open() } label: { content(for: \"Ann\") }", false),
        ("Button { open() } label: { attachmentRow }", false),
        ("List { Button { open() } label: { Attachment(name: \"Ann\") } }.sheet(isPresented: $isOpen) { Text(\"Ann\") }", false),
        // Through a member that another member shows (`body` shows `form`, which shows the row).
        ("Button { open() } label: { nestedRow }", false),
        ("VStack { Button { open() } label: { nestedRow }; nestedRow }", true),
        // Shown as it is, or in a presentation of its own, once.
        ("VStack { Button { open() } label: { Attachment(name: \"Ann\") }; Attachment(name: \"Bo\") }", true),
        ("VStack { Button { open() } label: { content(for: \"Ann\") }; content(for: \"Bo\") }", true),
        ("Button { open() } label: { Text(\"Open\") }.sheet(isPresented: $isOpen) { Attachment(name: \"Ann\") }", true),
        // A link handing its destination the value it unwraps (SwiftUINavigation's).
        ("NavigationLink(unwrapping: $route, case: \\.detail) { _ in Attachment(name: \"Ann\") }", true),
    ])
    func aRowShownThroughAnotherViewIsShownAsThatViewsCallersShowIt(_ use: String, _ reported: Bool) throws {
        let found = try Self.findings(in: Self.app(screen: """
            import SwiftUI
            struct Attachment: View {
                let name: String
                var body: some View {
                    AccountRow(name: name)
                        .frame(height: 64)
                }
            }
            struct Screen: View {
                @State private var isOpen = false
                @State private var route: Route?
                var body: some View {
                    \(use)
                }
                @ViewBuilder
                private func content(for name: String) -> some View {
                    Attachment(name: name)
                }
                private var attachmentRow: some View {
                    Attachment(name: "Ann")
                }
                private var nestedRow: some View {
                    VStack { attachmentRow }
                }
                func open() {}
            }
            """))
        #expect(found.contains("Views.swift:7 row-read-as-fragments") == reported)
    }

    /// A view made in a method a button's action runs (phoenix's `smartModalState.display { … }`,
    /// run by a closure another view's button calls) is presented on its own, whatever the
    /// button's label holds.
    @Test func aViewMadeByAnActionIsShownOnItsOwn() throws {
        let found = try Self.findings(in: Self.app(screen: """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    Options(choose: { present() })
                }
                private func present() {
                    modal.display(dismissable: true) { AccountRow(name: "Ann") }
                }
            }
            """, others: """
            import SwiftUI
            struct Options: View {
                let choose: () -> Void
                var body: some View {
                    Button { choose() } label: { Text("Choose an account") }
                }
            }
            """))
        #expect(found.contains("Views.swift:7 row-read-as-fragments"))
    }

    /// A view made in the action closure an app's control takes first (`ClickableRow { present {
    /// … } } content: { … }`, Unstoppable's analytics row, whose body puts only `content` in a
    /// button's label) is presented on its own, not in the control's label.
    @Test(arguments: [("ClickableRow { present { AccountRow(name: \"Ann\") } } content: { Text(\"Accounts\") }", true),
                      ("ClickableRow { present() } content: { AccountRow(name: \"Ann\") }", false)])
    func aViewMadeInAnAppControlsActionClosureIsShownOnItsOwn(_ use: String, _ reported: Bool) throws {
        let found = try Self.findings(in: Self.app(screen: """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    \(use)
                }
                func present(_ content: () -> some View = { EmptyView() }) {}
            }
            """, others: """
            import SwiftUI
            struct ClickableRow<Content: View>: View {
                private let action: () -> Void
                @ViewBuilder private let content: Content
                init(action: @escaping () -> Void, @ViewBuilder content: () -> Content) {
                    self.action = action
                    self.content = content()
                }
                var body: some View {
                    Button(action: action, label: { content })
                }
            }
            """))
        #expect(found.contains("Views.swift:7 row-read-as-fragments") == reported)
    }

    /// A limited line in a property of a view that its body shows in a frame of a set width
    /// (anytype's gallery row, 136 pt wide, in a horizontal scroll view) is cut off there.
    @Test(arguments: [("info", false), ("info.frame(width: 136)", true)])
    func aWidthSetAroundAPropertyLimitsItsLine(_ shown: String, _ reported: Bool) throws {
        let folder = try Self.package("Gallery", sources: [
            "Row.swift": """
                import SwiftUI
                struct Row: View {
                    let title: String
                    var body: some View {
                        VStack { \(shown) }
                    }
                    private var info: some View {
                        Text(title)
                            .lineLimit(2)
                    }
                }
                struct Gallery: View {
                    var body: some View {
                        ScrollView(.horizontal) { HStack { Row(title: "Notes"); Row(title: "Tasks") } }
                    }
                }
                """,
        ])
        #expect(try Self.findings(in: folder).contains("Row.swift:9 line-limit-ignores-accessibility-sizes") == reported)
    }

    /// A row given as content to a view of the app's that shows its content in a link's label,
    /// declared in another file (Kiwix's `LibraryZimFileContext(content: { ZimFileRow(zimFile) })`),
    /// is read as one element, as a row in a label written in the same place is.
    @Test(arguments: [
        ("NavigationLink { Text(\"Details\") } label: { content }", false),
        ("Button { open() } label: { content }", false),
        ("VStack { content; Text(\"Details\") }", true),
    ])
    func aRowGivenToAViewThatShowsItInALinksLabelIsOneElement(_ wrapperBody: String, _ reported: Bool) throws {
        let found = try Self.findings(in: Self.app(screen: """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    List {
                        RowContext(content: { AccountRow(name: "Ann") }, id: 1)
                    }
                }
            }
            """, others: """
            import SwiftUI
            struct RowContext<Content: View>: View {
                private let content: Content
                private let id: Int
                init(@ViewBuilder content: () -> Content, id: Int) {
                    self.content = content()
                    self.id = id
                }
                var body: some View {
                    \(wrapperBody)
                }
                func open() {}
            }
            """))
        #expect(found.contains("Views.swift:7 row-read-as-fragments") == reported)
    }

    /// A row written in the content given to a view of the app's that shows it in a button's
    /// label, declared in another file (Raivo's `FilledButton({ HStack { Text(title); Spacer();
    /// Text(price) } }) { buy(tip) }`), is read as one element; given to a view that shows it
    /// beside its button, it is not.
    @Test(arguments: [
        ("Button(action: action) { HStack { ProgressView(); self.content } }", false),
        ("HStack { self.content; Button(\"Buy\", action: action) }", true),
    ])
    func aRowWrittenInContentAViewOfAnotherFileShowsInAButtonIsOneElement(_ wrapperBody: String, _ reported: Bool) throws {
        let found = try Self.findings(in: Self.package("Tips", sources: [
            "Donate.swift": """
                import SwiftUI
                struct Donate: View {
                    let tips: [Tip]
                    var body: some View {
                        ForEach(tips, id: \\.self) { tip in
                            FilledButton({
                                HStack {
                                    Text(tip.title)
                                    Spacer()
                                    Text(tip.price)
                                }
                            }) {
                                buy(tip)
                            }
                        }
                    }
                    func buy(_ tip: Tip) {}
                }
                """,
            "FilledButton.swift": """
                import SwiftUI
                struct FilledButton<Content: View>: View {
                    let content: Content
                    let action: () -> Void
                    init(@ViewBuilder _ content: () -> Content, action: @escaping () -> Void) {
                        self.content = content()
                        self.action = action
                    }
                    var body: some View {
                        \(wrapperBody)
                    }
                }
                """,
        ]))
        #expect(found.contains("Donate.swift:11 row-read-as-fragments") == reported)
    }

    /// A chip whose title keeps to one line, shown only in horizontal scroll views (Aidoku's
    /// filter chips, in `ScrollView(.horizontal) { HStack { … } }` of another file, through a
    /// button's label in a view of their own), is offered all the width it asks for: the limit
    /// cuts nothing off. One use in a column, or a width set on the way, keeps the finding; so
    /// does a use in a view shown nowhere (a screen of its own, as far as the audit knows).
    @Test(arguments: [
        ("ScrollView(.horizontal) { HStack { Chip(title: \"Genre\"); ChipButton(title: \"Year\") } }", false),
        ("ScrollView(.horizontal, showsIndicators: false) { HStack { ChipButton(title: \"Genre\") } }", false),
        ("Text(\"Filters\")", true),
        ("VStack { ScrollView(.horizontal) { Chip(title: \"Genre\") }; Chip(title: \"Year\") }", true),
        ("ScrollView(.horizontal) { HStack { Chip(title: \"Genre\").frame(width: 80) } }", true),
        ("ScrollView { HStack { Chip(title: \"Genre\") } }", true),
        // Hidden from VoiceOver, the text is still seen, cut off; code run only on a Mac shows nothing.
        ("VStack { ScrollView(.horizontal) { ChipButton(title: \"Genre\") }; Chip(title: \"Year\").accessibilityHidden(true) }", true),
        ("VStack { ScrollView(.horizontal) { ChipButton(title: \"Genre\") }; if ProcessInfo.processInfo.isiOSAppOnMac { Chip(title: \"Year\") } }", false),
    ])
    func aLimitedLineShownOnlyInHorizontalScrollViewsCutsNothingOff(_ use: String, _ reported: Bool) throws {
        let folder = try Self.package("Reader", sources: [
            "Chip.swift": """
                import SwiftUI
                struct Chip: View {
                    let title: String
                    var body: some View {
                        Text(title)
                            .lineLimit(1)
                            .padding(8)
                    }
                }
                struct ChipButton: View {
                    let title: String
                    var body: some View {
                        Button { select() } label: { Chip(title: title) }
                    }
                    func select() {}
                }
                """,
            "Filters.swift": """
                import SwiftUI
                struct Filters: View {
                    var body: some View {
                        \(use)
                    }
                }
                """,
        ])
        #expect(try Self.findings(in: folder).contains("Chip.swift:6 line-limit-ignores-accessibility-sizes") == reported)
    }

    /// A view kept in a local constant is shown where the constant is named (Aidoku's `let label
    /// = FilterLabelView(…)`, then `Menu { … } label: { label }`).
    @Test(arguments: [("Menu { Button(\"All\") { } } label: { label }", false), ("VStack { label }", true)])
    func aViewKeptInALocalConstantIsShownWhereItIsNamed(_ shown: String, _ reported: Bool) throws {
        let found = try Self.findings(in: Self.app(screen: """
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    Group {
                        let label = AccountRow(name: "Ann")
                        \(shown)
                    }
                }
            }
            """))
        #expect(found.contains("Views.swift:7 row-read-as-fragments") == reported)
    }

    @Test func aRowShownAsANavigationLinksDestinationIsReadAsItIs() throws {
        let found = try Self.findings(in: Self.app(others: """
            import SwiftUI
            struct Others: View {
                var body: some View {
                    NavigationLink { AccountRow(name: "Bo") } label: { Text("Bo") }
                }
            }
            """))
        #expect(found.contains("Views.swift:7 row-read-as-fragments"))
    }

    /// Whether the footer's unlabelled image is reported when the screen shows the footer as `use`.
    static func footerIsReported(shownAs use: String) throws -> Bool {
        try findings(in: app(screen: screen.replacingOccurrences(of: "BrandFooter().accessibilityHidden(true)", with: use)))
            .contains("Views.swift:16 image-without-label")
    }

    @Test func aViewHiddenOnlyInOneStateIsReachedInTheOther() throws {
        #expect(try Self.footerIsReported(shownAs: "BrandFooter().accessibilityHidden(isCompact)"))
    }

    /// Inside an element that ignores its children (pocket-casts' share cards in a `TabView` made
    /// one labelled, adjustable element), nothing the view draws is reached; a combined element
    /// reads it.
    @Test(arguments: [
        ("VStack { BrandFooter() }.accessibilityElement().accessibilityLabel(\"Brand\")", false),
        ("BrandFooter().accessibilityElement(children: .ignore)", false),
        ("VStack { BrandFooter() }.accessibilityElement(children: .combine)", true),
        ("VStack { BrandFooter() }.accessibilityElement(children: .contain)", true),
    ])
    func aViewInsideAnElementIgnoringItsChildrenIsNeverReached(_ use: String, _ reported: Bool) throws {
        #expect(try Self.footerIsReported(shownAs: use) == reported)
    }

    @Test func aViewShownOnlyWhenTheAppRunsOnAMacIsNeverReached() throws {
        #expect(try !Self.footerIsReported(shownAs: "if ProcessInfo.processInfo.isiOSAppOnMac { BrandFooter() }"))
        #expect(try Self.footerIsReported(shownAs: "if isWide { BrandFooter() }"))
    }

    /// A use in code a build for iOS leaves out (Enchanted's options menu, shown only in its macOS
    /// toolbar) shows nothing; one in the clause iOS builds shows the view.
    @Test(arguments: [("os(macOS) || os(visionOS)", false), ("os(iOS)", true), ("DEBUG", true)])
    func aViewShownOnlyInCodeForAnotherPlatformIsNeverShown(_ condition: String, _ reported: Bool) throws {
        #expect(try Self.footerIsReported(shownAs: """
            Text("Wallet")
                    #if \(condition)
                    BrandFooter()
                    #endif
            """) == reported)
    }

    @Test func aCallersLabelNamesOnlyTheElementAtTheOutermostView() throws {
        // Labelling the row does not group its parts: the label goes on the stack's first piece.
        let found = try Self.findings(in: Self.app(screen: Self.screen.replacingOccurrences(
            of: "Button { open() } label: { AccountRow(name: \"Ann\") }",
            with: "AccountRow(name: \"Ann\").accessibilityLabel(\"Ann\")")))
        #expect(found.contains("Views.swift:7 row-read-as-fragments"))
    }

    /// jami's conversation avatar is shown in a row labelled with the conversation's name
    /// (`HStack { ConversationAvatarView(…); Text(name) }.accessibilityLabel(Text(name))`): the
    /// label reaches every element of the row, the avatar's picture too. A control's label nearer
    /// the use stops it: the button reads its own label, the avatar inside it is a part of that.
    @Test func aStackLabelledAroundAUseNamesEveryElementTheViewShows() throws {
        func found(_ use: String) throws -> [String] {
            try Self.findings(in: Self.app(screen: Self.screen.replacingOccurrences(
                of: "Button { open() } label: { AccountRow(name: \"Ann\") }", with: use)))
        }
        let labelled = try found("HStack { AccountRow(name: \"Ann\"); Text(\"Ann\") }.onTapGesture { open() }.accessibilityLabel(Text(\"Ann\"))")
        #expect(!labelled.contains("Views.swift:7 image-without-label"))
        let inAButton = try found("HStack { Button { open() } label: { AccountRow(name: \"Ann\") } }.accessibilityLabel(\"Ann\")")
        #expect(inAButton.contains("Views.swift:7 image-without-label"))
    }

    /// Vernissage's status row shows an avatar loaded from the network, read as just "Image" in
    /// the row alone; every caller puts the row in a navigation link's label, read from the
    /// author's name beside it. A picture that is the link's only content, or one shown in some
    /// states only (a checkmark on the chosen row), is still reported.
    @Test(arguments: [
        ("NavigationLink { Text(\"Detail\") } label: { StatusRow(name: \"Ann\") }", "Text(name)", false),
        ("VStack { StatusRow(name: \"Ann\") }", "Text(name)", true),
        ("NavigationLink { Text(\"Detail\") } label: { StatusRow(name: \"Ann\") }", "if showsName { Text(name) }", true),
        ("Button { } label: { StatusRow(name: \"Ann\") }", "EmptyView()", true),
    ])
    func aPictureBesideWordsInAControlsLabelIsPartOfTheControl(_ use: String, _ beside: String, _ reported: Bool) throws {
        let folder = try Self.package("Pixels", sources: [
            "StatusRow.swift": """
                import SwiftUI
                struct StatusRow: View {
                    let name: String
                    var body: some View {
                        HStack {
                            AsyncImage(url: URL(string: "https://example.com/a.png")) { $0.resizable() } placeholder: { Color.gray }
                            \(beside)
                        }
                    }
                    var showsName: Bool { true }
                }
                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    var body: some View {
                        NavigationStack { List { \(use) } }
                    }
                }
                """,
        ])
        #expect(try Self.findings(in: folder).contains("StatusRow.swift:6 missing-label") == reported)
    }

    /// A picture shown in some states only is kept in a control's label (WooCommerce's
    /// checkmark on the chosen domain): it may be all that tells the states apart.
    @Test func aPictureShownInSomeStatesOnlyIsKeptInAControlsLabel() throws {
        let folder = try Self.package("Domains", sources: [
            "DomainRow.swift": """
                import SwiftUI
                struct DomainRow: View {
                    let name: String
                    var body: some View {
                        HStack {
                            Text(name)
                            if isSelected {
                                AsyncImage(url: URL(string: "https://example.com/check.png")) { $0.resizable() } placeholder: { Color.gray }
                            }
                        }
                    }
                    var isSelected: Bool { true }
                }
                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    var body: some View {
                        List { Button { } label: { DomainRow(name: "a.com") } }
                    }
                }
                """,
        ])
        #expect(try Self.findings(in: folder).contains("DomainRow.swift:8 missing-label"))
    }

    /// paperless's page buttons are drawn by a private view inside another the document preview
    /// shows, and its only caller labels the preview: the label reaches them through both views,
    /// unless a view between makes an element of its own.
    @Test(arguments: [("Pages(count: 3)", false), ("Pages(count: 3).accessibilityElement(children: .contain)", true)])
    func aCallersLabelReachesTheElementsOfTheViewsItsViewShows(_ inner: String, _ reported: Bool) throws {
        let folder = try Self.package("Papers", sources: [
            "Preview.swift": """
                import SwiftUI
                private struct Pages: View {
                    let count: Int
                    var body: some View {
                        ScrollView(.horizontal) {
                            ForEach(0..<count, id: \\.self) { _ in
                                Button { } label: { Color.gray.frame(width: 80, height: 100) }
                            }
                        }
                    }
                }
                private struct Integrated: View {
                    var body: some View {
                        ZStack { \(inner) }
                    }
                }
                struct DocumentPreview: View {
                    var body: some View { Integrated() }
                }
                """,
            "Screen.swift": """
                import SwiftUI
                struct Screen: View {
                    var body: some View {
                        DocumentPreview().accessibilityLabel("Show full document")
                    }
                }
                """,
        ])
        #expect(try Self.findings(in: folder).contains("Preview.swift:7 missing-label") == reported)
    }

    @Test func aViewNoPlaceShowsKeepsItsFindings() throws {
        let found = try Self.findings(in: Self.app(screen: """
            import SwiftUI
            struct Screen: View {
                var body: some View { Text("Wallet") }
            }
            """))
        for finding in Self.readingFindings { #expect(found.contains(finding)) }
    }

    /// The callers are read on every run, also when the view's file is read back from the result
    /// cache: a caller that stops hiding the view brings its finding back.
    @Test func aCallerChangedUnderTheCacheIsReadAgain() throws {
        let folder = try Self.app()
        let cacheFolder = try TemporaryFolder()
        func audit() throws -> [String] {
            var runner = AuditRunner(rules: AllRules.all)
            runner.cache = ResultCache(folder: cacheFolder.path, toolIdentity: "test")
            return try runner.run(paths: [folder.path]).findings.map { "\($0.location.file.split(separator: "/").last ?? ""):\($0.location.line) \($0.ruleID)" }
        }
        #expect(try !audit().contains("Views.swift:16 image-without-label"))
        try folder.write("Sources/Screen.swift", Self.screen.replacingOccurrences(of: "BrandFooter().accessibilityHidden(true)", with: "BrandFooter()"))
        #expect(try audit().contains("Views.swift:16 image-without-label"))
    }

    @Test func theViewsFileAuditedAloneGivesWhatItsProjectsAuditGives() throws {
        let folder = try Self.app()
        let views = folder.path + "/Sources/Views.swift"
        let alone = try Self.findings(in: folder, paths: [views])
        #expect(alone == (try Self.findings(in: folder)).filter { $0.hasPrefix("Views.swift:") })
        #expect(!alone.contains("Views.swift:7 row-read-as-fragments"))
    }
}
