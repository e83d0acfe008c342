import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// What UIKit itself does when setup code calls it: creating views and elements, adding
/// subviews, titles and images, target–actions, notifications, animations and fonts.
extension UIKitEvaluator {
    /// `TypeName(arguments)`: a project type (its stored properties' initial values, then its
    /// initialiser), a UIKit class, or a value type UIKit code builds (`CGRect`).
    mutating func construct(_ typeName: String, _ arguments: [UIKitArgument], at location: SourceLocation?) -> UIKitValue {
        let labelled = Dictionary(arguments.compactMap { argument in argument.label.map { ($0, argument.value) } },
                                  uniquingKeysWith: { first, _ in first })
        switch typeName {
        case "CGRect":
            if let x = labelled["x"]?.asDouble, let y = labelled["y"]?.asDouble,
               let width = labelled["width"]?.asDouble, let height = labelled["height"]?.asDouble {
                return .rect(.constant(Rect(x: x, y: y, width: width, height: height)))
            }
            return .unknown("a frame computed at run time")
        case "CGPoint":
            if let x = labelled["x"]?.asDouble, let y = labelled["y"]?.asDouble { return .tuple([.double(x), .double(y)]) }
            return .unknown("a point computed at run time")
        case "String", "Int", "Double", "CGFloat", "Float":
            guard let first = arguments.first?.value else { return .unknown(typeName) }
            // `String(localized: "key", table: "Settings")`: the text the app's table holds for the key.
            if typeName == "String", arguments.first?.label == "localized" {
                if let text = localized(first, table: labelled["table"]) { return .string(text) }
                if labelled["defaultValue"] == nil, let table = labelled["table"]?.asString, !index.strings.holdsTable(named: table) {
                    return .unknown("text of the strings table `\(table)`, not among the files read")
                }
            }
            // An app's own initialiser looking a key up (Sileo's `String(localizationKey:
            // "Queue_Clear_Button")`, which calls `NSLocalizedString`): the words its table holds,
            // or words not known, never the key.
            if typeName == "String", let label = arguments.first?.label, label != "localized",
               LocalizationKey.looksUpAKey(argumentLabel: label) {
                return localized(first, table: labelled["table"] ?? labelled["tableName"]).map(UIKitValue.string)
                    ?? .unknown("the words a strings table holds for a key")
            }
            if typeName == "String" { return first.interpolated.map(UIKitValue.string) ?? .unknown("String(…)") }
            if typeName == "Int" { return first.asDouble.map { .int(Int($0)) } ?? .unknown("Int(…)") }
            return first.asDouble.map(UIKitValue.double) ?? .unknown("\(typeName)(…)")
        case "AttributedString" where arguments.first?.label == nil:
            // `AttributedString("Edit", attributes: …)`: its characters are what VoiceOver reads.
            if let text = arguments.first?.value, case .string = text { return text }
            return .unknown("an attributed string")
        case "NSAttributedString", "NSMutableAttributedString":
            // `NSAttributedString(string:attributes:)`: its text is what VoiceOver reads; a font
            // among its attributes is the font the text shows in (Apple, `NSAttributedString.Key.font`),
            // carried to the view it is set on (`attributedText`).
            if let font = Self.fontAttribute(labelled["attributes"]) {
                let attributed = makeObject(Self.attributedStringType, kind: .model, source: location)
                heap[attributed].properties["string"] = labelled["string"].flatMap { $0.asString.map(UIKitValue.string) }
                    ?? .unknown("an attributed string")
                heap[attributed].properties["font"] = font
                return .object(attributed)
            }
            if let text = labelled["string"], case .string = text { return text }
            return .unknown("an attributed string")
        case "UIImage":
            if let name = labelled["named"]?.asString { return .string("image:" + name) }
            if let name = labelled["systemName"]?.asString { return .string("symbol:" + name) }
            return .unknown("an image")
        case "IndexPath":
            let row = (labelled["row"] ?? labelled["item"])?.asInt, section = labelled["section"]?.asInt
            guard let row, let section else { return .unknown("an index path computed at run time") }
            return .object(makeIndexPath(row: row, section: section))
        case "UIAccessibilityCustomRotorItemResult":
            return makeRotorItemResult(labelled)
        case "UINib":
            if let name = labelled["nibName"]?.asString { return .string(Self.nibPrefix + name) }
            return .unknown("a nib named at run time")
        case "UIFontMetrics":
            if case .enumCase(let style)? = labelled["forTextStyle"] { return .enumCase("fontMetrics:" + style) }
            return .enumCase("fontMetrics:body")
        default:
            break
        }
        guard let kind = index.kind(of: typeName) else { return .unknown("an instance of `\(typeName)`") }
        let object = makeObject(typeName, kind: kind, source: location)
        for (label, value) in labelled { heap[object].properties[label] = value }
        applyConstructorArguments(of: object, labelled, arguments)
        if index.types[typeName] != nil { initialize(object, arguments) }
        return .object(object)
    }

