import SwiftSyntax

extension FunctionParameterListSyntax {
    /// Whether a call with argument `labels` (nil for an unlabelled one) and `trailingClosures`
    /// can call a function with these parameters: the arguments match parameters' labels in
    /// order (a variadic parameter takes the unlabelled arguments after its first too), trailing
    /// closures fill the parameters left after them, and every other parameter has a default value.
    public func accepts(labels: [String?], trailingClosures: Int = 0) -> Bool {
        accepts(labels: labels, trailingClosureLabels: Array(repeating: nil, count: trailingClosures))
    }

    /// As `accepts(labels:trailingClosures:)`, with the label of each trailing closure (nil for
    /// the first, which is written without one): a labelled trailing closure fills only the
    /// parameter of its label, skipping parameters with defaults before it (The Swift Programming
    /// Language, Closures: Trailing Closures; SE-0279, multiple trailing closures). So
    /// `Section { … } header: { … } footer: { … }` is not taken by an initialiser whose
    /// parameters are `(_ header: String, footer: String, content: () -> Content)`.
    public func accepts(labels: [String?], trailingClosureLabels: [String?]) -> Bool {
        var remaining = labels[...]
        var closures = trailingClosureLabels[...]
        for parameter in self {
            let label = parameter.argumentLabel
            if let next = remaining.first, next == label {
                remaining = remaining.dropFirst()
                if parameter.ellipsis != nil { remaining = remaining.drop { $0 == nil } }
            } else if remaining.isEmpty, let closure = closures.first, closure == nil || closure == label {
                closures = closures.dropFirst()
            } else if parameter.defaultValue == nil, parameter.ellipsis == nil {
                return false
            }
        }
        return remaining.isEmpty && closures.isEmpty
    }
}

extension FunctionCallExprSyntax {
    /// Whether a function with `parameters` can take this call's arguments
    /// (`FunctionParameterListSyntax.accepts(labels:trailingClosures:)`).
    /// A closure passed with a label must also take parameters where the parameter's function
    /// type does, and none where it takes none: Damus's `damus_full_screen_cover(_:damus_state:content:)`
    /// takes `content: () -> Content` for a `Binding<Bool>` and `content: (T) -> Content` for an
    /// item, and a call passing `content: { _ in … }` can only mean the second.
    public func fits(_ parameters: FunctionParameterListSyntax) -> Bool {
        let closures: [String?] = (trailingClosure == nil ? [] : [nil]) + additionalTrailingClosures.map { $0.label.text }
        guard parameters.accepts(labels: arguments.map { $0.label?.text }, trailingClosureLabels: closures) else { return false }
        return arguments.allSatisfy { argument in
            guard let label = argument.label?.text, let closure = argument.expression.as(ClosureExprSyntax.self),
                  let taken = closure.declaredParameterCount,
                  let parameter = parameters.first(where: { $0.firstName.text == label }),
                  let expected = parameter.type.functionParameterCount else { return true }
            return (taken == 0) == (expected == 0)
        }
    }
}

extension ClosureExprSyntax {
    /// How many parameters the closure names (`{ _ in … }`: 1), nil when it names none and may
    /// use `$0`.
    public var declaredParameterCount: Int? {
        guard let clause = signature?.parameterClause else { return nil }
        if let names = clause.as(ClosureShorthandParameterListSyntax.self) { return names.count }
        return clause.as(ClosureParameterClauseSyntax.self)?.parameters.count
    }
}

extension TypeSyntax {
    /// How many parameters a function type takes (`@escaping (T) -> Content`: 1), nil for any
    /// other type.
    public var functionParameterCount: Int? {
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.functionParameterCount }
        if let function = self.as(FunctionTypeSyntax.self) { return function.parameters.count }
        return nil
    }
}
