import AccessibilityTree
import Basics
import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// The few standard-library and Foundation calls view code uses on known values.
extension Interpreter {
    mutating func collectionMethod(_ name: String, on items: [Value], call: FunctionCallExprSyntax, _ scope: Scope) -> Value {
        let arguments = arguments(of: call, scope)
        let closure: Closure? = arguments.lazy.compactMap { argument -> Closure? in
            if case .closure(let closure) = argument.value { return closure }
            return nil
        }.first
        let limited = Array(items.prefix(Self.maximumCollectionElements))
        switch name {
        case "enumerated":
            return .array(limited.enumerated().map { offset, element in
                .object(ObjectValue(typeName: ObjectValue.tupleTypeName,
                                    fields: [("0", .int(offset)), ("1", element), ("offset", .int(offset)), ("element", element)]))
            })
        case "reversed": return .array(limited.reversed())
        case "sorted" where closure == nil:
            return .array(limited.sorted { (Self.compare($0, $1) ?? 0) < 0 })
        case "prefix", "suffix", "dropFirst", "dropLast":
            let count = arguments.first?.value.asInt ?? 1
            switch name {
            case "prefix": return .array(Array(limited.prefix(count)))
            case "suffix": return .array(Array(limited.suffix(count)))
            case "dropFirst": return .array(Array(limited.dropFirst(count)))
            default: return .array(Array(limited.dropLast(count)))
            }
        case "joined":
            let separator = arguments.first { $0.label == "separator" }?.value.asString ?? ""
            let strings = limited.compactMap(\.asString)
            guard strings.count == limited.count else { return .unknown(reason: "joined values are not all known strings") }
            return .string(strings.joined(separator: separator))
        case "contains" where closure == nil:
            guard let needle = arguments.first?.value else { return .unknown(reason: "contains without an argument") }
            let matches = limited.map { Self.equals($0, needle) }
            if matches.contains(true) { return .bool(true) }
            return matches.contains(nil) ? .unknown(reason: "contains on values that cannot be compared") : .bool(false)
        case "map", "compactMap", "flatMap", "filter", "first", "contains", "allSatisfy", "sorted":
            guard let closure else { return .unknown(reason: "`\(name)` without a closure is not evaluated") }
            return closureMethod(name, on: limited, closure: closure)
        default:
            return .unknown(reason: "collection method `\(name)` is not evaluated")
        }
    }

    private mutating func closureMethod(_ name: String, on items: [Value], closure: Closure) -> Value {
        switch name {
        case "map", "compactMap":
            let mapped = items.map { call(closure, arguments: [$0]) }
            return .array(name == "compactMap" ? mapped.filter { if case .null = $0 { return false }; return true } : mapped)
        case "flatMap":
            return .array(items.flatMap { Self.elements(of: call(closure, arguments: [$0])) ?? [] })
        case "sorted":
            return .unknown(reason: "`sorted(by:)` is not evaluated")
        default:
            var kept: [Value] = []
            for item in items {
                let result = call(closure, arguments: [item])
                guard let decision = result.asBool else {
                    return .unknown(reason: result.unknownReason ?? "`\(name)` condition is not a Boolean")
                }
                switch name {
                case "first" where decision: return item
                case "contains" where decision: return .bool(true)
                case "allSatisfy" where !decision: return .bool(false)
                case "filter" where decision: kept.append(item)
                default: break
                }
            }
            switch name {
            case "first": return .null
            case "contains": return .bool(false)
            case "allSatisfy": return .bool(true)
            default: return .array(kept)
            }
        }
    }

    /// `value.map(content)` or `flatMap` on an optional string, number or case, drawing a view
    /// (Clendar's `Unwrap(imageName) { Image(systemName: $0) }`, whose body is
    /// `value.map(contentProvider)`): the closure's view for a value, nothing for nil, as `if let`
    /// draws them. Nil where the closure draws no view: a `map` over an array's elements, or a
    /// string's characters, is the collection's.
    mutating func optionalMap(_ name: String, on base: Value, call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        guard name == "map" || name == "flatMap" else { return nil }
        switch base {
        // An instance of the app's own type made by a failable initialiser (`BadgeModel(tier:)`)
        // holds what its `switch` over a run-time value left unset as placeholders: not mapped.
        case .array, .range, .unknown, .view, .type, .closure, .object: return nil
        default: break
        }
        let passed = arguments(of: call, scope)
        guard passed.count == 1, case .closure(let closure) = passed[0].value else { return nil }
        if case .null = base { return .null }
        let drawn = self.call(closure, arguments: [base], expectsViews: true)
        guard case .view = drawn else { return nil }
        return drawn
    }

