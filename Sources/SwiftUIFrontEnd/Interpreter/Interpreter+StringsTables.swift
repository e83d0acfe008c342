import Basics
import SwiftSyntax
import SwiftSyntaxSupport

/// Keys of the app's strings tables read as the texts they stand for (docs/swiftui-coverage.md,
/// Strings tables). SwiftUI takes a string literal given to a view's or modifier's title as a
/// `LocalizedStringKey` and shows the text the app's table holds for it, or the key itself when
/// none does (Apple's documentation of `Text.init(_:tableName:bundle:comment:)` and
/// `LocalizedStringKey`); `String(localized:)`, `LocalizedStringResource` and
/// `NSLocalizedString` look their key up the same way.
extension Interpreter {
    /// The built-in views whose unlabelled string literals are `LocalizedStringKey`s: their
    /// titles (`Button("settings.save")`, `Toggle("settings.sync", isOn:)`).
    static let viewsTakingTitleKeys: Set<String> = [
        "Text", "Label", "Button", "NavigationLink", "Menu", "Link", "ShareLink", "Toggle", "Stepper", "Picker",
        "DatePicker", "MultiDatePicker", "TextField", "SecureField", "ProgressView", "Gauge", "DisclosureGroup",
        "ColorPicker", "Section", "GroupBox", "LabeledContent", "ContentUnavailableView", "ControlGroup", "Tab",
    ]

    /// The modifiers whose unlabelled string literals are `LocalizedStringKey`s.
    static let modifiersTakingTitleKeys: Set<String> = [
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "navigationTitle", "navigationBarTitle", "help", "badge", "alert",
        "confirmationDialog", "accessibilityCustomContent", "accessibilityRotor",
    ]

    /// The labels of arguments that are `LocalizedStringKey`s wherever they are written
    /// (`accessibilityAction(named:)`, `searchable(prompt:)`, `Text(_:tableName:)`'s `titleKey`).
    static let keyArgumentLabels: Set<String> = ["titleKey", "named", "prompt"]

    /// `arguments` of the built-in view or modifier `name` with each string literal SwiftUI takes
    /// as a key read as the text the app's table (`tableName:`, else `Localizable`) holds for it;
    /// a key no table holds stays as written.
    func localizingKeys(_ arguments: [CallArgument], ofView name: String? = nil, ofModifier modifier: String? = nil) -> [CallArgument] {
        guard !index.strings.isEmpty else { return arguments }
        let takesUnlabelledKeys = name.map(Self.viewsTakingTitleKeys.contains) ?? modifier.map(Self.modifiersTakingTitleKeys.contains) ?? false
        let table = arguments.first { $0.label == "tableName" }?.value.asString
        return arguments.map { argument in
            guard argument.label.map(Self.keyArgumentLabels.contains) ?? takesUnlabelledKeys,
                  let text = localizedText(of: argument.expression, table: table) ?? localizedChoice(argument, table: table)
            else { return argument }
            return CallArgument(label: argument.label, expression: argument.expression, value: .string(text))
        }
    }

    /// The text the app's table named `table` (`Localizable` for nil) holds for the key written as
    /// `expression`, a string literal without interpolations; nil for anything else or a key no
    /// table holds.
    func localizedText(of expression: ExprSyntax, table: String?) -> String? {
        guard !index.strings.isEmpty, let key = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { return nil }
        return index.strings.text(for: key, table: table)
    }

