import SwiftSyntax
import SwiftSyntaxSupport

/// `accessibilityIncrement()`/`accessibilityDecrement()` without the adjustable trait, or the
/// adjustable trait without both methods.
///
/// VoiceOver calls the two methods on a swipe up or down only for an element with
/// `UIAccessibilityTraits.adjustable`, and that trait requires both (Apple,
/// `accessibilityIncrement()`: "If an element has the `adjustable` trait, it must also implement
/// this method"). The Exceptional Dogs carousel element gives both (WWDC 2018 session 230). The
/// class's own traits are read (an assignment to `accessibilityTraits` or an override); a
/// superclass of the project, or a `UISlider`, `UIStepper` or `UIPageControl`, may supply what
/// the file does not show, so those are not reported, nor a `UIAccessibilityElement` whose
/// creator gives it `.adjustable` in the same file.
public struct IncrementWithoutAdjustableTraitRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without a stepping method, or the `.adjustable` trait it lacks.
    public static let triggers: SourceTriggers? = SourceTriggers(words: steppingMethods.union(["adjustable"]))

    public static let description = RuleDescription(
        of: Self.self,
        id: "increment-without-adjustable-trait",
        title: "Increment and decrement without the adjustable trait",
        rationale: """
            VoiceOver users change a value by swiping up or down on an adjustable element. Code \
            that steps the value in `accessibilityIncrement()` is never called without the \
            adjustable trait; and an element that says "Adjustable" but lacks the methods does \
            nothing when a person swipes.
            """,
        wcag: [.nameRoleValue, .keyboard],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        triggeringExamples: [
            .swift("""
                final class PageCarouselView: UIView {
                    var page = 0
                    override var isAccessibilityElement: Bool { get { true } set {} }
                    override func ↓accessibilityIncrement() { page += 1 }
                    override func accessibilityDecrement() { page -= 1 }
                }
                """),
            .swift("""
                final class StarRatingView: UIView {
                    var rating = 3

                    func setUpAccessibility() {
                        isAccessibilityElement = true
                        ↓accessibilityTraits = .adjustable
                        accessibilityValue = "\\(rating) stars"
                    }

                    override func accessibilityIncrement() { rating += 1 }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                final class PageCarouselView: UIView {
                    var page = 0
                    override var accessibilityTraits: UIAccessibilityTraits {
                        get { .adjustable }
                        set {}
                    }
                    override func accessibilityIncrement() { page += 1 }
                    override func accessibilityDecrement() { page -= 1 }
                }
                """),
            .swift("""
                final class StepSlider: UISlider {
                    override func accessibilityIncrement() { value += 5 }
                }
                """),
            .swift("""
                final class CarouselElement: UIAccessibilityElement {
                    var index = 0
                    override func accessibilityIncrement() { index += 1 }
                    override func accessibilityDecrement() { index -= 1 }
                }

                final class CarouselView: UIView {
                    lazy var element: CarouselElement = {
                        let element = CarouselElement(accessibilityContainer: self)
                        element.accessibilityTraits = .adjustable
                        return element
                    }()
                }
                """),
        ],
        fixExamples: [
            FixExample(
                before: """
                    final class PageCarouselView: UIView {
                        override func ↓accessibilityIncrement() { page += 1 }
                        override func accessibilityDecrement() { page -= 1 }
                    }
                    """,
                after: """
                    final class PageCarouselView: UIView {
                        override var accessibilityTraits: UIAccessibilityTraits {
                            get { super.accessibilityTraits.union(.adjustable) }
                            set { super.accessibilityTraits = newValue }
                        }

                        override func accessibilityIncrement() { page += 1 }
                        override func accessibilityDecrement() { page -= 1 }
                    }
                    """),
        ])

    static let steppingMethods: Set<String> = ["accessibilityIncrement", "accessibilityDecrement"]
    static let adjustableSystemControls: Set<String> = ["UISlider", "UIStepper", "UIPageControl", "UIDatePicker",
                                                        "UIPickerView"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        let adjustableGivenInFile = file.nodes(SequenceExprSyntax.self).contains { sequence in
            let text = sequence.trimmedDescription
            return text.contains("accessibilityTraits") && text.contains("adjustable")
        }
        return UIKitClassSource.all(in: file).compactMap { type in
            guard type.inheritsFromSystemClass, !Self.adjustableSystemControls.contains(type.superclass ?? "") else {
                return nil
            }
            let stepping = type.functions(named: Self.steppingMethods, in: file)
            let isAdjustable = type.traits(of: "self").contains("adjustable")
            if let first = stepping.first, !isAdjustable {
                if type.superclass == "UIAccessibilityElement" && adjustableGivenInFile { return nil }
                return finding(.steppingWithoutTrait, at: file.location(of: first.name), edits: traitEdit(type, before: first, in: file))
            }
            let missing = Self.steppingMethods.subtracting(stepping.map(\.name.text))
            guard isAdjustable, !missing.isEmpty,
                  let use = type.uses(of: "accessibilityTraits").first(where: { $0.receiver == "self" && $0.traitNames.contains("adjustable") })
            else { return nil }
            return finding(.traitWithoutStepping(missing: missing.sorted()), at: file.location(of: Self.anchor(of: use)))
        }
    }

    /// Where a finding about a traits assignment points: the assignment, or the override's name.
    private static func anchor(of use: PropertyUse) -> Syntax {
        if let variable = use.statement.as(VariableDeclSyntax.self), let binding = variable.bindings.first {
            return Syntax(binding.pattern)
        }
        if let item = use.statement.as(CodeBlockItemSyntax.self) { return Syntax(item.item) }
        return use.statement
    }

    /// An `accessibilityTraits` override adding `.adjustable`, inserted before the first stepping
    /// method, when the class says nothing about its traits.
    private func traitEdit(_ type: UIKitClassSource, before method: FunctionDeclSyntax, in file: ParsedSourceFile) -> [TextEdit] {
        guard type.uses(of: "accessibilityTraits").isEmpty else { return [] }
        let indentation = method.leadingIndentation
        let text = """
            override var accessibilityTraits: UIAccessibilityTraits {
            \(indentation)    get { super.accessibilityTraits.union(.adjustable) }
            \(indentation)    set { super.accessibilityTraits = newValue }
            \(indentation)}

            \(indentation)
            """
        return [file.edit(inserting: text, before: method)]
    }
}

extension RuleMessage {
    fileprivate static let steppingWithoutTrait = RuleMessage(
        id: "increment-without-adjustable-trait.trait",
        text: """
            VoiceOver never calls this method: without the adjustable trait a swipe up or down does \
            not reach it, so a VoiceOver user cannot change the value.
            """,
        fix: "Add `.adjustable` to the element's `accessibilityTraits` and give its value as `accessibilityValue`.")

    fileprivate static func traitWithoutStepping(missing: [String]) -> RuleMessage {
        RuleMessage(
            id: "increment-without-adjustable-trait.methods",
            text: """
                This element says "Adjustable" but does not implement \(missing.map { "`\($0)()`" }.joined(separator: " and ")): \
                a VoiceOver user who swipes to change it gets nothing.
                """,
            fix: "Override `accessibilityIncrement()` and `accessibilityDecrement()` to step the value the element reads.")
    }
}