    mutating func stringMethod(_ name: String, on text: String, call: FunctionCallExprSyntax, _ scope: Scope) -> Value {
        switch name {
        case "uppercased": return .string(text.uppercased())
        case "lowercased": return .string(text.lowercased())
        case "capitalized": return .string(text.capitalized)
        case "trimmingCharacters": return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case "hasPrefix", "hasSuffix", "contains":
            guard let other = arguments(of: call, scope).first?.value.asString else { return .unknown(reason: "argument is not known") }
            switch name {
            case "hasPrefix": return .bool(text.hasPrefix(other))
            case "hasSuffix": return .bool(text.hasSuffix(other))
            default: return .bool(text.contains(other))
            }
        default:
            // Only a `Text` takes a view modifier (`title.foregroundStyle(.secondary)` where
            // `let title: Text` holds a placeholder string): the text, modified.
            if BuiltInModifiers.isKnown(name) {
                return .view(applyModifier(name, to: ViewNode(.text(text), source: location(of: call, in: scope)), call: call, scope))
            }
            return .unknown(reason: "string method `\(name)` is not evaluated")
        }
    }

    /// `formatted()` and `rounded()` / `rounded(.up)` on a known number: the amounts views show
    /// ("6 ounces" from `(ounces * 10).rounded() / 10`).
    mutating func numberMethod(_ name: String, on number: Value, call: FunctionCallExprSyntax, _ scope: Scope) -> Value {
        switch name {
        case "formatted":
            return number.interpolated.map(Value.string) ?? .unknown(reason: "method `formatted` is not evaluated")
        case "rounded":
            guard case .double(let value) = number else { return number }
            let rule: FloatingPointRoundingRule
            let argument = arguments(of: call, scope).first
            switch argument.map({ $0.value.enumName ?? "?" }) {
            case nil, "toNearestOrAwayFromZero": rule = .toNearestOrAwayFromZero
            case "toNearestOrEven": rule = .toNearestOrEven
            case "up": rule = .up
            case "down": rule = .down
            case "towardZero": rule = .towardZero
            case "awayFromZero": rule = .awayFromZero
            default: return .unknown(reason: "rounding rule of `\(call.trimmedText)` is not known")
            }
            return .double(value.rounded(rule))
        default:
            return .unknown(reason: "method `\(name)` is not evaluated")
        }
    }

