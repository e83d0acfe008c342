import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// Static properties' values computed once per entry point and read again from memory.
///
/// A view reads the same `static let` (a colour, a font, a `mock` model) many times; each read
/// evaluated its initial value again. A value is reused only where evaluating it again would
/// give the same value and spend the same budget: under the same Dynamic Type size and
/// nesting of views, with no environment override, when no limit (a cycle, the depth, steps or
/// views) stopped its first evaluation and none would stop a second one, and when no static
/// property or type it read is being initialised now. The steps and views it spent are spent
/// again, so the rest of the evaluation stops where it stopped before
/// (`Interpreter+Remembering.swift`).
extension Interpreter {
    /// What a static property's value depends on besides the property.
    struct StaticValueKey: Hashable {
        var property: SyntaxReference<PatternBindingSyntax>.Key
        var dynamicTypeSize: ContentSizeCategory
        var viewStackDepth: Int
        var viewDepth: Int
    }

    /// A static property's value with what its evaluation spent and read.
    struct StaticValue {
        var value: Value
        var record: EvaluationRecord
    }

    /// The value of `member` in `scope`, from memory when that gives what `evaluate` would, else
    /// evaluated now (and remembered when it can be reused).
    mutating func rememberedStatic(_ member: SourceIndex.Member<PatternBindingSyntax>, _ scope: Scope,
                                   evaluate: (inout Interpreter) -> Value) -> Value {
        guard scope.environment.overrides.isEmpty else {
            counter?.countStaticEvaluation()
            return evaluate(&self)
        }
        let key = StaticValueKey(property: member.reference.key, dynamicTypeSize: scope.environment.dynamicTypeSize,
                                 viewStackDepth: scope.viewStack.count, viewDepth: scope.viewDepth)
        if let known = staticValues[key], canReuse(known.record) {
            reuse(known.record)
            return known.value
        }
        counter?.countStaticEvaluation()
        let (value, record) = recording(collectsReads: true, evaluate)
        if let record { staticValues[key] = StaticValue(value: value, record: record) }
        return value
    }

    /// The values remembered that are the same in every screen variant, to hand to the next
    /// variant's interpreter.
    var staticValuesSameInEveryVariant: [StaticValueKey: StaticValue] {
        staticValues.filter { $0.value.record.isSameInEveryVariant }
    }

    /// Notes that an evaluation read the static property `key` (for the values being remembered).
    mutating func traceStaticRead(_ key: SyntaxReference<PatternBindingSyntax>.Key) {
        if trace.collectsReads { trace.staticsRead.insert(key) }
    }

    /// Notes that an evaluation created an instance of the type `key` names.
    mutating func traceInstance(_ key: String) {
        if trace.collectsReads { trace.typesCreated.insert(key) }
    }
}
