import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// An argument as passed: its label (nil when unlabelled) and value.
typealias UIKitArgument = (label: String?, value: UIKitValue)

extension UIKitEvaluator {
    mutating func evaluateCall(_ call: FunctionCallExprSyntax, _ scope: inout UIKitScope) -> UIKitValue {
        var arguments: [UIKitArgument] = call.arguments.map { ($0.label?.text, evaluate($0.expression, &scope)) }
        if let trailing = call.trailingClosure {
            arguments.append((nil, .closure(UIKitClosure(syntax: trailing, file: scope.file, captured: scope))))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append((extra.label.text, .closure(UIKitClosure(syntax: extra.closure, file: scope.file, captured: scope))))
        }
        let location = location(of: call, in: scope.file)
        let callee = call.calledExpression
        if let closure = callee.as(ClosureExprSyntax.self) {
            return callClosure(UIKitClosure(syntax: closure, file: scope.file, captured: scope), arguments.map(\.value))
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if case .closure(let closure)? = scope.locals[name] { return callClosure(closure, arguments.map(\.value)) }
            if let object = scope.selfObject, index.function(name, in: heap[object].className) != nil {
                return callMethod(name, on: object, arguments)
            }
            if let global = globalFunction(name, arguments) { return global }
            if name.first?.isUppercase == true { return construct(name, arguments, at: location) }
            if let object = scope.selfObject, heap[object].kind != .model {
                if let extended = callExtensionMethod(name, on: object, arguments, call: call) { return extended }
                // Called without a receiver, a name neither the class nor UIKit's methods the
                // front end models give is most often a function of the app or a framework
                // (Rocket.Chat's `localized("…")`): what it returns is not known.
                return builtInMethod(name, on: object, arguments, at: location, unmodelled: .unknown("call `\(name)`"))
            }
            return .unknown("call `\(name)`")
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else {
            if let chained = callee.as(OptionalChainingExprSyntax.self), case .closure(let closure) = evaluate(chained.expression, &scope) {
                return callClosure(closure, arguments.map(\.value))
            }
            return .unknown("call `\(callee.trimmedDescription.prefix(60))`")
        }
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else {
            return staticCall(name, on: nil, arguments, at: location)
        }
        if baseExpression.is(SuperExprSyntax.self) {
            guard let object = scope.selfObject else { return .null }
            return callSuper(name, on: object, below: scope.typeName, arguments)
        }
        if name == "sink", let received = arguments.first(where: { $0.label == nil || $0.label == "receiveValue" }),
           case .closure(let closure) = received.value {
            // A `@Published` property's publisher (`viewModel.$title.sink { label.text = $0 }`)
            // sends its current value to a new subscriber (Apple, `Published`: the example's
            // sink prints the value the property has when it subscribes), so the closure runs
            // now, with the value not known.
            _ = callClosure(closure, [.unknown("a value a publisher delivers")])
            return .unknown("a subscription")
        }
        if name == "assign", let object = arguments.first(where: { $0.label == "on" })?.value.asObject,
           let property = call.arguments.first(where: { $0.label?.text == "to" })?.expression.as(KeyPathExprSyntax.self)?.singlePropertyName {
            // `publisher.assign(to: \.accessibilityLabel, on: imageView)`: the same, a property set.
            setProperty(property, .unknown("a value a publisher delivers"), on: object)
            return .unknown("a subscription")
        }
        if Self.mutatingMethods.contains(name), let result = mutate(name, of: baseExpression, arguments, &scope) {
            return result
        }
        let base = evaluate(baseExpression, &scope)
        switch base {
        case .object(let object):
            if name == "init", baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                delegateInitializer(on: object, from: scope.typeName, arguments)
                return .object(object)
            }
            if index.function(name, in: heap[object].className) != nil { return callMethod(name, on: object, arguments) }
            if case .closure(let closure)? = heap[object].properties[name] { return callClosure(closure, arguments.map(\.value)) }
            if let configured = configure(object, by: name, arguments) { return configured }
            if let extended = callExtensionMethod(name, on: object, arguments, call: call) { return extended }
            return builtInMethod(name, on: object, arguments, at: location)
        case .type(let typeName):
            if index.types[typeName] != nil, name == "init" { return construct(typeName, arguments, at: location) }
            return staticCall(name, on: typeName, arguments, at: location)
        case .array(let items):
            if let applied = applyMethodReference(name, over: items, call, at: location, &scope) { return applied }
            return arrayMethod(name, items, arguments)
        case .string(let text):
            switch name {
            case "uppercased": return .string(text.uppercased())
            case "lowercased": return .string(text.lowercased())
            case "capitalized": return .string(text.capitalized)
            // Labels that mark up their text (`"**bold**"`) look for or split on the marker
            // before choosing a font.
            case "components" where arguments.first?.label == "separatedBy":
                guard let separator = arguments.first?.value.asString, !separator.isEmpty else { return .unknown("`components` of a string") }
                return .array(text.components(separatedBy: separator).map(UIKitValue.string))
            case "contains", "hasPrefix", "hasSuffix":
                guard arguments.count == 1, arguments[0].label == nil, let other = arguments[0].value.asString else {
                    return .unknown("`\(name)` of a string")
                }
                return .bool(name == "contains" ? text.contains(other) : name == "hasPrefix" ? text.hasPrefix(other) : text.hasSuffix(other))
            // An image restyled (`UIImage(systemName: "gear")?.withTintColor(.label)`) is still
            // the symbol or asset it was made from, and read as such.
            case _ where UIKitDefaults.isImage(text) && Self.imageRestylings.contains(name): return .string(text)
            case "instantiate" where text.hasPrefix(Self.nibPrefix):
                let owner = arguments.first { $0.label == "withOwner" }?.value.asObject
                return loadNib(named: String(text.dropFirst(Self.nibPrefix.count)), owner: owner)
            default: return .unknown("`\(name)` of a string")
            }
        case .traits(let traits):
            if name == "union", let other = arguments.first.flatMap({ self.traits(from: $0.value) }) { return .traits(traits.union(other)) }
            if name == "contains", let other = arguments.first.flatMap({ self.traits(from: $0.value) }) { return .bool(traits.contains(other)) }
            return .unknown("`\(name)` of traits")
        case .rect(let frame):
            if name == "union", let other = arguments.first?.value, case .rect(let otherFrame) = other {
                return .rect(.union(frame, otherFrame))
            }
            return .unknown("`\(name)` of a frame")
        case .closure(let closure) where name == "callAsFunction":
            return callClosure(closure, arguments.map(\.value))
        case .null:
            return .null
        case .enumCase(let caseName) where caseName.hasPrefix("fontMetrics:") && name == "scaledFont":
            let style = UIKitDefaults.textStyle(String(caseName.dropFirst("fontMetrics:".count))) ?? .body
            if case .font(.fixed(let size))? = arguments.first?.value { return .font(.scaled(size: size, relativeTo: style)) }
            return arguments.first?.value ?? .unknown("font")
        default:
            return .unknown("call `\(callee.trimmedDescription.prefix(60))`")
        }
    }

