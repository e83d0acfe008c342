import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// A `Button` (or link, menu) whose label is only an image, with no accessibility label.
///
/// VoiceOver reads such a button by the image's asset name, a symbol's description or its name's
/// words, or as just "Button" for a picture known only at run time (docs/swiftui-defaults.md,
/// Default labels and traits). The conference talk's
/// LinkedIn button read "the image's file name" until it got the label "LinkedIn account". In UIKit
/// code, a `UIBarButtonItem(image:…)` with no label (`IconOnlyButtonWithoutLabelRule+UIKit.swift`).
public struct IconOnlyButtonWithoutLabelRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI, .uikit]
    /// Nothing without a control, a button image set or a bar button item.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ControlLabelImage.controls.union(["setImage", "UIBarButtonItem"]))

    public static let description = RuleDescription(
        of: Self.self,
        id: "icon-only-button-without-label",
        title: "Icon-only button has no label",
        rationale: """
            A button drawn as an icon shows sighted people what it does. VoiceOver reads it by its \
            image's name or as just "Button", so a person who cannot see it does not know what it \
            does, and Voice Control users do not know what to say.
            """,
        wcag: [.nonTextContent, .nameRoleValue, .labelInName],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        // A control whose image is written in its label is this rule's question, asked where the
        // image is written; `missing-label` says the same of the control's element (an image named
        // at run time by a model's property: moblin's map button, both asked before).
        supersedes: [MissingLabelRule.description.id],
        insertedModifier: .label,
        triggeringExamples: [
            .swift("""
                Button(action: openLinkedIn) {
                    ↓Image("linkedin_logo")
                }
                """),
            .swift("Button { favorite.toggle() } label: { ↓Image(systemName: \"heart\") }"),
            .swift("NavigationLink(destination: SettingsView()) { ↓Image(systemName: \"gearshape\") }"),
            // SFSafeSymbols' case for `minus.circle.fill`: a symbol, so a question, as with `systemName:`.
            // The symbol is read "Remove"; the button lowers the playback speed.
            .swift("Button(action: decreaseSpeed) { ↓Image(systemSymbol: .minusCircleFill) }"),
            .swift("""
                Button(action: exportRoute) {
                    ZStack {
                        Circle().fill(.blue)
                        Image(systemName: "square.and.arrow.up")
                            .frame(width: 44, height: 44)
                    }
                ↓}
                .buttonStyle(.plain)
                """),
            .swift("""
                Button(action: scan) {
                    if isScanning {
                        ProgressView()
                    } else {
                        Image("scan_barcode")
                    }
                ↓}
                """),
            .swift("""
                Button(intent: RefreshIntent()) {
                    ↓Image("reload")
                        .font(.title)
                }
                .buttonStyle(.plain)
                """),
            .swift("""
                struct SettingsButton: View {
                    private var badge: some View { Circle().fill(.red).frame(width: 8, height: 8) }
                    var body: some View {
                        Button(action: openSettings) {
                            ZStack(alignment: .topTrailing) {
                                Image("gear")
                                badge
                            }
                        ↓}
                    }
                }
                """),
            .swift("""
                struct CoverPhotoPicker: View {
                    private var placeholder: some View {
                        Image("camera")
                            .padding(10)
                            .background(Circle().fill(.white))
                    }
                    var body: some View {
                        Menu {
                            Button("Take Photo", action: takePhoto)
                        } label: {
                            if isUploading { ProgressView() } else { placeholder }
                        ↓}
                        .sheet(isPresented: $showsCamera) { CameraView() }
                    }
                }
                """),
            .swift("""
                final class OrdersViewController: UIViewController {
                    func configureNavigation() {
                        navigationItem.rightBarButtonItem = ↓UIBarButtonItem(image: UIImage(named: "ic_filter"),
                                                                            style: .plain, target: self,
                                                                            action: #selector(showFilters))
                    }
                }
                """),
            .swift("""
                final class DashboardViewController: UIViewController {
                    func configureNavigation() {
                        let settingsItem = UIBarButtonItem(image: UIImage(named: "ic_cog"), style: .plain,
                                                           target: self, action: #selector(showSettings)↓)
                        navigationItem.rightBarButtonItem = settingsItem
                    }
                    func makeSearchItem() -> UIBarButtonItem {
                        let item = UIBarButtonItem(image: UIImage(named: "ic_search"), style: .plain,
                                                   target: self, action: #selector(search))
                        item.accessibilityLabel = NSLocalizedString("Search orders", comment: "")
                        return item
                    }
                }
                """),
            .swift("""
                final class PlayerViewController: UIViewController {
                    @IBOutlet weak var skipButton: UIButton!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓skipButton.setImage(UIImage(named: "skip_30"), for: .normal)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // Read "Add", the word the action is named by.
            .swift("Button { addShortcut(card) } label: { Image(systemName: \"plus.circle.fill\") }"),
            .swift("Button(action: { showsHelp = true }) { Image(systemName: \"questionmark.circle\") }"),
            // The app's own text view, given its words first (a wrapper of `Text` with its own `init`).
            .swift("""
                Button { showNetworkInfo() } label: {
                    HStack {
                        Image("network")
                        AppText(status.networkTitle, style: .title)
                    }
                }
                """),
            // A row of the app's own given the image and the title it draws beside it.
            .swift("""
                Button(action: showAbout) {
                    PaymentsRow(image: Image("info_outline"), title: "About Tap to Pay")
                }
                """),
            .swift("""
                NavigationLink(destination: SettingsAppearanceView()) {
                    SettingsCellView(label: UserText.settingsAppearanceSection, image: Image("SettingsAppearance"))
                }
                """),
            .swift("""
                Button(action: openLinkedIn) {
                    Image("linkedin_logo").accessibilityHidden(true)
                }
                .accessibilityLabel("LinkedIn account")
                """),
            .swift("Button { play() } label: { Label(\"Play\", systemImage: \"play.fill\").labelStyle(.iconOnly) }"),
            .swift("Button(\"Play\", systemImage: \"play.fill\") { play() }"),
            .swift("Button { play() } label: { Image(systemName: \"play.fill\").accessibilityLabel(\"Play\") }"),
            .swift("Button(action: play) { HStack { Image(systemName: \"play.fill\"); Text(\"Play\") } }"),
            .swift("""
                struct LibraryHeader: View {
                    let title: String
                    private var headerTitle: some View {
                        Text(title).font(.title3)
                    }
                    var body: some View {
                        Button(action: openLibrary) {
                            HStack {
                                headerTitle
                                Image(systemName: "chevron.forward")
                            }
                        }
                    }
                }
                """),
            .swift("""
                Button(intent: RefreshIntent()) {
                    Image("reload")
                }
                .accessibilityLabel("Refresh")
                """),
            .swift("""
                struct SourcesDisclosure: DisclosureGroupStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        Button {
                            configuration.isExpanded.toggle()
                        } label: {
                            HStack {
                                configuration.label
                                Image(systemName: configuration.isExpanded ? "chevron.up" : "chevron.down")
                            }
                        }
                    }
                }
                """),
            .swift("""
                struct CoverPhotoPicker: View {
                    private var placeholder: some View {
                        Image("camera").accessibilityLabel("Change cover photo")
                    }
                    var body: some View {
                        Menu { Button("Take Photo", action: takePhoto) } label: { placeholder }
                    }
                }
                """),
            .swift("""
                struct ToastButton: View {
                    private var content: some View {
                        HStack {
                            Image(systemName: "checkmark.circle")
                            toast.title
                        }
                    }
                    var body: some View {
                        Button(action: dismiss) { content }
                    }
                }
                """),
            .swift("""
                struct AuthorButton: View {
                    private var avatar: some View {
                        HStack { Image("avatar"); AuthorNameView(author: author) }
                    }
                    var body: some View {
                        Button(action: openProfile) { avatar }
                    }
                }
                """),
            .swift("""
                final class OrdersViewController: UIViewController {
                    func configureNavigation() {
                        let filterItem = UIBarButtonItem(image: UIImage(named: "filter"), style: .plain,
                                                         target: self, action: #selector(showFilters))
                        filterItem.accessibilityLabel = NSLocalizedString("Filter orders", comment: "")
                        navigationItem.rightBarButtonItem = filterItem
                        navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "xmark"),
                                                                           style: .plain, target: self, action: #selector(close))
                    }
                }
                """),
            // What the next screen's back button is made from, read "Back" (falcon's chevron).
            .swift("""
                class BaseViewController: UIViewController {
                    func setUpNavigation() {
                        navigationItem.backBarButtonItem = UIBarButtonItem(image: UIImage(named: "nav-back"),
                                                                           style: .plain, target: nil, action: nil)
                    }
                    func setUpPushedNavigation() {
                        let back = UIBarButtonItem(image: UIImage(named: "nav-back"), style: .plain, target: nil, action: nil)
                        navigationItem.backBarButtonItem = back
                    }
                }
                """),
            .swift("""
                final class OnboardingViewController: UIViewController {
                    private lazy var moreButton: UIBarButtonItem = {
                        let image = UIImage(systemName: "ellipsis.circle")?.withRenderingMode(.alwaysTemplate)
                        return UIBarButtonItem(image: image, menu: UIMenu(children: []))
                    }()
                }
                """),
            .swift("""
                final class PlayerViewController: UIViewController {
                    @IBOutlet weak var skipButton: UIButton!
                    @IBOutlet weak var noteIconButton: UIButton!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        skipButton.setImage(UIImage(named: "skip_30"), for: .normal)
                        skipButton.accessibilityLabel = "Skip 30 seconds"
                        noteIconButton.setImage(UIImage(named: "aside"), for: .normal)
                    }
                }
                """),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        swiftUIFindings(in: file) + uiKitFindings(in: file)
    }

    private func swiftUIFindings(in file: ParsedSourceFile) -> [Finding] {
        file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  ControlLabelImage.controls.contains(reference.baseName.text),
                  let unnamed = ViewText.unnamedLabel(of: call),
                  !ViewText.containsCallerContent(unnamed.label) else { return nil }
            let (label, chain) = unnamed
            let drawnByMembers = imagesOfMembers(drawnIn: label)
            guard containsImage(label) || !drawnByMembers.isEmpty else { return nil }
            let drawn = images(in: label) + drawnByMembers
            let symbolsOnly = onlySymbols(drawn)
            if symbolsOnly, drawn.count == 1, Self.readsAsItsAction(symbolNames(drawn), button: call) { return nil }
            let assets = assetNames(drawn)
            let message: RuleMessage = symbolsOnly ? .symbolOnly(symbolNames(drawn))
                : assets.count == drawn.count ? .assetOnly(assets) : .iconOnly
            var found = finding(message, at: placeOfFix(in: label, file: file), kind: symbolsOnly ? .needsReview : .violation)
            found.span = file.span(of: chain.modifiers.last.map { ExprSyntax($0.call) } ?? ExprSyntax(call))
            // The label names the control: it ends the control's chain, not the image's.
            found.insertion = file.insertion(InsertedModifier.label.text, atEndOf: chain)
            found.relatedLocations = drawnByMembers.prefix(1).map {
                RelatedLocation(file.location(of: $0), message: "the image the label is drawn from")
            }
            return found
        }
    }

    /// The images that computed properties or functions of the control's own type draw into its
    /// label (`label: { if setUp { avatarView } else { defaultView } }`, with `defaultView` an
    /// `Image("camera")` in a circle): none when one of them draws a view that may show text (a
    /// view named as a row, a label, a title) or labels or hides itself, which the control's
    /// label then reads. The label belongs on the control, after its closure: the image is
    /// written where other controls may show it too.
    private func imagesOfMembers(drawnIn label: ClosureExprSyntax) -> [FunctionCallExprSyntax] {
        let bodies = ViewText.bodiesOfMembers(drawnBy: label)
        guard !bodies.isEmpty, bodies.allSatisfy({ drawsNoWords($0) }) else { return [] }
        return bodies.flatMap { images(in: $0) }
    }

    /// Whether `body` draws no label of its own and no view that may show words. A view it
    /// shows by name (`self.spinner`, `proxy.title`) counts only when it is another computed
    /// member of the same type that draws none either (`proxy.title` may be a `Text`).
    private func drawsNoWords(_ body: Syntax, depth: Int = 0) -> Bool {
        guard !body.containsToken(["accessibilityLabel", "accessibilityHidden", "accessibilityElement"]),
              !ViewText.namesViewOfWords(body) else { return false }
        return shownByName(in: body).allSatisfy { name in
            let bodies = ViewText.bodiesOfMembers(named: [name], around: body)
            return depth < 2 && !bodies.isEmpty && bodies.allSatisfy { drawsNoWords($0, depth: depth + 1) }
        }
    }

    /// The names of the views `body` shows as statements without calling them, with or without
    /// modifiers (`self.progressView`, `proxy.title.font(.body)`): the last name of each.
    private func shownByName(in body: Syntax) -> [String] {
        body.descendants(CodeBlockItemSyntax.self).compactMap { item -> String? in
            guard let statement = item.item.as(ExprSyntax.self) else { return nil }
            let view = ModifierChain.innermostView(of: statement)
            return view.as(DeclReferenceExprSyntax.self)?.baseName.text ?? view.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
    }

    /// Where the label is added, and the finding points; it spans the whole control. When the
    /// control's label is one image, that image lacks the label and is where it is usually added.
    /// When the image is one part of a drawn label (in a stack over a shape, in one branch of an
    /// `if` whose other branch shows a spinner), the label belongs on the control, after the
    /// closure that draws it: labelling the image would leave the other branch silent.
    private func placeOfFix(in label: ClosureExprSyntax, file: ParsedSourceFile) -> FindingLocation {
        let images = images(in: label)
        if label.statements.count == 1, let only = images.first,
           let statement = label.statements.first?.item.as(ExprSyntax.self),
           ModifierChain.innermostView(of: statement).id == ExprSyntax(only).id {
            return file.location(of: only)
        }
        return file.location(of: label.rightBrace)
    }

    /// Whether every image in the label is an SF Symbol, which may carry its own description
    /// ("Globe"); which symbols do is not known here (docs/swiftui-defaults.md, Default labels and traits), so
    /// such a button is reported for review.
    /// SFSafeSymbols' `Image(systemSymbol: .xmark)` is such a symbol too.
    private func onlySymbols(_ images: [FunctionCallExprSyntax]) -> Bool {
        !images.isEmpty && images.allSatisfy { ["systemName", "systemSymbol"].contains($0.arguments.first?.label?.text) }
    }

    /// Whether the button's one symbol is read by words its action is named by: `plus`, read
    /// "Add", on a `Button` that calls `addShortcut(card)`; `questionmark.circle`, read "Help",
    /// on one that sets `showsHelp = true`. VoiceOver's reading then says what the button does,
    /// which is all a listen would settle: Apple's Accessibility Programming Guide for iOS labels
    /// an add button "Add", the word of its action. The action's name must hold every word of the
    /// description (a word of the name may go on: "search" in `isSearching`); a symbol's reading
    /// is the audit's table (`SymbolDescriptions`), so one that names another action still asks.
    static func readsAsItsAction(_ names: [String], button: FunctionCallExprSyntax) -> Bool {
        guard names.count == 1, button.calledExpression.calledName == "Button",
              let description = SymbolDescriptions.label(for: names[0]),
              let actionWords = ButtonActionName.words(of: button) else { return false }
        return description.lowercased().split(separator: " ").allSatisfy { word in
            let names = [String(word)] + (actionSynonyms[String(word)] ?? [])
            return actionWords.contains { actionWord in names.contains { actionWord.hasPrefix($0) } }
        }
    }

    /// Words a symbol is read as, and the other names code gives that action: a "Close" button
    /// that calls SwiftUI's `dismiss()` (`DismissAction`, "dismisses the current presentation")
    /// closes what it is in.
    private static let actionSynonyms: [String: [String]] = ["close": ["dismiss"], "delete": ["remove"], "remove": ["delete"]]

    /// The names of the symbols written as literals (`"xmark"`) or as SFSafeSymbols cases
    /// (`.xmarkCircleFill`, `SFSymbol.xmarkCircleFill`: `xmark.circle.fill`), in source order.
    private func symbolNames(_ images: [FunctionCallExprSyntax]) -> [String] {
        images.compactMap { image -> String? in
            guard let first = image.arguments.first else { return nil }
            if first.label?.text == "systemSymbol" {
                guard let member = first.expression.as(MemberAccessExprSyntax.self),
                      member.base == nil || member.base?.trimmedDescription == "SFSymbol" else { return nil }
                return SafeSymbolName.symbolName(fromCaseName: member.declName.baseName.text)
            }
            return first.expression.stringLiteralValue
        }
    }

    /// The names of the asset catalog images among `images` written as literals (`Image("close")`).
    private func assetNames(_ images: [FunctionCallExprSyntax]) -> [String] {
        images.compactMap { image -> String? in
            guard let first = image.arguments.first, first.label == nil else { return nil }
            return first.expression.stringLiteralValue
        }
    }

    /// The `Image(…)` calls in `node`, in source order.
    private func images(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token -> FunctionCallExprSyntax? in
            guard token.text == "Image" else { return nil }
            return token.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
    }

    private func containsImage(_ closure: ClosureExprSyntax) -> Bool {
        closure.tokens(viewMode: .sourceAccurate).contains { $0.text == "Image" }
    }
}

extension RuleMessage {
    /// Names the symbols written as literals, so a reviewer knows which description to check.
    fileprivate static func symbolOnly(_ names: [String]) -> RuleMessage {
        let shown = names.isEmpty ? "an SF Symbol" : "the SF Symbol " + names.map { "\"\($0)\"" }.joined(separator: " or ")
        // A symbol is read by its description, else by the words of its name
        // (`SymbolDescriptions`). Which symbols have one, and in which words, Apple does not
        // document, so one listen settles it; the words the audit expects are named.
        let heard: String
        if let name = names.first, let description = SymbolDescriptions.label(for: name) {
            heard = "VoiceOver reads the symbol's own description, \"\(description)\" as far as the audit knows"
        } else {
            let words = names.first.map { " (\"\(SymbolDescriptions.nameWords($0))\")" } ?? ""
            heard = "VoiceOver reads the symbol's own description if it has one, else the words of its name\(words)"
        }
        return RuleMessage(
            id: "icon-only-button-without-label.symbol",
            text: """
                This button is only \(shown): \(heard): words that say what the symbol shows, not always \
                what the button does. Listen to it once: if it names the action, settle it with a review mark.
                """,
            fix: """
                Add `.accessibilityLabel("…")` naming the action, or use `Label("Title", systemImage:)` \
                with `.labelStyle(.iconOnly)`.
                """)
    }

    /// Names the asset images: VoiceOver reads an image by its asset's name, which SwiftUI also
    /// looks up as a key of the app's strings table (Apple, `Image.init(_:bundle:)`: "the
    /// localization key with which to label the image"; docs/swiftui-defaults.md, Default labels
    /// and traits).
    fileprivate static func assetOnly(_ names: [String]) -> RuleMessage {
        RuleMessage(
            id: "icon-only-button-without-label.asset",
            text: """
                VoiceOver reads this button by its image's asset name, \(names.map { "\"\($0)\"" }.joined(separator: " or ")) \
                (or the words a strings table gives that name): a name given to a file, not words chosen \
                to say what the button does.
                """,
            fix: iconOnly.fix)
    }

    fileprivate static let iconOnly = RuleMessage(
        id: "icon-only-button-without-label",
        text: """
            VoiceOver reads this button by its image's name, or as just "Button": a person who \
            cannot see the icon does not know what it does.
            """,
        fix: """
            Add `.accessibilityLabel("…")` naming the action (and hide the image), or use \
            `Label("Title", systemImage:)` with `.labelStyle(.iconOnly)`.
            """)
}
