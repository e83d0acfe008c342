import AccessibilityTree
import PerceiveExamples
import Scenes
import Testing

/// The talks' apps written as ordinary SwiftUI (`Examples/`) speak, swipe by swipe, like the
/// hand-built scenes in `ExampleCatalog`: same words, same order.
@Suite struct ExampleParityTests {
    static let cases: [ExampleParityCase] = [
        // The hand-built scene scrolls its carousel to the dog VoiceOver focuses, so after the
        // fourth swipe its stats describe Pudding; a lowered preview is one static screen. The
        // comparison plays the scene's first screen as it is, which is what the lowering models.
        ExampleParityCase("ExceptionalDogs/Before", rootView: "DogDetailView",
                          handBuiltName: "exceptional-dogs:before, first screen without scrolling",
                          makeHandBuiltScene: { _ in
                              StaticScene(snapshot: Snapshot(screen: ExceptionalDogsScene(variant: .before).render()))
                          }),
        ExampleParityCase("ExceptionalDogs/After", rootView: "DogDetailView", catalogName: "exceptional-dogs"),
        ExampleParityCase("DogRoutePro/Before", rootView: "RouteListView", catalogName: "dogroutepro:before"),
        ExampleParityCase("DogRoutePro/After", rootView: "RouteListView", catalogName: "dogroutepro"),
        ExampleParityCase("DogRoutePro/Before", rootView: "RouteDetailView", handBuiltName: "DogRouteProScene, first route",
                          makeHandBuiltScene: { _ in DogRouteProScene(variant: .before, page: .routeDetail(0)) }),
        ExampleParityCase("DogRoutePro/After", rootView: "RouteDetailView", handBuiltName: "DogRouteProScene, first route",
                          makeHandBuiltScene: { _ in DogRouteProScene(variant: .after, page: .routeDetail(0)) }),
        ExampleParityCase("CoffeeDispenser/Before", rootView: "CoffeeDispenserView", catalogName: "coffee-dispenser:before"),
        ExampleParityCase("CoffeeDispenser/After", rootView: "CoffeeDispenserView", catalogName: "coffee-dispenser"),
        ExampleParityCase("EqualizerPad/After", rootView: "EqualizerPadView", catalogName: "equalizer-pad"),
        ExampleParityCase("VirtualCat/Before", rootView: "VirtualCatView", catalogName: "virtual-cat:before"),
        ExampleParityCase("VirtualCat/After", rootView: "VirtualCatView", catalogName: "virtual-cat"),
        ExampleParityCase("BrightnessSlider/After", rootView: "BrightnessView", catalogName: "brightness-slider"),
        ExampleParityCase("ConferenceApp/Before", rootView: "SessionDetailView", catalogName: "conference-app:before"),
        ExampleParityCase("ConferenceApp/After", rootView: "SessionDetailView", catalogName: "conference-app"),
    ]

    @Test(arguments: cases)
    func speaksLikeTheHandBuiltScene(_ example: ExampleParityCase) throws {
        let expected = try example.spokenFromCatalog()
        let spoken = try example.spokenFromSource()
        if let gap = example.knownGap {
            withKnownIssue(Comment(rawValue: gap)) {
                #expect(spoken == expected)
            }
        } else {
            #expect(spoken == expected)
        }
    }

    /// The adjustable elements, custom actions (in order), rotors and direct-touch areas are
    /// those of the hand-built scene: what a swipe-through cannot hear.
    @Test(arguments: cases.filter { $0.knownGap == nil })
    func offersTheHandBuiltInteractions(_ example: ExampleParityCase) throws {
        let expected = ExampleParityCase.interactions(try example.catalogScreen())
        #expect(ExampleParityCase.interactions(try example.lowered().screen) == expected)
    }

    /// Hand-drawn controls with no accessibility code, which the talk contrasts with the
    /// accessible version: VoiceOver finds nothing to say.
    @Test(arguments: [
        ExampleParityCase("EqualizerPad/Before", rootView: "EqualizerPadView", catalogName: nil),
        ExampleParityCase("BrightnessSlider/Before", rootView: "BrightnessView", catalogName: nil),
    ])
    func drawnControlIsSilent(_ example: ExampleParityCase) throws {
        #expect(try example.spokenFromSource() == [])
    }

    /// Every example folder lowers without anything the front end had to skip or guess at
    /// beyond the known gaps: the examples are ordinary code the front end must read.
    @Test(arguments: cases.filter { $0.knownGap == nil })
    func lowersWithoutWarnings(_ example: ExampleParityCase) throws {
        let warnings = try example.lowered().diagnostics.filter { $0.severity >= .warning }
        #expect(warnings.isEmpty, "\(warnings)")
    }
}
