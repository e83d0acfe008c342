import Foundation
import PerceiveCLI
import TestSupport
import Testing

/// `perceive voiceover` and `perceive tree` on UIKit source (docs/uikit.md).
@Suite struct UIKitCommandTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/ExceptionalDogs/UIKit/After").path

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, error: String) {
        let recording = RecordingConsole()
        let status = Perceive.main(arguments: arguments, console: recording.console)
        return (status, recording.standardOutput, recording.standardError)
    }

    @Test func voiceOverAdjustsTheCarouselAndRunsTheGallery() {
        let result = run(["voiceover", Self.example, "--gestures", "up,right,right,right,left,left,left,down,right,right,doubletap,right"])
        #expect(result.status == .clean)
        #expect(result.output == """
            Dog picker: Pinky. Adjustable.
              Swipe up or down with one finger to adjust the value.
            Layla
            Favorite: off. Button.
            Name, Layla
            Breed, Labrador
            Name, Layla
            Favorite: off. Button.
            Dog picker: Layla. Adjustable.
              Swipe up or down with one finger to adjust the value.
            Pinky
            Favorite: off. Button.
            Show gallery. Button.
            Picture one of Pinky. Image.
            Picture two of Pinky. Image.
            """ + "\n")
    }

    @Test func voiceOverOpensARouteAndTurnsTheMapsRotors() {
        let dogRoutePro = Self.example.replacingOccurrences(of: "ExceptionalDogs/UIKit/After", with: "DogRoutePro/UIKit/After")
        let result = run(["voiceover", dogRoutePro, "--gestures", "right,doubletap,right,right,right,right,right,right,right,rotor,rotor,down,down"])
        #expect(result.status == .clean)
        #expect(result.output == """
            Routes. Heading.
            Riverside Loop, 2.4 miles. Button.
            Routes. Back Button.
            Riverside Loop. Heading.
            Ratings. Heading.
            Distractions: rated 2 of 5
            Smells: rated 4 of 5
            Greenery: rated 5 of 5
            Friends: rated 3 of 5
            Old mill bridge
            Route Steps
            Hazards
            Main road crossing
            (boundary)
            """ + "\n")
    }

    /// In an app with SwiftUI and UIKit views, `--view` names either: a UIKit class, laid out in
    /// its nib, is lowered (and heard) though SwiftUI views are declared beside it.
    @Test func aNamedUIKitClassIsLoweredBesideSwiftUIViews() throws {
        let folder = try TemporaryFolder()
        try folder.write("Badge.swift", "import SwiftUI\nstruct Badge: View {\n    var body: some View { Text(\"New\") }\n}\n")
        try folder.write("PlayerControlView.swift", """
            import UIKit
            final class PlayerControlView: UIView {
                @IBOutlet weak var playButton: UIButton!
            }
            """)
        try folder.write("PlayerControlView.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="root" customClass="PlayerControlView">
                        <subviews>
                            <button opaque="NO" buttonType="system" id="play">
                                <rect key="frame" x="16" y="16" width="60" height="44"/>
                                <state key="normal" title="Play"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """)
        let result = run(["tree", folder.path, "--view", "PlayerControlView"])
        #expect(result.status == .clean)
        #expect(result.output.contains("\"Play\" [button]"))
        let unknown = run(["tree", folder.path, "--view", "NoSuchView"])
        #expect(unknown.error.contains("no view named 'NoSuchView'"))
        let spoken = run(["voiceover", folder.path, "--view", "PlayerControlView"])
        #expect(spoken.status == .clean)
        #expect(spoken.output == "Play. Button.\n")
    }

    @Test func aNamedViewClassIsLowered() {
        let result = run(["tree", Self.example, "--view", "ShelterInfoView"])
        #expect(result.status == .clean)
        #expect(result.output.hasPrefix("ShelterInfoView"))
        #expect(result.output.contains("\"Skyler's animal shelter\" actions: [Open address in maps, Call]"))
    }

    @Test func anUnknownClassIsNamedWithASuggestion() {
        let result = run(["tree", Self.example, "--view", "ShelterInfoVew"])
        #expect(result.status == .usageOrInputError)
        #expect(result.error.contains("no view named 'ShelterInfoVew'. Did you mean 'ShelterInfoView'?"))
    }
}
