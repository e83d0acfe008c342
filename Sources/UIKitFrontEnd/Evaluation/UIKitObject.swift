import AccessibilityTree
import SwiftSyntax

/// An instance setup code created: a UIKit view or element, a project class, a model.
///
/// Properties hold what the code assigned, by name (`text`, `accessibilityLabel`,
/// `accessibilityTraits`…); UIKit's defaults are applied when the tree is lowered, so an
/// assigned value and a default are told apart.
struct UIKitObject {
    /// The class as written (`DogStatsView`, `UILabel`).
    let className: String
    let kind: UIKitKind
    var properties: [String: UIKitValue] = [:]
    /// Subviews in the order they were added (`addSubview`, `addArrangedSubview`, `insertSubview`).
    var subviews: [ObjectID] = []
    var superview: ObjectID?
    /// The property or variable it was first stored in (`favoriteButton`), for element ids.
    var name: String?
    /// Where it was created, or where its class is declared for the screen's root.
    var source: SourceLocation?
    /// `addTarget(_:action:for:)`: the target, the method, and the event (`touchUpInside`).
    var targetActions: [(target: ObjectID?, method: String, event: String)] = []
    /// Methods already run on it, so a `configure…` method called by setup code is not run again.
    var methodsRun: Set<String> = []
    /// The last initialiser of the project to start on it: each runs its superclass's from its
    /// body, so this is the one of the class nearest UIKit's that declares one, whose end is where
    /// setup every instance of it and of its subclasses gets is added. Nil when no initialiser of
    /// the project ran.
    var lastInitializer: UIKitClassIndex.Member<InitializerDeclSyntax>?
    /// Where code set its `accessibilityElements` last; nil when none did.
    var elementsListedAt: SourceLocation?

    init(className: String, kind: UIKitKind, source: SourceLocation?) {
        self.className = className
        self.kind = kind
        self.source = source
    }
}

/// Every object of one evaluation, by id; copied with the evaluator, so a scene is a value.
struct UIKitHeap {
    private(set) var objects: [UIKitObject] = []

    mutating func add(_ object: UIKitObject) -> ObjectID {
        objects.append(object)
        return objects.count - 1
    }

    subscript(id: ObjectID) -> UIKitObject {
        get { objects[id] }
        set { objects[id] = newValue }
    }

    var count: Int { objects.count }

    /// Adds `child` as the last subview of `parent`, moving it from a former superview.
    mutating func addSubview(_ child: ObjectID, to parent: ObjectID, at position: Int? = nil) {
        guard child != parent, objects.indices.contains(child), objects.indices.contains(parent) else { return }
        removeFromSuperview(child)
        var ancestor: ObjectID? = parent
        while let current = ancestor {
            if current == child { return }
            ancestor = objects[current].superview
        }
        if let position, position >= 0, position <= objects[parent].subviews.count {
            objects[parent].subviews.insert(child, at: position)
        } else {
            objects[parent].subviews.append(child)
        }
        objects[child].superview = parent
    }

    /// `object` and the views under it in reading order, the first 200; with `shownOnly`, none
    /// hidden (`isHidden`) nor under a hidden view.
    func views(under object: ObjectID, shownOnly: Bool = false) -> [ObjectID] {
        var result: [ObjectID] = []
        var pending = [object]
        while let next = pending.popLast(), result.count < 200 {
            if shownOnly, objects[next].properties["isHidden"]?.asBool == true { continue }
            result.append(next)
            pending += objects[next].subviews.reversed()
        }
        return result
    }

    /// The views `object` is in, its superview first.
    func superviews(of object: ObjectID) -> [ObjectID] {
        var chain: [ObjectID] = []
        var ancestor = objects[object].superview
        while let view = ancestor, !chain.contains(view) {
            chain.append(view)
            ancestor = objects[view].superview
        }
        return chain
    }

    mutating func removeFromSuperview(_ child: ObjectID) {
        guard let parent = objects[child].superview else { return }
        objects[parent].subviews.removeAll { $0 == child }
        objects[child].superview = nil
    }
}
