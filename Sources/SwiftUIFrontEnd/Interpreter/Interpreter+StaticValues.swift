import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// Static properties' values computed once and read again from memory: within a screen variant,
/// then by the next variants and entries of the file (`StaticValueMemory`), then by the app's other
/// files lowered under the same settings (`AppStaticValues`).
///
/// A view reads the same `static let` (a colour, a font, a `mock` model) many times; each read
/// evaluated its initial value again. A value is reused only where evaluating it again would
/// give the same value and spend the same budget: under the same Dynamic Type size, with no
/// environment override, under the same views when it depends on them (as deep as its record
/// allows when it does not), when no limit (a cycle, the depth, steps or
/// views) stopped its first evaluation and none would stop a second one, and when no static
/// property or type it read is being initialised now. The steps and views it spent are spent
/// again, so the rest of the evaluation stops where it stopped before
/// (`Interpreter+Remembering.swift`).
extension Interpreter {
    /// What a static property's value depends on besides the property.
    struct StaticValueKey: Hashable {
        var property: SyntaxReference<PatternBindingSyntax>.Key
        var dynamicTypeSize: ContentSizeCategory
        /// The views around where it is read, for a value that depends on them
        /// (`EvaluationRecord.dependsOnViewsAround`); nil for a value that does not, which is the
        /// same under any views that leave its evaluation room under the limits on nesting.
        var viewStack: [String]?
        var viewDepth: Int?
        /// The screen variant it was evaluated in (`BranchExploration.variant`), for a value whose
        /// evaluation met a run-time decision; nil for one that met none, the same in every variant.
        var variant: Int?

        /// This key for a value that met a run-time decision, evaluated in `variant`.
        func evaluated(inVariant variant: Int) -> StaticValueKey {
            var key = self
            key.variant = variant
            return key
        }
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
        let anywhere = StaticValueKey(property: member.reference.key, dynamicTypeSize: scope.environment.dynamicTypeSize)
        if let known = rememberedStatic(anywhere), canReuse(known.record, scope) {
            reuse(known.record, scope)
            return known.value
        }
        var here = anywhere
        here.viewStack = scope.viewStack
        here.viewDepth = scope.viewDepth
        if let known = rememberedStatic(here), canReuse(known.record, scope) {
            reuse(known.record, scope)
            return known.value
        }
        if sharesValuesOfVariant {
            for key in [anywhere, here] {
                if let known = appStatics?.value(for: key.evaluated(inVariant: branches.variant)), canReuse(known.record, scope) {
                    staticValues[key] = known
                    reuse(known.record, scope)
                    return known.value
                }
            }
        }
        counter?.countStaticEvaluation()
        let (value, record) = recording(collectsReads: true, scope, evaluate)
        if let record {
            let key = record.dependsOnViewsAround ? here : anywhere
            let remembered = StaticValue(value: value, record: record)
            staticValues[key] = remembered
            if !record.readsSizeClass, record.lookups != nil, value.holdsNoClosureNorView {
                if !record.metDecision {
                    appStatics?.keep(remembered, for: key)
                } else if sharesValuesOfVariant {
                    appStatics?.keep(remembered, for: key.evaluated(inVariant: branches.variant))
                }
            }
        }
        return value
    }

    /// Whether values that met a run-time decision are shared with the app's other files lowered
    /// in the same variant: only when nothing runs, since a running screen evaluates with the
    /// values it kept (`LiveState`), which are its own.
    private var sharesValuesOfVariant: Bool { live == nil && appStatics != nil }

    /// The value remembered under `key`: by this interpreter, by an earlier one of the same file,
    /// or by the app's other files (then kept in this interpreter's memory too).
    private mutating func rememberedStatic(_ key: StaticValueKey) -> StaticValue? {
        if let known = staticValues[key] ?? handedStatics[key] { return known }
        guard let known = appStatics?.value(for: key) else { return nil }
        staticValues[key] = known
        return known
    }

    /// The values this interpreter remembered that are the same in every screen variant, to hand
    /// to the next variant's interpreter.
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

extension Value {
    /// Whether the value is data alone: no closure (which keeps its syntax tree and scope) and no
    /// view, at any depth.
    var holdsNoClosureNorView: Bool {
        switch self {
        case .closure, .view: false
        case .array(let items): items.allSatisfy(\.holdsNoClosureNorView)
        case .object(let object): object.fields.values.allSatisfy(\.holdsNoClosureNorView)
        case .enumCase(_, let arguments): arguments.allSatisfy(\.holdsNoClosureNorView)
        case .range(let lower, let upper, _):
            (lower?.holdsNoClosureNorView ?? true) && (upper?.holdsNoClosureNorView ?? true)
        default: true
        }
    }
}
