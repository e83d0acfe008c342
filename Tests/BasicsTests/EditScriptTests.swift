import Basics
import Testing

@Suite struct EditScriptTests {
    @Test func theEditScriptIsShortest() {
        let script = EditScript(from: ["a", "b", "c", "a", "b", "b", "a"], to: ["c", "b", "a", "b", "a", "c"])
        #expect(script.steps.filter { if case .keep = $0 { false } else { true } }.count == 5)
    }

    @Test func deletionsComeBeforeInsertionsBetweenKeptLines() {
        let script = EditScript(from: ["a", "old 1", "old 2", "z"], to: ["a", "new", "z"])
        #expect(script.steps == [
            .keep(old: 0, new: 0), .delete(old: 1), .delete(old: 2), .insert(new: 1), .keep(old: 3, new: 2),
        ])
        #expect(script.hasChanges)
    }

    @Test func linesCanBeComparedByAnyEquivalence() {
        let script = EditScript(from: ["Button"], to: ["button"]) { $0.lowercased() == $1.lowercased() }
        #expect(script.steps == [.keep(old: 0, new: 0)])
        #expect(!script.hasChanges)
    }

    @Test func anEmptySideIsAllInsertionsOrAllDeletions() {
        #expect(EditScript(from: [], to: ["a", "b"]).steps == [.insert(new: 0), .insert(new: 1)])
        #expect(EditScript(from: ["a"], to: [String]()).steps == [.delete(old: 0)])
    }
}