    /// A choice between two literal keys (`.navigationTitle(isNewGroup ? "timeline.filter.add-tag-groups"
    /// : "timeline.filter.edit-tag-groups")`) read as the text of the one its condition chose: both
    /// literals take the key type, as a single literal does (Swift prefers SwiftUI's
    /// `LocalizedStringKey` overload to its generic `StringProtocol` one either way).
    private func localizedChoice(_ argument: CallArgument, table: String?) -> String? {
        guard let chosen = argument.value.asString,
              let elements = argument.expression.as(SequenceExprSyntax.self)?.elements,
              case .ternary(_, let then, .operand(let otherwise))? = FoldedExpression.fold(Array(elements)) else { return nil }
        let keys = [then, otherwise].map { $0.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
        guard keys.allSatisfy({ $0 != nil }), keys.contains(chosen) else { return nil }
        return index.strings.text(for: chosen, table: table)
    }

    /// The text the app's table named `table` holds for the key `key` evaluated to, where a call
    /// looks its argument up whatever way it was written (`String(localized: isVideo ? "takeVideo"
    /// : "takePhoto", table: "ImagePicker")`, `NSLocalizedString(key, comment:)`).
    func localizedText(ofKey key: Value?, table: Value?) -> String? {
        guard !index.strings.isEmpty, let key = key?.asString else { return nil }
        return index.strings.text(for: key, table: table?.asString)
    }

    /// A value passed for a parameter or stored property of the app's own declared as a
    /// `LocalizedStringKey` or `LocalizedStringResource` (`let title: LocalizedStringResource`):
    /// a literal key reads as its table's text.
    func localizedArgument(_ argument: CallArgument, declaredAs type: @autoclosure () -> String?) -> Value {
        guard !index.strings.isEmpty, argument.expression.is(StringLiteralExprSyntax.self),
              let type = type(), Self.isKeyType(type),
              let text = localizedText(of: argument.expression, table: nil) else { return argument.value }
        return .string(text)
    }

    /// An enum case made with a literal key for an associated value declared as a key
    /// (`.invalid(description: "add-tag-groups.edit.tags.field.warning.search-results.no-symbol-found")`
    /// for `case invalid(description: LocalizedStringKey)`): the key read as its table's text, as
    /// the `Text` that shows the bound value looks it up. Only where every enum declaring the case
    /// declares keys at the same places (IceCubes' two validation statuses' `invalid(description:)`).
    mutating func enumCase(_ name: String, _ arguments: [CallArgument]) -> Value {
        let values = arguments.map(\.value)
        guard !index.strings.isEmpty, arguments.contains(where: { $0.expression.is(StringLiteralExprSyntax.self) }) else {
            return .enumCase(name, values)
        }
        let declared = Set(index.enums(declaringCase: name).map { $0.enumKeyPositions[name] ?? [] })
        guard declared.count == 1, let positions = declared.first, !positions.isEmpty else { return .enumCase(name, values) }
        return .enumCase(name, arguments.enumerated().map { offset, argument in
            positions.contains(offset) ? localizedArgument(argument, declaredAs: "LocalizedStringKey") : argument.value
        })
    }

    /// What a computed property or function declared to give a key returns
    /// (`var title: LocalizedStringKey { switch self { case .list: "home.layout.list" … } }`): the
    /// key read as its table's text.
    func localizedResult(_ value: Value, declaredAs type: String) -> Value {
        guard !index.strings.isEmpty, case .string(let key) = value, Self.isKeyType(type),
              let text = index.strings.text(for: key, table: nil) else { return value }
        return .string(text)
    }

    /// Whether a declared type is a key SwiftUI looks up (`LocalizedStringKey`, optional or not).
    static func isKeyType(_ type: String) -> Bool {
        keyTypes.contains(bareTypeName(type))
    }

    private static let keyTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "SwiftUI.LocalizedStringKey"]

    /// `bundle.localizedString(forKey: key, value: fallback, table: table)`, which SwiftGen's
    /// `L10n.tr` and apps' own helpers call: the text the app's table holds for the key, else the
    /// value, else the key (Apple's documentation of `Bundle.localizedString(forKey:value:table:)`);
    /// nil for another method of that name.
    mutating func bundleLocalizedString(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        let labels = call.arguments.map { $0.label?.text }
        guard labels == ["forKey", "value", "table"] else { return nil }
        let arguments = arguments(of: call, scope)
        let key = arguments[0].value, value = arguments[1].value, table = arguments[2].value
        if let text = localizedText(ofKey: key, table: table) { return .string(text) }
        if let fallback = value.asString, !fallback.isEmpty { return .string(fallback) }
        return key.asString.map(Value.string) ?? .unknown(reason: "run-time value `\(call.trimmedText.clipped)`")
    }
}
