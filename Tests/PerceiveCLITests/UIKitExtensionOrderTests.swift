import Foundation
import PerceiveCLI
import TestSupport
import Testing

/// Files are read in any order: an extension read before its class's declaration keeps its
/// members (a controller whose setup lives in `A+Setup.swift`, read before the class's file).
@Suite struct UIKitExtensionOrderTests {
    static let declaration = """
        import UIKit
        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                addTitle()
            }
        }
        """
    static let extensionText = """
        import UIKit
        extension ProfileViewController {
            func addTitle() {
                let label = UILabel()
                label.text = "Profile"
                view.addSubview(label)
            }
        }
        """

    @Test(arguments: ["A+Setup.swift", "Z+Setup.swift"])
    func anExtensionInAFileReadFirstOrLastAddsItsMembers(extensionFile: String) throws {
        let folder = try TemporaryFolder("uikit-extension")
        try folder.write("ProfileViewController.swift", Self.declaration)
        try folder.write(extensionFile, Self.extensionText)
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: ["voiceover", folder.path], console: recording.console)
        #expect(status == .clean)
        #expect(recording.standardOutput == "Profile\n")
    }
}
