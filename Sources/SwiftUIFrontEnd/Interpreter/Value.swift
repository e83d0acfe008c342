import AccessibilityTree
import Basics
import SwiftSyntax

/// A value the interpreter computed from source: a literal, a struct instance, a view, a closure
/// waiting to be called, or `unknown` with the reason it could not be computed.
indirect enum Value {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([Value])
    /// A struct, class or tuple instance.
    case object(ObjectValue)
    /// An enum case or implicit static member (`.accessibility1`, `.leading`), with arguments.
    case enumCase(String, [Value])
    case dynamicTypeSize(ContentSizeCategory)
    /// `lower...upper`, `lower..<upper`, `...upper`, `lower...`.
    case range(lower: Value?, upper: Value?, isClosed: Bool)
    case view(ViewNode)
    case closure(Closure)
    case keyPath([String])
    /// A type used as a value (`Color`, `DynamicTypeSize`, `Dog`).
    case type(String)
    case null
    /// What could not be evaluated; the reason names the expression (`run-time value \`model.name\``).
    /// A string with run-time parts keeps its text with those parts as written (`Hello \(name)`).
    case unknown(reason: String, partialText: String? = nil)

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// Why the value is unknown, or nil when it is known.
    var unknownReason: String? {
        guard case .unknown(let reason, _) = self else { return nil }
        return reason
    }

    /// For a string with run-time parts, its text with those parts as written (`Hello \(name)`).
    var partialText: String? {
        guard case .unknown(_, let partialText) = self else { return nil }
        return partialText
    }

    var asBool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    var asDouble: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    var asInt: Int? {
        switch self {
        case .int(let value): value
        case .double(let value): value.wholeNumber
        default: nil
        }
    }

    var asString: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var asView: ViewNode? {
        if case .view(let node) = self { return node }
        return nil
    }

    /// The text a view shows for this value given as its text or title (`Text(x)`, `Button(x)`):
    /// what interpolation gives, but nil for a case with no payload. No string is an enum case, so
    /// such a value is a static member of a type the code does not declare
    /// (`LocalString.payment_monthly`, generated when the app is built), whose words only the
    /// running app knows, not the member's name.
    var shownText: String? {
        if case .enumCase = self { return nil }
        return interpolated
    }

    /// Whether it is a case with no payload, read where a string was expected (`shownText`).
    var isCaseReadAsText: Bool {
        if case .enumCase(_, let arguments) = self { return arguments.isEmpty }
        return false
    }

    /// The text Swift's string interpolation would produce, or nil when not known.
    var interpolated: String? {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .enumCase(let name, let arguments) where arguments.isEmpty: name
        case .dynamicTypeSize(let size): size.dynamicTypeSizeName
        case .array(let items):
            items.map(\.interpolated).contains(nil) ? nil
                : "[" + items.compactMap { $0.interpolated.map { "\"\($0)\"" } }.joined(separator: ", ") + "]"
        default: nil
        }
    }
}

/// An instance of a type from the source (or a tuple): its type name and its fields in order.
struct ObjectValue {
    var typeName: String
    /// The file declaring the type, to tell apart types of the same name in different targets.
    var declaringFile: String?
    var fieldNames: [String]
    var fields: [String: Value]
    /// Where each state property's value is kept while the screen runs (`LiveState.values`),
    /// by property name; empty when nothing runs.
    var stateKeys: [String: String] = [:]
    /// Where the caller wrote each string literal it passed to a stored property of this instance
    /// (`TabButton(img: "bubble.left")`), by property name (`PassedLiterals.swift`).
    var passedLiterals: [String: SourceLocation] = [:]

    init(typeName: String, fields: [(String, Value)] = []) {
        self.typeName = typeName
        self.fieldNames = fields.map(\.0)
        self.fields = Dictionary(fields, uniquingKeysWith: { first, _ in first })
    }

    subscript(name: String) -> Value? {
        get { fields[name] }
        set {
            if fields[name] == nil { fieldNames.append(name) }
            fields[name] = newValue
        }
    }

    static let tupleTypeName = "(tuple)"
}

/// A closure and the scope it captured, called when a view builder or `ForEach` needs its views.
struct Closure {
    var syntax: ClosureExprSyntax
    var scope: Scope
}