    static let mutatingMethods: Set<String> = ["insert", "remove", "formUnion", "subtract", "append", "removeAll", "removeLast"]

    /// A mutating method on a value held in a local or a property (`accessibilityTraits.insert(.button)`,
    /// `elements.append(element)`): the value is read, changed and assigned back. Nil when the
    /// base holds no such value (an object's own `insert…` method).
    private mutating func mutate(_ name: String, of baseExpression: ExprSyntax, _ arguments: [UIKitArgument],
                                 _ scope: inout UIKitScope) -> UIKitValue? {
        let current = evaluate(baseExpression, &scope)
        var updated: UIKitValue?
        switch current {
        case .traits(var traits):
            guard let argument = arguments.first.flatMap({ self.traits(from: $0.value) }) else { return .null }
            switch name {
            case "insert", "formUnion": traits.formUnion(argument)
            case "remove", "subtract": traits.subtract(argument)
            default: return nil
            }
            updated = .traits(traits)
        case .array(var items):
            switch name {
            case "append":
                if arguments.first?.label == "contentsOf", let more = arguments.first?.value.asArray { items += more } else if let item = arguments.first?.value { items.append(item) }
            case "insert":
                if let item = arguments.first?.value, let position = arguments.dropFirst().first?.value.asInt,
                   position >= 0, position <= items.count { items.insert(item, at: position) }
            case "removeAll": items.removeAll()
            case "removeLast": if !items.isEmpty { items.removeLast() }
            default: return nil
            }
            updated = .array(items)
        case .null where name == "append":
            updated = .array(arguments.first.map { [$0.value] } ?? [])
        default:
            return nil
        }
        if let updated { assign(updated, to: baseExpression, &scope) }
        return .null
    }

