import SwiftSyntax
import SwiftSyntaxSupport

/// A `Text` of a name's initials drawn where an avatar or a poster is missing, left for VoiceOver
/// to read: it spells out "J D" where the eye sees a placeholder picture.
///
/// The initials stand in for an image (WCAG 1.1.1: a stand-in that is only decoration is ignored
/// by assistive technology; one that means something is named by a text alternative), and a
/// `Text` is an element VoiceOver reads until `accessibilityHidden(_:)` hides it "from system
/// accessibility features" (Apple) or a container around it ignores its children. What the
/// initials abbreviate is the person's or item's name, said in full beside them or nowhere: hide
/// the letters, or give the avatar the full name as its label. A `Text` counts as initials when
/// its content is a value named for them (`initials`, `user.initials`, `failureInitials`,
/// `nameInitial`; not a flag such as `isInitial`) or the first one or two characters of a value
/// (`name.prefix(1)`, `String(name.first!)`). One hidden, labelled, or inside a view that is
/// hidden, labelled or reads its children as nothing (`.accessibilityElement(children: .ignore)`)
/// is not reported.
public struct InitialsReadAloudRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without a `Text`.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["Text"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "initials-read-aloud",
        title: "Placeholder initials are read aloud",
        rationale: """
            An avatar whose picture is missing often shows the person's initials instead. The eye \
            takes them for a picture; VoiceOver spells them out, "J D", a stop that names nobody, \
            usually right before the full name it abbreviates.
            """,
        wcag: [.nonTextContent],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        insertedModifier: InsertedModifier(".accessibilityLabel(<#full name#>)"),
        triggeringExamples: [
            .swift("""
                ZStack {
                    Circle().fill(.gray)
                    ↓Text(contact.initials)
                        .font(.headline)
                }
                """),
            .swift("""
                ZStack {
                    Color.secondary
                    ↓Text(String(name.prefix(1)).uppercased())
                }
                """),
            .swift("""
                HStack {
                    ↓Text(placeholderInitials).font(.largeTitle)
                    Text(author.displayName)
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                ZStack {
                    Circle().fill(.gray)
                    Text(contact.initials).accessibilityHidden(true)
                }
                """),
            .swift("""
                ZStack {
                    Circle().fill(.gray)
                    Text(contact.initials)
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(contact.fullName)
                """),
            .swift("""
                Text(contact.initials)
                    .accessibilityLabel(contact.fullName)
                """),
            .swift("VStack { Text(initialValue.formatted()) }"),
            .swift("VStack { Text(isInitial ? \"Start\" : \"Next\") }"),
            .swift("VStack { Text(name.prefix(20)) }"),
            .swift("let badge = Text(contact.initials)"),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard call.calledExpression.calledName == "Text", call.calledExpression.is(DeclReferenceExprSyntax.self),
                  let content = call.arguments.first, content.label == nil, Self.isInitials(content.expression) else { return nil }
            let chain = ModifierChain(startingAt: ExprSyntax(call))
            guard chain.isShownByViewBuilder, !chain.isNamedOrHidden,
                  !EnclosingView.all(around: call).contains(where: Self.silences) else { return nil }
            var found = finding(.initials, at: file.location(of: call))
            found.span = file.span(of: chain.modifiers.last.map { ExprSyntax($0.call) } ?? ExprSyntax(call))
            return found
        }
    }

    /// Whether `expression` is a name's initials: a value named for them, or the first one or two
    /// characters of a value.
    static func isInitials(_ expression: ExprSyntax) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return namesInitials(name)
        } || takesFirstCharacters(expression)
    }

    /// `initials`, `failureInitials`, `nameInitial`, `initialsText`; not a flag (`isInitial`,
    /// `showInitials`) nor another word that begins alike (`initialValue`).
    static func namesInitials(_ name: String) -> Bool {
        let flagPrefixes = ["is", "has", "show", "should", "uses"]
        if flagPrefixes.contains(where: { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true }) {
            return false
        }
        return ["initial", "initials"].contains(name) || name.hasSuffix("Initial") || name.hasSuffix("Initials")
            || name.hasPrefix("initials")
    }

    /// `name.prefix(1)`, `name.prefix(2)`, or `String(name.first …)`: the first letters of a value.
    private static func takesFirstCharacters(_ expression: ExprSyntax) -> Bool {
        for node in Syntax(expression).tokens(viewMode: .sourceAccurate).compactMap({ $0.parent }) {
            guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.base != nil else { continue }
            let name = member.declName.baseName.text
            if name == "prefix", let call = member.parent?.as(FunctionCallExprSyntax.self),
               let count = call.arguments.first?.expression.numberLiteralValue, count <= 2 {
                return true
            }
            if name == "first", expression.calledName == "String" { return true }
        }
        return false
    }

    /// Whether a view around the initials keeps VoiceOver from reading them: one that is hidden or
    /// labelled, or that reads its children as nothing.
    private static func silences(_ enclosing: EnclosingView) -> Bool {
        guard enclosing.holdsContent else { return false }
        return enclosing.chain.isNamedOrHidden || enclosing.chain.elementChildrenBehaviour == "ignore"
    }
}

extension RuleMessage {
    fileprivate static let initials = RuleMessage(
        id: "initials-read-aloud",
        text: """
            VoiceOver spells out these placeholder initials ("J D"), which stand in for a picture: \
            a stop that names nobody, often just before the full name.
            """,
        fix: """
            Hide the letters with `.accessibilityHidden(true)`, or make the avatar one element \
            labelled with the full name: `.accessibilityElement(children: .ignore)` and \
            `.accessibilityLabel(name)` on it.
            """)
}
