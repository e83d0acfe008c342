import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

extension UIKitEvaluator {
    /// Properties UIKit gives every view, element or controller, read or assigned without `self.`.
    static let builtInMembers: Set<String> = [
        "view", "contentView", "frame", "bounds", "subviews", "arrangedSubviews", "superview", "center",
        "isAccessibilityElement", "accessibilityLabel", "accessibilityValue", "accessibilityHint",
        "accessibilityTraits", "accessibilityElements", "accessibilityCustomActions", "accessibilityCustomRotors",
        "accessibilityViewIsModal", "accessibilityFrame", "accessibilityFrameInContainerSpace",
        "accessibilityActivationPoint", "accessibilityElementsHidden", "shouldGroupAccessibilityChildren",
        "accessibilityRespondsToUserInteraction", "accessibilityUserInputLabels", "accessibilityIdentifier",
        "accessibilityContainerType", "accessibilityLanguage", "showsLargeContentViewer", "largeContentTitle",
        "isHidden", "alpha", "backgroundColor", "tintColor", "isUserInteractionEnabled", "isSelected", "isEnabled",
        "title", "navigationItem", "tableView", "collectionView", "accessibilityContainer", "traitCollection",
        "layer", "transform", "isOn", "value", "minimumValue", "maximumValue", "text", "attributedText", "placeholder", "font",
        "textColor", "numberOfLines", "axis", "spacing", "image", "adjustsFontForContentSizeCategory",
        "navigationController", "accessoryView", "dataSource", "delegate", "textLabel", "detailTextLabel",
        "contentConfiguration", "titleLabel", "isEditable", "currentPage", "numberOfPages", "rowHeight",
        "configurationUpdateHandler", "changesSelectionAsPrimaryAction", "gestureRecognizers", "interactions",
        "accessibilityAttributedLabel", "accessibilityAttributedValue", "accessibilityAttributedHint",
    ]

    /// The plain-text property each attributed accessibility property sets.
    static let plainAccessibilityProperty = [
        "accessibilityAttributedLabel": "accessibilityLabel", "accessibilityAttributedValue": "accessibilityValue",
        "accessibilityAttributedHint": "accessibilityHint",
    ]

    /// Whether `name`, read without `self.`, is a member of the object.
    func hasMember(_ name: String, on object: ObjectID) -> Bool {
        let className = heap[object].className
        if heap[object].properties[name] != nil { return true }
        if index.computedProperty(name, in: className) != nil || index.storedProperty(name, in: className) != nil { return true }
        return heap[object].kind != .model && Self.builtInMembers.contains(name)
    }

    /// `object.name`: an overridden getter, an assigned value, a lazy property's initial value,
    /// or what UIKit gives (a controller's `view`, a cell's `contentView`, a frame).
    mutating func readProperty(_ name: String, of object: ObjectID) -> UIKitValue {
        let className = heap[object].className
        if let computed = index.computedProperty(name, in: className), let getter = computed.getter {
            return runGetter(getter, file: computed.file, on: object)
        }
        if (name == "frame" || name == "bounds"), heap[object].kind.isView {
            return .rect(name == "frame" ? .frameOf(object) : .boundsOf(object))
        }
        if let value = heap[object].properties[name] { return value }
        if let stored = index.storedProperty(name, in: className), stored.isLazy, let initializer = stored.initializer {
            var scope = UIKitScope(selfObject: object, typeName: className, file: stored.file)
            let value = evaluate(initializer, &scope)
            setStored(name, value, on: object)
            return value
        }
        return builtInProperty(name, of: object)
    }

    /// Whether assistive technologies pass `object` and what is inside it by: hidden, fully
    /// transparent, or hiding its elements (`accessibilityElementsHidden`).
    mutating func isHiddenFromAssistiveTechnologies(_ object: ObjectID) -> Bool {
        readProperty("isHidden", of: object).asBool == true || readProperty("alpha", of: object).asDouble == 0
            || readProperty("accessibilityElementsHidden", of: object).asBool == true
    }

    /// `super.name` inside the class `typeName`: the getter of a project superclass, else UIKit's default.
    mutating func readSuper(_ name: String, of object: ObjectID, below typeName: String?) -> UIKitValue {
        let chain = index.chain(of: typeName ?? heap[object].className)
        for type in chain.dropFirst() {
            if let computed = type.computedProperties[name], let getter = computed.getter {
                return runGetter(getter, file: computed.file, on: object, typeName: type.name)
            }
        }
        if let value = heap[object].properties[name] { return value }
        return builtInProperty(name, of: object)
    }

