import AccessibilityTree

/// What UIKit runs as views appear, beyond the initialisers: a controller's loading and
/// appearance methods, and one layout pass.
extension UIKitEvaluator {
    /// A view controller's `view` after `loadView` (or its storyboard scene's or nib's view),
    /// `viewDidLoad` and the appearance methods, run once.
    mutating func loadView(of controller: ObjectID) -> ObjectID? {
        let className = heap[controller].className
        _ = loadInterface(ofController: controller)
        for method in ["loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"]
        where index.function(method, in: className) != nil && !heap[controller].methodsRun.contains(method) {
            _ = callMethod(method, on: controller, [(nil, .bool(false))])
        }
        return readProperty("view", of: controller).asObject
    }

    /// Runs `layoutSubviews()` once on each view under `root` whose class overrides it, as UIKit
    /// does before the view first shows: frames set there (`accessibilityFrameInContainerSpace`
    /// of the bars of a drawn graph) are read.
    mutating func runLayoutSubviews(under root: ObjectID) {
        var pending = [root]
        var visited = 0
        while let view = pending.popLast(), visited < 2_000 {
            visited += 1
            if !heap[view].methodsRun.contains("layoutSubviews"), index.types[heap[view].className] != nil,
               index.function("layoutSubviews", in: heap[view].className) != nil {
                _ = callMethod("layoutSubviews", on: view, [])
            }
            pending += heap[view].subviews
        }
    }
}
