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
    /// parameters are `(_ header: String, footer: String, content: () -> Content)`. The first,
    /// unlabelled one passes over a parameter with a default whose type cannot hold a closure
    /// (SE-0286, forward scanning: it matches the next parameter that "structurally resembles a
    /// function type"), so `Section(header: h, footer: f) { … }` is not taken by a model's
    /// `init(header: String? = nil, rows: [Row] = [], footer: String? = nil, uuid: String = "")`.
    ///
    /// - Parameter namesNoFunction: whether a type name names a type no closure converts to (a
    ///   struct, class or enum the caller knows), beside the standard value types.
    public func accepts(labels: [String?], trailingClosureLabels: [String?],
                        namesNoFunction: (String) -> Bool = { _ in false }) -> Bool {
        var remaining = labels[...]
        var closures = trailingClosureLabels[...]
        let parameters = Array(self)
        for (index, parameter) in parameters.enumerated() {
            let label = parameter.argumentLabel
            if let next = remaining.first, next == label {
                remaining = remaining.dropFirst()
                if parameter.ellipsis != nil { remaining = remaining.drop { $0 == nil } }
            } else if remaining.isEmpty, let closure = closures.first, closure == label
                        || (closure == nil && Self.takesUnlabelledClosure(parameter, before: parameters[(index + 1)...],
                                                                          namesNoFunction: namesNoFunction)) {
                closures = closures.dropFirst()
            } else if parameter.defaultValue == nil, parameter.ellipsis == nil {
                return false
            }
        }
        return remaining.isEmpty && closures.isEmpty
    }

    /// Whether the unlabelled trailing closure fills `parameter`: one that needs an argument, or
    /// one with a default whose type may hold a closure, unless a later parameter surely takes it
    /// (a function type, or one that needs an argument): `style: Style = .plain` is passed over
    /// for `action: () -> Void` after it, its type not being known here.
    private static func takesUnlabelledClosure(_ parameter: FunctionParameterSyntax,
                                               before later: ArraySlice<FunctionParameterSyntax>,
                                               namesNoFunction: (String) -> Bool) -> Bool {
        if parameter.defaultValue == nil { return true }
        if parameter.type.isFunctionType { return true }
        guard parameter.type.mayTakeClosure(namesNoFunction: namesNoFunction) else { return false }
        return !later.contains { $0.type.isFunctionType || ($0.defaultValue == nil && $0.ellipsis == nil) }
    }
}

extension FunctionCallExprSyntax {
    /// Whether a function with `parameters` can take this call's arguments
    /// (`FunctionParameterListSyntax.accepts(labels:trailingClosures:)`).
    /// A closure passed with a label must also take parameters where the parameter's function
    /// type does, and none where it takes none: Damus's `damus_full_screen_cover(_:damus_state:content:)`
    /// takes `content: () -> Content` for a `Binding<Bool>` and `content: (T) -> Content` for an
    /// item, and a call passing `content: { _ in … }` can only mean the second.
    ///
    /// - Parameter namesNoFunction: as for `accepts(labels:trailingClosureLabels:namesNoFunction:)`.
    public func fits(_ parameters: FunctionParameterListSyntax, namesNoFunction: (String) -> Bool = { _ in false }) -> Bool {
        let closures: [String?] = (trailingClosure == nil ? [] : [nil]) + additionalTrailingClosures.map { $0.label.text }
        guard parameters.accepts(labels: arguments.map { $0.label?.text }, trailingClosureLabels: closures,
                                 namesNoFunction: namesNoFunction) else { return false }
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
    /// Whether it is written as a function type, optional or attributed or not (`@escaping () -> Void`).
    public var isFunctionType: Bool {
        let type = withoutWrapping
        return type.is(FunctionTypeSyntax.self)
            || type.as(TupleTypeSyntax.self).map { $0.elements.count == 1 && $0.elements.first?.type.isFunctionType == true } == true
    }

    /// Whether a closure may be passed for a parameter of this type (SE-0286's "structurally
    /// resembles a function type", read without the type checker): a function type, or a name
    /// that may stand for one (a generic parameter, a type alias, `Any`, a nested name), optional
    /// or attributed or not; not a collection, a tuple, a generic type's instance (`Binding<Bool>`)
    /// or a standard value type, nor one `namesNoFunction` says is a struct, class or enum.
    public func mayTakeClosure(namesNoFunction: (String) -> Bool = { _ in false }) -> Bool {
        if isFunctionType { return true }
        let type = withoutWrapping
        if type.is(TupleTypeSyntax.self) || type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return false }
        if let named = type.as(IdentifierTypeSyntax.self) {
            return named.genericArgumentClause == nil && !Self.valueTypes.contains(named.name.text) && !namesNoFunction(named.name.text)
        }
        if let member = type.as(MemberTypeSyntax.self) { return !namesNoFunction(member.name.text) }
        return true
    }

    /// The type under `?`, `!` and attributes (`@escaping`, `@autoclosure`).
    private var withoutWrapping: TypeSyntax {
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.withoutWrapping }
        if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType.withoutWrapping }
        if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.withoutWrapping }
        return self
    }

    /// Standard types no closure converts to.
    private static let valueTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Data", "Decimal",
        "CGSize", "CGPoint", "CGRect", "TimeInterval", "Array", "Dictionary", "Set", "Optional",
    ]

    /// How many parameters a function type takes (`@escaping (T) -> Content`: 1), nil for any
    /// other type.
    public var functionParameterCount: Int? {
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.functionParameterCount }
        if let function = self.as(FunctionTypeSyntax.self) { return function.parameters.count }
        return nil
    }
}
