@testable import Audit
import Foundation
import TestSupport
import Testing

/// Of the files holding UI code that are no SwiftUI screen, only those in which a trigger of an
/// enabled source rule occurs are parsed whole in the first pass (`WholeTreeFilter`); the others
/// are indexed from their skeleton, and a lowering that reads one has the store parse it whole.
/// The report is the same either way.
@Suite struct AuditRunnerWholeTreeFilterTests {
    /// A screen showing a model from a file with UI code but no trigger; a store with UI code, no
    /// trigger, that no screen reads; a UIKit bar whose button has no label, in a file with no
    /// trigger either; a UIKit label with a fixed font (a trigger); and a test file holding UI
    /// code without triggers.
    func writeApp(into folder: TemporaryFolder) throws {
        try folder.write("ProfileView.swift", """
            import SwiftUI

            struct ProfileView: View {
                let model: ProfileModel
                var body: some View {
                    VStack {
                        Text(model.name)
                        Image("avatar_placeholder")
                    }
                }
            }

            #Preview { ProfileView(model: ProfileModel()) }
            """)
        try folder.write("ProfileModel.swift", """
            import SwiftUI

            final class ProfileModel: ObservableObject {
                @Published var name = "Ada"
                func displayName() -> String { name.uppercased() }
            }
            """)
        try folder.write("SessionStore.swift", """
            import SwiftUI

            final class SessionStore: ObservableObject {
                @Published var signedIn = false
                func signIn(token: String) async throws { signedIn = !token.isEmpty }
            }
            """)
        try folder.write("CloseBarView.swift", """
            import UIKit

            final class CloseBarView: UIStackView {
                let closeButton = UIButton()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addArrangedSubview(closeButton)
                }

                required init(coder: NSCoder) { fatalError() }
            }
            """)
        try folder.write("CaptionLabel.swift", """
            import UIKit

            final class CaptionLabel: UILabel {
                func style() { font = UIFont.systemFont(ofSize: 11) }
            }
            """)
        try folder.write("ProfileModelTests.swift", """
            import XCTest
            import SwiftUI

            final class ProfileModelTests: XCTestCase {
                func testName() { XCTAssertEqual(ProfileModel().displayName(), "ADA") }
            }
            """)
    }

    func run(_ folder: TemporaryFolder, onlyWhereTriggered: Bool) throws -> (AuditResult, AuditPhaseClock.ParseVolume) {
        var runner = AuditRunner(rules: AllRules.all)
        runner.uiSkeletonsAboveBytes = 0
        runner.parsesWholeOnlyWhereTriggered = onlyWhereTriggered
        let clock = AuditPhaseClock()
        runner.phaseClock = clock
        let result = try runner.run(paths: [folder.path])
        return (result, clock.parseVolume)
    }

    func names(_ paths: some Sequence<String>) -> Set<String> { Set(paths.map { ($0 as NSString).lastPathComponent }) }

    @Test func filesWithoutTriggersAreIndexedFromSkeletonsAndReportTheSame() throws {
        let folder = try TemporaryFolder()
        try writeApp(into: folder)
        let (expected, before) = try run(folder, onlyWhereTriggered: false)
        let (result, after) = try run(folder, onlyWhereTriggered: true)
        #expect(result == expected)
        #expect(names(result.findings.map(\.location.file)).isSuperset(of: ["CloseBarView.swift", "CaptionLabel.swift"]),
                "\(result.findings.map { "\($0.ruleID) \($0.location.file)" })")
        #expect(names(before.wholeParses.keys).isSuperset(of: ["SessionStore.swift", "CloseBarView.swift", "ProfileModelTests.swift"]))
        #expect(before.skeletonFiles == 1, "the screen only")
        // The lowerings of the screen and the bar read the model's and the bar's declarations, so
        // the store parses them whole then; no lowering reads the session store.
        #expect(names(after.wholeParses.keys) == ["ProfileView.swift", "CaptionLabel.swift", "ProfileModel.swift", "CloseBarView.swift"])
        #expect(after.skeletonFiles == 4, "the screen, the model, the store and the bar")
        #expect(after.files == before.files - 1, "the test file is not parsed")
    }
}

/// A large file without triggers is read as its skeleton only when the skeleton blanks at least
/// half of it: a generated table of constants is parsed whole, generated mocks are not.
@Suite struct LargeFileWithoutTriggersTests {
    func load(_ text: String, largeFileBytes: Int) throws -> LoadedInput {
        let folder = try TemporaryFolder()
        let path = try folder.write("Generated.swift", text)
        var filter = try #require(WholeTreeFilter(rules: AllRules.all, configuration: AuditConfiguration()))
        filter.largeFileBytes = largeFileBytes
        return LoadedInput.load(AuditInput(path: path, kind: .swiftSource), prefilter: .standard, parsesEverySwiftFile: true,
                                readsUICodeAsSkeletons: .swiftUIScreens, wholeTree: filter)
    }

    static let table = "import UIKit\n\npublic enum Icons {\n"
        + (0..<40).map { "    public static let icon\($0) = \"\\u{F0\($0 + 100)}\"\n" }.joined() + "}\n"

    static let mocks = "import UIKit\n\nfinal class SessionMock {\n"
        + (0..<10).map { "    func call\($0)(value: Int) -> Int {\n        callCount\($0) += 1\n        return value * \($0) + callCount\($0)\n    }\n" }.joined()
        + "}\n"

    @Test func aTableOfConstantsIsParsedWholeAboveTheSize() throws {
        let large = try load(Self.table, largeFileBytes: 100)
        #expect(large.source?.isDeclarationSkeleton == false)
        #expect(large.readsWholeTree)
        let small = try load(Self.table, largeFileBytes: Self.table.utf8.count)
        #expect(small.source?.isDeclarationSkeleton == true, "at or below the size, the skeleton is read")
        #expect(!small.readsWholeTree)
    }

    @Test func mocksAreReadAsTheirSkeleton() throws {
        let loaded = try load(Self.mocks, largeFileBytes: 100)
        #expect(loaded.source?.isDeclarationSkeleton == true)
        #expect(!loaded.readsWholeTree)
    }
}