    /// An attributed string whose attributes give its font: its text and its font.
    static let attributedStringType = "NSAttributedString"

    /// The text and font of `value` where it is an attributed string whose attributes give its
    /// font; nil for any other value.
    func attributedTextAndFont(_ value: UIKitValue?) -> (text: UIKitValue, font: UIKitValue)? {
        guard case .object(let attributed)? = value, heap[attributed].className == Self.attributedStringType,
              let font = heap[attributed].properties["font"] else { return nil }
        return (heap[attributed].properties["string"] ?? .unknown("an attributed string"), font)
    }

    /// The `.font` of attributes written as a dictionary (`[.font: scaled, .link: url]`), or a
    /// value not known where the attributes are; nil where they give none.
    private static func fontAttribute(_ attributes: UIKitValue?) -> UIKitValue? {
        guard let attributes else { return nil }
        guard let pairs = attributes.asArray else { return attributes.isUnknown ? .unknown("the attributes' font") : nil }
        for case .tuple(let pair) in pairs where pair.count == 2 {
            if case .enumCase("font") = pair[0] { return pair[1] }
        }
        return nil
    }

    private mutating func applyConstructorArguments(of object: ObjectID, _ labelled: [String: UIKitValue], _ arguments: [UIKitArgument]) {
        if let arranged = labelled["arrangedSubviews"]?.asArray {
            heap[object].properties["arrangedSubviews"] = nil
            for child in arranged.compactMap(\.asObject) { heap.addSubview(child, to: object) }
        }
        if let configuration = labelled["configuration"] { heap[object].properties["configuration"] = copy(ofConfiguration: configuration) }
        if heap[object].kind == .imageView, let image = arguments.first?.value, arguments.first?.label == "image" {
            heap[object].properties["image"] = image
        }
        if heap[object].kind == .customAction, labelled["actionHandler"] == nil,
           case .closure(let handler)? = arguments.last(where: { $0.label == nil })?.value {
            heap[object].properties["actionHandler"] = .closure(handler)
        }
        if heap[object].kind == .customRotor, labelled["itemSearch"] == nil,
           case .closure(let search)? = arguments.last(where: { $0.label == nil })?.value {
            heap[object].properties["itemSearch"] = .closure(search)
        }
        if heap[object].kind == .customAction, let target = labelled["target"]?.asObject, case .selector(let method)? = labelled["selector"] {
            heap[object].targetActions.append((target, method, "customAction"))
        }
        if heap[object].kind == .gestureRecognizer, case .selector(let method)? = labelled["action"] {
            heap[object].targetActions.append((labelled["target"]?.asObject, method, "gesture"))
        }
    }

    /// Runs a new project object's stored properties' initial values (base class first) and the
    /// initialiser its arguments choose.
    mutating func initialize(_ object: ObjectID, _ arguments: [UIKitArgument]) {
        initializeStoredProperties(of: object)
        let chain = index.chain(of: heap[object].className)
        guard let type = chain.first(where: { !$0.initializers.isEmpty }) else {
            // A struct's memberwise initialiser.
            if let type = chain.first, !type.isClass {
                for (position, property) in type.storedProperties.enumerated() {
                    if let argument = arguments.first(where: { $0.label == property.name }) ?? (position < arguments.count && arguments[position].label == nil ? arguments[position] : nil) {
                        heap[object].properties[property.name] = argument.value
                    }
                }
            }
            return
        }
        runInitializer(of: type, on: object, arguments)
    }

