import Audit
import Foundation
import TestSupport
import Testing

/// The look-ups a whole-project front end reports are read only by the result cache: an audit
/// without one asks its front ends for none (`FrontEndInput.recordsLookups`), an audit with one
/// asks for them.
@Suite struct AuditRunnerLookupsTests {
    /// What the front end was asked, by the paths it read.
    final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String: Bool] = [:]

        func note(_ path: String, _ recordsLookups: Bool) { lock.withLock { values[path] = recordsLookups } }
        var byName: [String: Bool] {
            lock.withLock { Dictionary(uniqueKeysWithValues: values.map { (($0.key as NSString).lastPathComponent, $0.value) }) }
        }
    }

    /// A front end indexing the project that notes whether each reading is asked for its look-ups.
    static func noting(into asked: Asked) -> FrontEnd {
        FrontEnd(name: "noting", kind: .swiftSource, placesElementsInSource: false) { _, _, _ in
            FrontEnd.ProjectBuilder(add: { _ in }) {
                ProjectReader(read: { input in
                    asked.note(input.path, input.recordsLookups)
                    return FrontEndOutput(lookups: input.recordsLookups ? ["type Screen"] : [])
                }, answer: { _ in [] })
            }
        }
    }

    func audit(cachedIn cacheFolder: TemporaryFolder?) throws -> [String: Bool] {
        let project = try TemporaryFolder()
        try project.write("Screen.swift", "import SwiftUI\nstruct Screen: View { var body: some View { Text(\"Hi\") } }\n")
        let asked = Asked()
        var runner = AuditRunner(rules: [MissingLabelRule.self], frontEnds: [Self.noting(into: asked)])
        runner.cache = cacheFolder.map { ResultCache(folder: $0.path, toolIdentity: "test") }
        _ = try runner.run(paths: [project.path])
        return asked.byName
    }

    @Test func anAuditWithoutACacheAsksForNoLookups() throws {
        #expect(try audit(cachedIn: nil) == ["Screen.swift": false])
    }

    @Test func anAuditWithACacheAsksForTheLookups() throws {
        #expect(try audit(cachedIn: try TemporaryFolder()) == ["Screen.swift": true])
    }
}
