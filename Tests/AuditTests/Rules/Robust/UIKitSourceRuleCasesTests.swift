import Audit
import SwiftSyntaxSupport
import Testing

/// Shapes of real UIKit code the UIKit source rules once misread, and the odd cases their
/// examples do not show.
@Suite struct UIKitSourceRuleCasesTests {
    private func lines(_ rule: some SourceRule, _ source: String) -> [Int] {
        rule.check(ParsedSourceFile(path: "V.swift", text: source)).map(\.location.line)
    }

    private let defaults = RuleConfiguration()

    @Test func aLabelMadeInAClosureCountsOnceForCellFragments() {
        let source = """
            final class CategoryCell: UICollectionViewCell {
                let titleLabel: UILabel = {
                    let label = UILabel()
                    label.textAlignment = .center
                    return label
                }()
                let chevron = UIImageView(image: UIImage(systemName: "chevron.down"))
            }
            """
        #expect(lines(CellFragmentsNotGroupedRule(configuration: defaults), source) == [])
    }

    @Test func aTableCellWithAButtonGetsNoMechanicalFix() {
        let source = """
            final class RouteCell: UITableViewCell {
                let nameLabel = UILabel()
                let distanceLabel = UILabel()
                let favoriteButton = UIButton(type: .system)
                func configure() { isAccessibilityElement = false }
            }
            """
        let findings = CellFragmentsNotGroupedRule(configuration: defaults).check(ParsedSourceFile(path: "V.swift", text: source))
        #expect(findings.map(\.location.line) == [5])
        #expect(findings.flatMap(\.edits).isEmpty)
    }

    @Test func buildingACellIsNoScreenChange() {
        let source = """
            final class ServerCell: UITableViewCell {
                @objc func showDetails() {
                    contentView.addSubview(containerView)
                    detailContainer.isHidden = false
                }
            }
            """
        #expect(lines(ScreenChangeWithoutNotificationRule(configuration: defaults), source) == [])
    }

    @Test func composingInsideASubviewIsNoScreenChange() {
        let source = """
            final class SpoilerBanner: UIView {
                func showLabel() {
                    containerView.addSubview(labelContainer)
                }
            }
            """
        #expect(lines(ScreenChangeWithoutNotificationRule(configuration: defaults), source) == [])
    }

    @Test func anEmptyStateShownOverTheScreenIsAScreenChange() {
        let source = """
            final class TimelineViewController: UIViewController {
                func showEmptyView() {
                    view.addSubview(emptyView)
                }
            }
            """
        #expect(lines(ScreenChangeWithoutNotificationRule(configuration: defaults), source) == [3])
    }

    @Test func anOverlayWhoseClassIsDeclaredElsewhereIsJudgedThere() {
        let source = """
            final class DogViewController: UIViewController {
                @objc func openGallery() {
                    let modal = DogModalView(dog: dog)
                    view.addSubview(modal)
                }
            }
            """
        #expect(lines(OverlayWithoutViewIsModalRule(configuration: defaults), source) == [])
    }

    @Test func anOverlayAddedInSetupIsPartOfTheScreen() {
        let source = """
            final class PlayerViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(controlsOverlay)
                }
            }
            """
        #expect(lines(OverlayWithoutViewIsModalRule(configuration: defaults), source) == [])
    }

    @Test func namesAndBylinesAreShortTextNotBody() {
        let source = """
            final class LinkCard: UIControl {
                let authorLabel = UILabel()
                func setUp() {
                    authorLabel.numberOfLines = 1
                    authorLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15))
                }
            }
            """
        #expect(lines(SingleLineBodyTextRule(configuration: defaults), source) == [])
    }

    @Test func aSpringDampingConstantOfTheFileIsRead() {
        let source = """
            final class TabBar: UIView {
                func select() {
                    UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: Animation.damping,
                                   initialSpringVelocity: 0, options: [], animations: { self.layoutIfNeeded() })
                }
                private enum Animation {
                    static let damping: CGFloat = 0.7
                }
            }
            """
        #expect(lines(AnimationIgnoresReduceMotionRule(configuration: defaults), source) == [3])
    }

