import AccessibilityTree
import AssistiveTechnologies
import Foundation
import SnapshotCodec
import Scenes

/// libFuzzer target: the gesture script of `perceive voiceover --gestures SCRIPT`.
///
/// Every text must give gestures or a `VoiceOverScriptError`. Gestures that read are written
/// back as a script (each gesture's `description`) that must read as the same gestures, and
/// VoiceOver performs them on a small screen, as the command does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGestures(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let script = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    guard let gestures = try? VoiceOverGesture.parseScript(script) else { return 0 }
    let written = gestures.map(\.description).joined(separator: ",")
    guard let reread = try? VoiceOverGesture.parseScript(written), reread == gestures else {
        fatalError("the script \(written) written from \(gestures) does not read back as the same gestures")
    }
    _ = TranscriptRecording.transcript(of: gestureScene, performing: Array(gestures.prefix(200)))
    return 0
}

/// A screen with a heading, buttons and an adjustable element, so most gestures
/// has something to act on.
let gestureScene: any Scene = {
    let json = """
    { "format": "perceive-snapshot", "version": 1, "screen": { "root": { "id": "root", "children": [
      { "id": "title", "label": "Dogs", "traits": ["header"], "frame": { "x": 16, "y": 60, "width": 200, "height": 40 } },
      { "id": "adopt", "label": "Adopt", "traits": ["button"], "frame": { "x": 16, "y": 120, "width": 100, "height": 44 } },
      { "id": "size", "label": "Size", "value": "50%", "traits": ["adjustable"], "frame": { "x": 16, "y": 180, "width": 300, "height": 44 } },
      { "id": "more", "label": "More", "traits": ["button", "link"], "frame": { "x": 16, "y": 240, "width": 100, "height": 44 } }
    ] } } }
    """
    guard let snapshot = try? Snapshot.decode(Data(json.utf8)) else { fatalError("the fuzz scene does not read") }
    return StaticScene(snapshot: snapshot)
}()