    /// Calls of standard types that views use for their arguments.
    mutating func builtInValue(_ name: String, arguments: [CallArgument], _ scope: Scope) -> Value? {
        let first = arguments.first?.value
        switch name {
        case "String", "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "Substring":
            guard let first else { return .string("") }
            // `String(localized: "key", table: "Settings")`, `LocalizedStringKey("key")`, an app's
            // own `String(localizationKey: "key")`: the text the app's table holds for the key;
            // `String("literal")` is no key.
            let isKey = ["LocalizedStringKey", "LocalizedStringResource"].contains(name)
                ? [nil, "stringLiteral"].contains(arguments.first?.label)
                : arguments.first?.label.map(LocalizationKey.looksUpAKey(argumentLabel:)) ?? false
            if isKey,
               let text = localizedText(ofKey: first, table: arguments.first { $0.label == "table" }?.value) {
                return .string(text)
            }
            // `String(localized: "key", defaultValue: "Text")`: where the app's strings tables hold
            // no text for the key, the text shown is the default value (Apple's documentation of
            // `String.init(localized:defaultValue:table:bundle:locale:comment:)`).
            if let defaultValue = arguments.first(where: { $0.label == "defaultValue" })?.value {
                return defaultValue.interpolated.map(Value.string) ?? defaultValue
            }
            if isKey, let table = arguments.first(where: { $0.label == "table" })?.value.asString,
               !index.strings.holdsTable(named: table) {
                return .unknown(reason: "text of the strings table `\(table)`, not among the files read")
            }
            switch arguments.first?.label {
            case "format":
                // `String(format: "Liked by %@", name)`, `String(format:locale:arguments:)` as
                // SwiftGen's `L10n.tr` calls it: the format filled with the strings the code holds.
                // A number is not filled in: how it is written (`%.0f`) and what it is are guesses.
                guard let format = first.asString else { return first }
                var filling = arguments.dropFirst().filter { $0.label != "locale" }.map(\.value)
                if filling.count == 1, case .array(let items) = filling[0] { filling = items }
                let texts = filling.compactMap { value -> String? in
                    if case .string(let text) = value { return text }
                    return nil
                }
                guard texts.count == filling.count, let text = FormatString.filled(format, with: texts) else {
                    return .unknown(reason: "run-time value `String(format:…)`")
                }
                return .string(text)
            case nil, "localized", "describing", "stringLiteral":
                if let text = first.interpolated { return .string(text) }
                // A string made from what holds no known text (`String(localized: .app(.name))`,
                // a resource the audit cannot read) is text known only at run time.
                if first.unknownReason != nil { return first }
                return .unknown(reason: "run-time value `\(name)(\(arguments.first?.label.map { "\($0): " } ?? "")…)`")
            default:
                return .unknown(reason: "run-time value `\(name)(\(arguments.first?.label ?? ""):…)`")
            }
        case "NSLocalizedString":
            // `NSLocalizedString("key", tableName: "Settings", value: "Text", comment: …)`: the
            // text the app's table holds for the key; `value` where it holds none (Apple's
            // documentation of `NSLocalizedString(_:tableName:bundle:value:comment:)`).
            let table = arguments.first { $0.label == "tableName" }?.value
            if let text = localizedText(ofKey: first, table: table) {
                return .string(text)
            }
            if let value = arguments.first(where: { $0.label == "value" })?.value { return value }
            if let name = table?.asString, !index.strings.holdsTable(named: name) {
                return .unknown(reason: "text of the strings table `\(name)`, not among the files read")
            }
            return first
        case "Int":
            if let number = first?.asDouble, number.isFinite, abs(number) < 1e15 { return .int(Int(number)) }
            return first
        case "Double", "CGFloat", "Float": return first?.asDouble.map(Value.double) ?? first
        case "Array", "Set", "ContiguousArray": return first.flatMap(Self.elements(of:)).map(Value.array) ?? first ?? .array([])
        case "State", "StateObject", "Published", "ScaledMetric", "AppStorage":
            return arguments.first { $0.label == "initialValue" || $0.label == "wrappedValue" }?.value ?? first
        case "Binding": return .unknown(reason: "run-time binding")
        case "withAnimation", "withTransaction":
            // `withAnimation(_:_:)` returns what its body returns (Apple's documentation): in a
            // view builder, the views of the closure, animated.
            guard case .closure(let body)? = arguments.last?.value else { return nil }
            return call(body, arguments: [], expectsViews: true)
        case "URL": return .object(ObjectValue(typeName: "URL", fields: [("absoluteString", first ?? .null)]))
        case "AccessibilityCustomContentKey":
            // `AccessibilityCustomContentKey("Age", id: "age")`: the label VoiceOver speaks, and the id.
            let id = arguments.first { $0.label == "id" }?.value
            return .object(ObjectValue(typeName: name, fields: [("label", first ?? .null), ("id", id ?? first ?? .null)]))
        case "CGPoint", "UnitPoint", "CGSize", "CGRect", "EdgeInsets", "CLLocationCoordinate2D":
            return .object(ObjectValue(typeName: name, fields: arguments.compactMap { argument in
                argument.label.map { ($0, argument.value) }
            }))
        case "min", "max":
            let numbers = arguments.compactMap(\.value.asDouble)
            guard numbers.count == arguments.count, let result = name == "min" ? numbers.min() : numbers.max() else {
                return .unknown(reason: "`\(name)` of values that are not known numbers")
            }
            let allIntegers = arguments.allSatisfy { if case .int = $0.value { true } else { false } }
            return allIntegers ? .int(Int(result)) : .double(result)
        case "stride":
            guard let from = arguments.first(where: { $0.label == "from" })?.value.asDouble,
                  let by = arguments.first(where: { $0.label == "by" })?.value.asDouble, by != 0 else { return nil }
            let isClosed = arguments.contains { $0.label == "through" }
            guard let end = arguments.first(where: { $0.label == "to" || $0.label == "through" })?.value.asDouble else { return nil }
            var values: [Value] = []
            var current = from
            while (by > 0 ? (isClosed ? current <= end : current < end) : (isClosed ? current >= end : current > end)),
                  values.count < Self.maximumCollectionElements {
                values.append(current.wholeNumber.map(Value.int) ?? .double(current))
                current += by
            }
            return .array(values)
        case "VStackLayout", "HStackLayout", "ZStackLayout", "GridLayout":
            return .enumCase(name, arguments.map(\.value))
        case "AnyLayout":
            return first
        case "Date", "UUID", "Calendar", "DateFormatter", "NumberFormatter":
            return .unknown(reason: "run-time value `\(name)()`")
        case "Font", "Color", "AnyShapeStyle", "LinearGradient", "RadialGradient", "AngularGradient":
            return .enumCase(name, arguments.map(\.value))
        default:
            return nil
        }
    }
}
