import SwiftSyntax

extension FunctionParameterListSyntax {
    /// Whether a call with argument `labels` (nil for an unlabelled one) and `trailingClosures`
    /// can call a function with these parameters: the arguments match parameters' labels in
    /// order, trailing closures fill the parameters left after them, and every other parameter
    /// has a default value.
    func accepts(labels: [String?], trailingClosures: Int = 0) -> Bool {
        var remaining = labels[...]
        var closures = trailingClosures
        for parameter in self {
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            if let next = remaining.first, next == label {
                remaining = remaining.dropFirst()
            } else if remaining.isEmpty, closures > 0 {
                closures -= 1
            } else if parameter.defaultValue == nil, parameter.ellipsis == nil {
                return false
            }
        }
        return remaining.isEmpty && closures == 0
    }
}
