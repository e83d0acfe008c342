import AccessibilityTree
import SwiftSyntax

/// Table and collection views filled by their data source, as UIKit fills them when they
/// first appear: `numberOfSections(in:)` (1 unless given), `…numberOfRowsInSection:` /
/// `…numberOfItemsInSection:`, then `…cellForRowAt:` / `…cellForItemAt:` for each index path,
/// with `dequeueReusableCell` creating the class `register(_:forCellReuseIdentifier:)` named.
/// Selecting a cell runs the delegate's `…didSelectRowAt:` / `…didSelectItemAt:`.
extension UIKitEvaluator {
    /// Properties the front end keeps on a list or cell for itself (names Swift code cannot write).
    enum ListFacts {
        static let registered = "register#"
        static let loaded = "cellsLoaded#"
        static let indexPath = "indexPath#"
    }

    /// The methods of one kind of list, by the label of their second parameter.
    private struct ListMethods {
        let baseName: String
        let count: String
        let cell: String
        let select: String

        init(_ kind: UIKitKind) {
            if kind == .collectionView {
                (baseName, count, cell, select) = ("collectionView", "numberOfItemsInSection", "cellForItemAt", "didSelectItemAt")
            } else {
                (baseName, count, cell, select) = ("tableView", "numberOfRowsInSection", "cellForRowAt", "didSelectRowAt")
            }
        }
    }

    /// Adds the cells the data source of `list` gives as its subviews, once.
    mutating func loadCells(of list: ObjectID) {
        let kind = heap[list].kind
        guard kind == .tableView || kind == .collectionView, heap[list].properties[ListFacts.loaded] == nil,
              let source = heap[list].properties["dataSource"]?.asObject else { return }
        heap[list].properties[ListFacts.loaded] = .bool(true)
        let methods = ListMethods(kind)
        guard listMethod(methods.baseName, methods.cell, of: source) != nil else { return }
        let sections = callListMethod("numberOfSections", nil, of: source, list: list, .null).asInt ?? 1
        var made = 0
        for section in 0..<max(0, min(sections, Self.maximumIterations)) {
            let rows = callListMethod(methods.baseName, methods.count, of: source, list: list, .int(section))
            guard let count = rows.asInt else {
                note("the number of rows of `\(heap[source].className)` is known only at run time; its cells are not shown",
                     at: heap[list].source)
                return
            }
            for row in 0..<max(0, count) {
                guard made < Self.maximumIterations else {
                    note("only the first \(Self.maximumIterations) cells of a list are shown", at: heap[list].source)
                    return
                }
                made += 1
                let indexPath = makeIndexPath(row: row, section: section)
                guard let cell = callListMethod(methods.baseName, methods.cell, of: source, list: list, .object(indexPath)).asObject,
                      heap[cell].kind.isView else { continue }
                heap[cell].properties[ListFacts.indexPath] = .object(indexPath)
                heap.addSubview(cell, to: list)
            }
        }
    }

    /// Runs the delegate's selection method for `cell` when it sits in a list; whether one ran.
    mutating func selectCell(_ cell: ObjectID) -> Bool {
        guard let list = heap[cell].superview, let indexPath = heap[cell].properties[ListFacts.indexPath],
              let delegate = heap[list].properties["delegate"]?.asObject else { return false }
        let methods = ListMethods(heap[list].kind)
        guard listMethod(methods.baseName, methods.select, of: delegate) != nil else { return false }
        _ = callListMethod(methods.baseName, methods.select, of: delegate, list: list, indexPath)
        return true
    }

    /// Calls that take a person somewhere else: a controller pushed, presented or shown, a segue.
    static let navigationCalls: Set<String> = ["pushViewController", "present", "show", "showDetailViewController",
                                               "performSegue"]

    /// Whether selecting `cell` takes the person somewhere: the delegate's `…didSelectRowAt:` /
    /// `…didSelectItemAt:` pushes, presents or shows a controller or performs a segue, in code it
    /// may run for the cell's index path (`IndexPathReach`). Such a row "can be activated to go
    /// somewhere" (WWDC 2016 session 202), which VoiceOver does not say unless the cell has the
    /// button trait; the lowering gives it a tap gesture for the tree rules.
    func selectionNavigates(_ cell: ObjectID) -> Bool {
        guard let list = heap[cell].superview, let indexPath = heap[cell].properties[ListFacts.indexPath]?.asObject,
              let delegate = heap[list].properties["delegate"]?.asObject else { return false }
        let methods = ListMethods(heap[list].kind)
        guard let method = listMethod(methods.baseName, methods.select, of: delegate), let body = method.syntax.body else { return false }
        let parameters = Array(method.syntax.signature.parameterClause.parameters)
        let parameter = parameters.last.map { ($0.secondName ?? $0.firstName).text } ?? "indexPath"
        let reach = IndexPathReach(parameter: parameter, row: heap[indexPath].properties["row"]?.asInt ?? 0,
                                   section: heap[indexPath].properties["section"]?.asInt ?? 0)
        return reach.mayReach(in: body.statements) { token in
            guard Self.navigationCalls.contains(token.text), let name = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            let called = name.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? Syntax(name)
            return called.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == called.id
        }
    }