    /// Runs a getter on `object`, or a static one (no object) of `typeName`.
    private mutating func runGetter(_ getter: CodeBlockItemListSyntax, file: ParsedSourceFile, on object: ObjectID?,
                                    typeName: String? = nil) -> UIKitValue {
        guard depth < Self.maximumDepth else { return .unknown("getters nest too deep") }
        depth += 1
        defer { depth -= 1 }
        var scope = UIKitScope(selfObject: object, typeName: typeName ?? object.map { heap[$0].className }, file: file)
        if getter.count == 1, case .expr(let expression)? = getter.first?.item {
            return evaluate(expression, &scope)
        }
        if case .returned(let value) = execute(getter, &scope) { return value }
        return .null
    }

    private mutating func builtInProperty(_ name: String, of object: ObjectID) -> UIKitValue {
        let kind = heap[object].kind
        switch name {
        case "view" where kind == .viewController:
            // A table or collection view controller's view is its list, which it fills as data
            // source and delegate (Apple, `UITableViewController`, `UICollectionViewController`).
            let list = listKind(ofController: object)
            let className = list == .tableView ? "UITableView" : list == .collectionView ? "UICollectionView" : "UIView"
            let view = makeObject(className, kind: list ?? .view, source: heap[object].source, name: "view")
            if list != nil {
                heap[view].properties["dataSource"] = .object(object)
                heap[view].properties["delegate"] = .object(object)
            }
            heap[object].properties["view"] = .object(view)
            return .object(view)
        case "tableView" where kind == .viewController && listKind(ofController: object) == .tableView,
             "collectionView" where kind == .viewController && listKind(ofController: object) == .collectionView:
            return readProperty("view", of: object)
        case "contentView" where kind == .tableViewCell || kind == .collectionViewCell:
            let view = makeObject("UIView", kind: .view, source: heap[object].source, name: "contentView")
            heap.addSubview(view, to: object)
            heap[object].properties["contentView"] = .object(view)
            return .object(view)
        // A cell's own labels (`UITableViewCell(style:reuseIdentifier:)`), made in its content
        // view when code first reads them, as UIKit makes them (Apple, `UITableViewCell.textLabel`).
        case "textLabel" where kind == .tableViewCell, "detailTextLabel" where kind == .tableViewCell:
            let label = makeObject("UILabel", kind: .label, source: heap[object].source, name: name)
            guard let contentView = readProperty("contentView", of: object).asObject else { return .object(label) }
            heap.addSubview(label, to: contentView)
            heap[object].properties[name] = .object(label)
            return .object(label)
        // A button's title label (Apple, `UIButton.titleLabel`): inside the button, which is the
        // element; its font and whether it adjusts are the title's (`UIKitDefaults.shown`).
        case "titleLabel" where kind == .button:
            let label = makeObject("UILabel", kind: .label, source: heap[object].source, name: name)
            heap[object].properties[name] = .object(label)
            return .object(label)
        case "navigationController" where kind == .viewController:
            return .object(navigationController(of: object))
        case "frame": return .rect(.frameOf(object))
        case "bounds": return .rect(.boundsOf(object))
        case "subviews", "arrangedSubviews": return .array(heap[object].subviews.map(UIKitValue.object))
        case "superview": return heap[object].superview.map(UIKitValue.object) ?? .null
        case "accessibilityTraits": return .traits(UIKitDefaults.traits(of: heap[object]))
        case "isAccessibilityElement": return .bool(heap[object].kind.isElementByDefault)
        case "isHidden", "isSelected", "accessibilityViewIsModal", "accessibilityElementsHidden", "isOn":
            return .bool(false)
        case "isEnabled", "isUserInteractionEnabled": return .bool(true)
        case "alpha": return .double(1)
        default:
            return kind == .model && index.types[heap[object].className] != nil
                ? .unknown("run-time value `\(name)`") : .null
        }
    }

    /// The list a controller class shows as its view: a table view for a `UITableViewController`,
    /// a collection view for a `UICollectionViewController`, nil for any other controller.
    func listKind(ofController object: ObjectID) -> UIKitKind? {
        for type in index.chain(of: heap[object].className) {
            switch type.superclass {
            case "UITableViewController": return .tableView
            case "UICollectionViewController": return .collectionView
            default: continue
            }
        }
        return nil
    }

    /// A computed property read through its project type (`UBLocalized.summary`, declared
    /// `static var summary: String { tr(Key.summary) }`): its getter run without an object, at
    /// each read, as Swift runs a computed property's. Nil when the type declares none.
    mutating func readStaticComputed(_ name: String, of typeName: String) -> UIKitValue? {
        guard let computed = index.computedProperty(name, in: typeName), let getter = computed.getter else { return nil }
        return runGetter(getter, file: computed.file, on: nil, typeName: typeName)
    }