    /// Runs `initializer`, which `typeName` declares, on `object`; nothing when it has no body.
    /// The properties `typeName` declares that its body sets are set without their observers, as
    /// Swift does (The Swift Programming Language, Properties, Property Observers: the observers
    /// of a property are not called when an initializer of its own class sets it); a method the
    /// body calls sets them with their observers.
    mutating func runInitializer(_ initializer: UIKitClassIndex.Member<InitializerDeclSyntax>, of typeName: String,
                                 on object: ObjectID, _ arguments: [UIKitArgument]) {
        guard let body = initializer.syntax.body else { return }
        heap[object].methodsRun.insert("init")
        heap[object].lastInitializer = initializer
        initializersRunning.append((object, typeName, depth + 1))
        defer { initializersRunning.removeLast() }
        _ = run(body.statements, parameters: initializer.syntax.signature.parameterClause.parameters, arguments,
                selfObject: object, typeName: typeName, file: initializer.file)
    }

    /// Runs a new project object's stored properties' initial values, base class first.
    mutating func initializeStoredProperties(of object: ObjectID) {
        let chain = index.chain(of: heap[object].className)
        for type in chain.reversed() {
            for property in type.storedProperties where !property.isLazy {
                guard let initializer = property.initializer, heap[object].properties[property.name] == nil else { continue }
                var scope = UIKitScope(selfObject: object, typeName: type.name, file: property.file)
                let value = evaluate(initializer, &scope)
                heap[object].properties[property.name] = value
                if let child = value.asObject, heap[child].name == nil { heap[child].name = property.name }
            }
        }
    }

    /// Runs the `init(coder:)` a class of the project declares (the nearest up its chain), as
    /// UIKit does for an object a storyboard or nib creates.
    mutating func runCoderInitializer(of object: ObjectID) {
        for type in index.chain(of: heap[object].className) {
            guard let coder = type.initializers.first(where: { $0.labels.first == "coder" }), coder.syntax.body != nil else { continue }
            runInitializer(coder, of: type.name, on: object, [("coder", .unknown("the coder"))])
            return
        }
    }

    /// Runs the initialiser of `type` whose labels match `arguments` best.
    mutating func runInitializer(of type: UIKitClassIndex.TypeDecl, on object: ObjectID, _ arguments: [UIKitArgument]) {
        let chosen = type.initializer(labelled: arguments.map { $0.label ?? "_" }) ?? type.initializers.first { initializer in
            initializer.syntax.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.count <= arguments.count
        } ?? type.initializers.first { initializer in
            // A view made in code, not decoded from a storyboard: `init(frame:)`, not `init?(coder:)`.
            initializer.labels.first != "coder"
        } ?? type.initializers.first
        guard let chosen else { return }
        runInitializer(chosen, of: type.name, on: object, arguments)
    }