    /// What UIKit's lists answer: registering and dequeuing cells, and finding a cell by index path.
    mutating func listMethod(_ name: String, on list: ObjectID, _ arguments: [UIKitArgument], at location: SourceLocation?) -> UIKitValue? {
        guard [.tableView, .collectionView].contains(heap[list].kind) else { return nil }
        let first = arguments.first?.value
        switch name {
        case "register":
            // A class, or a nib (`UINib(nibName:bundle:)`) holding an instance of one.
            let registeredClass: String? = switch first {
            case .type(let className)?: className
            case .string(let text)? where text.hasPrefix(Self.nibPrefix): classOfNib(named: String(text.dropFirst(Self.nibPrefix.count)))
            default: nil
            }
            guard let className = registeredClass, let identifier = arguments.dropFirst().first?.value.asString else { return .null }
            var registered = heap[list].properties[ListFacts.registered]?.asArray ?? []
            registered.append(.tuple([.string(identifier), .string(className)]))
            heap[list].properties[ListFacts.registered] = .array(registered)
            return .null
        case "dequeueReusableCell":
            guard let identifier = first?.asString else { return .unknown("a cell of a run-time identifier") }
            let registered = heap[list].properties[ListFacts.registered]?.asArray ?? []
            let registeredClass = registered.lazy.compactMap { entry -> String? in
                guard case .tuple(let parts) = entry, parts.first?.asString == identifier else { return nil }
                return parts.last?.asString
            }.last
            // A storyboard's prototype cell, unless the code registers another for its identifier.
            if registeredClass == nil, let prototype = interfacePrototypes[list]?[identifier] {
                return .object(makeFromInterface(prototype))
            }
            let className = registeredClass ?? (heap[list].kind == .collectionView ? "UICollectionViewCell" : "UITableViewCell")
            if let cell = makeFromInterface(className) { return .object(cell) }
            guard case .object(let cell) = construct(className, [], at: location) else { return .unknown("a cell") }
            if !heap[cell].methodsRun.contains("init"), index.function("awakeFromNib", in: className) != nil {
                _ = callMethod("awakeFromNib", on: cell, [])
            }
            return .object(cell)
        case "cellForRow", "cellForItem":
            loadCells(of: list)
            guard let wanted = first?.asObject else { return .null }
            let cell = heap[list].subviews.first { candidate in
                heap[candidate].properties[ListFacts.indexPath]?.asObject.map { sameIndexPath($0, wanted) } == true
            }
            return cell.map(UIKitValue.object) ?? .null
        case "indexPath":
            guard let cell = first?.asObject, heap[cell].superview == list else { return .null }
            return heap[cell].properties[ListFacts.indexPath] ?? .null
        default:
            return nil
        }
    }

    /// An `IndexPath` value: row (and item) and section.
    mutating func makeIndexPath(row: Int, section: Int) -> ObjectID {
        let indexPath = makeObject("IndexPath", kind: .model, source: nil)
        heap[indexPath].properties = ["row": .int(row), "item": .int(row), "section": .int(section)]
        return indexPath
    }

    private func sameIndexPath(_ lhs: ObjectID, _ rhs: ObjectID) -> Bool {
        let left = heap[lhs].properties, right = heap[rhs].properties
        return left["section"]?.asInt == right["section"]?.asInt && left["row"]?.asInt == (right["row"] ?? right["item"])?.asInt
    }

    /// The data source or delegate method `base(_:label:)` of `object`'s class.
    private func listMethod(_ base: String, _ label: String?, of object: ObjectID) -> UIKitClassIndex.Member<FunctionDeclSyntax>? {
        for type in index.chain(of: heap[object].className) {
            let match = type.functions[base]?.first { function in
                let parameters = Array(function.syntax.signature.parameterClause.parameters)
                guard let label else { return parameters.count == 1 }
                return parameters.count == 2 && parameters[1].firstName.text == label
            }
            if let match { return match }
        }
        return nil
    }

    private mutating func callListMethod(_ base: String, _ label: String?, of object: ObjectID, list: ObjectID,
                                         _ argument: UIKitValue) -> UIKitValue {
        guard let function = listMethod(base, label, of: object), let body = function.syntax.body else { return .null }
        let arguments: [UIKitArgument] = label == nil ? [("in", .object(list))] : [(nil, .object(list)), (label, argument)]
        let typeName = index.chain(of: heap[object].className).first { $0.functions[base] != nil }?.name
        return run(body.statements, parameters: function.syntax.signature.parameterClause.parameters, arguments,
                   selfObject: object, typeName: typeName, file: function.file)
    }
}
