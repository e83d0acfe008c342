import AccessibilityTree

/// What an element type becomes in the accessibility tree: the one table of
/// docs/runtime-capture.md, Mapping, with the source of each row there.
///
/// Traits are the ones UIKit gives the control the type stands for (`UIAccessibilityTraits`,
/// Apple's documentation of each control; the private bits as `Traits` documents them).
public struct ElementRole: Hashable, Sendable {
    /// Whether VoiceOver focuses the element itself or visits its children.
    public enum Focus: Hashable, Sendable {
        /// An element VoiceOver focuses; its children, if a capture lists any, are its parts.
        case element
        /// A container: VoiceOver visits its children.
        case container
        /// `Other`, `Group` and the like: an element when it has a label or value and no
        /// children, a container otherwise.
        case elementWhenLeaf
        /// A cell: an element when it has a label (UIKit cells read their content as one), a
        /// container otherwise, and then the capture cannot say which VoiceOver focuses.
        case cell
    }

    /// How the captured value is read.
    public enum ValueReading: Hashable, Sendable {
        /// Spoken as captured.
        case asCaptured
        /// A switch: `1`/`true` is on, `0`/`false` off, as VoiceOver says them ("On.", "Off.").
        case onOff
        /// Static text: a value equal to the label is the label again (WebDriverAgent's `wdValue`
        /// copies the label into it), not a second thing to speak.
        case dropWhenLabel
        /// A button: WebDriverAgent writes `1` into the value of a selected button with no value;
        /// that is the Selected trait, not a value.
        case dropSelectionMarker
    }

    public var focus: Focus
    public var traits: Traits
    public var value: ValueReading
    /// Traits only the type can tell (UIKit's private bits), kept when a capture lists the
    /// public traits itself.
    public var privateTraits: Traits
    /// Whether the container isolates VoiceOver (`accessibilityViewIsModal`), as an alert does.
    public var isModal: Bool

    public init(_ focus: Focus, traits: Traits = [], value: ValueReading = .asCaptured,
                privateTraits: Traits = [], isModal: Bool = false) {
        self.focus = focus
        self.traits = traits
        self.value = value
        self.privateTraits = privateTraits
        self.isModal = isModal
    }
}

extension ElementType {
    /// How this type maps to the accessibility tree (docs/runtime-capture.md, Mapping).
    public var role: ElementRole {
        switch self {
        case .application, .window, .sheet, .drawer, .popover, .dialog, .keyboard, .navigationBar, .toolbar,
             .statusBar, .tabGroup, .table, .tableColumn, .outline, .browser, .collectionView, .scrollView,
             .segmentedControl, .picker, .datePicker, .menu, .menuBar, .map, .webView, .splitGroup, .grid,
             .stepper, .radioGroup, .touchBar, .matte, .ruler, .layoutArea:
            ElementRole(.container)
        case .alert:
            ElementRole(.container, isModal: true)
        case .tabBar:
            ElementRole(.container, traits: .tabBar)
        case .any, .other, .group, .layoutItem:
            ElementRole(.elementWhenLeaf)
        case .cell, .tableRow, .outlineRow:
            ElementRole(.cell)
        case .button, .radioButton, .checkBox, .popUpButton, .menuButton, .toolbarButton, .disclosureTriangle,
             .comboBox, .menuItem, .menuBarItem, .incrementArrow, .decrementArrow, .dockItem, .statusItem:
            ElementRole(.element, traits: .button, value: .dropSelectionMarker)
        case .tab:
            ElementRole(.element, traits: .button, privateTraits: .tabButton)
        case .key:
            ElementRole(.element, traits: .keyboardKey)
        case .switch, .toggle:
            ElementRole(.element, traits: .button, value: .onOff, privateTraits: .toggle)
        case .slider, .pickerWheel, .pageIndicator:
            ElementRole(.element, traits: .adjustable)
        case .link:
            ElementRole(.element, traits: .link)
        case .image, .icon:
            ElementRole(.element, traits: .image)
        case .staticText:
            ElementRole(.element, traits: .staticText, value: .dropWhenLabel)
        case .searchField:
            ElementRole(.element, traits: .searchField)
        case .textField:
            ElementRole(.element, privateTraits: .textEntry)
        case .secureTextField:
            ElementRole(.element, privateTraits: [.textEntry, .secureTextField])
        case .textView:
            ElementRole(.element, privateTraits: [.textEntry, .textArea])
        case .progressIndicator, .activityIndicator, .scrollBar, .timeline, .ratingIndicator, .valueIndicator,
             .relevanceIndicator, .levelIndicator, .colorWell, .helpTag, .splitter, .rulerMarker, .handle:
            ElementRole(.element)
        }
    }
}
