import SwiftSyntax
import SwiftSyntaxSupport

extension FunctionParameterListSyntax {
    /// Whether a call with argument `labels` (nil for an unlabelled one) and `trailingClosures`
    /// can call a function with these parameters: the arguments match parameters' labels in
    /// order (a variadic parameter takes the unlabelled arguments after its first too), trailing
    /// closures fill the parameters left after them, and every other parameter has a default value.
    func accepts(labels: [String?], trailingClosures: Int = 0) -> Bool {
        var remaining = labels[...]
        var closures = trailingClosures
        for parameter in self {
            let label = parameter.argumentLabel
            if let next = remaining.first, next == label {
                remaining = remaining.dropFirst()
                if parameter.ellipsis != nil { remaining = remaining.drop { $0 == nil } }
            } else if remaining.isEmpty, closures > 0 {
                closures -= 1
            } else if parameter.defaultValue == nil, parameter.ellipsis == nil {
                return false
            }
        }
        return remaining.isEmpty && closures == 0
    }
}

extension FunctionCallExprSyntax {
    /// Whether a function with `parameters` can take this call's arguments
    /// (`FunctionParameterListSyntax.accepts(labels:trailingClosures:)`).
    func fits(_ parameters: FunctionParameterListSyntax) -> Bool {
        let closures = (trailingClosure == nil ? 0 : 1) + additionalTrailingClosures.count
        return parameters.accepts(labels: arguments.map { $0.label?.text }, trailingClosures: closures)
    }
}
