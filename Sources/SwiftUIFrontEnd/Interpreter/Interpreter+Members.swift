import Foundation
import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

extension Interpreter {
    /// `base.name`: a field, computed property, static member, enum case or a standard
    /// property of strings, arrays and Dynamic Type sizes.
    mutating func member(_ name: String, of base: Value, expression: ExprSyntax, _ scope: Scope) -> Value {
        switch base {
        case .object(let object):
            if let field = object[name] { return field }
            if let type = index.type(object.typeName, near: object.declaringFile) {
                if let computed = type.computedProperties[name] ?? protocolDefault(name, of: type, scope) {
                    let value = evaluateComputed(computed, selfObject: object, scope)
                    // An asset's picture (SwiftGen's `Asset.Assets.logo.image`, drawn by the
                    // generated `ImageAsset.image`) is placed where it is read, as a type's constant is.
                    return type.isView ? value : placedWhereRead(value, expression: expression, scope)
                }
            }
            if object.typeName == ObjectValue.tupleTypeName { return .unknown(reason: "tuple has no member `\(name)`") }
            return .unknown(reason: "run-time value `\(expression.trimmedText.clipped)`")
        case .type(let typeName):
            if live != nil, typeName == "Date", let date = liveDate(name) { return date }
            if let live, typeName == "Task", name == "isCancelled" { return .bool(live.isRunningTaskCancelled) }
            return placedWhereRead(staticMember(name, of: typeName, scope), expression: expression, scope)
        case .dynamicTypeSize(let size):
            if name == "isAccessibilitySize" || name == "isAccessibilityCategory" { return .bool(size.isAccessibilitySize) }
            return .unknown(reason: "`DynamicTypeSize.\(name)` is not modelled")
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return .array(items.indices.map(Value.int))
            default: return .unknown(reason: "array member `\(name)` is not evaluated")
            }
        case .string(let text):
            switch name {
            case "count": return .int(text.count)
            case "isEmpty": return .bool(text.isEmpty)
            case "description": return .string(text)
            // A `LocalizedStringResource`'s key, its text held as a string: looked up again as a
            // `LocalizedStringKey` it gives the same words (mlem's `LocalizedStringKey(title.key)`).
            case "key": return .string(text)
            case "capitalized", "localizedCapitalized": return .string(text.capitalized)
            case "localizedUppercase": return .string(text.uppercased())
            case "localizedLowercase": return .string(text.lowercased())
            default: return .unknown(reason: "string member `\(name)` is not evaluated")
            }
        case .int, .double, .bool:
            if name == "description", let text = base.interpolated { return .string(text) }
            return .unknown(reason: "member `\(name)` is not evaluated")
        case .enumCase(let caseName, _):
            if live != nil, caseName == Self.geometryProxyCase { return geometryMember(name, expression: expression) }
            return enumMember(name, of: base, caseName: caseName, expression: expression, scope)
        case .range(let lower, let upper, let isClosed):
            if live != nil, let bound = Self.bound(name, lower: lower, upper: upper, isClosed: isClosed) { return bound }
            guard let values = Self.rangeValues(lower: lower, upper: upper, isClosed: isClosed) else {
                return .unknown(reason: "range member `\(name)` is not evaluated")
            }
            return member(name, of: .array(values), expression: expression, scope)
        case .view(let node):
            // A computed property the app adds to `View` (`var backport: Backport<Self>`), read on this view.
            if let property = index.nearest(index.viewExtensionProperties(named: name), to: scope.file.path) {
                return evaluateComputed(property, selfObject: nil, scope.entering(property.file, selfView: node))
            }
            // A library's modifier namespace (`.emojiText.size(…)`): the view stays, marked.
            return .view(node.withReason("view member `\(name)` is not evaluated"))
        case .null:
            return .null
        case .unknown(let reason, _):
            if reason.hasPrefix("run-time value") {
                if let required = declaredMember(name, of: expression, scope) {
                    return required
                }
                return .unknown(reason: "run-time value `\(expression.trimmedText.clipped)`")
            }
            return base
        case .closure, .keyPath:
            return .unknown(reason: "member `\(name)` is not evaluated")
        }
    }

    /// A picture a type's constant holds (ios-pass' `PassIcon.onboardFaceID = Image(.onboardFaceID)`,
    /// one of a design system's icons), or a computed property of a type that is no view draws
    /// (SwiftGen's `ImageAsset.image`), is placed where the code reads it: each screen shows it
    /// in its own context (an illustration above its title here, a button's icon there), and the
    /// label or the hiding it needs goes where it is shown, not into the shared constant.
    private func placedWhereRead(_ value: Value, expression: ExprSyntax, _ scope: Scope) -> Value {
        guard case .view(var node) = value, case .image = node.primitive, node.children.isEmpty else { return value }
        node.source = location(of: expression, in: scope)
        return .view(node)
    }

    /// A member of an enum case or implicit static member (`.cupertino.name`, `tab.title`): the
    /// computed property of the one enum declaring that case, or of the one type with such a
    /// static property; `rawValue` of a case without an explicit raw value is its name.
    private mutating func enumMember(_ name: String, of base: Value, caseName: String, expression: ExprSyntax,
                                     _ scope: Scope) -> Value {
        let enums = index.nearestOfEachName(index.enums(declaringCase: caseName), to: scope.file.path)
        if enums.count == 1, let type = enums.first {
            if let computed = type.computedProperties[name] {
                var inner = scope
                inner.selfValue = base
                return evaluateComputed(computed, selfObject: nil, inner)
            }
            if name == "rawValue" {
                if let raw = type.enumRawValues[caseName] { return evaluate(raw.node, scope.entering(type.file)) }
                return .string(caseName)
            }
        }
        let owners = index.nearestOfEachName(index.types(declaringStatic: caseName), to: scope.file.path)
        if enums.isEmpty, owners.count == 1, let property = owners.first?.staticProperties[caseName] {
            let resolved = evaluateStatic(property, scope)
            if case .enumCase = resolved { return .unknown(reason: "run-time value `\(expression.trimmedText.clipped)`") }
            return member(name, of: resolved, expression: expression, scope)
        }
        if name == "rawValue", enums.isEmpty { return .string(caseName) }
        return .unknown(reason: "run-time value `\(expression.trimmedText.clipped)`")
    }

    /// `Type.name`: an enum case, a `static let`, a Dynamic Type size or a SwiftUI constant.
    ///
    /// A static property is looked for first: Swift rejects a nested type of the same name in the
    /// type or its extensions (the compiler's error "invalid redeclaration"), and the member hides a type of that name
    /// declared elsewhere, so no type need be looked up for it. Asking for the types first made a
    /// list of the app's 7,447 icons (`MaterialDesignIcons.allCases`, home-assistant/iOS) ask the
    /// index for 15,000 types that do not exist, every one kept as a look-up of the result cache.
    mutating func staticMember(_ name: String, of typeName: String, _ scope: Scope) -> Value {
        let type = index.type(typeName, near: scope.file.path)
        if let property = type?.staticProperties[name] { return evaluateStatic(property, scope) }
        if index.firstType(named: "\(typeName).\(name)") != nil { return .type("\(typeName).\(name)") }
        if name.first?.isUppercase == true, index.type(name, near: nil) != nil { return .type(name) }
        if let type {
            if type.enumCases.contains(name) { return .enumCase(name, []) }
            if name == "allCases", type.kind == .enumeration, !type.enumCases.isEmpty {
                return .array(type.enumCases.map { .enumCase($0, []) })
            }
        }
        if typeName == "UIAccessibility", let flag = Self.uiAccessibilityFlag(name, scope.environment.settings) {
            return .bool(flag)
        }
        if typeName == "ProcessInfo", name == "processInfo" { return Self.processInfo }
        if typeName == "UIDevice", name == "current" { return currentDevice(scope) }
        if typeName == "Color" || typeName == "Material" {
            return .view(ViewNode(.shape(typeName), source: nil))
        }
        if typeName == "DynamicTypeSize" || typeName == "ContentSizeCategory",
           let size = ContentSizeCategory(name: name) {
            return .dynamicTypeSize(size)
        }
        return .enumCase(name, [])
    }

    /// `ProcessInfo.processInfo` as the audited build runs it: a device build of the platform itself
    /// (docs/swiftui-coverage.md, Platforms), never an iPhone or iPad app run on a Mac
    /// (`isiOSAppOnMac`, Apple: true only for an iOS app running on a Mac with Apple silicon) nor a
    /// Mac Catalyst app (`isMacCatalystApp`). Its other members are run-time values.
    static var processInfo: Value { .object(ObjectValue(typeName: "ProcessInfo", fields: [
        ("isiOSAppOnMac", .bool(false)), ("isMacCatalystApp", .bool(false)),
    ])) }

    /// `UIDevice.current` as the screen lowered shows it: its `userInterfaceIdiom` is `.pad` on
    /// an iPad (the regular size class's screen, and every screen of an iPadOS build) and `.phone`
    /// on the iPhone the first screen is (Apple, `UIDevice.userInterfaceIdiom`: "the style of
    /// interface to use on the current device"). Reading it is reading the size class: the variant
    /// at the regular size class shows what only an iPad shows (omnivore's `if UIDevice.isIPad`
    /// mini player, never beside the one its iPhone tab view shows). Its other members are
    /// run-time values.
    mutating func currentDevice(_ scope: Scope) -> Value {
        branches.readsSizeClass = true
        let isPad = index.conditions.platform == .iPadOS || scope.environment.horizontalSizeClass == .regular
        return .object(ObjectValue(typeName: "UIDevice", fields: [("userInterfaceIdiom", .enumCase(isPad ? "pad" : "phone", []))]))
    }

    /// `UIAccessibility`'s setting flags (`isVoiceOverRunning`, `isReduceMotionEnabled`…) from the settings.
    static func uiAccessibilityFlag(_ name: String, _ settings: AccessibilitySettings) -> Bool? {
        switch name {
        case "isVoiceOverRunning": settings.voiceOverRunning
        case "isReduceMotionEnabled": settings.reduceMotion
        case "isReduceTransparencyEnabled": settings.reduceTransparency
        case "isBoldTextEnabled": settings.boldText
        case "isDarkerSystemColorsEnabled": settings.increaseContrast
        case "shouldDifferentiateWithoutColor": settings.differentiateWithoutColor
        case "isOnOffSwitchLabelsEnabled": settings.onOffLabels
        case "buttonShapesEnabled": settings.buttonShapes
        case "isGrayscaleEnabled": settings.colorFilter == .grayscale
        case "isInvertColorsEnabled": settings.colorFilter == .invert
        case "isSwitchControlRunning": false
        default: nil
        }
    }

    /// The values of a finite integer range, at most `maximumIterations` of them past the first.
    static func rangeValues(lower: Value?, upper: Value?, isClosed: Bool) -> [Value]? {
        guard let low = lower?.asInt, let high = upper?.asInt else { return nil }
        let end = isClosed ? high : high - 1
        guard end >= low else { return [] }
        let clampedEnd = min(end, low.addingReportingOverflow(10_000).partialValue)
        return (low...clampedEnd).map(Value.int)
    }

    /// The elements of a collection value, or nil when it is not one.
    static func elements(of value: Value) -> [Value]? {
        switch value {
        case .array(let items): return items
        case .range(let lower, let upper, let isClosed): return rangeValues(lower: lower, upper: upper, isClosed: isClosed)
        default: return nil
        }
    }
}
