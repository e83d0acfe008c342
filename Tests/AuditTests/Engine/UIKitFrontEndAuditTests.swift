import Audit
import Foundation
import TestSupport
import Testing

/// UIKit source is lowered by the UIKit front end and audited by every tree rule, with
/// findings at the line each view is created (docs/uikit.md).
@Suite struct UIKitFrontEndAuditTests {
    static let toolbar = """
        import UIKit

        final class ToolbarView: UIView {
            let shareButton = UIButton(type: .system)
            let goButton = UIButton(type: .system)

            override init(frame: CGRect) {
                super.init(frame: frame)
                shareButton.setImage(UIImage(systemName: "xyz.custom"), for: .normal)
                addSubview(shareButton)
                goButton.setTitle("Go", for: .normal)
                addSubview(goButton)
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """

    @Test func treeRulesReportAtTheLineTheViewIsCreated() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("ToolbarView.swift", Self.toolbar)
        let result = try AuditRunner(rules: AllRules.all).run(paths: [file])
        #expect(result.inputErrors.isEmpty)
        #expect(result.findings.map { "\($0.ruleID) \($0.location.line):\($0.location.column)" } == ["missing-label 4:23"])
    }

    @Test func aSuperclassAndModelInOtherFilesAreUsed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Base.swift", """
            import UIKit
            class BaseCardView: UIView {
                let actionButton = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            }
            """)
        try folder.write("Model.swift", """
            struct Labels { static let share = "Share" }
            """)
        try folder.write("CardView.swift", """
            import UIKit
            final class CardView: BaseCardView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    actionButton.setTitle(Labels.share, for: .normal)
                    addSubview(actionButton)
                }
            }
            """)
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder.path])
        // The button comes from the superclass, its title from the model: small, but labelled.
        #expect(result.findings.map { "\($0.ruleID) \(($0.location.file as NSString).lastPathComponent):\($0.location.line)" }
                == ["small-hit-region Base.swift:3"])
    }

    @Test func theUIKitExceptionalDogsAfterAuditsClean() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/ExceptionalDogs/UIKit/After").path
        let result = try AuditRunner(rules: AllRules.all).run(paths: [folder])
        #expect(result.inputErrors.isEmpty)
        #expect(result.findings.map(\.ruleID) == [])
    }
}