    /// Calls the project method `name` on `object` (the first up its class chain).
    mutating func callMethod(_ name: String, on object: ObjectID, _ arguments: [UIKitArgument],
                             startingAbove typeName: String? = nil) -> UIKitValue {
        let className = heap[object].className
        let found: (UIKitClassIndex.TypeDecl, UIKitClassIndex.Member<FunctionDeclSyntax>)?
        if let typeName {
            found = index.chain(of: typeName).dropFirst().lazy.compactMap { type in
                type.functions[name]?.first.map { (type, $0) }
            }.first
        } else {
            found = index.function(name, in: className, argumentCount: arguments.count)
        }
        guard let (type, function) = found, let body = function.syntax.body else { return .null }
        heap[object].methodsRun.insert(name)
        return run(body.statements, parameters: function.syntax.signature.parameterClause.parameters, arguments,
                   selfObject: object, typeName: type.name, file: function.file)
    }

    /// `self.init(…)` in a convenience initialiser: the initialiser of the class (or of a project
    /// superclass) whose labels are those given; UIKit's `init(type:)` of a button makes it with
    /// `init(frame:)`, where a subclass does its setup. None of the project's: UIKit's, nothing to run.
    private mutating func delegateInitializer(on object: ObjectID, from typeName: String?, _ arguments: [UIKitArgument]) {
        let labels = arguments.map { $0.label ?? "_" }
        let wanted = heap[object].kind == .button && labels == ["type"] ? ["frame"] : labels
        for type in index.chain(of: typeName ?? heap[object].className) {
            guard let initializer = type.initializer(labelled: wanted), initializer.syntax.body != nil else { continue }
            let given: [UIKitArgument] = wanted == labels ? arguments : [("frame", .unknown("the frame UIKit gives"))]
            runInitializer(initializer, of: type.name, on: object, given)
            return
        }
    }

    /// `super.name(…)` from the class `typeName`: a project superclass's method, else UIKit's (nothing to run).
    private mutating func callSuper(_ name: String, on object: ObjectID, below typeName: String?,
                                    _ arguments: [UIKitArgument]) -> UIKitValue {
        if name == "init" {
            let chain = index.chain(of: typeName ?? heap[object].className)
            if let superclass = chain.dropFirst().first {
                runInitializer(of: superclass, on: object, arguments)
            } else {
                // UIKit's own initialiser keeps what it is given (`accessibilityContainer:`, `frame:`).
                for case (let label?, let value) in arguments where heap[object].properties[label] == nil {
                    heap[object].properties[label] = value
                }
            }
            return .object(object)
        }
        return callMethod(name, on: object, arguments, startingAbove: typeName ?? heap[object].className)
    }

