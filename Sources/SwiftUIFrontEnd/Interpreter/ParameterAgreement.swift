import SwiftSyntax

/// How many of a call's evaluated arguments the declared types of the parameters taking them
/// agree with, to tell apart overloads whose labels are the same (`init(_ name: String)` beside
/// `init(_ strategy: Strategy)`, mlem's `Icon`): Swift chooses by the arguments' types (The Swift
/// Programming Language, Declarations: Initializer Declaration; overloads differ in their
/// parameters' types), which an evaluated value shows only in its kind. A string agrees with a
/// string type, a number with a number type, a flag with `Bool`, an enum's case with a type that
/// is none of these; anything else (a closure, an instance, a value left unknown) agrees with
/// nothing, so it prefers no overload.
enum ParameterAgreement {
    /// The agreements of `arguments` taken in `parameters`' order, each argument by its label.
    static func count(_ parameters: FunctionParameterListSyntax, _ arguments: [CallArgument]) -> Int {
        var next = arguments[...]
        var agreeing = 0
        for parameter in parameters {
            guard let argument = next.first, argument.label == parameter.argumentLabel else { continue }
            next = next.dropFirst()
            if agrees(argument.value, parameter.type.trimmedDescription) { agreeing += 1 }
        }
        return agreeing
    }

    private static let numberTypes: Set<String> = ["Int", "Double", "CGFloat", "Float", "UInt", "Int64", "Int32", "TimeInterval"]
    private static let stringTypes: Set<String> = [
        "String", "Substring", "LocalizedStringKey", "LocalizedStringResource", "StringProtocol",
    ]

    private static func agrees(_ value: Value, _ typeText: String) -> Bool {
        let name = Interpreter.bareTypeName(typeText)
        switch value {
        case .string: return stringTypes.contains(name)
        case .int, .double: return numberTypes.contains(name)
        case .bool: return name == "Bool"
        case .enumCase: return !stringTypes.contains(name) && !numberTypes.contains(name) && name != "Bool"
        default: return false
        }
    }
}
