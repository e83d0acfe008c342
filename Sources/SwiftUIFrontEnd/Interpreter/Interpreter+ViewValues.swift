import AccessibilityTree
import SwiftSyntax

/// Custom views evaluated once and read again from memory (docs/benchmarks.md, "Custom views
/// shared across screen variants").
///
/// Each screen variant evaluates its entry point again to take other branches, though most of
/// the views it builds meet no decision and come out the same. A custom view's node is a function
/// of its type, where it is created, its arguments and the scope its body runs in: the
/// environment, the views around it (`viewStack`, `viewDepth`) and no `self` view. When all of
/// those are the same and every argument has a key (`ValueKey`: no closure, no view), the node
/// its first evaluation built is reused, with what that evaluation spent and noted
/// (`Interpreter+Remembering.swift`). A running screen (`live`) evaluates every view.
extension Interpreter {
    /// What a custom view's node depends on besides the index and the settings of the run.
    struct ViewValueKey: Hashable {
        struct Argument: Hashable {
            var label: String?
            var value: ValueKey
        }

        var typeName: String
        var typeFile: String
        var typeOffset: Int
        var location: SourceLocation
        var arguments: [Argument]
        var settings: AccessibilitySettings
        var dynamicTypeSize: ContentSizeCategory
        var viewStack: [String]
        var viewDepth: Int

        /// Nil where the node depends on more than the key can hold: an argument without a key,
        /// an environment override, a `self` view.
        init?(_ type: SourceIndex.TypeDecl, arguments: [CallArgument], at location: SourceLocation, _ scope: Scope) {
            guard scope.environment.overrides.isEmpty, scope.selfView == nil else { return nil }
            var keys: [Argument] = []
            keys.reserveCapacity(arguments.count)
            for argument in arguments {
                guard let value = ValueKey(argument.value) else { return nil }
                keys.append(Argument(label: argument.label, value: value))
            }
            typeName = type.name
            typeFile = type.file.path
            typeOffset = type.position.utf8Offset
            self.location = location
            self.arguments = keys
            settings = scope.environment.settings
            dynamicTypeSize = scope.environment.dynamicTypeSize
            viewStack = scope.viewStack
            viewDepth = scope.viewDepth
        }
    }

    /// A custom view's node with what its evaluation spent and read.
    struct ViewValue {
        var node: ViewNode
        var record: EvaluationRecord
    }

    /// The node of the custom view `type` created at `location` with `arguments` in `scope`, from
    /// memory when that gives what `evaluate` would, else evaluated now (and remembered when it
    /// can be reused).
    mutating func rememberedView(_ type: SourceIndex.TypeDecl, arguments: [CallArgument], at location: SourceLocation,
                                 _ scope: Scope, evaluate: (inout Interpreter) -> ViewNode) -> ViewNode {
        guard remembersViews, live == nil, let key = ViewValueKey(type, arguments: arguments, at: location, scope) else {
            counter?.countViewEvaluation()
            return evaluate(&self)
        }
        if let known = viewValues[key] ?? handedViews[key], canReuse(known.record, scope) {
            reuse(known.record, scope)
            return known.node
        }
        counter?.countViewEvaluation()
        let (node, record) = recording(collectsReads: trace.collectsReads, scope, evaluate)
        if let record { viewValues[key] = ViewValue(node: node, record: record) }
        return node
    }

    /// The views this interpreter remembered that are the same in every screen variant, to hand to
    /// the next variant's interpreter.
    var viewValuesSameInEveryVariant: [ViewValueKey: ViewValue] {
        viewValues.filter { $0.value.record.isSameInEveryVariant }
    }
}
