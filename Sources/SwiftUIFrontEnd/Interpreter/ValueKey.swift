import AccessibilityTree

/// A value the interpreter computed, as a key that is equal only for values every evaluation
/// reads the same way: the key of a custom view's arguments (`Interpreter+ViewValues.swift`).
///
/// `Value` is not `Hashable`: views and closures hold syntax and scopes. Those have no key, so a
/// view passed them is evaluated each time. Numbers are compared by their bits, so `0.0` and
/// `-0.0`, which print differently, are different keys.
indirect enum ValueKey: Hashable {
    case string(String)
    case int(Int)
    case double(UInt64)
    case bool(Bool)
    case array([ValueKey])
    case object(typeName: String, declaringFile: String?, fields: [Field], stateKeys: [String: String])
    case enumCase(String, [ValueKey])
    case dynamicTypeSize(ContentSizeCategory)
    case range(lower: ValueKey?, upper: ValueKey?, isClosed: Bool)
    case keyPath([String])
    case type(String)
    case null
    case unknown(reason: String, partialText: String?)

    /// One field of an instance, in the instance's order.
    struct Field: Hashable {
        var name: String
        /// Nil for a field named but holding no value.
        var value: ValueKey?
    }

    /// Values with more parts than this have no key: comparing them would cost more than the
    /// evaluations it saves are likely to.
    static let maximumParts = 4_096

    /// The key of `value`, or nil when it holds a view or a closure, or more than `maximumParts` parts.
    init?(_ value: Value) {
        var budget = Self.maximumParts
        guard let key = Self.key(value, budget: &budget) else { return nil }
        self = key
    }

    private static func key(_ value: Value, budget: inout Int) -> ValueKey? {
        budget -= 1
        guard budget >= 0 else { return nil }
        switch value {
        case .string(let text): return .string(text)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number.bitPattern)
        case .bool(let flag): return .bool(flag)
        case .array(let items): return keys(items, budget: &budget).map(ValueKey.array)
        case .object(let object):
            var fields: [Field] = []
            fields.reserveCapacity(object.fieldNames.count)
            for name in object.fieldNames {
                guard let field = object.fields[name] else {
                    fields.append(Field(name: name, value: nil))
                    continue
                }
                guard let fieldKey = key(field, budget: &budget) else { return nil }
                fields.append(Field(name: name, value: fieldKey))
            }
            return .object(typeName: object.typeName, declaringFile: object.declaringFile, fields: fields, stateKeys: object.stateKeys)
        case .enumCase(let name, let arguments): return keys(arguments, budget: &budget).map { .enumCase(name, $0) }
        case .dynamicTypeSize(let size): return .dynamicTypeSize(size)
        case .range(let lower, let upper, let isClosed):
            var bounds: [ValueKey?] = []
            for bound in [lower, upper] {
                guard let bound else { bounds.append(nil); continue }
                guard let boundKey = key(bound, budget: &budget) else { return nil }
                bounds.append(boundKey)
            }
            return .range(lower: bounds[0], upper: bounds[1], isClosed: isClosed)
        case .keyPath(let path): return .keyPath(path)
        case .type(let name): return .type(name)
        case .null: return .null
        case .unknown(let reason, let partialText): return .unknown(reason: reason, partialText: partialText)
        case .view, .closure: return nil
        }
    }

    private static func keys(_ values: [Value], budget: inout Int) -> [ValueKey]? {
        var keys: [ValueKey] = []
        keys.reserveCapacity(values.count)
        for value in values {
            guard let key = key(value, budget: &budget) else { return nil }
            keys.append(key)
        }
        return keys
    }
}
