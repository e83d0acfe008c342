import AccessibilityTree

extension UIKitEvaluator {
    /// Creates the class `className` as UIKit would show it, and returns the view to lower: a
    /// view controller's `view` after `loadView`, `viewDidLoad` and `viewWillAppear(_:)`; a view
    /// after its initialiser, `awakeFromNib` when it has no initialiser of its own or a
    /// storyboard or nib places it (a view from a storyboard or nib), then its
    /// `configure…`/`setUp…` methods no setup code called.
    mutating func makeRoot(_ className: String, at source: SourceLocation) -> ObjectID? {
        // A view or cell a nib or storyboard lays out is made as UIKit loads it from there.
        let made = makeFromInterface(className).map(UIKitValue.object) ?? construct(className, [], at: source)
        guard case .object(let object) = made else { return nil }
        heap[object].name = className
        if heap[object].kind == .viewController {
            guard let view = loadView(of: object) else { return nil }
            heap[view].source = heap[view].source ?? source
            return view
        }
        // UIKit sends `awakeFromNib` to a view a storyboard or nib places (OpenFoodFacts'
        // `ManualBarcodeInputView`, in a scene, sets its button's title there).
        if !heap[object].methodsRun.contains("init") || index.interfaces.places(className),
           !heap[object].methodsRun.contains("awakeFromNib"), index.function("awakeFromNib", in: className) != nil {
            _ = callMethod("awakeFromNib", on: object, [])
        }
        for type in index.chain(of: className) {
            for (name, _) in type.functions.sorted(by: { $0.key < $1.key }) where Self.isSetupMethod(name) {
                guard !heap[object].methodsRun.contains(name) else { continue }
                _ = callMethod(name, on: object, [])
            }
        }
        // What its users set: a property of its own whose setter gives a view its words (a
        // button's title; a banner's `text`, passed on to its label), with a value known only
        // where the view is used.
        for type in index.chain(of: className) {
            for (name, property) in type.computedProperties.sorted(by: { $0.key < $1.key }) {
                guard let setter = property.setter, !Self.builtInMembers.contains(name) || Self.wordsMembers.contains(name),
                      setter.body.tokens(viewMode: .sourceAccurate).contains(where: { Self.textSetters.contains($0.text) }) else { continue }
                setProperty(name, .unknown("`\(name)`, set where the view is used"), on: object)
            }
        }
        // And what they set on its own views, through its properties (`pasteView.button.setTitle(…)`
        // in a view that holds one: unstoppable-wallet's `InputSecondaryButtonWrapperView`).
        let users = index.texts(naming: className)
        for type in index.chain(of: className) {
            for property in type.storedProperties {
                guard case .object(let view)? = heap[object].properties[property.name],
                      let key = UIKitClassIndex.wordsSetFromOutside(on: property.name, in: users),
                      heap[view].properties[key] == nil else { continue }
                heap[view].properties[key] = .unknown("`\(property.name).\(key)`, set where the view is used")
            }
        }
        return object
    }

    /// UIKit's members a class of the app may declare again to take its words from its users
    /// (`var text: String? { get { label.text } set { label.text = newValue } }`).
    static let wordsMembers: Set<String> = ["title", "text", "attributedText"]

    /// What gives a view its words.
    static let textSetters: Set<String> = ["setTitle", "setAttributedTitle", "text", "attributedText", "accessibilityLabel"]

    /// `configure(with:)`, `setUp()`, `setupViews()`: methods a cell or view runs to fill itself;
    /// also `bind(…)`, `bindViewModel(_:)`, which a list framework calls with the cell's model
    /// (IGListKit's `ListBindable`: GitHawk's status cell sets its button's title there).
    static func isSetupMethod(_ name: String) -> Bool {
        ["configure", "setup", "setUp", "bind"].contains { name.hasPrefix($0) }
    }
}
