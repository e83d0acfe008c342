import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// Code of a Swift file that never reaches a person using the app: previews, tests and private
/// functions nothing calls. A finding there is about sample content (a preview's
/// `Button("Primary button")`, a test's fixed font) or a helper nobody runs, which nobody meets,
/// so the merge leaves it out (`FindingMerge`). The views a preview shows are audited where they
/// are declared, and their findings stay.
enum CodeThatNeverShips {
    /// The lines of the file's previews: each `#Preview { … }` and each type or extension
    /// conforming to `PreviewProvider` (Xcode's previews, built only for the canvas), at the top
    /// level or inside `#if` blocks (`#if DEBUG`); of the types only previews show
    /// (`typesOnlyPreviewsShow`); and of the private functions nothing else calls
    /// (`privateFunctionsNothingCalls`). Read from any tree of the file, a declaration skeleton
    /// too: it keeps every line where it was (`DeclarationSkeleton`).
    static func linesThatNeverShip(in file: ParsedSourceFile) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        forEachTopLevelItem(of: file) { node in
            if let macro = node.asProtocol(FreestandingMacroExpansionSyntax.self), macro.macroName.text == "Preview" {
                ranges.append(file.span(of: node).lines)
            } else if let group = node.asProtocol(DeclGroupSyntax.self),
                      group.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true {
                ranges.append(file.span(of: node).lines)
            }
        }
        let previews = ranges + typesOnlyPreviewsShow(in: file, previews: ranges)
        return previews + privateFunctionsNothingCalls(in: file, neverShown: previews)
    }

    /// The lines of the `private` and `fileprivate` functions of the file that no code outside
    /// them names, nor code only such functions and `neverShown` hold: a helper nobody calls
    /// (OpenFoodFacts' `makeLabel(withText:)`, whose 20 pt font no label ever gets). Such a
    /// function is seen from its own file only (The Swift Programming Language, Access Control),
    /// and cannot satisfy a protocol's requirement or be found by a selector from another file;
    /// one marked `@objc`, `@IBAction`, `@IBSegueAction`, `dynamic` or `override` may be called
    /// by the runtime, a nib or a superclass without its name in the file, and is kept, as is any
    /// function whose name the file writes elsewhere, in a `#selector(…)`, a comment or a string.
    private static func privateFunctionsNothingCalls(in file: ParsedSourceFile, neverShown: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        let collector = PrivateFunctionCollector(file: file)
        collector.walk(file.tree)
        guard !collector.functions.isEmpty else { return [] }
        let declared = Dictionary(grouping: collector.functions, by: \.name).mapValues { $0.map(\.lines) }
        return linesNamedOnlyFrom(neverShown, declared: declared, in: file.text)
    }

    /// The lines of those of `declared` (each name with the lines declaring it) that `text` names
    /// only within their own lines, `reachedFrom`, or the lines of others so found: until no more
    /// is found, as a harness only previews show makes the dashboard it shows one too.
    private static func linesNamedOnlyFrom(_ reachedFrom: [ClosedRange<Int>], declared: [String: [ClosedRange<Int>]],
                                           in text: String) -> [ClosedRange<Int>] {
        let uses = linesNaming(Set(declared.keys), in: text)
        var unreached = reachedFrom
        var found: Set<String> = []
        while let next = declared.first(where: { name, lines in
            !found.contains(name) && (uses[name] ?? []).allSatisfy { line in (lines + unreached).contains { $0.contains(line) } }
        }) {
            found.insert(next.key)
            unreached += next.value
        }
        return Array(unreached.dropFirst(reachedFrom.count))
    }

    /// The lines of the `private` and `fileprivate` types declared at the top level of the file,
    /// with their extensions there, that only its previews name, or previews and other such types
    /// (a preview's stand-in dashboard, a harness toggling the view). Such a type is seen from its
    /// own file only (The Swift Programming Language, Access Control: "Private access restricts
    /// the use of an entity to the enclosing declaration, and to extensions of that declaration
    /// that are in the same file"; file-private, to the file), so no other code shows it; nor is
    /// one no code names.
    private static func typesOnlyPreviewsShow(in file: ParsedSourceFile, previews: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var privateTypes: Set<String> = []
        var declarations: [(name: String, lines: ClosedRange<Int>)] = []
        forEachTopLevelItem(of: file) { node in
            if let extended = node.as(ExtensionDeclSyntax.self) {
                declarations.append((extended.extendedType.trimmedDescription, file.span(of: node).lines))
            } else if let group = node.asProtocol(DeclGroupSyntax.self), let named = node.asProtocol(NamedDeclSyntax.self) {
                if group.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) {
                    privateTypes.insert(named.name.text)
                }
                declarations.append((named.name.text, file.span(of: node).lines))
            }
        }
        let declared = Dictionary(grouping: declarations.filter { privateTypes.contains($0.name) }, by: \.name).mapValues { $0.map(\.lines) }
        guard !declared.isEmpty else { return [] }
        return linesNamedOnlyFrom(previews, declared: declared, in: file.text)
    }

    /// A type declared at the top level of a file, by its name and lines.
    struct TypeSpan: Equatable, Sendable {
        var name: String
        var lines: ClosedRange<Int>
    }

    /// The types declared at the top level of the file (or inside its `#if` blocks) that only
    /// the app's code can create by name, so that an app naming none of them never runs them
    /// (`TypesNothingNames`), and the members its extensions add to the platform's types
    /// (`membersOnlyTheAppCalls`): neither `public` nor `open` (another project may use those), nor the
    /// app's entry point (`@main`, `@UIApplicationMain`), nor exposed to Objective-C under a name
    /// of its own (`@objc(…)`, `@objcMembers`); nor a preview, a test, or a type the system finds
    /// by its conformance alone (an App Intent, an app entity, an app shortcuts provider).
    /// A type declared inside an extension (`extension SettingsView { struct SliderOption: View
    /// { … } }`, Harbour's way of grouping a screen's parts) is judged as one at the top level:
    /// the app creates it by its own name too (`SliderOption(…)`, `SettingsView.SliderOption(…)`).
    static func typesOnlyTheAppCreates(in file: ParsedSourceFile) -> [TypeSpan] {
        var spans: [TypeSpan] = []
        func judge(_ node: Syntax) {
            guard let group = node.asProtocol(DeclGroupSyntax.self), !node.is(ExtensionDeclSyntax.self),
                  let named = node.asProtocol(NamedDeclSyntax.self), case .identifier(let name) = named.name.tokenKind,
                  !group.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }),
                  !group.attributes.contains(where: { attribute in
                      attribute.as(AttributeSyntax.self).map { Self.namesForTheRuntime.contains($0.attributeName.trimmedDescription) } ?? true
                  }),
                  !(group.inheritanceClause?.inheritedTypes ?? []).contains(where: { inherited in
                      let type = inherited.type.trimmedDescription
                      return Self.foundByConformance.contains { type.hasSuffix($0) }
                  })
            else { return }
            spans.append(TypeSpan(name: name, lines: file.span(of: node).lines))
        }
        forEachTopLevelItem(of: file) { node in
            guard let extensionDecl = node.as(ExtensionDeclSyntax.self) else { return judge(node) }
            guard !extensionDecl.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) else { return }
            extensionDecl.memberBlock.members.forEach { judge(Syntax($0.decl)) }
        }
        return spans + membersOnlyTheAppCalls(in: file)
    }

    /// The members the file adds to a type of Swift, Foundation, UIKit or SwiftUI in an extension
    /// of its own (`extension String { var niceMD: NSAttributedString { … } }`), which only the
    /// app's code can call by name: an app that names none of them never runs them, as for a
    /// type (winston's `niceMD`, a markdown helper nothing calls, holding a fixed font). Not an
    /// extension that adds a conformance (its members may be a protocol's, called through it),
    /// nor a member another project may use (`public`, `open`), one the runtime reaches by
    /// another name (`@objc`, `@IBAction`, `@IBInspectable`, from a nib's key path), an override,
    /// or an operator.
    ///
    /// So too the functions and computed properties of the app's own views (a struct that is a
    /// `View`, and at most `Equatable`, `Hashable`, `Identifiable` or `Sendable`, whose
    /// requirements other than `body`, `id` and `hash(into:)` are operators): SwiftUI calls a
    /// view's `body` and nothing else of it by name (Suwatte's `badgeColor()`, a colour helper
    /// left beside the badge its tile draws).
    private static func membersOnlyTheAppCalls(in file: ParsedSourceFile) -> [TypeSpan] {
        var spans: [TypeSpan] = []
        forEachTopLevelItem(of: file) { node in
            if let extensionDecl = node.as(ExtensionDeclSyntax.self), extensionDecl.inheritanceClause == nil,
               systemTypes.contains(extensionDecl.extendedType.trimmedDescription),
               !extensionDecl.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) {
                spans += memberSpans(extensionDecl.memberBlock.members, in: file)
            } else if let view = node.as(StructDeclSyntax.self), isPlainView(view) {
                spans += memberSpans(view.memberBlock.members, in: file, computedOnly: true)
                    .filter { !viewRequirements.contains($0.name) }
            }
        }
        return spans
    }

    /// The members of `members` only the app's code can name, by their names and lines: neither
    /// `public`, `open` nor an override, nor reached by the runtime under another name; only the
    /// functions and computed properties where `computedOnly` (a stored property is given at
    /// the view's creation).
    private static func memberSpans(_ members: MemberBlockItemListSyntax, in file: ParsedSourceFile,
                                    computedOnly: Bool = false) -> [TypeSpan] {
        members.compactMap { member in
            let decl = member.decl
            let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
            let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
            guard !modifiers.contains(where: { ["public", "open", "override"].contains($0.name.text) }),
                  !attributes.contains(where: { attribute in
                      attribute.as(AttributeSyntax.self).map { runtimeMemberAttributes.contains($0.attributeName.trimmedDescription) } ?? true
                  }) else { return nil }
            let name: TokenSyntax?
            if let function = decl.as(FunctionDeclSyntax.self) {
                name = function.name
            } else if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                      let binding = variable.bindings.first, !computedOnly || binding.accessorBlock != nil {
                name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
            } else {
                name = nil
            }
            guard case .identifier(let text)? = name?.tokenKind else { return nil }
            return TypeSpan(name: text, lines: file.span(of: decl).lines)
        }
    }

    /// Whether `view` is a struct conforming to `View` and to nothing that asks for members by
    /// name beyond `viewRequirements` and operators.
    private static func isPlainView(_ view: StructDeclSyntax) -> Bool {
        let inherited = (view.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
        return inherited.contains("View") && inherited.allSatisfy(["View", "Equatable", "Hashable", "Identifiable", "Sendable"].contains)
    }

    /// What `View`, `Identifiable` and `Hashable` ask of a view by name.
    private static let viewRequirements: Set<String> = ["body", "id", "hash"]

    /// Types of the platform an app extends with helpers of its own.
    private static let systemTypes: Set<String> = [
        "String", "Substring", "NSString", "NSAttributedString", "NSMutableAttributedString", "AttributedString",
        "Int", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "Data", "Character", "TimeInterval",
        "UIFont", "UIColor", "UIImage", "UILabel", "UIButton", "UIView", "UIViewController", "UITableView",
        "UICollectionView", "UIStackView", "UITextField", "UITextView", "UIImageView", "UIApplication", "UIDevice",
        "Color", "Font", "Image", "Text", "View", "Bundle", "Notification.Name", "CGPoint", "CGSize", "CGRect",
        "CALayer", "CAAnimation", "CABasicAnimation", "CAShapeLayer", "UIScrollView", "UIWindow", "UIScreen",
        "UINavigationController", "UITabBarController", "UIBarButtonItem", "UISearchBar", "UISwitch", "UISlider",
        "UITableViewCell", "UICollectionViewCell", "UIAlertController", "UIBezierPath", "UIEdgeInsets",
        "NSLayoutConstraint", "Array", "Dictionary", "Set", "Decimal", "Calendar", "Locale", "DateFormatter",
        "NumberFormatter", "Shape", "Animation", "EdgeInsets", "LocalizedStringKey",
    ]

    /// Attributes under which the runtime, a nib or a storyboard reaches a member by its selector or key path.
    private static let runtimeMemberAttributes: Set<String> = ["objc", "IBAction", "IBInspectable", "IBOutlet", "IBSegueAction", "nonobjc", "_dynamicReplacement", "dynamic"]

    /// Attributes under which the runtime starts a type or reaches it by another name.
    private static let namesForTheRuntime: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain", "objc", "objcMembers"]

    /// Conformances by which the system finds a type without the app naming it (App Intents'
    /// `AppIntent`, `AppEntity`, `AppEnum`, `EntityQuery`, `AppShortcutsProvider`), or by which it
    /// is a preview or a test.
    private static let foundByConformance = ["Intent", "AppEntity", "AppEnum", "EntityQuery", "AppShortcutsProvider",
                                             "PreviewProvider", "XCTestCase"]

    /// The lines where each of `names` is written as a word of `text`, comments and strings
    /// included (a mention there counts as a use: the type is then taken to ship), file names
    /// (`FooView.swift`) not (`NameScan`). Read from the text, not the tree: a declaration
    /// skeleton's tree has its members' bodies blanked.
    private static func linesNaming(_ names: Set<String>, in text: String) -> [String: [Int]] {
        var uses: [String: [Int]] = [:]
        NameScan.forEachOccurrence(of: names, in: text) { name, line, _ in
            uses[name, default: []].append(line)
            return true
        }
        return uses
    }

    /// Visits each item at the top level of the file, and those inside its `#if` blocks.
    private static func forEachTopLevelItem(of file: ParsedSourceFile, _ visit: (Syntax) -> Void) {
        func walk(_ node: Syntax) {
            guard let ifConfig = node.as(IfConfigDeclSyntax.self) else { return visit(node) }
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let statements): statements.forEach { walk(Syntax($0.item)) }
                case .decls(let members): members.forEach { walk(Syntax($0.decl)) }
                default: break
                }
            }
        }
        file.tree.statements.forEach { walk(Syntax($0.item)) }
    }

    /// Whether the file is a test (`import XCTest`, `import Testing`; `SourceFinder.mayMatter`):
    /// its views and fonts are a test's inputs, never drawn for a person.
    static func isTest(_ text: String) -> Bool {
        !SourceFinder.mayMatter(text)
    }
}

