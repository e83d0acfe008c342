/// What a UIKit class is for the accessibility tree: the UIKit class it is, or descends from.
///
/// A class declared in the project takes the kind of the first UIKit class up its inheritance
/// chain (`class DogCell: BaseCell`, `class BaseCell: UICollectionViewCell`: a collection view
/// cell). Types that descend from none of these are plain models (`struct Dog`).
enum UIKitKind: String, Hashable, Sendable {
    case view, label, button, imageView, stackView, switchControl, slider, textField, textView, control
    case segmentedControl, stepper, pageControl, activityIndicator, progressView
    case scrollView, tableView, collectionView, tableViewCell, collectionViewCell, visualEffectView
    case viewController, accessibilityElement, customAction, customRotor, gestureRecognizer
    /// A type of the project that is no UIKit view (a model, a helper).
    case model

    /// The UIKit classes the front end knows, by name.
    static let byClassName: [String: UIKitKind] = [
        "UIView": .view, "UILabel": .label, "UIButton": .button, "UIImageView": .imageView,
        "UIStackView": .stackView, "UISwitch": .switchControl, "UISlider": .slider,
        "UITextField": .textField, "UITextView": .textView, "UIControl": .control,
        "UISegmentedControl": .segmentedControl, "UIStepper": .stepper, "UIPageControl": .pageControl,
        "UIActivityIndicatorView": .activityIndicator, "UIProgressView": .progressView,
        "UIScrollView": .scrollView, "UITableView": .tableView, "UICollectionView": .collectionView,
        "UITableViewCell": .tableViewCell, "UICollectionViewCell": .collectionViewCell,
        "UICollectionReusableView": .view, "UITableViewHeaderFooterView": .view,
        "UIVisualEffectView": .visualEffectView, "UIViewController": .viewController,
        "UITableViewController": .viewController, "UICollectionViewController": .viewController,
        "UIAccessibilityElement": .accessibilityElement,
        "UIAccessibilityCustomAction": .customAction, "UIAccessibilityCustomRotor": .customRotor,
        "UITapGestureRecognizer": .gestureRecognizer, "UIPanGestureRecognizer": .gestureRecognizer,
        "UILongPressGestureRecognizer": .gestureRecognizer, "UISwipeGestureRecognizer": .gestureRecognizer,
        "UIPinchGestureRecognizer": .gestureRecognizer, "UIRotationGestureRecognizer": .gestureRecognizer,
        // Not views, but code sets their properties (`scrollDirection`), which the layout reads.
        "UICollectionViewFlowLayout": .model,
    ]

    /// Whether a screen is lowered from a class of this kind: view controllers, containers,
    /// cells and custom controls. A subclass of a leaf control (`class RoundedButton: UIButton`,
    /// `class InsetTextField: UITextField`) is a component whose title or text the screens using
    /// it give, so it is lowered only where it is used.
    var isScreenRoot: Bool {
        switch self {
        case .view, .control, .stackView, .scrollView, .tableView, .collectionView, .tableViewCell,
             .collectionViewCell, .visualEffectView, .viewController:
            true
        default:
            false
        }
    }

    /// Whether it lives in the view hierarchy (so it has a frame and subviews).
    var isView: Bool {
        switch self {
        case .model, .viewController, .accessibilityElement, .customAction, .customRotor, .gestureRecognizer: false
        default: true
        }
    }

    /// Whether `isAccessibilityElement` is true unless set: UIKit's controls, labels and text
    /// (UILabel, UIButton… "accessible by default", Apple's class documentation) and
    /// `UIAccessibilityElement`; a table view cell is one element that reads its labels. An image
    /// view is not, until made one (docs/uikit.md).
    var isElementByDefault: Bool {
        switch self {
        case .tableViewCell, .label, .button, .switchControl, .slider, .textField, .textView, .segmentedControl,
             .pageControl, .activityIndicator, .progressView, .accessibilityElement:
            true
        default:
            false
        }
    }
}