    /// `Type.name(…)` or `.name(…)`: UIKit's static functions setup code calls.
    mutating func staticCall(_ name: String, on typeName: String?, _ arguments: [UIKitArgument], at location: SourceLocation?) -> UIKitValue {
        let labelled = Dictionary(arguments.compactMap { argument in argument.label.map { ($0, argument.value) } },
                                  uniquingKeysWith: { first, _ in first })
        if let configuration = projectButtonConfiguration(name, on: typeName, arguments) { return configuration }
        if let typeName, let type = index.types[typeName], let function = type.functions[name]?.first, let body = function.syntax.body {
            let result = run(body.statements, parameters: function.syntax.signature.parameterClause.parameters, arguments,
                             selfObject: nil, typeName: typeName, file: function.file)
            // A project's own `UIFont.preferredFont(for: .subheadline, weight: .semibold)`, built
            // from a font descriptor the audit does not read, is a font of that text style.
            if name == "preferredFont", case .unknown = result, let style = Self.textStyle(in: arguments) { return .font(.textStyle(style)) }
            return result
        }
        switch name {
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            return labelled["ofSize"]?.asDouble.map { .font(.fixed(size: $0)) } ?? .unknown("a font size computed at run time")
        case "preferredFont":
            // `preferredFont(forTextStyle:)`, or a project's variant declared where the audit
            // does not read it (`preferredFont(for: .subheadline, weight: .semibold)`).
            if let style = Self.textStyle(in: arguments) { return .font(.textStyle(style)) }
            return .unknown("a text style computed at run time")
        case "post":
            post(labelled["notification"] ?? arguments.first?.value ?? .null, argument: labelled["argument"] ?? .null)
            return .null
        case "convertToScreenCoordinates":
            if case .rect(let frame)? = arguments.first?.value, let view = labelled["in"]?.asObject {
                return .rect(.converted(frame, in: view))
            }
            return .unknown("a frame computed at run time")
        case "animate", "transition", "performWithoutAnimation":
            // The animation's end state is what the screen shows; its completion runs after it.
            if case .closure(let animations)? = labelled["animations"] ?? arguments.first(where: { $0.label == nil })?.value {
                _ = callClosure(animations, [])
            }
            if case .closure(let completion)? = labelled["completion"] { _ = callClosure(completion, [.bool(true)]) }
            return .null
        case "activate", "deactivate":
            return .null
        case "loadNibNamed":
            guard let name = arguments.first?.value.asString else { return .unknown("a nib named at run time") }
            return loadNib(named: name, owner: labelled["owner"]?.asObject)
        // A button's configuration (`UIButton.Configuration.filled()`, `.plain()` where a
        // configuration is expected): a value whose title and image the button shows
        // (`UIKitDefaults.shown(_:in:)`).
        case let style where UIKitDefaults.buttonConfigurationStyles.contains(style)
                && typeName.map { $0.hasSuffix("Configuration") } ?? true:
            return .object(makeObject(UIKitDefaults.buttonConfiguration, kind: .model, source: location))
        case "init":
            if let typeName { return construct(typeName, arguments, at: location) }
            // `.init("Edit", attributes: …)` where an attributed title goes (`configuration.attributedTitle`):
            // its words are the title's.
            if arguments.map(\.label) == [nil, "attributes"], let text = arguments.first?.value, case .string = text { return text }
            return .unknown("an instance")
        default:
            return .unknown("call `\(typeName.map { $0 + "." } ?? ".")\(name)`")
        }
    }

    /// The text style an argument names (`forTextStyle: .body`, `for: .headline`).
    private static func textStyle(in arguments: [UIKitArgument]) -> TextStyle? {
        arguments.lazy.compactMap { argument -> TextStyle? in
            guard case .enumCase(let style) = argument.value else { return nil }
            return UIKitDefaults.textStyle(style)
        }.first
    }

    /// `UIAccessibility.post(notification:argument:)`.
    private mutating func post(_ notification: UIKitValue, argument: UIKitValue) {
        guard case .enumCase(let name) = notification else { return }
        switch name {
        case "screenChanged": posted.append(.screenChanged(focus: argument.asObject))
        case "layoutChanged": posted.append(.layoutChanged(focus: argument.asObject))
        case "announcement":
            if let text = argument.asString { posted.append(.announcement(text)) }
        case "pageScrolled":
            if let text = argument.asString { posted.append(.pageScrolled(text)) }
        default: break
        }
    }