    @Test func aCriticallyDampedSpringIsNotSpringy() {
        let source = """
            final class TabBar: UIView {
                func select() {
                    UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                                   options: [], animations: { self.layoutIfNeeded() })
                }
            }
            """
        #expect(lines(AnimationIgnoresReduceMotionRule(configuration: defaults), source) == [])
    }

    @Test func elementsMadeOnceInALazyPropertyAreNotRebuilt() {
        let source = """
            final class GraphView: UIView {
                private lazy var barElements: [UIAccessibilityElement] = bars.map { _ in
                    UIAccessibilityElement(accessibilityContainer: self)
                }
                override var accessibilityElements: [Any]? {
                    get { barElements }
                    set {}
                }
            }
            """
        #expect(lines(AccessibilityElementsRebuiltRule(configuration: defaults), source) == [])
    }

    @Test func scrollingToRevealASpinnerIsNoPageTurn() {
        let source = """
            extension UIRefreshControl {
                func showRefreshAnimation(on tableView: UITableView) {
                    tableView.setContentOffset(CGPoint(x: 0, y: -frame.height), animated: true)
                }
            }
            """
        #expect(lines(ScreenChangeWithoutNotificationRule(configuration: defaults), source) == [])
    }

    @Test func anOverlayClassShownElsewhereIsReviewedOneThatAddsItselfToTheWindowIsAViolation() {
        let rule = OverlayWithoutViewIsModalRule(configuration: defaults)
        let named = """
            final class OverlayMessageView: UIView {
                func attach(to superview: UIView) { superview.addSubview(self) }
            }
            """
        let windowed = """
            final class LightboxView: UIView {
                func show() { UIApplication.shared.keyWindow?.addSubview(self) }
            }
            """
        #expect(rule.check(ParsedSourceFile(path: "V.swift", text: named)).map(\.kind) == [.needsReview])
        #expect(rule.check(ParsedSourceFile(path: "V.swift", text: windowed)).map(\.kind) == [.violation])
    }

    @Test func aSpinnerKeepsTurningAsUIKitsOwnDoes() {
        let source = """
            final class AngularActivityIndicator: UIView {
                func startAnimating() {
                    let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
                    layer.add(rotation, forKey: "spin")
                }
            }
            """
        #expect(lines(AnimationIgnoresReduceMotionRule(configuration: defaults), source) == [])
    }

    @Test func showingAnErrorIsAChangeClearingItIsNot() {
        let source = """
            final class SignInViewController: UIViewController {
                @objc func signInTapped() {
                    errorView.isHidden = true
                }
                func showError() {
                    errorView.isHidden = false
                }
            }
            """
        #expect(lines(ScreenChangeWithoutNotificationRule(configuration: defaults), source) == [6])
    }

    @Test func scrollingToTheTopOnATabTapIsNoPageTurn() {
        let source = """
            final class DiscoverViewController: UIViewController {
                @objc private func checkForScrollTap(_ notification: Notification) {
                    mainScrollView.setContentOffset(CGPoint(x: 0, y: defaultOffset), animated: true)
                }
            }
            """
        #expect(lines(ScreenChangeWithoutNotificationRule(configuration: defaults), source) == [])
    }

    /// A selection indicator is no progress indicator: its name exempts nothing. (At a damping of
    /// 0.9 it would overshoot too little to be seen: `MotionKind.overshootsVisibly`.)
    @Test func aSelectionIndicatorSlidingOnASpringIsMotion() {
        let source = """
            final class FilterTabBar: UIView {
                private func moveSelectionIndicator(to index: Int) {
                    UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                                   options: [], animations: { self.layoutIfNeeded() })
                }
            }
            """
        #expect(lines(AnimationIgnoresReduceMotionRule(configuration: defaults), source) == [3])
    }
}
