@testable import Audit
import Foundation
import TestSupport
import Testing

/// A file that may declare a SwiftUI screen is indexed from its declaration skeleton and parsed
/// whole once, in the second pass, where its rules run and it is lowered from the same tree;
/// other files holding UI code are parsed whole once in the first pass, as before. The report is
/// the same either way. Parses are counted through the phase clock (`ParseVolume.wholeParses`).
@Suite struct AuditRunnerParseOnceTests {
    /// A SwiftUI screen with a preview, a view it shows from another file, a UIKit view with an
    /// image-only button named after its asset, and a model without UI code.
    func writeApp(into folder: TemporaryFolder) throws {
        try folder.write("ProfileView.swift", """
            import SwiftUI

            struct ProfileView: View {
                var body: some View {
                    VStack {
                        Badge()
                        Image("avatar_placeholder")
                        Button(action: {}) { Image(systemName: "gear") }
                    }
                }
            }

            #Preview { ProfileView() }
            """)
        try folder.write("Badge.swift", """
            import SwiftUI

            struct Badge: View {
                var body: some View { Image("badge_gold_star") }
            }
            """)
        try folder.write("HeaderView.swift", UIKitTreeRuleTests.header(image: #"UIImage(named: "ic_share_route")"#))
        try folder.write("User.swift", "struct User {\n    var name: String\n    func greeting() -> String { \"Hi \\(name)\" }\n}\n")
    }

    @Test func eachFileHoldingUICodeIsParsedWholeOnce() throws {
        let folder = try TemporaryFolder()
        try writeApp(into: folder)
        var runner = AuditRunner(rules: AllRules.all)
        runner.uiSkeletonsAboveBytes = 0
        // Whole trees only: with declarations read alone, Badge's lowering parses its `body` alone
        // (`AuditRunnerDeclarationStoreTests`).
        runner.declarationStoreBytes = nil
        // One thread: the second pass goes last read first, so ProfileView's lowering reads Badge
        // before Badge's turn, and Badge's turn finds that tree in the store.
        runner.jobs = 1
        let clock = AuditPhaseClock()
        runner.phaseClock = clock
        let result = try runner.run(paths: [folder.path])
        let volume = clock.parseVolume
        let parses = Dictionary(uniqueKeysWithValues: volume.wholeParses.map { (($0.key as NSString).lastPathComponent, $0.value) })
        #expect(parses == ["ProfileView.swift": 1, "Badge.swift": 1, "HeaderView.swift": 1])
        #expect(volume.reparses == 1, "Badge, by the lowering of the preview that shows it")
        #expect(volume.wholeAfterSkeletonFiles == 2, "both SwiftUI files are read whole in the second pass")
        #expect(volume.skeletonFiles == 3, "the SwiftUI files and the model are indexed from their skeletons")
        #expect(!result.findings.isEmpty)
        #expect(Set(result.findings.map { ($0.location.file as NSString).lastPathComponent })
            == ["ProfileView.swift", "Badge.swift", "HeaderView.swift"])
    }

    @Test func readingScreensFromSkeletonsReportsWhatWholeTreesReport() throws {
        let folder = try TemporaryFolder()
        try writeApp(into: folder)
        var whole = AuditRunner(rules: AllRules.all)
        whole.uiFilesReadAsSkeletons = nil
        let wholeClock = AuditPhaseClock()
        whole.phaseClock = wholeClock
        let expected = try whole.run(paths: [folder.path])
        #expect(wholeClock.parseVolume.wholeAfterSkeletonFiles == 0)
        #expect(wholeClock.parseVolume.skeletonFiles == 1, "only the model is indexed from its skeleton")
        for storeBytes in [AuditRunner.defaultTreeStoreBytes, 1] {
            var runner = AuditRunner(rules: AllRules.all)
            runner.treeStoreBytes = storeBytes
            runner.uiSkeletonsAboveBytes = 0
            let result = try runner.run(paths: [folder.path])
            #expect(result == expected)
        }
    }

    /// A view extension named like a keyword (`if`, as IceCubesApp declares one) makes every `if`
    /// of a view's code a word the skeleton's scan is unsure of; it is read again from the whole
    /// tree only where the extension's code leads to a view, and so could change which views
    /// previews show. With a store of one byte, each such reading is a parse more.
    @Test(arguments: [false, true])
    func aKeywordNamedViewExtensionCostsAParseOnlyWhereItLeadsToAView(leadsToAView: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("ConditionalModifier.swift", """
            import SwiftUI

            extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                    if condition { transform(self) } else { \(leadsToAView ? "Badge()" : "self") }
                }
            }
            """)
        try folder.write("Badge.swift", "import SwiftUI\n\nstruct Badge: View {\n    var body: some View { Image(\"badge_gold_star\") }\n}\n")
        try folder.write("ToggleRow.swift", """
            import SwiftUI

            struct ToggleRow: View {
                let isOn: Bool
                var body: some View {
                    if isOn { Image("toggle_on_icon") } else { Text("Off") }
                }
            }
            """)
        var runner = AuditRunner(rules: AllRules.all)
        runner.treeStoreBytes = 1
        runner.declarationStoreBytes = nil
        runner.uiSkeletonsAboveBytes = 0
        runner.jobs = 1
        let clock = AuditPhaseClock()
        runner.phaseClock = clock
        let result = try runner.run(paths: [folder.path])
        var whole = AuditRunner(rules: AllRules.all)
        whole.uiFilesReadAsSkeletons = nil
        #expect(try result == whole.run(paths: [folder.path]))
        #expect(!result.findings.isEmpty)
        let parses = Dictionary(uniqueKeysWithValues: clock.parseVolume.wholeParses.map { (($0.key as NSString).lastPathComponent, $0.value) })
        #expect(parses["ToggleRow.swift"] == (leadsToAView ? 2 : 1))
        #expect(parses["Badge.swift"] == 1)
    }

    /// An app whose Swift files fit the tree store is parsed whole in the first pass: every tree
    /// stays in the store, so each file is parsed once without a skeleton before it.
    @Test func anAppTheStoreHoldsIsParsedWholeWithoutSkeletonsOfItsScreens() throws {
        let folder = try TemporaryFolder()
        try writeApp(into: folder)
        var runner = AuditRunner(rules: AllRules.all)
        runner.jobs = 1
        let clock = AuditPhaseClock()
        runner.phaseClock = clock
        let result = try runner.run(paths: [folder.path])
        #expect(clock.parseVolume.wholeAfterSkeletonFiles == 0)
        #expect(clock.parseVolume.skeletonFiles == 1, "only the model is indexed from its skeleton")
        #expect(clock.parseVolume.reparses == 0)
        var deferred = AuditRunner(rules: AllRules.all)
        deferred.uiSkeletonsAboveBytes = 0
        #expect(try result == deferred.run(paths: [folder.path]))
    }

    @Test func aFileMayDeclareAScreenWhenItNamesAPreviewOrAView() {
        let screens = SourcePrefilter.swiftUIScreens
        #expect(screens.mayHoldUICode(Data("struct A: View { var body: some View { Text(\"a\") } }".utf8)))
        #expect(screens.mayHoldUICode(Data("#Preview { A() }".utf8)))
        #expect(screens.mayHoldUICode(Data("struct A_Previews: PreviewProvider {}".utf8)))
        #expect(!screens.mayHoldUICode(Data("import UIKit\nfinal class A: UIView {}".utf8)))
        #expect(!screens.mayHoldUICode(Data("import SwiftUI\nstruct Theme { let color = Color.red }".utf8)))
    }
}
