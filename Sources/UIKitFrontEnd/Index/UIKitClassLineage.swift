/// UIKit's own superclasses of the classes the front end knows, as Apple's class documentation
/// gives them ("Inherits From": `UILabel` from `UIView`, `UIButton` from `UIControl`,
/// `UITextView` from `UIScrollView`), so that a method a project's extension gives `UIView`
/// is found on a label.
enum UIKitClassLineage {
    static let superclassOf: [String: String] = [
        "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView", "UIControl": "UIView",
        "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl", "UITextField": "UIControl",
        "UISegmentedControl": "UIControl", "UIStepper": "UIControl", "UIPageControl": "UIControl",
        "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UIVisualEffectView": "UIView",
        "UIScrollView": "UIView", "UITextView": "UIScrollView", "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView", "UITableViewCell": "UIView", "UITableViewHeaderFooterView": "UIView",
        "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
    ]

    /// `className` and its UIKit superclasses, nearest first (`UIButton`, `UIControl`, `UIView`);
    /// empty for a class UIKit does not declare.
    static func lineage(of className: String) -> [String] {
        guard UIKitKind.byClassName[className] != nil else { return [] }
        var result = [className]
        while let superclass = superclassOf[result[result.count - 1]], !result.contains(superclass) { result.append(superclass) }
        return result
    }

    /// Whether the project's extensions of `className` give methods the front end runs on its
    /// objects: a UIKit view or view controller class.
    static func isExtendable(_ className: String) -> Bool {
        guard let kind = UIKitKind.byClassName[className] else { return false }
        return kind.isView || kind == .viewController
    }
}