    /// Reads a static property of a project type (cached: statics are computed once, as Swift does).
    mutating func readStatic(_ name: String, of typeName: String) -> UIKitValue? {
        let key = typeName + "." + name
        if let cached = statics[key] { return cached }
        for type in index.chain(of: typeName) {
            guard let property = type.staticProperties[name] else { continue }
            guard let initializer = property.initializer else { return .enumCase(name) }
            statics[key] = .unknown("`\(key)` is computed from itself")
            var scope = UIKitScope(typeName: typeName, file: property.file)
            let value = evaluate(initializer, &scope)
            statics[key] = value
            return value
        }
        return nil
    }

    /// Stores `value` in `object.name` and runs the property's `didSet`, as an assignment does; a
    /// computed property of the class runs its setter instead (wireguard's `BorderedTextButton`:
    /// `var title: String { get { … } set(value) { button.setTitle(value, for: .normal) } }`).
    mutating func setProperty(_ name: String, _ value: UIKitValue, on object: ObjectID) {
        // A placeholder given with attributes is the field's placeholder: Apple, `UITextField
        // .attributedPlaceholder`, "the styled string that displays when there is no other text
        // in the text field" (Authenticator's search field, `NSAttributedString(string:
        // "Authenticator", attributes: …)`).
        if name == "attributedPlaceholder" {
            setProperty("placeholder", attributedTextAndFont(value)?.text ?? value, on: object)
            return
        }
        // An attributed string that names its font shows its text in that font, not the view's;
        // set as anything else, its text is what counts.
        if let (text, font) = attributedTextAndFont(value) {
            setProperty(name, text, on: object)
            if name == "attributedText" { setProperty("font", font, on: object) }
            return
        }
        if let computed = index.computedProperty(name, in: heap[object].className), let setter = computed.setter {
            guard depth < Self.maximumDepth else { return }
            depth += 1
            defer { depth -= 1 }
            var scope = UIKitScope(locals: [setter.newValue: value], selfObject: object, typeName: heap[object].className,
                                   file: computed.file)
            _ = execute(setter.body, &scope)
            return
        }
        setStored(name, value, on: object)
        if let stored = index.storedProperty(name, in: heap[object].className), let didSet = stored.didSet,
           !isSetByItsOwnInitializer(name, on: object) {
            guard depth < Self.maximumDepth else { return }
            depth += 1
            defer { depth -= 1 }
            var scope = UIKitScope(selfObject: object, typeName: heap[object].className, file: stored.file)
            _ = execute(didSet, &scope)
        }
    }

    /// Whether `object.name` is being set by the body of an initialiser of the type that declares
    /// the property, which sets it without its observers (`runInitializer(_:of:on:_:)`).
    private func isSetByItsOwnInitializer(_ name: String, on object: ObjectID) -> Bool {
        guard let running = initializersRunning.last, running.object == object, running.depth == depth else { return false }
        let declaring = index.chain(of: heap[object].className).first { type in type.storedProperties.contains { $0.name == name } }
        return declaring?.name == running.typeName
    }

    private mutating func setStored(_ name: String, _ value: UIKitValue, on object: ObjectID) {
        // `accessibilityAttributedLabel` (value, hint) is the same property as its plain-text
        // form, with attributes: Apple, `accessibilityAttributedLabel` ("the default value … is
        // an attributed string based on accessibilityLabel"). Setting either names the element.
        let name = Self.plainAccessibilityProperty[name] ?? name
        var stored = value
        if name == "accessibilityTraits", let traits = traits(from: value) { stored = .traits(traits) }
        if name == "configuration" { stored = copy(ofConfiguration: value) }
        if name == "image", case .enumCase(let member) = value {
            stored = namedImage(member)
        } else if let type = Self.namedValueTypes[name], case .enumCase(let member) = value {
            stored = staticMember(member, of: type) ?? value
        }
        heap[object].properties[name] = stored
        if let child = value.asObject, heap[child].name == nil { heap[child].name = name }
    }