    /// A UIKit method called on an object whose class does not declare it.
    ///
    /// - Parameter unmodelled: what a method the front end does not model gives.
    mutating func builtInMethod(_ name: String, on object: ObjectID, _ arguments: [UIKitArgument], at location: SourceLocation?,
                                unmodelled: UIKitValue = .null) -> UIKitValue {
        let first = arguments.first?.value
        switch name {
        case "addSubview", "addArrangedSubview":
            if let child = first?.asObject { heap.addSubview(child, to: object) }
        case "insertSubview", "insertArrangedSubview":
            guard let child = first?.asObject else { break }
            let second = arguments.dropFirst().first
            if second?.label == "at", let position = second?.value.asInt {
                heap.addSubview(child, to: object, at: position)
            } else if let sibling = second?.value.asObject, let position = heap[object].subviews.firstIndex(of: sibling) {
                heap.addSubview(child, to: object, at: second?.label == "belowSubview" ? position : position + 1)
            } else {
                heap.addSubview(child, to: object)
            }
        case "removeFromSuperview":
            heap.removeFromSuperview(object)
        case "bringSubviewToFront":
            if let child = first?.asObject { heap.addSubview(child, to: object) }
        case "sendSubviewToBack":
            if let child = first?.asObject { heap.addSubview(child, to: object, at: 0) }
        case "setTitle", "setAttributedTitle":
            guard arguments.dropFirst().first.map({ $0.value.isNormalState }) ?? true else { break }
            // An attributed title's text is the title; its font is the title label's.
            if let (text, font) = attributedTextAndFont(first) {
                heap[object].properties["title"] = text
                if let label = readProperty("titleLabel", of: object).asObject { heap[label].properties["font"] = font }
            } else {
                heap[object].properties["title"] = first ?? .null
            }
        case "setImage":
            var image = first ?? .null
            if case .enumCase(let member) = image { image = namedImage(member) }
            if arguments.dropFirst().first.map({ $0.value.isNormalState }) ?? true { heap[object].properties["image"] = image }
            if case .enumCase("selected")? = arguments.dropFirst().first?.value { heap[object].properties[Self.showsSelection] = .bool(true) }
        case "setOn":
            heap[object].properties["isOn"] = first ?? .null
        case "setValue" where heap[object].kind == .slider:
            heap[object].properties["value"] = first ?? .null
        case "addTarget":
            if arguments.count >= 3, case .selector(let method) = arguments[1].value, case .enumCase(let event) = arguments[2].value {
                heap[object].targetActions.append((arguments[0].value.asObject, method, event))
            }
        case "addGestureRecognizer":
            if let recognizer = first?.asObject {
                var recognizers = heap[object].properties["gestureRecognizers"]?.asArray ?? []
                recognizers.append(.object(recognizer))
                heap[object].properties["gestureRecognizers"] = .array(recognizers)
            }
        case "addInteraction":
            if let interaction = first { heap[object].properties["interactions", default: .array([])] = .array((heap[object].properties["interactions"]?.asArray ?? []) + [interaction]) }
        case "pushViewController" where isNavigationController(object):
            if let pushed = first?.asObject { push(pushed, on: object) }
        case "popViewController" where isNavigationController(object):
            return .bool(pop(object))
        case "present", "show", "pushViewController":
            if let presented = first?.asObject { heap[object].properties["presentedViewController"] = .object(presented) }
        case "dismiss":
            heap[object].properties["presentedViewController"] = nil
        // A cell's list content configuration (Apple, `UIListContentConfiguration`): its `text`
        // and `secondaryText` are what the cell shows once set as `contentConfiguration`.
        case "defaultContentConfiguration" where [.tableViewCell, .collectionViewCell].contains(heap[object].kind):
            return .object(makeObject("UIListContentConfiguration", kind: .model, source: location))
        case "sendActions":
            if case .enumCase(let event)? = first { return .bool(fire(event, on: object)) }
        default:
            if let answer = listMethod(name, on: object, arguments, at: location) { return answer }
            // Layout, reloading: nothing the accessibility tree shows.
            return unmodelled
        }
        return .null
    }

    /// Runs the target–actions of `object` registered for `event`; whether there were any.
    mutating func fire(_ event: String, on object: ObjectID) -> Bool {
        let actions = heap[object].targetActions.filter { $0.event == event }
        for action in actions {
            guard let target = action.target ?? nearestController(of: object) else { continue }
            _ = callMethod(action.method, on: target, [(nil, .object(object))])
        }
        return !actions.isEmpty
    }

    /// A `nil` target goes up the responder chain: the first ancestor whose class declares methods.
    private func nearestController(of object: ObjectID) -> ObjectID? {
        heap.superviews(of: object).first { index.types[heap[$0].className] != nil }
    }
}

extension UIKitEvaluator {
    /// Set on a control given an image for its `.selected` state: it shows selection, so UIKit's
    /// `selected` trait follows `isSelected` as it changes.
    static let showsSelection = "showsSelection#"
}

extension UIKitValue {
    /// Whether a control state argument is `.normal` (or unknown: most setup code sets it).
    var isNormalState: Bool {
        if case .enumCase(let state) = self { return state == "normal" }
        return true
    }
}
