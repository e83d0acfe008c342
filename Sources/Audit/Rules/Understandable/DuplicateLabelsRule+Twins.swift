import AccessibilityTree

/// Which controls that read the same words to the audit are read the same at run time.
extension DuplicateLabelsRule {
    /// Whether the label the audit heard leaves out a part the front end could not read that is
    /// the control's own data (`LabeledContent(L10n.audio, value: audio.map(\.displayTitle)…)` in
    /// a row of a `ForEach`, a caller's `label` beside a checkmark): each control reads its own
    /// data there, as `readsInstanceData` says of a label that interpolates it. A part from a
    /// type's constant (`String(format:…)` behind `L10n.add`) reads the same everywhere and does
    /// not count; nor does a control's value (a toggle's state), which does not tell it apart, nor
    /// a run-time condition choosing between words the code writes (`shown ? "Hide" : "Show"`).
    static func leavesOutOwnData(_ element: AccessibilityElement) -> Bool {
        element.unresolved.contains { unresolved in
            guard unresolved.fact == nil || unresolved.fact == .label,
                  let expression = RunTimeReason.value(in: unresolved.reason) else { return false }
            return namesInstanceDataFirst(expression)
        }
    }

    /// Whether a part of what the control shows was not read (bitkit's row titles, drawn by a
    /// `Text` built with `parts.reduce(Text("")) { $0 + … }`): the words read are what is left
    /// around it (its pictures' names), and the words left out may be the ones that tell the
    /// controls apart.
    static func leavesOutUnreadContent(_ element: AccessibilityElement) -> Bool {
        element.unresolved.contains { ($0.fact == nil || $0.fact == .label) && $0.reason.hasSuffix("is not evaluated") }
    }

    /// Whether the expression a front end could not work out starts from an instance's data (a
    /// property or a local, `audio.map(\.displayTitle)`), not from a type (`Current.localized.string(key,
    /// table)`, the strings table's lookup behind every `L10n` constant, whose arguments are the
    /// lookup's own parameters, not the control's data).
    static func namesInstanceDataFirst(_ expression: String) -> Bool {
        guard let first = expression.first else { return false }
        return first.isLowercase || first == "_" || first == "$"
    }

    /// Whether two controls are never on screen together: one is shown while a collection is
    /// empty and the other while it is not (`if profiles.isEmpty { addButton }` in the list and
    /// `if profiles.isNotEmpty { addButton }` in the toolbar), one `Add` button at a time.
    static func excludeEachOther(_ first: AccessibilityElement, _ second: AccessibilityElement) -> Bool {
        let firstConditions = presenceConditions(of: first)
        return presenceConditions(of: second).contains { condition in
            firstConditions.contains { RunTimeReason.areOpposite($0, condition) }
        }
    }

    private static func presenceConditions(of element: AccessibilityElement) -> [String] {
        element.unresolved.compactMap { $0.fact == .presence ? RunTimeReason.expression(in: $0.reason) : nil }
    }
}

/// The expression a front end's reason names as unknown at run time ("run-time value
/// `audio.map(\.displayTitle)`", "condition depends on run-time value `profiles.isEmpty`").
enum RunTimeReason {
    private static let valuePrefix = "run-time value `"
    private static let prefixes = [valuePrefix, "condition depends on run-time value `"]

    /// The expression of a reason of either kind.
    static func expression(in reason: String) -> String? {
        prefixes.lazy.compactMap { named(in: reason, after: $0) }.first
    }

    /// The expression of a run-time value itself, not of a condition.
    static func value(in reason: String) -> String? { named(in: reason, after: valuePrefix) }

    private static func named(in reason: String, after prefix: String) -> String? {
        guard reason.hasPrefix(prefix) else { return nil }
        let rest = reason.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: "`") else { return nil }
        return String(rest[..<end])
    }

    /// Whether `first` and `second` test one collection for emptiness, one each way.
    static func areOpposite(_ first: String, _ second: String) -> Bool {
        for (empty, notEmpty) in [(first, second), (second, first)] {
            if empty.hasSuffix(".isEmpty"), notEmpty.hasSuffix(".isNotEmpty"),
               empty.dropLast(".isEmpty".count) == notEmpty.dropLast(".isNotEmpty".count) { return true }
        }
        return false
    }
}
