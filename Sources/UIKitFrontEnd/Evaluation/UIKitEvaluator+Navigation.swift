import AccessibilityTree

/// A navigation controller, as far as VoiceOver meets it: a view controller that reads its
/// `navigationController` is shown in one, under a navigation bar whose title is a heading;
/// `pushViewController(_:animated:)` loads the pushed controller and shows it under a back
/// button named after the previous controller's title, and both push and pop post screen changed
/// (Apple's UINavigationController documentation; the bar's reading: docs/uikit.md).
extension UIKitEvaluator {
    enum NavigationFacts {
        static let stack = "viewControllers"
        static let titleView = "navigationTitle#"
        static let backButton = "backButton#"
    }

    /// The navigation controller `controller` is in, made when code first asks for it.
    mutating func navigationController(of controller: ObjectID) -> ObjectID {
        if let existing = heap[controller].properties["navigationController"]?.asObject { return existing }
        let navigation = makeObject("UINavigationController", kind: .viewController, source: heap[controller].source,
                                    name: "navigationController")
        heap[navigation].properties[NavigationFacts.stack] = .array([.object(controller)])
        heap[controller].properties["navigationController"] = .object(navigation)
        return navigation
    }

    /// The controllers of `navigation`, root first.
    func navigationStack(_ navigation: ObjectID) -> [ObjectID] {
        heap[navigation].properties[NavigationFacts.stack]?.asArray?.compactMap(\.asObject) ?? []
    }

    /// Whether `object` is a navigation controller the front end made.
    func isNavigationController(_ object: ObjectID) -> Bool {
        heap[object].className == "UINavigationController" && heap[object].properties[NavigationFacts.stack] != nil
    }

    /// `pushViewController(_:animated:)`: the controller is loaded and shown, screen changed posted.
    mutating func push(_ controller: ObjectID, on navigation: ObjectID) {
        guard heap[controller].kind == .viewController else { return }
        _ = loadView(of: controller)
        heap[controller].properties["navigationController"] = .object(navigation)
        heap[navigation].properties[NavigationFacts.stack] = .array(navigationStack(navigation).map(UIKitValue.object) + [.object(controller)])
        posted.append(.screenChanged(focus: nil))
    }

    /// `popViewController(animated:)` and the back button: the previous controller shows again.
    mutating func pop(_ navigation: ObjectID) -> Bool {
        let stack = navigationStack(navigation)
        guard stack.count > 1 else { return false }
        heap[navigation].properties[NavigationFacts.stack] = .array(stack.dropLast().map(UIKitValue.object))
        posted.append(.screenChanged(focus: nil))
        return true
    }

    /// The controller whose `view` is `view`.
    func controller(owning view: ObjectID) -> ObjectID? {
        heap.objects.indices.first { heap[$0].kind == .viewController && heap[$0].properties["view"]?.asObject == view }
    }

    /// The navigation bar over `controller`: a back button named after the previous controller's
    /// title when there is one, and the title as a heading.
    mutating func navigationBarItems(of controller: ObjectID, in navigation: ObjectID) -> [ObjectID] {
        let stack = navigationStack(navigation)
        var items: [ObjectID] = []
        if let position = stack.firstIndex(of: controller), position > 0 {
            let back = barItem(NavigationFacts.backButton, of: controller, kind: .button)
            let previousTitle = readProperty("title", of: stack[position - 1]).asString
            heap[back].properties["title"] = .string(previousTitle ?? "Back")
            heap[back].properties["accessibilityTraits"] = .traits([.button, .backButton])
            heap[back].properties["accessibilityFrame"] = .rect(.constant(Rect(x: 8, y: 50, width: 90, height: 44)))
            items.append(back)
        }
        if let title = readProperty("title", of: controller).asString {
            let titleView = barItem(NavigationFacts.titleView, of: controller, kind: .label)
            heap[titleView].properties["text"] = .string(title)
            heap[titleView].properties["accessibilityTraits"] = .traits(.header)
            heap[titleView].properties["accessibilityFrame"] = .rect(.constant(Rect(x: 106, y: 50, width: 181, height: 44)))
            items.append(titleView)
        }
        return items
    }

    /// The back button's navigation controller, when `object` is a back button.
    func navigationControllerGoingBack(from object: ObjectID) -> ObjectID? {
        heap.objects.indices.first { candidate in
            heap[candidate].properties[NavigationFacts.backButton]?.asObject == object
        }.flatMap { heap[$0].properties["navigationController"]?.asObject }
    }

    private mutating func barItem(_ key: String, of controller: ObjectID, kind: UIKitKind) -> ObjectID {
        if let existing = heap[controller].properties[key]?.asObject { return existing }
        let item = makeObject(kind == .button ? "UIButton" : "UILabel", kind: kind, source: heap[controller].source,
                              name: kind == .button ? "backButton" : "navigationTitle")
        heap[controller].properties[key] = .object(item)
        return item
    }
}

extension UIKitEvaluator {
    /// The view shown over `root`: the view of the last controller pushed on the navigation
    /// controller of `root`'s controller, else `root`.
    func shownView(over root: ObjectID) -> ObjectID {
        guard let controller = controller(owning: root),
              let navigation = heap[controller].properties["navigationController"]?.asObject,
              let top = navigationStack(navigation).last,
              let view = heap[top].properties["view"]?.asObject else { return root }
        return view
    }
}
