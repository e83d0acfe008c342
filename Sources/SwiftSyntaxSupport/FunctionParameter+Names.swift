import SwiftSyntax

extension FunctionParameterSyntax {
    /// The label a call writes before this parameter's argument (`for` in
    /// `func show(for dog: Dog)`); nil when the argument goes unlabelled (`_ dog: Dog`). The Swift
    /// Programming Language, "Functions › Function Argument Labels and Parameter Names".
    public var argumentLabel: String? {
        firstName.tokenKind == .wildcard ? nil : firstName.text
    }

    /// The name the function's body knows the parameter by: the second name when there is one
    /// (`dog` in `for dog: Dog`), else the first.
    public var localName: String {
        (secondName ?? firstName).text
    }
}
