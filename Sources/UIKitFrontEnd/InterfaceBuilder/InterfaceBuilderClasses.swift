/// The UIKit class each element of a storyboard or nib creates, by the element's name (the
/// editor names elements after the class without its prefix: `<label>` is a `UILabel`).
enum InterfaceBuilderClasses {
    /// The UIKit class an element creates, nil for what is no view or controller.
    static func uiKitClass(of element: String) -> String? {
        if let known = special[element] { return known }
        guard let first = element.first else { return nil }
        return "UI" + first.uppercased() + element.dropFirst()
    }

    /// Elements whose class is not the element's name with `UI` in front.
    private static let special: [String: String] = [
        "switch": "UISwitch", "activityIndicatorView": "UIActivityIndicatorView",
        "tableViewCellContentView": "UIView", "collectionViewCellContentView": "UIView",
        "wkWebView": "WKWebView", "mapView": "MKMapView", "arscnView": "ARSCNView", "sceneKitView": "SCNView",
        "mtkView": "MTKView", "glkView": "GLKView",
    ]

    /// Whether the element is a view controller of a scene (`viewController`, `tableViewController`…).
    static func isController(_ element: String) -> Bool { element.hasSuffix("Controller") }

    /// Whether the element is a table or collection view cell.
    static func isCell(_ element: String) -> Bool {
        element == "tableViewCell" || element == "collectionViewCell" || element == "collectionReusableView"
    }

    /// Whether the element is a gesture recognizer (`tapGestureRecognizer`, `longPressGestureRecognizer`…).
    static func isGestureRecognizer(_ element: String) -> Bool { element.hasSuffix("GestureRecognizer") }
}
