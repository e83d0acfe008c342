import SwiftSyntax
import SwiftSyntaxSupport

/// A row of an icon and a title, or of a title and its value (a subtitle, a count, a badge),
/// laid out in one stack but exposed as separate elements, so VoiceOver reads it as fragments.
///
/// SwiftUI makes each `Text` and each non-decorative `Image` of a stack its own element unless the
/// stack is combined (docs/swiftui-defaults.md, Grouping children): a person swiping hears "star",
/// then "Favourites", then "12", and must put the row together. `ungrouped-label-value` sees grids
/// of titles and values on a screen; this rule sees a single row where it is written. A
/// leading-aligned `VStack` of a title over its value (the title bold or a headline, or the value
/// in the secondary style or an app's font named for a value, `Constants.itemPriceFont`) is such a
/// pair too, and so is a title set off over two or more lines set back. The finding points at
/// the end of the stack, where `.accessibilityElement(children: .combine)` goes.
///
/// An icon and its caption that begin a stack whose other content is read on its own (a
/// control, a title) are one thing though the stack is not: the finding points at the icon,
/// where the stack that groups the two opens. A view of the app's own type in a square frame
/// (`Blockie(address:).frame(width: size, height: size)`) is taken for an icon, to review: its
/// declaration is not read here. An icon-only button with the word that names it written
/// beside it (`NameBesideIconButton`) is a control read in two pieces, reported at the stack's end.
/// A property of the view's type declared as `Text` (`var label: Text`) is read as a text where
/// the stack uses it (`DeclaredProperty`). A picture over a sentence in a vertical stack (an empty
/// state's illustration over its message, `MessageText`), or under one (an introduction's title
/// and paragraph over its illustration), is no row: the message reads whole.
public struct RowReadAsFragmentsRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without a stack.
    public static let triggers: SourceTriggers? = SourceTriggers(words: stacks)

    public static let description = RuleDescription(
        of: Self.self,
        id: "row-read-as-fragments",
        title: "Row is read as separate fragments",
        rationale: """
            Sighted people see an icon, a title and its value side by side and read them as one \
            row. VoiceOver stops on each part: the icon's name, then the title, then a value with \
            nothing to say what it is, and Switch Control and Full Keyboard Access step through \
            them one by one. Apple's guidelines ask to group related elements so that VoiceOver \
            reads them as one: the relation seen on screen is then heard, and a value comes with \
            the label that says what it is.
            """,
        wcag: [.infoAndRelationships, .meaningfulSequence, .headingsAndLabels],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                HStack {
                    Image(systemName: "star.fill")
                    Text("Favourites")
                    Spacer()
                    Text("\\(count)")
                ↓}
                """),
            // A chosen option's checkmark is heard apart from the option, and never as "Selected".
            .swift("""
                HStack {
                    Text(method.title)
                    Spacer()
                    if method == selectedMethod {
                        Image(systemName: "checkmark")
                    }
                ↓}
                """),
            // A count beside a warning symbol is a value heard apart from what it counts.
            .swift("""
                HStack {
                    Image(systemName: "exclamationmark.triangle")
                    Text("\\(count) errors")
                ↓}
                """),
            // The row is the marker over the app's view, not the stack holding both: the post
            // below it may hold its own buttons.
            .swift("""
                VStack(alignment: .leading) {
                    HStack(spacing: 4) {
                        Image(systemName: "pin.fill")
                        Text("Pinned")
                    ↓}
                    PostRow(post: pinnedPost)
                }
                """),
            // A title and its value set in the app's own text styles.
            .swift("""
                VStack(alignment: .leading, spacing: 4) {
                    Text(Localization.revenue)
                        .statTitleStyle()
                    Text(entry.revenue)
                        .statValueStyle()
                ↓}
                """),
            .swift("""
                HStack {
                    Image("avatar")
                    VStack(alignment: .leading) {
                        Text(name)
                        Text(address).font(.caption)
                    }
                ↓}
                .padding()
                """),
            .swift("""
                HStack {
                    Text("Total")
                    Spacer()
                    Text(total)
                ↓}
                """),
            .swift("""
                HStack {
                    VStack { Image("item"); Text(name) ↓}
                    Spacer()
                    Button("Remove", action: remove)
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Network name")
                        .fontWeight(.semibold)
                    Text(network.name)
                ↓}
                """),
            .swift("""
                VStack(alignment: .leading, spacing: 2) {
                    Text(detail.title)
                    Text(detail.value)
                        .foregroundStyle(.secondary)
                ↓}
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text(item.name).font(Constants.itemNameFont)
                    Text(item.formattedPrice).font(Constants.itemPriceFont)
                ↓}
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text(Localization.bannerTitle)
                        .font(Constants.bannerTitleFont)
                    Text(Localization.bannerSubtitle)
                        .font(Constants.bannerSubtitleFont)
                    Text(Localization.bannerHint)
                        .font(Constants.bannerSubtitleFont)
                ↓}
                """),
            .swift("""
                VStack(spacing: 8) {
                    ↓Image(systemName: "person.crop.circle")
                    Text(account.name)
                        .foregroundStyle(.secondary)
                    Text("Signature request")
                        .font(.headline)
                }
                """),
            .swift("""
                VStack(spacing: 8) {
                    ↓Blockie(address: account.address)
                        .frame(width: size, height: size)
                    Text(account.name)
                    Button("Copy address", action: copy)
                }
                """),
            .swift("""
                HStack {
                    AvatarView(user: user)
                        .frame(width: 40, height: 40)
                    Text(user.name)
                ↓}
                """),
            .swift("""
                HStack(spacing: 4) {
                    Button(action: reply) {
                        Image(systemName: "arrowshape.turn.up.left")
                    }
                    Text("Reply")
                        .foregroundStyle(.tint)
                ↓}
                """),
            .swift("""
                VStack {
                    Text("Add to list")
                    Button { add() } label: { Image("plus-circle") }
                ↓}
                """),
            .swift("""
                struct Reading: View {
                    var label: Text
                    var amount: String
                    var body: some View {
                        HStack(spacing: 4) {
                            label.bold()
                            self.amountText
                                .foregroundStyle(.secondary)
                        ↓}
                    }
                    var amountText: Text { Text(amount) }
                }
                """),
            .swift("""
                VStack {
                    Image(systemName: "flame")
                    Text("\\(streak) days")
                ↓}
                """),
            .swift("""
                VStack {
                    Image(systemName: "icloud")
                    Text(isSynced ? "Synced" : isOffline ? "You are offline. Changes will sync later." : "Syncing your library now.")
                ↓}
                """),
        ],
        nonTriggeringExamples: [
            // The label of a button that performs an App Intent (a widget's refresh) is one element.
            .swift("""
                Button(intent: RefreshWidgetIntent()) {
                    HStack(spacing: 2) {
                        Image(systemName: "arrow.trianglehead.clockwise")
                        Text("Refresh")
                    }
                }
                """),
            // The row a helper draws is the label of a view of the app that wraps it in a button.
            .swift("""
                struct ClickableRow<Content: View>: View {
                    let action: () -> Void
                    @ViewBuilder let content: Content
                    var body: some View { Button(action: action) { content } }
                }
                struct FeeRow: View {
                    var body: some View {
                        ClickableRow { showFees() } content: { fee(amount: "0.0004 BTC") }
                    }
                    @ViewBuilder private func fee(amount: String) -> some View {
                        HStack {
                            Image(systemName: "fuelpump")
                            Text("Network fee")
                            Spacer()
                            Text(amount)
                        }
                    }
                }
                """),
            // A term and its definition, both fixed words: nothing is a value heard apart.
            .swift("""
                VStack(alignment: .leading, spacing: 5) {
                    Text("Dark:").bold()
                    Text("Always in Dark mode")
                }
                """),
            // A now-playing panel whose scrubber the iOS build draws inside `#if`: no row.
            .swift("""
                VStack(spacing: 12) {
                    Image(uiImage: thumbnail)
                    Text(title)
                    VStack(spacing: 4) {
                        #if os(tvOS)
                        ProgressView(value: time, total: 100)
                        #else
                        Slider(value: $time, in: 0...100)
                        #endif
                        Text(elapsed)
                        Text(remaining)
                    }
                }
                """),
            // Sections parted by a divider: a screen's logo and title over its list of points.
            .swift("""
                VStack {
                    Image(uiImage: .analyticsLogo)
                    Text("Help improve Element").font(.title2.bold())
                    Divider()
                    checkmarkList
                }
                """),
            // An introduction: a title and its paragraph over an illustration.
            .swift("""
                VStack {
                    Text("Get your products seen by millions").font(.largeTitle)
                    Text("Our tool is designed to empower merchants with fast, simple ad campaign setups.")
                    Image("illustration")
                }
                """),
            // A page: the whole content of a scroll view, an article's title over its body.
            .swift("""
                ScrollView {
                    VStack(alignment: .leading) {
                        Text(article.title).font(.title2.bold())
                        Text(article.body).foregroundStyle(.secondary)
                    }
                }
                """),
            // An illustration over a heading and its message.
            .swift("""
                struct PurchaseSuccess: View {
                    var body: some View {
                        VStack(alignment: .center, spacing: 16) {
                            Image(uiImage: .purchaseSuccessImage)
                            Text(Localization.title)
                                .font(.title2)
                            Text(Localization.subtitle)
                                .multilineTextAlignment(.center)
                        }
                    }
                    enum Localization {
                        static let title = NSLocalizedString("Congratulations on your purchase", comment: "")
                        static let subtitle = NSLocalizedString(
                            "Your site address is being set up. It may take up to 30 minutes.", comment: "")
                    }
                }
                """),
            // A title over a sentence (a localized string's value, given under a key): a heading
            // and its paragraph, not a name and its value.
            .swift("""
                struct TwoFactorLogin: View {
                    var body: some View {
                        VStack(alignment: .leading, spacing: 8) {
                            Text(title)
                                .largeTitleStyle()
                            Text(Localization.subtitle)
                                .subheadlineStyle()
                        }
                    }
                    enum Localization {
                        static let subtitle = NSLocalizedString("twoFactor.subtitle",
                            value: "Almost there! Please enter the code from your authentication app",
                            comment: "")
                    }
                }
                """),
            // An icon before a sentence, and paragraphs of a help page with a picture among them.
            .swift("""
                HStack {
                    Image(systemName: "exclamationmark.triangle")
                    Text("Your session has expired. Sign in again.")
                }
                """),
            // A picker's option, read as one item of its menu.
            .swift("""
                Picker("Icon", selection: $icon) {
                    ForEach(Icon.allCases, id: \\.self) { icon in
                        HStack {
                            Image(systemName: icon.symbol)
                            Text(icon.title)
                        }
                    }
                }
                """),
            // A warning symbol over the message it marks, known only at run time.
            .swift("""
                VStack(spacing: 20) {
                    Image(systemName: "exclamationmark.triangle.fill")
                    if let text { Text(text) }
                }
                """),
            .swift("""
                VStack(alignment: .leading, spacing: 24) {
                    Text("Liquidity is like a bucket of water that you can pour out or fill up.")
                    HStack {
                        Image("bucket")
                        Text("Spending is pouring water out, and receiving is adding more water.")
                    }
                    Text("When the bucket is empty, you can no longer spend.")
                }
                """),
            // A heading over a paragraph written as literals joined over several lines.
            .swift("""
                struct AboutTapToPay: View {
                    var body: some View {
                        VStack(alignment: .leading, spacing: 8) {
                            Text(Localization.heading)
                                .font(.title2.bold())
                            Text(Localization.description)
                        }
                    }
                    enum Localization {
                        static let heading = NSLocalizedString("What is Tap to Pay on iPhone?", comment: "")
                        static let description = NSLocalizedString(
                            "Tap to Pay on iPhone lets you accept all types of contactless payments " +
                            "without the need to purchase a physical card reader.",
                            comment: "")
                    }
                }
                """),
            // A screen's large title over its description, whose words the view model holds.
            .swift("""
                VStack(alignment: .leading, spacing: 8) {
                    Text(viewModel.titleString)
                        .largeTitleStyle()
                    Text(viewModel.subtitleString)
                        .subheadlineStyle()
                }
                """),
            .swift("""
                VStack(alignment: .leading, spacing: 16) {
                    Text(Localization.title)
                        .font(.largeTitle)
                        .fontWeight(.bold)
                    Text(String(format: Localization.descriptionFormat, planName))
                }
                """),
            // An illustration over a title in the app's own title style, its message and a
            // button: a heading and what it opens, not a picture and its caption.
            .swift("""
                VStack(spacing: 8) {
                    Image("sync-illustration")
                    Text(UserText.syncTitle)
                        .appTitle3()
                    Text(UserText.syncMessage)
                        .multilineTextAlignment(.center)
                    Button(UserText.syncButton, action: scanCode)
                }
                """),
            .swift("""
                VStack {
                    Image("bookmarks-empty")
                    Text("You have no bookmarks yet. Add them from a post's menu.")
                }
                """),
            .swift("""
                struct PrintingInstructions: View {
                    let labels: Int
                    var body: some View {
                        VStack(spacing: 16) {
                            Image("printer")
                            Text(labels == 1 ? Localization.oneLabel : Localization.labels)
                                .multilineTextAlignment(.center)
                        }
                    }
                    enum Localization {
                        static let oneLabel = NSLocalizedString("Print the label and attach it to the parcel", comment: "")
                        static let labels = NSLocalizedString("Print each label and attach it to its parcel", comment: "")
                    }
                }
                """),
            .swift("""
                HStack {
                    Image(systemName: "star.fill")
                    Text("Favourites")
                }
                .accessibilityElement(children: .combine)
                """),
            .swift("""
                Button(action: open) {
                    HStack { Image(systemName: "star.fill"); Text("Favourites") }
                }
                """),
            .swift("""
                HStack {
                    Image(systemName: "star.fill").accessibilityHidden(true)
                    Text("Favourites")
                }
                """),
            .swift("""
                HStack {
                    Image(decorative: "divider")
                    Text("Favourites")
                }
                """),
            .swift("""
                HStack {
                    Text(name)
                    Spacer()
                    Toggle("Pinned", isOn: $isPinned)
                }
                """),
            .swift("""
                VStack {
                    Text("Welcome")
                    Text("Sign in to sync your library.")
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Welcome")
                    Text("Sign in to sync your library.")
                }
                """),
            .swift("""
                VStack {
                    Text("No results").font(.headline)
                    Text("Try another search.").foregroundStyle(.secondary)
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Network name").fontWeight(.semibold)
                    Text(network.name)
                }
                .accessibilityElement(children: .combine)
                """),
            // A home screen's header: a logo, a heading, its paragraph and a call to action.
            .swift("""
                VStack(spacing: 0) {
                    Image("homeIcon")
                    Text(L10n.Home.title).bold().accessibilityAddTraits(.isHeader)
                    Text(L10n.Home.infoText)
                    Text(L10n.Home.callToAction).font(.headline)
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Plans").font(.title2).accessibilityAddTraits(.isHeader)
                    Text("Choose the plan that suits your store.").foregroundStyle(.secondary)
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text(change.name).font(Constants.bodyFont)
                    Text(change.amount).foregroundColor(value > 0 ? .green : .red)
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Summary").font(.headline)
                    Text(summary)
                    Text(updated).font(.caption)
                }
                """),
            .swift("""
                HStack {
                    ForEach(tags, id: \\.self) { Text($0) }
                }
                """),
            .swift("""
                VStack {
                    HStack { Image(systemName: "star"); Text("Favourites") }
                }
                .accessibilityElement(children: .combine)
                """),
            .swift("""
                HStack(spacing: 4) {
                    ActionButton(image: "reply") { reply() }
                        .accessibilityLabel("Reply")
                    Text("\\(replies)")
                }
                """),
            .swift("""
                ChevronButton {
                    select(user)
                } label: {
                    HStack {
                        UserProfileImage(userID: user.id).frame(width: 50, height: 50)
                        Text(user.name)
                    }
                }
                """),
            .swift("""
                HStack(spacing: 8) {
                    HStack { Image(systemName: "clock"); Text(age) }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Posted \\(age)")
                    HStack { Image(systemName: "bubble.left"); Text(comments) }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("\\(comments) comments")
                }
                """),
            .swift("""
                VStack(alignment: .leading) {
                    Text("Summary").font(.headline)
                    Text(summary).font(.caption)
                    Text(updated)
                }
                """),
            .swift("""
                VStack(spacing: 8) {
                    VStack(spacing: 8) {
                        Blockie(address: account.address)
                            .frame(width: size, height: size)
                        Text(account.name)
                    }
                    .accessibilityElement(children: .combine)
                    Text("Signature request")
                        .font(.headline)
                }
                """),
            .swift("""
                VStack {
                    Image(systemName: "tray")
                    Text("No messages")
                    Text("Messages you receive appear here.")
                }
                .accessibilityElement(children: .combine)
                """),
            .swift("""
                VStack {
                    Image("logo")
                    Text("Welcome")
                    List(items) { Text($0.name) }
                }
                """),
            .swift("""
                HStack {
                    Circle().fill(.green).frame(width: 8, height: 8)
                    Text(status)
                }
                """),
            .swift("""
                HStack {
                    ChartView(points: points)
                        .frame(width: 200, height: 120)
                    Text(caption)
                }
                """),
            .swift("""
                struct RoomLink: View {
                    var body: some View {
                        NavigationLink(value: room) { roomLabel }
                    }
                    private var roomLabel: some View {
                        HStack { Text(room); Image(systemName: "arrow.up.right") }
                    }
                }
                """),
            .swift("""
                HStack(spacing: 4) {
                    Button(action: reply) { Image(systemName: "arrowshape.turn.up.left") }
                        .accessibilityLabel("Reply")
                    Text("Reply")
                }
                """),
            .swift("""
                HStack {
                    Button(action: like) { Image(systemName: "heart") }
                    Text("\\(likes)")
                }
                """),
            .swift("""
                HStack {
                    Text("Notifications")
                    Spacer()
                    Button(action: showInfo) { Image(systemName: "info.circle") }
                }
                """),
            .swift("""
                HStack {
                    Button(action: reply) { Label("Reply", systemImage: "arrowshape.turn.up.left") }
                    Text("2 replies")
                }
                """),
            .swift("""
                HStack(spacing: 4) {
                    Button(action: reply) { Image(systemName: "arrowshape.turn.up.left") }
                    Text("Reply")
                }
                .accessibilityElement(children: .combine)
                """),
            // A button of the app's, drawn in another file: combining would swallow it.
            .swift("""
                HStack {
                    Text("Pump")
                    Text("Offline").foregroundStyle(.secondary)
                    Spacer()
                    RetryButton { reload() }
                }
                """),
            .swift("""
                struct Gauge: View {
                    let caption: Text, dial: AnyView
                    var body: some View { HStack { caption; dial } }
                }
                """),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        var references: NameReferences? = nil
        let wrappers = ControlWrappers(file)
        let members = MemberBodies()
        let ungrouped = file.nodes(FunctionCallExprSyntax.self).compactMap {
            ungroupedStack($0, in: file, wrappers: wrappers, members: members, references: &references)
        }
        var messages: MessageText? = nil
        let isSentence = { (text: ExprSyntax) -> Bool in
            if messages == nil { messages = MessageText(file) }
            return messages?.isSentence(text) ?? false
        }
        let candidates = ungrouped.compactMap { row(of: $0, isSentence: isSentence) }
        let prose = ungrouped.filter { Self.isProse($0.pieces, isSentence: isSentence) }.map(\.call)
        // A stack that holds a row of its own, or prose, beside a view of the app's own type (a
        // pinned marker over a whole post, a settings screen with its hint) is no row: the row is
        // the one inside, and combining the stack would swallow what the app's view shows, its
        // buttons too.
        let rows = candidates.filter { row in
            !row.pieces.holdsViewOfTheApp || !(candidates.map(\.stack) + prose).contains { inner in
                inner.id != row.stack.id && EnclosingView.all(around: inner).contains { $0.call.id == row.stack.id }
            }
        }
        let stacks = Set(rows.map(\.stack.id))
        let wholeRows = rows.filter { row in
            // The outermost row is reported: its stacks inside say the same thing.
            !EnclosingView.all(around: row.stack).contains { stacks.contains($0.call.id) }
        }.map { row in
            let count = row.pieces.count + row.pieces.thumbnails
            let message: RuleMessage = if let condition = SelectionMark.condition(in: row.pieces) {
                .selectionMarkApart(count, condition: condition)
            } else if count == 2, row.stack.trailingClosure?.statements.count == 2, Self.isIconAndText(row.pieces.ownPieces) {
                // One picture and one text (swift-paperless' error row: a mark and its message):
                // no title, no value.
                .iconApartFromText(guessedIcon: row.iconIsGuessed)
            } else {
                .fragments(count, hasIcon: row.pieces.images + row.pieces.thumbnails > 0, guessedIcon: row.iconIsGuessed)
            }
            var found = finding(message, at: file.location(of: row.closingBrace),
                                kind: row.iconIsGuessed ? .needsReview : .violation)
            found.span = file.span(of: row.chain.modifiers.last.map { ExprSyntax($0.call) } ?? ExprSyntax(row.stack))
            found.insertion = file.insertion(InsertedModifier.combine.text, atEndOf: row.chain)
            return found
        }
        let captioned = ungrouped.compactMap { iconAndCaption(of: $0, isSentence: isSentence) }.filter { pair in
            !EnclosingView.all(around: pair.stack).contains { stacks.contains($0.call.id) }
        }.map { pair in
            let guessed = pair.icon.kind == .thumbnail
            // At the icon: the fix wraps the icon and its caption in a stack of their own.
            var found = finding(.iconApartFromCaption(guessedIcon: guessed), at: file.location(of: pair.icon.expression),
                                kind: guessed ? .needsReview : .violation)
            found.span = file.span(from: pair.icon.expression, to: pair.caption.expression)
            return found
        }
        let named = ungrouped.compactMap { stack in
            NameBesideIconButton(stack: stack.call, content: stack.content, pieces: stack.pieces)
        }.map { pair in
            var found = finding(.nameBesideButton(pair.name), at: file.location(of: pair.closingBrace))
            found.span = file.span(of: ExprSyntax(pair.stack))
            return found
        }
        return wholeRows + captioned + named
    }

    /// Whether a stack's own pieces are one picture and one text, nothing nested.
    private static func isIconAndText(_ pieces: [RowPiece]) -> Bool {
        guard pieces.count == 2 else { return false }
        let texts = pieces.filter { if case .text = $0.kind { true } else { false } }
        return texts.count == 1 && pieces.contains { $0.kind == .image || $0.kind == .thumbnail }
    }

    private struct Row {
        var stack: FunctionCallExprSyntax
        var chain: ModifierChain
        var closingBrace: TokenSyntax
        var pieces: RowPieces
        /// Whether the row is one only because a view of the app's own type is taken for its icon.
        var iconIsGuessed: Bool
    }

    private struct IconAndCaption {
        var stack: FunctionCallExprSyntax
        var icon: RowPiece
        var caption: RowPiece
    }

    private static let stacks: Set<String> = ["HStack", "VStack"]

    /// A stack with its content, read once for both shapes of row.
    private struct UngroupedStack {
        var call: FunctionCallExprSyntax
        var name: String
        var content: ClosureExprSyntax
        var pieces: RowPieces
    }

    /// The stack and its content, when it is a stack not already grouped, around it or where it is used.
    ///
    /// - Parameter references: the file's references by name, gathered when first needed.
    private func ungroupedStack(_ call: FunctionCallExprSyntax, in file: ParsedSourceFile, wrappers: ControlWrappers,
                                members: MemberBodies, references: inout NameReferences?) -> UngroupedStack? {
        guard let name = call.calledExpression.calledName, Self.stacks.contains(name),
              let content = call.trailingClosure ?? call.argument("content")?.as(ClosureExprSyntax.self) else { return nil }
        let chain = ModifierChain(startingAt: ExprSyntax(call))
        guard !RowPieces.groups(chain), !Self.isGroupedAround(call, wrappers: wrappers), !Self.isPageOfScrollView(call),
              !Self.isGroupedWhereUsed(call, in: file, wrappers: wrappers, references: &references)
        else { return nil }
        return UngroupedStack(call: call, name: name, content: content, pieces: RowPieces(content.statements, members: members))
    }

    /// Whether a view of the file that shows the stack's property or function groups it: writes
    /// it inside a combining view or control, or combines it where it uses it
    /// (`content.accessibilityElement(children: .combine)`), or is itself a property used so, up
    /// to `depth` owners away (Hackers' row: `body` combines `rowDisplay`, which shows `rowContent`).
    private static func isGroupedWhereUsed(_ node: some SyntaxProtocol, in file: ParsedSourceFile, wrappers: ControlWrappers,
                                           references: inout NameReferences?, depth: Int = 3) -> Bool {
        guard depth > 0 else { return false }
        return node.usesOfViewOwner(in: file, references: &references).contains { use in
            if isGroupedAround(use, wrappers: wrappers) { return true }
            if let reference = use.parent?.as(DeclReferenceExprSyntax.self),
               RowPieces.groups(ModifierChain(startingAt: ExprSyntax(reference))) { return true }
            return use.drawingMember != node.drawingMember
                && isGroupedWhereUsed(use, in: file, wrappers: wrappers, references: &references, depth: depth - 1)
        }
    }

    /// Whether the stack is the whole content of a vertical scroll view: a page (an article's
    /// title over its body, a screen's sections), read a part at a time on purpose, not a row.
    private static func isPageOfScrollView(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.calledName == "VStack", let around = EnclosingView.all(around: call).first,
              around.call.calledExpression.calledName == "ScrollView", around.holdsContent else { return false }
        let axes = around.call.arguments.first { $0.label == nil || $0.label?.text == "axes" }?.expression.trimmedDescription ?? ".vertical"
        return !axes.contains("horizontal")
    }

    /// The stack as a row of fragments, or nil when it is not one.
    ///
    /// - Parameter isSentence: whether a text shows a sentence (`MessageText`).
    private func row(of stack: UngroupedStack, isSentence: (ExprSyntax) -> Bool) -> Row? {
        let pieces = stack.pieces
        guard !pieces.hasControlOrList, !(stack.name == "VStack" && pieces.hasDivider),
              // A title after the icon and its caption starts something else: the pair is reported.
              pieces.leadingIconAndCaption == nil else { return nil }
        let horizontal = stack.name == "HStack"
        // A picture over a sentence, or over a heading and its message, is an illustration (an
        // empty state's, a step's instructions): the message is read whole on its own, and the
        // picture is described or hidden on its own (`image-without-label`, `label-is-file-name`).
        // So is one under them (an introduction's title and paragraph over its illustration).
        if !horizontal, let text = pieces.lastTextBesidePictures, isSentence(text.expression) { return nil }
        if Self.isProse(pieces, isSentence: isSentence) || Self.isStatusAndMessage(pieces) { return nil }
        // A column holding a heading (a text with the header trait) opens a section: the heading
        // and what it introduces are read each on its own, and the headings rotor lands on it.
        if !horizontal, pieces.ownPieces.contains(where: { $0.kind == .text(.heading) }) { return nil }
        // A title over a sentence is a heading and its paragraph, not a name and its value; a
        // term over fixed words ("Dark:" over "Always in Dark mode") is a term and its definition.
        let isPair = stack.name == "VStack" && isLeadingAligned(stack.call) && pieces.isTitleOverValue
            && !(pieces.valueUnderTitle.map { isSentence($0.expression) || MessageText.isFixedPhrase($0.expression) } ?? false)
        guard pieces.isFragmentRow(horizontal: horizontal) || isPair else { return nil }
        var withoutGuesses = pieces
        withoutGuesses.ownPieces.removeAll { $0.kind == .thumbnail }
        let guessed = !isPair && !withoutGuesses.isFragmentRow(horizontal: horizontal)
        return Row(stack: stack.call, chain: ModifierChain(startingAt: ExprSyntax(stack.call)),
                   closingBrace: stack.content.rightBrace, pieces: pieces, iconIsGuessed: guessed)
    }

    /// Whether every text in the stack, nested ones too, is a sentence (a help page's paragraphs,
    /// an icon before "No matches for your search."): each is read whole on its own, none is the
    /// value of another, and a picture among them is described or hidden on its own.
    private static func isProse(_ pieces: RowPieces, isSentence: (ExprSyntax) -> Bool) -> Bool {
        !pieces.allTexts.isEmpty && pieces.allTexts.allSatisfy(isSentence)
    }

    /// Whether the stack is a warning, error or information symbol beside one text given at run
    /// time (cryptomator's error view: `Image(systemName: "exclamationmark.triangle.fill")` over
    /// `Text(text)`, an error's description): the symbol says what kind of message follows ("Warning",
    /// the symbol's description), and the message is read whole after it, as a sentence beside
    /// an icon is (`isProse`). Words the app writes (`"\(count) errors"`, `"Reorder"`, a strings
    /// type's constant) are judged as beside any icon (a value or caption heard apart from its
    /// symbol), and so is a number.
    private static func isStatusAndMessage(_ pieces: RowPieces) -> Bool {
        guard pieces.ownPieces.count == 2, pieces.texts == 1, pieces.images == 1,
              let image = pieces.ownPieces.first(where: { $0.kind == .image }),
              let text = pieces.ownPieces.first(where: \.kind.isText),
              let symbol = ModifierChain.innermostView(of: image.expression).as(FunctionCallExprSyntax.self)?
                .argument("systemName")?.stringLiteralValue,
              statusSymbols.contains(where: { symbol.hasPrefix($0) }),
              let shown = MessageText.shownArgument(of: text.expression) else { return false }
        // Words written in the code, a type's constant (`Localization.importantInformation`) or a
        // localizing call (`String(localized: "Off")`) are judged as any text beside an icon is (a
        // sentence, or a caption); a function of the app's makes a message (`warningText(for: warning)`).
        if shown.is(StringLiteralExprSyntax.self) || shown.numberLiteralValue != nil { return false }
        let typeName = shown.as(FunctionCallExprSyntax.self)?.calledExpression.calledName
            ?? shown.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
        return typeName?.first?.isUppercase != true
    }

    /// SF Symbols that mark a message as a warning, an error or information.
    private static let statusSymbols = ["exclamationmark.triangle", "exclamationmark.circle", "exclamationmark.octagon",
                                        "xmark.octagon", "info.circle"]

    /// The icon and caption that begin a stack whose other content stands apart.
    /// An icon before a sentence is prose (`isProse`), not an icon and its caption.
    private func iconAndCaption(of stack: UngroupedStack, isSentence: (ExprSyntax) -> Bool) -> IconAndCaption? {
        guard let pair = stack.pieces.leadingIconAndCaption, !isSentence(pair.caption.expression) else { return nil }
        return IconAndCaption(stack: stack.call, icon: pair.icon, caption: pair.caption)
    }

    /// Whether a stack aligns its content at the leading or trailing edge, as a row of details
    /// does; a centred title over a line of text is a heading and its message.
    private func isLeadingAligned(_ stack: FunctionCallExprSyntax) -> Bool {
        guard let alignment = stack.argument("alignment")?.trimmedDescription else { return false }
        return alignment.hasSuffix("leading") || alignment.hasSuffix("trailing")
    }

    /// Whether a view around the stack already makes it part of one element: a button, link or
    /// label (SwiftUI combines their content), or a view that sets its own accessibility; also
    /// where the app shows a view of its own type (`ViewsShownByCallers`).
    static func isGroupedAround(_ node: some SyntaxProtocol, wrappers: ControlWrappers = .none) -> Bool {
        EnclosingView.all(around: node).contains { enclosing in
            let name = enclosing.call.calledExpression.calledName ?? ""
            if RowPieces.combiningViews.contains(name) && enclosing.holdsContent { return true }
            // A picker's options, shown in its menu, are each one element (a menu item, a segment,
            // a row of an inline list), whatever they hold: `HStack { Image(…); Text(…) }` is one option.
            if name == "Picker", [nil, "content"].contains(enclosing.closureLabel) { return true }
            // A `label:` closure is a control's label, also of an app's own control that passes
            // it on to a `Button` (`ChevronButton { … } label: { … }`).
            if enclosing.closureLabel == "label" { return true }
            if enclosing.closureLabel == nil, passesTrailingClosureAsLabel(enclosing.call) { return true }
            // A closure a view of the same file shows in a button, link or label. An unlabelled
            // closure followed by labelled ones (`ClickableRow { present() } content: { … }`) is
            // the first closure parameter, not the content.
            if let name = enclosing.call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let closure = enclosing.closureLabel ?? (enclosing.call.additionalTrailingClosures.isEmpty ? "content" : nil),
               wrappers.showsInAControl(closure, of: name) { return true }
            return RowPieces.groups(enclosing.chain)
        }
    }

    /// Whether the call is of a function of the same file whose trailing closure is its `label:`
    /// (phoenix's `navLink_plain(tag) { HStack { … } }`, declared `func navLink_plain<Content: View>(_
    /// tag: Tag, label: @escaping () -> Content)` and passing it on to a `NavigationLink`): the
    /// closure is written trailing but is the control's label, as a `label:` closure is.
    private static func passesTrailingClosureAsLabel(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.trailingClosure != nil, let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
              reference.baseName.text.first?.isLowercase == true else { return false }
        let name = reference.baseName.text
        return call.root.descendants(FunctionDeclSyntax.self).contains { function in
            function.name.text == name && function.signature.parameterClause.parameters.last?.firstName.text == "label"
        }
    }
}

extension RuleMessage {
    /// The parts named as the row has them: "the icon, the title and each value", or, in a row of
    /// texts alone, "the title and each value".
    fileprivate static func fragments(_ count: Int, hasIcon: Bool, guessedIcon: Bool) -> RuleMessage {
        RuleMessage(
            id: "row-read-as-fragments",
            text: """
                This row is read as \(count) separate elements: VoiceOver stops on \(hasIcon ? "the icon, " : "")the title \
                and each value apart, and a value is heard without what it belongs to.
                """ + (guessedIcon ? " " + guessedIconNote : ""),
            fix: hasIcon ? """
                Add `.accessibilityElement(children: .combine)` to the stack so the row is read as one \
                element ("Favourites, 12"); hide a decorative icon with `.accessibilityHidden(true)`.
                """ : """
                Add `.accessibilityElement(children: .combine)` to the stack so the row is read as one \
                element ("Total, 12 euros").
                """)
    }

    /// A row whose only picture is a selection mark shown by a condition (`if isSelected {
    /// Image(systemName: "checkmark") }`): the mark is the row's state, not decoration, so the
    /// fix says it with the selected trait rather than hiding the mark alone.
    fileprivate static func selectionMarkApart(_ count: Int, condition: String) -> RuleMessage {
        RuleMessage(
            id: "row-read-as-fragments.selection-mark",
            text: """
                This row is read as \(count) separate elements, its selection mark among them: VoiceOver \
                stops on the mark apart from the option it marks, and never says "Selected".
                """,
            fix: """
                Make the row one element that says its state: `.accessibilityElement(children: .combine)` \
                on the stack with `.accessibilityAddTraits(\(condition) ? .isSelected : [])`, and hide the \
                mark with `.accessibilityHidden(true)`.
                """)
    }

    fileprivate static func iconApartFromText(guessedIcon: Bool) -> RuleMessage {
        RuleMessage(
            id: "row-read-as-fragments.icon-and-text",
            text: """
                This row's icon and its text are read as 2 separate elements: VoiceOver stops on the \
                picture, then on the text, though they show one thing.
                """ + (guessedIcon ? " " + guessedIconNote : ""),
            fix: """
                Add `.accessibilityElement(children: .combine)` to the stack so the row is read as one \
                element; hide a decorative icon with `.accessibilityHidden(true)`, or label it with what \
                it says ("Error").
                """)
    }

    fileprivate static func iconApartFromCaption(guessedIcon: Bool) -> RuleMessage {
        RuleMessage(
            id: "row-read-as-fragments",
            text: """
                This icon and the text under or beside it are read as 2 separate elements: VoiceOver \
                stops on the picture, then on its caption, though they show one thing.
                """ + (guessedIcon ? " " + guessedIconNote : ""),
            fix: """
                Wrap the icon and its caption in a stack of their own with \
                `.accessibilityElement(children: .combine)`, so they are read as one element ("Satoshi, \
                avatar"); hide a decorative icon with `.accessibilityHidden(true)`.
                """)
    }

    private static let guessedIconNote = """
        The icon is a view of the app's own type in a square frame, taken for an icon or an \
        avatar: check that it draws an image VoiceOver stops on.
        """
}
