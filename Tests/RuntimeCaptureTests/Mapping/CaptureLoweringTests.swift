import AccessibilityTree
import RuntimeCapture
import Testing

/// The mapping table of docs/runtime-capture.md, row by row.
@Suite struct CaptureLoweringTests {
    static func lowered(_ element: CapturedElement) -> AccessibilityElement {
        CaptureLowering.screen(root: CapturedElement(.application, children: [element])).root.children[0]
    }

    static let controlTraits: [(ElementType, Traits)] = [
        (.button, .button), (.link, .link), (.image, .image), (.staticText, .staticText),
        (.slider, .adjustable), (.pickerWheel, .adjustable), (.searchField, .searchField), (.key, .keyboardKey),
        (.switch, [.button, .toggle]), (.toggle, [.button, .toggle]), (.tab, [.button, .tabButton]),
        (.textField, .textEntry), (.secureTextField, [.textEntry, .secureTextField]), (.textView, [.textEntry, .textArea]),
    ]

    @Test(arguments: controlTraits)
    func controlsGetTheTraitsOfTheirUIKitControl(type: ElementType, traits: Traits) {
        let element = Self.lowered(CapturedElement(type, label: "Name"))
        #expect(element.isAccessibilityElement)
        #expect(element.traits == traits)
    }

    @Test(arguments: [("1", "1"), ("0", "0"), ("true", "1"), ("false", "0"), ("2", "2")])
    func aSwitchValueReadsAsOnOrOff(captured: String, spoken: String) {
        #expect(Self.lowered(CapturedElement(.switch, label: "Wi-Fi", value: captured)).value == spoken)
    }

    @Test func staticTextWhoseValueRepeatsItsLabelHasNoValue() {
        #expect(Self.lowered(CapturedElement(.staticText, label: "Dogs", value: "Dogs")).value == nil)
        #expect(Self.lowered(CapturedElement(.staticText, label: "Score", value: "12")).value == "12")
    }

    @Test func theSelectionMarkerOfAButtonIsTheSelectedTraitNotAValue() {
        var selected = CapturedElement(.button, label: "Dogs", value: "1")
        selected.isSelected = true
        let element = Self.lowered(selected)
        #expect(element.value == nil)
        #expect(element.traits == [.button, .selected])
        #expect(Self.lowered(CapturedElement(.button, label: "Count", value: "1")).value == "1")
    }

    @Test func anEmptyTextFieldSpeaksItsPlaceholder() {
        var field = CapturedElement(.textField, label: "Email")
        field.placeholderValue = "name@example.com"
        #expect(Self.lowered(field).value == "name@example.com")
        field.value = "ann@example.com"
        #expect(Self.lowered(field).value == "ann@example.com")
    }

    @Test func aDisabledElementIsNotEnabled() {
        var button = CapturedElement(.button, label: "Buy")
        button.isEnabled = false
        #expect(Self.lowered(button).traits == [.button, .notEnabled])
    }

    @Test func containersAreVisitedAndLeafOthersWithALabelAreElements() {
        let table = Self.lowered(CapturedElement(.table, children: [CapturedElement(.staticText, label: "Row")]))
        #expect(!table.isAccessibilityElement)
        #expect(table.children.map(\.label) == ["Row"])
        #expect(Self.lowered(CapturedElement(.other, label: "Rating, 4 stars")).isAccessibilityElement)
        #expect(!Self.lowered(CapturedElement(.other)).isAccessibilityElement)
        #expect(!Self.lowered(CapturedElement(.other, label: "Card", children: [CapturedElement(.button, label: "Go")])).isAccessibilityElement)
    }

    @Test func aCellWithALabelIsOneElementAndWithoutOneIsLeftOpen() {
        let labelled = Self.lowered(CapturedElement(.cell, label: "Fido", children: [CapturedElement(.staticText, label: "Fido")]))
        #expect(labelled.isAccessibilityElement)
        #expect(labelled.children.isEmpty)
        let unlabelled = Self.lowered(CapturedElement(.cell, children: [CapturedElement(.staticText, label: "Fido")]))
        #expect(!unlabelled.isAccessibilityElement)
        #expect(unlabelled.unresolved.map(\.fact) == [.isAccessibilityElement])
    }

    @Test func webDriverAgentsAccessibleDecidesWhatVoiceOverFocuses() {
        var cell = CapturedElement(.cell, children: [CapturedElement(.staticText, label: "Fido")])
        cell.isAccessible = true
        #expect(Self.lowered(cell).isAccessibilityElement)
        var button = CapturedElement(.button, label: "Inside")
        button.isAccessible = false
        #expect(!Self.lowered(button).isAccessibilityElement)
    }

    @Test func capturedTraitsReplaceTheTypesButKeepItsPrivateOnes() {
        var field = CapturedElement(.textField, label: "Search")
        field.traits = [.searchField]
        #expect(Self.lowered(field).traits == [.searchField, .textEntry])
        var text = CapturedElement(.staticText, label: "Dogs")
        text.traits = [.header]
        #expect(Self.lowered(text).traits == .header)
    }

    @Test func anAlertIsModalAndATabBarCarriesItsTrait() {
        #expect(Self.lowered(CapturedElement(.alert, children: [CapturedElement(.button, label: "OK")])).isModal)
        #expect(Self.lowered(CapturedElement(.tabBar, children: [CapturedElement(.button, label: "Home")])).traits == .tabBar)
    }

    @Test func listedCustomActionsAreKeptAndNotMarkedUnknown() {
        var row = CapturedElement(.cell, label: "Mail from Ann")
        row.customActions = ["Delete", "Flag"]
        let element = Self.lowered(row)
        #expect(element.customActions.map(\.name) == ["Delete", "Flag"])
        #expect(!element.unresolved.contains { $0.fact == .customActions })
    }

    @Test func theScreenTakesItsNameAndSizeFromTheApplication() {
        let root = CapturedElement(.application, label: "Dogs", frame: Rect(x: 0, y: 0, width: 430, height: 932))
        let screen = CaptureLowering.screen(root: root, fallbackName: "home.xml")
        #expect(screen.name == "Dogs")
        #expect(screen.size == Size(width: 430, height: 932))
        let unnamed = CaptureLowering.screen(root: CapturedElement(.window), fallbackName: "home.xml")
        #expect(unnamed.name == "home.xml")
        #expect(unnamed.size == Screen.defaultSize)
    }

    @Test func idsNameThePathAndNumberOnlyRepeatedTypes() {
        let root = CapturedElement(.application, children: [CapturedElement(.window, children: [
            CapturedElement(.button, label: "A"), CapturedElement(.button, label: "B"), CapturedElement(.image, label: "C"),
        ])])
        let window = CaptureLowering.screen(root: root).root.children[0]
        #expect(window.id == "Window")
        #expect(window.children.map(\.id) == ["Window/Button[1]", "Window/Button[2]", "Window/Image"])
    }
}
