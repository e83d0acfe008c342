import Basics
import Foundation
import SnapshotCodec
import Testing

/// How a snapshot error reads.
@Suite struct SnapshotErrorTests {
    @Test func errorsReadTheSameThroughLocalizedDescription() {
        let error = SnapshotError(file: "dogs.json", path: "screen", message: "missing \"root\"")
        #expect(error.localizedDescription == "dogs.json: screen: missing \"root\"")
        #expect(SnapshotError(path: "", message: "not JSON: the document is empty").description
            == "not JSON: the document is empty")
    }

    @Test func takesThePlaceAndProblemOfAJSONError() {
        let error = SnapshotError(JSONError(path: "line 2, column 5", message: "expected a value"), file: "dogs.json")
        #expect(error.description == "dogs.json: line 2, column 5: expected a value")
    }
}
