import Audit
import Foundation
import Testing

/// `perceive audit` on the talks' apps written in SwiftUI (`Examples/`): every *before* folder
/// reports exactly the problems its talk names (`Examples/README.md`), each *after* folder
/// reports nothing, and the same audit twice gives the same bytes.
@Suite struct ExampleAuditTests {
    /// One expected finding: `File.swift:line rule-id`, the file relative to the folder audited.
    struct Folder: CustomTestStringConvertible, Sendable {
        var name: String
        var expected: [String]

        init(name: String, expected: [String] = []) {
            self.name = name
            self.expected = expected
        }

        var testDescription: String { name }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let runner = AuditRunner(rules: AllRules.all)

    static let before: [Folder] = [
        Folder(name: "ExceptionalDogs/Before", expected: [
            "DogCarouselView.swift:29 hard-to-reach-action",
            "DogCarouselView.swift:42 small-hit-region",
            "DogCarouselView.swift:46 tap-gesture-without-button-trait",
            "DogDetailView.swift:31 animation-ignores-reduce-motion",
            "DogStatsView.swift:44 ungrouped-label-value",
            "GalleryView.swift:9 modal-without-isolation",
            "GalleryView.swift:24 small-hit-region",
            "GalleryView.swift:28 material-ignores-reduce-transparency",
            "ShelterInfoView.swift:13 context-free-action",
            "ShelterInfoView.swift:18 context-free-action",
        ]),
        Folder(name: "DogRoutePro/Before", expected: [
            "RatingsGraphView.swift:9 drawn-content-without-elements",
            "RouteRow.swift:22 tap-gesture-without-button-trait",
            "RouteRow.swift:24 duplicate-labels",
            "RouteRow.swift:24 icon-only-button-without-label",
            "RouteRow.swift:24 label-is-file-name",
            "RouteRow.swift:24 toggle-state-not-conveyed",
        ]),
        Folder(name: "CoffeeDispenser/Before", expected: [
            "CoffeeCupSlider.swift:9 gesture-only-control",
        ]),
        Folder(name: "EqualizerPad/Before", expected: [
            "EqualizerPadView.swift:10 gesture-only-control",
        ]),
        Folder(name: "VirtualCat/Before", expected: [
            "CatSurface.swift:8 gesture-only-control",
            "CatSurface.swift:8 image-without-label",
            "CatSurface.swift:8 label-is-file-name",
        ]),
        Folder(name: "BrightnessSlider/Before", expected: [
            "BrightnessView.swift:11 gesture-only-control",
        ]),
        Folder(name: "ConferenceApp/Before", expected: [
            "NowBanner.swift:21 contrast-too-low",
            "SessionHeaderView.swift:12 line-limit-ignores-accessibility-sizes",
            "SessionHeaderView.swift:15 toggle-state-not-conveyed",
            "SessionHeaderView.swift:17 color-only-state",
            "SessionTimeRow.swift:8 no-layout-fallback-at-large-sizes",
            "SessionTimeRow.swift:11 small-hit-region",
            "SessionTimeRow.swift:16 line-limit-ignores-accessibility-sizes",
            "SpeakerView.swift:15 icon-only-button-without-label",
            "SpeakerView.swift:15 label-is-file-name",
        ]),
    ]

    static let after: [Folder] = [
        Folder(name: "ExceptionalDogs/After"),
        Folder(name: "DogRoutePro/After"),
        Folder(name: "CoffeeDispenser/After"),
        Folder(name: "EqualizerPad/After"),
        Folder(name: "VirtualCat/After"),
        Folder(name: "BrightnessSlider/After"),
        Folder(name: "ConferenceApp/After"),
    ]

    /// The findings of auditing `folder`, as `File.swift:line rule-id` in report order.
    static func audit(_ folder: String) throws -> [String] {
        let path = root + "/Examples/" + folder
        let result = try runner.run(paths: [path])
        #expect(result.inputErrors.isEmpty, "input errors: \(result.inputErrors)")
        return result.findings.map { finding in
            let file = finding.location.file.hasPrefix(path + "/") ? String(finding.location.file.dropFirst(path.count + 1))
                                                                     : finding.location.file
            return "\(file):\(finding.location.line) \(finding.ruleID)"
        }
    }

    @Test(arguments: before + after)
    func folderReportsExactlyWhatItsTalkFound(_ folder: Folder) throws {
        #expect(try Self.audit(folder.name) == folder.expected)
    }

    /// The apps share type names (`Session`, `DogDetailView`); each preview must still see its own app.
    @Test func auditingEveryFolderTogetherGivesEachFolderOnItsOwn() throws {
        let together = try Self.runner.run(paths: [Self.root + "/Examples"]).findings
        var separately: [Finding] = []
        for folder in Self.before + Self.after {
            separately += try Self.runner.run(paths: [Self.root + "/Examples/" + folder.name]).findings
        }
        #expect(together == separately.sortedForReport())
    }

    @Test func everyFindingSaysHowToFixIt() throws {
        let result = try Self.runner.run(paths: [Self.root + "/Examples"])
        #expect(!result.findings.isEmpty)
        for finding in result.findings {
            #expect(finding.fix?.isEmpty == false, "\(finding.ruleID) at \(finding.location) has no fix")
        }
    }

    @Test func auditingTwiceGivesTheSameBytes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let first = try encoder.encode(Self.runner.run(paths: [Self.root + "/Examples"]).findings)
        let second = try encoder.encode(Self.runner.run(paths: [Self.root + "/Examples"]).findings)
        #expect(first == second)
    }
}
