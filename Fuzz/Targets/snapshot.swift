import Basics
import Foundation
import SnapshotCodec
import AccessibilityTree

/// libFuzzer target: the snapshot JSON reader (`Snapshot.decode`, over Basics' `JSONParser`).
///
/// Any bytes must give a snapshot or a `SnapshotError`, never a crash or a hang. A snapshot that
/// reads must also survive a round trip: what the writer makes of it, the reader reads back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshot(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    _ = try? JSONParser.parseDocument(data)
    guard let snapshot = try? Snapshot.decode(data, file: "fuzz.json") else { return 0 }
    do {
        _ = try Snapshot.decode(snapshot.encoded(), file: "fuzz-encoded.json")
    } catch {
        fatalError("the writer's output does not read back: \(error)")
    }
    return 0
}