    /// Assigns to what `target` names: a local, a property of `self` or of another object, or an
    /// element of an array held in either.
    mutating func assign(_ value: UIKitValue, to target: ExprSyntax, _ scope: inout UIKitScope) {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if scope.locals[name] == nil, let object = scope.selfObject, hasMember(name, on: object) {
                setProperty(name, value, on: object)
                noteFont(named: name, value, on: object, at: target, scope)
                noteList(named: name, on: object, at: target, scope)
            } else {
                scope.locals[name] = value
                if let child = value.asObject, heap[child].name == nil { heap[child].name = name }
            }
            return
        }
        if let member = target.as(MemberAccessExprSyntax.self), let baseExpression = member.base {
            let base = evaluate(baseExpression, &scope)
            if let object = base.asObject {
                setProperty(member.declName.baseName.text, value, on: object)
                noteFont(named: member.declName.baseName.text, value, on: object, at: target, scope)
                noteList(named: member.declName.baseName.text, on: object, at: target, scope)
            }
            return
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self),
           let position = subscriptCall.arguments.first.map({ evaluate($0.expression, &scope) })?.asInt,
           case .array(var items) = evaluate(subscriptCall.calledExpression, &scope), items.indices.contains(position) {
            items[position] = value
            assign(.array(items), to: subscriptCall.calledExpression, &scope)
            return
        }
        if let chaining = target.as(OptionalChainingExprSyntax.self) {
            assign(value, to: chaining.expression, &scope)
        }
    }

    /// A font or an image written as a static member (`label.font = .headline`,
    /// `button.setImage(.iconClose, for: .normal)`): the value of the project's `UIFont` or
    /// `UIImage` extension that declares it (WooCommerce's `static var headline: UIFont {
    /// .preferredFont(forTextStyle: .headline) }`, Unstoppable's `static let body: UIFont =
    /// .manRopeFont(ofSize: 16, weight: .medium)`, Firefox Focus's `static let iconClose =
    /// UIImage(named: "icon_close")!`); nil where the audit reads none.
    mutating func staticMember(_ member: String, of type: String) -> UIKitValue? {
        let key = type + "." + member
        if let cached = statics[key] { return cached }
        guard Self.namedValueTypes.values.contains(type), let extended = index.types.extensions(of: type) else { return nil }
        let value: UIKitValue
        if let stored = extended.staticProperties[member], let initializer = stored.initializer {
            var scope = UIKitScope(typeName: type, file: stored.file)
            value = evaluate(initializer, &scope)
        } else if let computed = extended.computedProperties[member], let getter = computed.getter {
            value = runGetter(getter, file: computed.file, on: nil, typeName: type)
        } else {
            return nil
        }
        statics[key] = value
        return value
    }

    /// An image written as a static member (`.iconClose`): the value of the project's `UIImage`
    /// extension that declares it, else a picture the audit did not read — an asset symbol Xcode
    /// generates (`.liveMinimize`), which VoiceOver reads by the asset's name, a package's image,
    /// or one the app draws in a file too large to read (Habitica's PaintCode icons), which it
    /// reads as nothing — asked about rather than taken for no image.
    mutating func namedImage(_ member: String) -> UIKitValue {
        staticMember(member, of: Self.imageType) ?? .unknown("the image `.\(member)`, a member the audit did not read")
    }

    /// The UIKit types whose extensions in the app's files give its named fonts and images
    /// (`static let body: UIFont = …`, `static let iconClose = UIImage(named: …)`), read with the
    /// files that set fonts or images (`UIKitProject`), by the property they are set to.
    static let fontType = "UIFont"
    static let imageType = "UIImage"
    static let namedValueTypes = ["font": fontType, "image": imageType]

    /// Keeps where the code sets a view's font (`label.font = .preferredFont(forTextStyle: .body)`,
    /// or an attributed text whose attributes give one).
    private mutating func noteFont(named name: String, _ value: UIKitValue, on object: ObjectID, at target: ExprSyntax,
                                   _ scope: UIKitScope) {
        guard name == "font" || (name == "attributedText" && attributedTextAndFont(value) != nil) else { return }
        guard case .font(let font)? = heap[object].properties["font"] else {
            codeFonts[object] = nil
            return
        }
        codeFonts[object] = FontSetting(font: font, source: location(of: target, in: scope.file), typeName: scope.typeName)
    }

    /// Keeps where the code lists a view's elements (`accessibilityElements = [title, button]`).
    private mutating func noteList(named name: String, on object: ObjectID, at target: ExprSyntax, _ scope: UIKitScope) {
        guard name == "accessibilityElements" else { return }
        heap[object].elementsListedAt = location(of: target, in: scope.file)
    }

    /// A button configuration as a button keeps it: a copy, since `UIButton.Configuration` is a
    /// value (a struct), so what the code sets on its own variable afterwards is not the button's.
    mutating func copy(ofConfiguration value: UIKitValue) -> UIKitValue {
        guard let configuration = value.asObject, heap[configuration].className == UIKitDefaults.buttonConfiguration else { return value }
        return .object(heap.add(heap[configuration]))
    }

    /// A new object on the heap.
    mutating func makeObject(_ className: String, kind: UIKitKind, source: SourceLocation?, name: String? = nil) -> ObjectID {
        var object = UIKitObject(className: className, kind: kind, source: source)
        object.name = name
        return heap.add(object)
    }
}
