import Foundation
import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// How an app shows a view of its own type where it uses it (`AccountRow(account: account)`),
/// read from every use in the app's files, and the findings in the view those uses make moot.
///
/// A source rule reads one file, and the audit lowers a view alone for its preview: a view every
/// caller shows as a control's label, hides or labels is judged as if shown bare. Once an app's
/// findings are known, the uses of the views holding them are read here:
/// - every use inside a button's, link's or menu's label or a combined element
///   (`Button { open(account) } label: { AccountRow(account: account) }`): the control reads its
///   label as one element (docs/swiftui-defaults.md, Grouping children), so a row the view lays
///   out is not heard in fragments; inside a button's or link's label, a spinner it draws is no
///   stop of its own (zashi's balance);
/// - every use hidden (`OHFBrandingFooter().accessibilityHidden(true)`, or inside a hidden
///   container) or made part of one element that ignores its children (`TabView { ShareImageView(…) }
///   .accessibilityElement().accessibilityLabel(…)`, pocket-casts' share cards): assistive
///   technologies never reach the view, so what they would read in it (labels, traits, grouping)
///   is moot; what people see (contrast, text size, motion) is not;
/// - every use in code that never runs on the device (`if ProcessInfo.processInfo.isiOSAppOnMac
///   { … }`, or an `#if os(macOS)` clause a build for the audit's platform leaves out: Enchanted's
///   options menu, shown only in its macOS toolbar): nothing of the view is shown there;
/// - every use labelled (`AssetView(…).accessibilityLabel(summary)`, or written in a stack so
///   labelled): the element the view's body makes at its outermost view (`.accessibilityElement()`)
///   has the caller's label, and so has every element it shows where it is used: none is read
///   unlabelled or by a file's name.
///
/// A use in another view's `body` (`MessageAttachmentView`'s body is `MessageCommonObjectView(…)`),
/// in a property or function of that view that its own code shows only in such a place
/// (`Button { … } label: { content(for: details) }`), or in a local constant (`let label =
/// FilterLabelView(…)`), shows the view also as that view's uses show it: a row inside a view
/// every caller puts in a button's label is read as one element too (`ViewsShownByCallers+Through`).
///
/// Content given to a view of the app's that shows it in a control's label, declared in any of
/// the app's files (`AppControlWrappers`), is in that label.
///
/// A view every use of which limits the text size below the accessibility sizes (a sheet's
/// `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)`, Pulse's filters) never meets them: what the
/// rules about those sizes report in it cannot happen (`AppTextSizeCap`, for a whole app's limit).
///
/// A view every use of which lies in a horizontal scroll view, with no width set from its text to
/// the scroll view, is offered all the width it asks for: a line limit, or texts side by side with
/// no vertical fallback, cut nothing off there (`widthRules`).
///
/// A view some place shows otherwise (a list row, a screen, a destination, a function reference
/// such as `content: AccountRow.init`, a stored property of its type) keeps its findings; so does
/// one no place of the app shows. Previews do not count: they never ship. Only the declarations
/// holding a finding or a use are parsed (`DeclarationsOfFile`).
struct ViewsShownByCallers {
    /// The rules about how a row's parts are grouped, moot inside a control's label.
    static let groupingRules: Set<String> = ["row-read-as-fragments"]
    /// The rules about the label of the element a view's body makes, moot when callers label it.
    static let outermostLabelRules: Set<String> = ["ignored-children-without-label"]
    /// The rules about an element read with no label, or by a file's name, moot when callers
    /// label the view: the caller's label reaches every element the view shows where it is
    /// (jami's conversation avatar, in a row labelled with the conversation's name).
    static let labelledElementRules: Set<String> = ["missing-label", "image-without-label", "label-is-file-name"]
    /// The rules about the label of the UIKit view a `UIViewRepresentable` makes, moot when
    /// callers label it: SwiftUI gives the representable's view the label its modifiers set
    /// (useID's looping video, `LoopingPlayer(…).accessibilityLabel(…)`).
    static let representableLabelRules: Set<String> = ["accessibility-element-without-label"]
    /// The protocols whose types show a UIKit view or view controller in SwiftUI.
    static let representables: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable"]
    /// The rules about a spinner read as an element of its own, moot inside a control's label:
    /// the control is the one element (zashi's balance, whose spinner is drawn in a button's label).
    static let controlLabelRules: Set<String> = ["progress-without-label"]
    /// The rules about an element read as nothing, moot inside a control's label where it says
    /// so (a violation, not a question) of a picture its view draws only beside words
    /// (`isAlwaysBesideWords`): the picture adds nothing to the control's label,
    /// which those words make (Vernissage's avatar, beside the author's name in a status row
    /// every caller puts in a navigation link's label). A picture that is a control's only
    /// content, or one shown in some states only (a checkmark on the chosen row), is kept.
    static let readAsNothingRules: Set<String> = ["missing-label"]
    /// The rules moot for what is written in a control's label: the control is read as one element.
    static let labelContentRules: Set<String> = groupingRules.union(controlLabelRules)
    /// The rules about what assistive technologies read, moot in a view they never reach.
    static let readingRules: Set<String> = groupingRules.union(outermostLabelRules).union(controlLabelRules)
        .union(representableLabelRules).union([
        "label-is-file-name", "decorative-image-exposed", "image-without-label", "initials-read-aloud",
        "missing-label", "label-repeats-trait", "context-free-action", "ungrouped-label-value",
        "decorative-glyph-read-aloud", "heading-without-header-trait", "toggle-state-not-conveyed",
        "icon-only-button-without-label", "control-without-label", "progress-without-label", "value-read-as-label",
        "empty-accessibility-label", "label-contains-control-type", "hint-repeats-label", "stateful-button-label-unchanged",
    ])
    /// The rules about text cut off or squeezed for want of width, moot where every use offers
    /// the view all the width it asks for (a horizontal scroll view's content) and nothing
    /// between the text and the view's root sets a width.
    static let widthRules: Set<String> = ["line-limit-ignores-accessibility-sizes", "no-layout-fallback-at-large-sizes"]
    /// Modifiers whose content is shown in a presentation of its own, not where the view is.
    private static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "inspector",
    ]

    /// Whether the place is in content shown apart from the view it is written in: a sheet's, a
    /// navigation link's destination, a menu's items.
    static func isInPresentation(_ node: some SyntaxProtocol) -> Bool {
        EnclosingView.all(around: node).contains { enclosing in
            enclosing.isShownElsewhere || presentations.contains(enclosing.call.calledExpression.calledName ?? "")
        }
    }

    /// The width the view written at `location` is left up to the root of the view it is in;
    /// nil where its declaration does not parse alone.
    private mutating func horizontalRoom(at location: FindingLocation) -> HorizontalRoom? {
        guard var file = file(location.file) else { return nil }
        defer { files[location.file] = file }
        let offset = file.offset(line: location.line, column: location.column)
        guard let declaration = file.declaration(holding: offset), let token = file.token(at: offset, in: declaration) else { return nil }
        var current = Syntax(token)
        while let parent = current.parent, !parent.is(FunctionCallExprSyntax.self) { current = parent }
        guard let call = current.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        let room = Self.horizontalRoom(of: ModifierChain(containing: call), around: call)
        guard room == .open, let container = file.containers(of: declaration).first else { return room }
        // Up to a local constant, a property or a function of the view: as wide as every place
        // showing it in the view's body leaves it.
        let places: [TokenSyntax]
        if let named = token.placesNamingItsLocalConstant {
            places = named
        } else if let member = token.drawingMember, member != "body" {
            places = file.references(to: member, inDeclarationsOf: container.name, other: declaration)
        } else {
            return room
        }
        let open = !places.isEmpty && places.allSatisfy { place in
            guard let shown = Self.shownExpression(at: place), place.drawingMember == "body" else { return false }
            return Self.horizontalRoom(of: ModifierChain(startingAt: shown), around: shown) == .open
        }
        return open ? .open : .limited
    }

    /// How many views deep a use is followed through the views showing it.
    private static let throughDepth = 3

    /// The files read for the declarations holding findings, each parsed as far as asked.
    var files: [String: DeclarationsOfFile] = [:]
    /// The views holding findings that are representables of UIKit views, met by `view(holding:)`.
    private var representableNames: Set<String> = []
    private let loaded: [String: LoadedInput]
    /// The platform the audit reads the code as built for: a use in its inactive `#if` code never shows.
    private let platform: TargetPlatform
    /// The app's views that show content they are given in a control, read when a use asks.
    let wrappers: AppControlWrappers

    private init(_ read: [LoadedInput], platform: TargetPlatform) {
        var loaded: [String: LoadedInput] = [:]
        for input in read where input.input.kind == .swiftSource && input.text != nil { loaded[input.input.path] = input }
        self.loaded = loaded
        self.platform = platform
        self.wrappers = AppControlWrappers(loaded)
    }

    /// What one file shows of the views asked about: its uses that may make a finding moot, by
    /// name, and the names it shows as they are.
    struct FileUses: Sendable {
        fileprivate var uses: [String: [Use]] = [:]
        fileprivate var shownAsItIs: Set<String> = []
    }

    /// `outcomes` (by position in `read`, one app's inputs) without the findings the uses of the
    /// views holding them make moot.
    ///
    /// - Parameter eachFile: reads the uses in each of the files, on several threads where it can.
    static func removingMoot(from outcomes: [InputOutcome?], read: [LoadedInput], platform: TargetPlatform = .iOS,
                             eachFile: @Sendable (_ paths: [String], _ read: @Sendable (String) -> FileUses) -> [FileUses] = { $0.map($1) })
        -> [InputOutcome?] {
        let isAsked = { (finding: Finding) in
            readingRules.contains(finding.ruleID) || widthRules.contains(finding.ruleID)
                || AppTextSizeCap.rulesAboutAccessibilitySizes.contains(finding.ruleID)
        }
        let asked = outcomes.flatMap { outcome in
            (outcome?.findings ?? []).filter(isAsked) + (outcome?.placedFindings ?? []).filter(isAsked)
        }
        guard !asked.isEmpty else { return outcomes }
        var reading = ViewsShownByCallers(read, platform: platform)
        // Rows and spinners written in content a view of the app, declared in another file, shows
        // in a control's label: the control is the one element, whatever shows the view around.
        var inAppControl: [FindingLocation: Bool] = [:]
        for finding in asked where labelContentRules.contains(finding.ruleID) && inAppControl[finding.location] == nil {
            inAppControl[finding.location] = reading.isInContentAnAppViewShowsInAControl(finding.location)
        }
        // The views holding the findings, told from the files' outlines; parsed only for those
        // whose uses may make a finding moot.
        var views: [FindingLocation: String?] = [:]
        for finding in asked where views[finding.location] == nil {
            views[finding.location] = .some(reading.view(holding: finding.location))
        }
        let uses = reading.uses(of: Set(views.values.compactMap { $0 }), eachFile: eachFile)
        guard !uses.isEmpty || inAppControl.values.contains(true) else { return outcomes }
        // Whether each place shown where its view is lies at the outermost view of its body.
        var isOutermost: [FindingLocation: Bool] = [:]
        // The width left where a width rule reports, only there.
        let widthPlaces = Set(asked.filter { widthRules.contains($0.ruleID) }.map(\.location))
        var room: [FindingLocation: HorizontalRoom] = [:]
        // Whether a picture read as nothing lies beside words, only where that is asked.
        let picturePlaces = Set(asked.filter { $0.kind == .violation && readAsNothingRules.contains($0.ruleID) }.map(\.location))
        var besideWords: [FindingLocation: Bool] = [:]
        for case let (location, view?) in views where uses[view] != nil {
            isOutermost[location] = reading.isAtOutermostView(location)
            if widthPlaces.contains(location) { room[location] = reading.horizontalRoom(at: location) }
            if picturePlaces.contains(location), uses[view]?.allSatisfy({ $0.isHidden || $0.isInControlLabel }) == true {
                besideWords[location] = reading.isAlwaysBesideWords(location)
            }
        }
        let representables = reading.representableNames
        let isMoot = { (finding: Finding) -> Bool in
            if inAppControl[finding.location] == true, labelContentRules.contains(finding.ruleID) { return true }
            guard isAsked(finding), let atOutermost = isOutermost[finding.location], let view = views[finding.location] ?? nil,
                  let shown = uses[view] else { return false }
            let opensToTheView = room[finding.location] == .open
            return shown.allSatisfy { use in
                use.isNeverShown || (use.isHidden && readingRules.contains(finding.ruleID))
                    || (use.isCombined && groupingRules.contains(finding.ruleID))
                    || (use.isInControlLabel && controlLabelRules.contains(finding.ruleID))
                    || (use.isInControlLabel && finding.kind == .violation && readAsNothingRules.contains(finding.ruleID)
                        && besideWords[finding.location] == true)
                    || (use.isLabelled && atOutermost && outermostLabelRules.contains(finding.ruleID))
                    || ((use.isLabelled || use.isLabelledFromOutside) && labelledElementRules.contains(finding.ruleID))
                    || (use.isLabelled && representables.contains(view) && representableLabelRules.contains(finding.ruleID))
                    || (use.room == .unlimited && opensToTheView && widthRules.contains(finding.ruleID))
                    || (use.isTextSizeCapped && AppTextSizeCap.rulesAboutAccessibilitySizes.contains(finding.ruleID))
            }
        }
        return outcomes.removingFindings(where: isMoot)
    }

    /// The view whose body or members hold the place, read from its file's outline: the type
    /// (a `View`) or the extension whose member holds it.
    private mutating func view(holding location: FindingLocation) -> String? {
        guard var file = file(location.file) else { return nil }
        defer { files[location.file] = file }
        guard let declaration = file.declaration(holding: file.offset(line: location.line, column: location.column)),
              let container = file.containers(of: declaration).first else { return nil }
        if container.inherited.contains(where: Self.representables.contains) {
            representableNames.insert(container.name)
            return container.name
        }
        guard container.isExtension || container.inherited.contains("View") else { return nil }
        return container.name
    }

    /// Whether the place is at the outermost view of its view's body (its own chain, in no
    /// closure); nil when it is not shown where the view is (in a sheet, a navigation link's
    /// destination or another presentation the view opens), or its declaration does not parse
    /// alone.
    private mutating func isAtOutermostView(_ location: FindingLocation) -> Bool? {
        guard let token = token(at: location), !Self.isInPresentation(token) else { return nil }
        var current = Syntax(token)
        var inClosure = false
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            if parent.is(ClosureExprSyntax.self) { inClosure = true }
            current = parent
        }
        let isBody = current.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
        return isBody && !inClosure
    }

    /// The uses of each of `names` in the app's files, by name, for the names every use of which
    /// may make a finding moot (hidden, combined or labelled): a name shown once as it is, or
    /// shown nowhere, is left out, and its other uses are not read once that is known.
    private func uses(of names: Set<String>,
                      eachFile: @Sendable ([String], @Sendable (String) -> FileUses) -> [FileUses]) -> [String: [Use]] {
        resolvedUses(of: names, depth: 0, eachFile: eachFile).uses
    }

    /// `uses(of:)`, and the names some use shows as they are.
    private func resolvedUses(of names: Set<String>, depth: Int,
                              eachFile: @Sendable ([String], @Sendable (String) -> FileUses) -> [FileUses])
        -> (uses: [String: [Use]], shownAsItIs: Set<String>) {
        let direct = directUses(of: names, eachFile: eachFile)
        // Every view showing these, asked about too or not (a finding in `Attachment` asks for
        // its uses, and a row it shows is shown as they show it); the depth ends a cycle.
        let showing = Set(direct.uses.values.joined().compactMap(\.through))
        guard !showing.isEmpty, depth < Self.throughDepth else {
            return (direct.uses.mapValues { $0.map(\.withoutThrough) }, direct.shownAsItIs)
        }
        // The views showing these, by their own uses: a view shown as it is somewhere, or
        // nowhere (a screen of its own), leaves a use as it is written.
        let theirs = resolvedUses(of: showing, depth: depth + 1, eachFile: eachFile)
        let resolved = direct.uses.mapValues { uses in
            uses.map { use in
                guard let view = use.through, let shown = theirs.uses[view], !shown.isEmpty else { return use.withoutThrough }
                return use.inside(.common(to: shown))
            }
        }
        return (resolved, direct.shownAsItIs)
    }

    /// `uses(of:)`, each use in another view's body naming that view (`Use.through`).
    private func directUses(of names: Set<String>,
                            eachFile: @Sendable ([String], @Sendable (String) -> FileUses) -> [FileUses])
        -> (uses: [String: [Use]], shownAsItIs: Set<String>) {
        guard !names.isEmpty else { return ([:], []) }
        let decided = ShownAsItIs()
        let loaded = self.loaded, wrappers = self.wrappers, platform = self.platform
        let perFile = eachFile(loaded.keys.sorted()) { path in
            loaded[path].map { Self.uses(of: names, in: $0, skipping: decided, wrappers: wrappers, platform: platform) } ?? FileUses()
        }
        var uses: [String: [Use]] = [:]
        var shownAsItIs: Set<String> = []
        for file in perFile {
            uses.merge(file.uses, uniquingKeysWith: +)
            shownAsItIs.formUnion(file.shownAsItIs)
        }
        return (uses.filter { !shownAsItIs.contains($0.key) }, shownAsItIs)
    }

    /// The uses of `names` in one file, skipping the names another file showed as they are.
    private static func uses(of names: Set<String>, in input: LoadedInput, skipping decided: ShownAsItIs,
                             wrappers: AppControlWrappers, platform: TargetPlatform) -> FileUses {
        var found = FileUses()
        guard let text = input.text else { return found }
        let occurrences = occurrences(of: names, in: text)
        guard !occurrences.isEmpty else { return found }
        var file = DeclarationsOfFile(path: input.input.path, text: text, outline: input.outline)
        // Code a build for the platform does not compile (`#if os(macOS)`) never shows the view:
        // read once a place that may be a use asks.
        lazy var inactive = InactiveCode.byteRanges(inText: text, platform: platform)
        for (name, offset) in occurrences where !found.shownAsItIs.contains(name) && !decided.contains(name) {
            // A type of the file's own by that name is what the name means here: no use of the view.
            if file.declaresTypeOtherThanAView(named: name) { continue }
            // A type's header (`extension AccountRow`, `struct List: View`) is no declaration's;
            // one that hosts the view in UIKit (`class RowController: UIHostingController<NoteRow>`)
            // shows it as it is, at the root of a hierarchy of its own.
            guard let declaration = file.declaration(holding: offset) else {
                if Self.isGenericArgument(at: offset, in: text) {
                    found.shownAsItIs.insert(name)
                    decided.insert(name)
                }
                continue
            }
            let containers = file.containers(of: declaration)
            if containers.contains(where: { $0.name == name || $0.inherited.contains("PreviewProvider") }) { continue }
            if inactive.contains(where: { $0.contains(offset) }) {
                found.uses[name, default: []].append(Use(isHidden: true, isNeverShown: true))
                continue
            }
            // A declaration that does not parse alone is taken for a use showing the view as it is.
            let token = file.token(at: offset, in: declaration)
            // A word in a comment or a string is not the name's token.
            if let token, token.text != name { continue }
            guard var use = token.map({ Self.use(at: $0, wrappers: wrappers) }) ?? Use() else { continue }
            if !use.isHidden, let token, let container = containers.first {
                // A private member its file never shows shows nothing.
                if token.isInPrivateMemberNothingShows(container: container.name, declaration: declaration, in: &file) { continue }
                if let outer = Self.useThroughItsView(token, container: container, declaration: declaration, in: &file, wrappers: wrappers) {
                    use = use.inside(outer)
                    use.through = outer.through
                }
            }
            if use.makesAnythingMoot || use.through != nil {
                found.uses[name, default: []].append(use)
            } else {
                found.shownAsItIs.insert(name)
                decided.insert(name)
            }
        }
        return found
    }

    /// Whether the name at the UTF-8 `offset` of `text` is written as a generic argument: right
    /// after a `<`, spaces aside.
    static func isGenericArgument(at offset: Int, in text: String) -> Bool {
        let bytes = text.utf8
        var index = bytes.index(bytes.startIndex, offsetBy: offset, limitedBy: bytes.endIndex) ?? bytes.endIndex
        while index > bytes.startIndex {
            index = bytes.index(before: index)
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") { continue }
            return byte == UInt8(ascii: "<")
        }
        return false
    }

    /// How the name written at `token` shows its view; nil where it does not show it (a static
    /// member, a `#Preview`).
    private static func use(at token: TokenSyntax, wrappers: AppControlWrappers) -> Use? {
        guard let parent = token.parent else { return nil }
        let shown: Syntax
        if let reference = parent.as(DeclReferenceExprSyntax.self) {
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id {
                // `AccountRow.init(…)` shows it, `AccountRow.height` does not.
                guard member.declName.baseName.text == "init" else { return nil }
                shown = Syntax(member)
            } else {
                shown = Syntax(reference)
            }
        } else if parent.is(IdentifierTypeSyntax.self) {
            // A property or parameter of the view's type: shown where it is read, not known here.
            shown = parent
        } else {
            return nil
        }
        var current = shown
        while let ancestor = current.parent {
            if PreviewSyntax.kinds.contains(ancestor.kind), PreviewSyntax.isPreview(ancestor) { return nil }
            current = ancestor
        }
        guard let call = shown.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == shown.id else { return Use() }
        return use(of: ExprSyntax(call), wrappers: wrappers)
    }

    /// The token written at `location`, in its declaration parsed alone; nil where the file was
    /// not read or the declaration does not parse alone.
    mutating func token(at location: FindingLocation) -> TokenSyntax? {
        guard var file = file(location.file) else { return nil }
        defer { files[location.file] = file }
        let offset = file.offset(line: location.line, column: location.column)
        guard let declaration = file.declaration(holding: offset) else { return nil }
        return file.token(at: offset, in: declaration)
    }

    mutating func file(_ path: String) -> DeclarationsOfFile? {
        if let file = files[path] { return file }
        guard let input = loaded[path], let text = input.text else { return nil }
        return DeclarationsOfFile(path: path, text: text, outline: input.outline)
    }

    /// Where each word of `names` (each starts with a capital letter) is written in `text`, by
    /// its UTF-8 offset, read without parsing it.
    private static func occurrences(of names: Set<String>, in text: String) -> [(name: String, offset: Int)] {
        // A word is made a string only when its hash is a name's: most words are no name.
        let hashes = Set(names.map { hash(of: $0.utf8) })
        var text = text
        return text.withUTF8 { bytes in
            var found: [(name: String, offset: Int)] = []
            var start: Int? = nil
            for index in 0...bytes.count {
                if index < bytes.count, isWordByte(bytes[index]) {
                    if start == nil { start = index }
                    continue
                }
                if let first = start, (65...90).contains(bytes[first]) {
                    let word = UnsafeBufferPointer(rebasing: bytes[first..<index])
                    if hashes.contains(hash(of: word)) {
                        let name = String(decoding: word, as: UTF8.self)
                        if names.contains(name) { found.append((name, first)) }
                    }
                }
                start = nil
            }
            return found
        }
    }

    /// FNV-1a over the bytes.
    private static func hash(of bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(14_695_981_039_346_656_037) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
    }

    /// A byte of an identifier: a letter, a digit, `_`, or part of a character beyond ASCII.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte >= 128
    }
}

/// The names some file has shown as they are, shared by the threads reading the files: once one
/// has, no other use of the name needs reading.
private final class ShownAsItIs: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<String> = []

    func contains(_ name: String) -> Bool { lock.withLock { names.contains(name) } }
    func insert(_ name: String) { lock.withLock { _ = names.insert(name) } }
}