/// The `private` and `fileprivate` functions of a file, at any depth of its types, that only
/// their file's code can call (`CodeThatNeverShips.privateFunctionsNothingCalls`).
private final class PrivateFunctionCollector: SyntaxVisitor {
    private let file: ParsedSourceFile
    private(set) var functions: [(name: String, lines: ClosedRange<Int>)] = []

    /// Attributes under which the runtime, a nib or a storyboard may call a function by its
    /// selector, not its name in the file.
    private static let calledByTheRuntime: Set<String> = ["objc", "IBAction", "IBSegueAction", "_dynamicReplacement"]

    init(file: ParsedSourceFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    // Functions are declared in types and extensions: code and values are not looked into.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind { node.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let modifiers = node.modifiers.map(\.name.text)
        guard modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }),
              !modifiers.contains(where: { $0 == "override" || $0 == "dynamic" }),
              !node.attributes.contains(where: { attribute in
                  attribute.as(AttributeSyntax.self).map { Self.calledByTheRuntime.contains($0.attributeName.trimmedDescription) } ?? true
              }),
              case .identifier(let name) = node.name.tokenKind, !name.hasPrefix("`")
        else { return .skipChildren }
        functions.append((name, file.span(of: Syntax(node)).lines))
        return .skipChildren
    }
}
