import AccessibilityTree
import SwiftSyntaxSupport
import Testing
import UIKitFrontEnd

/// What a UIKit reading looks up in the project, for the result cache (docs/cache.md).
@Suite struct UIKitProjectLookupTests {
    static func project(_ files: [String: String]) -> UIKitProject {
        let builder = UIKitProject.Builder(store: nil)
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { builder.add(ParsedSourceFile(path: path, text: text)) }
        return builder.finish()
    }

    static let files = [
        "BaseViewModel.swift": "import UIKit\nclass BaseViewModel: NSObject {}\n",
        "RoomViewModel.swift": "import UIKit\nfinal class RoomViewModel: BaseViewModel {\n    let title = RoomTitle()\n}\n",
        "RoomTitle.swift": "import UIKit\nstruct RoomTitle {}\n",
        "RoomViewController.swift": """
            import UIKit
            final class RoomViewController: UIViewController {
                let model = RoomViewModel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let label = UILabel()
                    label.text = "Room"
                    view.addSubview(label)
                }
            }
            """,
    ]

    @Test func aClassThatIsNoViewLooksUpOnlyItsSuperclassChain() {
        let (screens, lookups) = Self.project(Self.files)
            .screensRecordingLookups(declaredIn: "RoomViewModel.swift", settings: AccessibilitySettings())
        #expect(screens.isEmpty)
        #expect(lookups == ["BaseViewModel", "NSObject"])
    }

    @Test func aViewControllerLooksUpEveryTypeItsTextNames() {
        let (screens, lookups) = Self.project(Self.files)
            .screensRecordingLookups(declaredIn: "RoomViewController.swift", settings: AccessibilitySettings())
        #expect(screens.count == 1)
        #expect(lookups.contains("RoomViewModel"))
        #expect(lookups.contains("UIViewController"))
        #expect(!lookups.contains("RoomTitle"))
    }

    @Test func aFileOfStructsLooksUpNothing() {
        let (screens, lookups) = Self.project(Self.files)
            .screensRecordingLookups(declaredIn: "RoomTitle.swift", settings: AccessibilitySettings())
        #expect(screens.isEmpty)
        #expect(lookups.isEmpty)
    }

    @Test func aFileTheControllerNamesIsParsedOnlyWhenItsTypeIsAskedFor() {
        // A store of one byte keeps only the file added last (`C.swift`): every other tree is
        // parsed again when read.
        let store = SyntaxTreeStore(byteLimit: 1)
        let builder = UIKitProject.Builder(store: store)
        let files = [
            "A.swift": """
                import UIKit
                /// Shows a RoomTitle, one day.
                final class RoomViewController: UIViewController {
                    let badge = RoomBadge()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let label = UILabel()
                        label.text = badge.text
                        view.addSubview(label)
                    }
                }
                """,
            "B.swift": "import UIKit\nstruct RoomTitle {}\n",
            "B2.swift": "import UIKit\nstruct RoomBadge {\n    let text = \"New\"\n}\n",
            "C.swift": "import UIKit\nstruct Unrelated {}\n",
        ]
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { builder.add(ParsedSourceFile(path: path, text: text)) }
        let (screens, lookups) = builder.finish().screensRecordingLookups(declaredIn: "A.swift", settings: AccessibilitySettings())
        #expect(screens.count == 1)
        #expect(lookups.contains("RoomTitle"))
        #expect(screens.first?.navigationOrder(respectingModality: true).map(\.element.label) == ["New"])
        // The controller's file and `RoomBadge`'s, which evaluation asks for; not `RoomTitle`'s.
        #expect(store.reparsedCount == 2)
    }
}