    /// Runs a body with parameters bound by position (labels as written are not checked), missing
    /// ones taking their default value or staying unknown.
    mutating func run(_ body: CodeBlockItemListSyntax, parameters: FunctionParameterListSyntax, _ arguments: [UIKitArgument],
                      selfObject: ObjectID?, typeName: String?, file: ParsedSourceFile) -> UIKitValue {
        guard depth < Self.maximumDepth else {
            note("calls nest deeper than \(Self.maximumDepth) levels; the deeper ones are not run", at: nil)
            return .unknown("calls nest too deep")
        }
        depth += 1
        defer { depth -= 1 }
        var scope = UIKitScope(selfObject: selfObject, typeName: typeName, file: file)
        for (position, parameter) in parameters.enumerated() {
            let name = parameter.localName
            let label = parameter.argumentLabel
            let value: UIKitValue
            if let labelled = arguments.first(where: { $0.label != nil && $0.label == label }) {
                value = labelled.value
            } else if position < arguments.count, arguments[position].label == label {
                value = arguments[position].value
            } else if position == arguments.count - 1, position == parameters.count - 1, arguments[position].label == nil,
                      case .closure = arguments[position].value {
                // A trailing closure fills the last parameter, whatever its label.
                value = arguments[position].value
            } else if let defaultValue = parameter.defaultValue?.value {
                value = evaluate(defaultValue, &scope)
            } else {
                value = .unknown("run-time value `\(name)`")
            }
            scope.locals[name] = value
        }
        // A body of one expression returns it (`func count() -> Int { dogs.count }`).
        if body.count == 1, case .expr(let expression)? = body.first?.item,
           !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) {
            return evaluate(expression, &scope)
        }
        if case .returned(let value) = execute(body, &scope) { return value }
        return .null
    }

    /// `views.forEach(stack.addArrangedSubview)`, `items.map(row.configure)`: a method of an
    /// object passed by name, called with each item. Nil for any other call.
    private mutating func applyMethodReference(_ name: String, over items: [UIKitValue], _ call: FunctionCallExprSyntax,
                                               at location: SourceLocation, _ scope: inout UIKitScope) -> UIKitValue? {
        guard name == "forEach" || name == "map", call.arguments.count == 1, call.trailingClosure == nil,
              let reference = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              let owner = reference.base, case .object(let target) = evaluate(owner, &scope) else { return nil }
        let method = reference.declName.baseName.text
        let results = items.prefix(Self.maximumIterations).map { item -> UIKitValue in
            index.function(method, in: heap[target].className) != nil
                ? callMethod(method, on: target, [(nil, item)])
                : builtInMethod(method, on: target, [(nil, item)], at: location)
        }
        return name == "forEach" ? .null : .array(results)
    }

    /// The `Then` library's `then(_:)` and `do(_:)` on a UIKit object (`UILabel().then { $0.text =
    /// "Offers" }`): the closure sets the object up, and `then` returns it (devxoul/Then: "Makes it
    /// available to set properties with closures just after initializing"). Nil for any other
    /// call, and on a model (a promise's `then` is not this).
    private mutating func configure(_ object: ObjectID, by name: String, _ arguments: [UIKitArgument]) -> UIKitValue? {
        guard name == "then" || name == "do", heap[object].kind != .model, arguments.count == 1,
              case .closure(let closure) = arguments[0].value else { return nil }
        _ = callClosure(closure, [.object(object)])
        return name == "then" ? .object(object) : .null
    }

    /// Calls a closure with its captured scope, binding its parameters (named or `$0`).
    mutating func callClosure(_ closure: UIKitClosure, _ arguments: [UIKitValue]) -> UIKitValue {
        guard depth < Self.maximumDepth else { return .unknown("calls nest too deep") }
        depth += 1
        defer { depth -= 1 }
        var scope = closure.captured
        var names: [String] = []
        switch closure.syntax.signature?.parameterClause {
        case .simpleInput(let shorthand)?: names = shorthand.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        default: break
        }
        // A closure naming as many parameters as the one tuple it is given has parts takes them
        // apart (`buttons.enumerated().forEach { (offset, button) in … }`, SE-0110's exception
        // for closures).
        var given = arguments
        if given.count == 1, names.count > 1, case .tuple(let parts) = given[0], parts.count == names.count { given = parts }
        for (position, argument) in given.enumerated() {
            scope.locals["$\(position)"] = argument
            if position < names.count { scope.locals[names[position]] = argument }
        }
        let statements = closure.syntax.statements
        if statements.count == 1, case .expr(let expression)? = statements.first?.item {
            return evaluate(expression, &scope)
        }
        if case .returned(let value) = execute(statements, &scope) { return value }
        return .null
    }

    private mutating func arrayMethod(_ name: String, _ items: [UIKitValue], _ arguments: [UIKitArgument]) -> UIKitValue {
        let closure: UIKitClosure? = if case .closure(let closure)? = arguments.first?.value { closure } else { nil }
        switch name {
        case "map", "compactMap", "flatMap":
            guard let closure else { return .unknown("`\(name)` without a closure") }
            var result: [UIKitValue] = []
            for item in items.prefix(Self.maximumIterations) {
                let value = callClosure(closure, [item])
                if name == "compactMap", value.isNull { continue }
                if name == "flatMap", let inner = value.asArray { result += inner } else { result.append(value) }
            }
            return .array(result)
        case "filter":
            guard let closure else { return .unknown("`filter` without a closure") }
            var result: [UIKitValue] = []
            for item in items.prefix(Self.maximumIterations) {
                switch callClosure(closure, [item]) {
                case .bool(true): result.append(item)
                case .bool(false): continue
                default: return .unknown("a filter over run-time values")
                }
            }
            return .array(result)
        case "forEach":
            guard let closure else { return .null }
            for item in items.prefix(Self.maximumIterations) { _ = callClosure(closure, [item]) }
            return .null
        case "enumerated":
            return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element]) })
        case "reversed":
            return .array(items.reversed())
        case "joined":
            let separator = arguments.first?.value.asString ?? ""
            let parts = items.map(\.interpolated)
            if parts.contains(where: { $0 == nil }) { return .unknown("a join of run-time values") }
            let text = parts.compactMap { $0 }.joined(separator: separator)
            // A member whose value was not read (`UBLocalized.summary`, of a file not read) is
            // joined by its name, and the text is as unread as it: not taken for words shown.
            if items.contains(where: { if case .enumCase = $0 { true } else { false } }) { return .enumCase(text) }
            return .string(text)
        case "contains":
            guard let wanted = arguments.first?.value else { return .unknown("contains") }
            if let closure {
                return .bool(items.contains { callClosure(closure, [$0]).asBool == true })
            }
            let matches = items.map { equals($0, wanted) }
            if matches.contains(true) { return .bool(true) }
            return matches.contains(nil) ? .unknown("contains") : .bool(false)
        case "firstIndex":
            guard let wanted = arguments.first?.value else { return .unknown("firstIndex") }
            return items.firstIndex { equals($0, wanted) == true }.map(UIKitValue.int) ?? .null
        case "first":
            guard let closure else { return items.first ?? .null }
            return items.first { callClosure(closure, [$0]).asBool == true } ?? .null
        case "prefix":
            return .array(Array(items.prefix(arguments.first?.value.asInt ?? items.count)))
        default:
            return .unknown("`\(name)` of an array")
        }
    }

    /// The text the app's strings table named `table` (`Localizable` for nil) holds for the key
    /// `key`; nil where no table holds it.
    func localized(_ key: UIKitValue?, table: UIKitValue?) -> String? {
        guard !index.strings.isEmpty, let key = key?.asString else { return nil }
        return index.strings.text(for: key, table: table?.asString)
    }

    /// `UIImage` methods that return the same picture drawn otherwise (Apple, `UIImage`:
    /// "Creating Specialized Image Objects", "Configuring the Image's Symbol Traits").
    static let imageRestylings: Set<String> = [
        "withTintColor", "withRenderingMode", "withConfiguration", "applyingSymbolConfiguration",
        "withAlignmentRectInsets", "withBaselineOffset", "withoutBaseline", "imageFlippedForRightToLeftLayoutDirection",
        "withHorizontallyFlippedOrientation",
    ]

    private func globalFunction(_ name: String, _ arguments: [UIKitArgument]) -> UIKitValue? {
        let values = arguments.map(\.value)
        switch name {
        case "zip":
            guard values.count == 2, let first = values[0].asArray, let second = values[1].asArray else { return .unknown("zip") }
            return .array(zip(first, second).map { .tuple([$0, $1]) })
        case "min", "max":
            let numbers = values.compactMap(\.asDouble)
            guard numbers.count == values.count, let result = name == "min" ? numbers.min() : numbers.max() else { return .unknown(name) }
            return values.allSatisfy({ if case .int = $0 { true } else { false } }) ? .int(Int(result)) : .double(result)
        case "print", "debugPrint", "assert", "precondition", "NSLog": return .null
        case "NSLocalizedString":
            // The text the app's table (`tableName:`, else `Localizable`) holds for the key; the
            // `value:` argument where it holds none, else the key
            // (`NSLocalizedString(_:tableName:bundle:value:comment:)`).
            let table = arguments.first { $0.label == "tableName" }?.value
            if let text = localized(values.first, table: table) { return .string(text) }
            if let value = arguments.first(where: { $0.label == "value" })?.value { return value }
            // A table the code names that is not among the files read: its text is not known.
            if let tableName = table?.asString, !index.strings.holdsTable(named: tableName) {
                return .unknown("text of the strings table `\(tableName)`, not among the files read")
            }
            return values.first ?? .unknown(name)
        default: return nil
        }
    }
}
