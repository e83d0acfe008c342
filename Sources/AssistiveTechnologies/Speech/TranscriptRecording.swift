import AccessibilityTree
import Scenes

/// Runs VoiceOver over a scene and keeps what it said.
public enum TranscriptRecording {
    /// What VoiceOver says on `scene`: with `gestures` nil, it starts and swipes right to the
    /// last element; otherwise it starts and performs the script ("right,right,up,doubletap").
    ///
    /// - Throws: `VoiceOverScriptError` for a script step that is not a gesture.
    public static func transcript(of scene: any Scene, gestures: String? = nil,
                                  settings: AccessibilitySettings = AccessibilitySettings()) throws -> Transcript {
        guard let gestures else { return VoiceOver.swipeThrough(scene: scene, settings: settings) }
        return transcript(of: scene, performing: try VoiceOverGesture.parseScript(gestures), settings: settings)
    }

    /// What VoiceOver says on `scene` when it starts and performs `gestures`.
    public static func transcript(of scene: any Scene, performing gestures: [VoiceOverGesture],
                                  settings: AccessibilitySettings = AccessibilitySettings()) -> Transcript {
        var voiceOver = VoiceOver(scene: scene, settings: settings)
        voiceOver.start()
        voiceOver.perform(script: gestures)
        return voiceOver.transcript
    }
}
