import SwiftSyntax
import SwiftSyntaxSupport

/// An `accessibilityElements` getter (or `accessibilityElementCount()`/`accessibilityElement(at:)`)
/// that makes new `UIAccessibilityElement`s each time it is asked.
///
/// VoiceOver keeps its place by the identity of the element it is on; UIKit asks a container for
/// its elements again and again, so elements made afresh on each call are new objects every time
/// and VoiceOver loses its place (docs/uikit.md). WWDC18 session 230 builds the stats view's
/// elements once and keeps them. The getter is taken to cache when it stores into a property
/// (`_accessibilityElements = elements`); a helper of the same type it calls is read too.
public struct AccessibilityElementsRebuiltRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without the bytes its check requires.
    public static let triggers: SourceTriggers? = SourceTriggers(texts: ["accessibilityElement"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "accessibility-elements-rebuilt",
        title: "Accessibility elements rebuilt on every call",
        rationale: """
            UIKit asks a container for its accessibility elements many times while VoiceOver is \
            on it. Elements created anew on each call are different objects every time: VoiceOver \
            loses the element it was on, jumps back to the start or repeats itself, and a person \
            who cannot see the screen loses their place.
            """,
        wcag: [.nameRoleValue, .focusOrder],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                final class DogStatsView: UIView {
                    override var accessibilityElements: [Any]? {
                        get {
                            zip(titleLabels, valueLabels).map { title, value in
                                let element = ↓UIAccessibilityElement(accessibilityContainer: self)
                                element.accessibilityLabel = "\\(title.text ?? ""), \\(value.text ?? "")"
                                return element
                            }
                        }
                        set {}
                    }
                }
                """),
            .swift("""
                final class RatingsGraphView: UIView {
                    override func accessibilityElementCount() -> Int { bars.count }
                    override func accessibilityElement(at index: Int) -> Any? {
                        let element = ↓BarAccessibilityElement(accessibilityContainer: self)
                        element.bar = bars[index]
                        return element
                    }
                }
                """),
            .swift("""
                final class ChartView: UIView {
                    override var accessibilityElements: [Any]? {
                        get { ↓makeElements() }
                        set {}
                    }
                    private func makeElements() -> [UIAccessibilityElement] {
                        points.map { point in
                            let element = UIAccessibilityElement(accessibilityContainer: self)
                            element.accessibilityLabel = point.description
                            return element
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                final class DogStatsView: UIView {
                    private var cachedElements: [Any]?
                    override var accessibilityElements: [Any]? {
                        get {
                            if let cachedElements { return cachedElements }
                            let elements = zip(titleLabels, valueLabels).map { title, value in
                                let element = UIAccessibilityElement(accessibilityContainer: self)
                                element.accessibilityLabel = "\\(title.text ?? ""), \\(value.text ?? "")"
                                return element
                            }
                            cachedElements = elements
                            return elements
                        }
                        set {}
                    }
                }
                """),
            .swift("""
                final class ShelterView: UIView {
                    override var accessibilityElements: [Any]? {
                        get { [nameLabel, callButton] }
                        set {}
                    }
                }
                """),
        ])

    static let containerMembers: Set<String> = ["accessibilityElementCount", "accessibilityElement"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        guard file.text.containsBytes("accessibilityElement") else { return [] }
        let getters: [Syntax] = file.nodes(VariableDeclSyntax.self).compactMap { variable in
            guard variable.bindings.first?.pattern.trimmedDescription == "accessibilityElements",
                  let accessors = variable.bindings.first?.accessorBlock else { return nil }
            if case .accessors(let list) = accessors.accessors {
                return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map(Syntax.init)
            }
            return Syntax(accessors)
        }
        let functions: [Syntax] = file.nodes(FunctionDeclSyntax.self).compactMap { function in
            guard Self.containerMembers.contains(function.name.text), let body = function.body else { return nil }
            return Syntax(body)
        }
        return (getters + functions).compactMap { body in
            guard !Self.caches(body), let place = creation(in: body) else { return nil }
            return finding(.rebuilt, at: file.location(of: place))
        }
    }

    /// Where `body` makes new elements: an element initialiser in it, or a call of a helper of
    /// the same type that makes them without keeping them.
    private func creation(in body: Syntax) -> Syntax? {
        if let call = Self.elementInitialisers(in: body).first { return Syntax(call) }
        let helpers = helperBodies(around: body)
        return body.descendants(FunctionCallExprSyntax.self).first { call in
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let helper = helpers[name] else { return false }
            return !Self.elementInitialisers(in: helper).isEmpty && !Self.caches(helper)
        }.map(Syntax.init)
    }

    /// The bodies of the functions the type around `body` declares, by name.
    private func helperBodies(around body: Syntax) -> [String: Syntax] {
        let scope = body.enclosingTypeScope
        var bodies: [String: Syntax] = [:]
        for function in scope.descendants(FunctionDeclSyntax.self) {
            if let helper = function.body { bodies[function.name.text] = Syntax(helper) }
        }
        return bodies
    }

    /// `UIAccessibilityElement(accessibilityContainer:)` and subclasses' initialisers.
    static func elementInitialisers(in node: Syntax) -> [FunctionCallExprSyntax] {
        node.descendants(FunctionCallExprSyntax.self).filter { call in
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return name == "UIAccessibilityElement"
                || (name.hasSuffix("AccessibilityElement") && call.argument("accessibilityContainer") != nil)
        }
    }

    /// Whether `body` stores something in a property rather than only in its own locals: the
    /// sign of a cache (`cachedElements = elements`).
    static func caches(_ body: Syntax) -> Bool {
        // `if let cachedElements` only unwraps the property; it declares no local of its own.
        let locals = Set(body.descendants(IdentifierPatternSyntax.self)
            .filter { $0.parent?.is(OptionalBindingConditionSyntax.self) != true }.map(\.identifier.text))
            .union(body.descendants(ClosureShorthandParameterSyntax.self).map(\.name.text))
            .union(body.descendants(ClosureParameterSyntax.self).map(\.firstName.text))
        return body.descendants(SequenceExprSyntax.self).contains { sequence in
            guard let assignment = UIKitPropertyAssignment(sequence) else { return false }
            let root = assignment.receiver.isEmpty ? assignment.property
                : String(assignment.receiver.prefix { $0 != "." && $0 != "?" && $0 != "!" })
            return !locals.contains(root) && !root.hasPrefix("$")
        }
    }
}

extension RuleMessage {
    fileprivate static let rebuilt = RuleMessage(
        id: "accessibility-elements-rebuilt",
        text: """
            New accessibility elements are made each time UIKit asks for them: VoiceOver loses the \
            element it was on, and a person who cannot see the screen loses their place.
            """,
        fix: """
            Make the elements once, keep them in a stored property and return it; reset it to nil \
            when the content they describe changes.
            """)
}
