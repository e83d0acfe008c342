import Foundation

/// Leaves out the findings in types of an app that nothing in the app names: a view or a view
/// controller left in the code that no screen, nib, storyboard, Info.plist or Objective-C file
/// creates (Session's UIKit `SessionCarouselView`, replaced by a SwiftUI one; a view only its own
/// preview shows). Nobody using the app meets them.
///
/// A type is created by its name: a call of its initializer, a nib's `customClass`, an
/// `NSExtensionPrincipalClass` in an Info.plist; a type whose name the app writes nowhere else
/// than its own declaration, the extensions of it (`extension SessionCarouselView { … }`) and
/// its file's previews is never created (The Swift Programming Language, Initialization). Only an
/// app's code is judged so: one with an entry point among its files (`@main`,
/// `@UIApplicationMain`, `UIApplicationMain(…)`), whose every caller the audit reads; a package or a
/// file on its own may be used by code the audit does not see. Types another project may use, that
/// the runtime reaches by another name, or that the system finds by their conformance are never
/// judged (`CodeThatNeverShips.typesOnlyTheAppCreates`). Any other mention of the name — in a
/// comment, a string, another file's preview, code for another platform — counts as naming it.
struct TypesNothingNames {
    /// One app's inputs as read, each with its text and the types it declares.
    let read: [LoadedInput]
    /// The texts of the app's nibs, storyboards and Objective-C files, read only when needed.
    let textsReadForNames: () -> [String]

    /// `outcomes` without the findings in types nothing names.
    func removing(from outcomes: [InputOutcome?]) -> [InputOutcome?] {
        var spans: [String: [CodeThatNeverShips.TypeSpan]] = [:]
        for loaded in read where !loaded.typesOnlyTheAppCreates.isEmpty { spans[loaded.input.path] = loaded.typesOnlyTheAppCreates }
        guard !spans.isEmpty else { return outcomes }
        let holding = { (finding: Finding) -> CodeThatNeverShips.TypeSpan? in
            spans[finding.location.file]?.first { $0.lines.contains(finding.location.line) }
        }
        var judged: Set<String> = []
        for case let outcome? in outcomes {
            for finding in outcome.findings + outcome.placedFindings { if let span = holding(finding) { judged.insert(span.name) } }
        }
        guard !judged.isEmpty else { return outcomes }
        let swiftTexts = read.compactMap { loaded -> (LoadedInput, String)? in
            guard loaded.input.kind == .swiftSource, let text = loaded.text, !CodeThatNeverShips.isTest(text) else { return nil }
            return (loaded, text)
        }
        var others: [String]? = nil
        func otherTexts() -> [String] {
            if let others { return others }
            let texts = textsReadForNames() + read.compactMap { $0.input.kind == .infoPlist ? $0.text : nil }
            others = texts
            return texts
        }
        guard swiftTexts.contains(where: { Self.declaresEntryPoint($0.1) }) || otherTexts().contains(where: Self.declaresEntryPoint)
        else { return outcomes }
        var unnamed = judged
        for (loaded, text) in swiftTexts where !unnamed.isEmpty {
            let own = loaded.typesOnlyTheAppCreates.filter { unnamed.contains($0.name) }
            let neverShipped = loaded.linesThatNeverShip ?? []
            unnamed.subtract(NameScan.names(among: unnamed, in: text) { name, line in
                !own.contains { $0.name == name && $0.lines.contains(line) } && !neverShipped.contains { $0.contains(line) }
            })
        }
        if !unnamed.isEmpty {
            for text in otherTexts() where !unnamed.isEmpty {
                unnamed.subtract(NameScan.names(among: unnamed, in: text) { _, _ in true })
            }
        }
        guard !unnamed.isEmpty else { return outcomes }
        let isInUnnamedType = { (finding: Finding) in holding(finding).map { unnamed.contains($0.name) } ?? false }
        return outcomes.map { outcome in
            outcome.map { outcome in
                var kept = outcome
                kept.findings.removeAll(where: isInUnnamedType)
                kept.placedFindings.removeAll(where: isInUnnamedType)
                return kept
            }
        }
    }

    /// Whether `text` starts an app: a type marked `@main`, `@UIApplicationMain` or
    /// `@NSApplicationMain`, or a call of `UIApplicationMain` (Swift's `main.swift`, Objective-C's
    /// `main.m`).
    static func declaresEntryPoint(_ text: String) -> Bool {
        NameScan.entryPointWritten(in: text)
    }
}

/// Which of some names a text writes as words, where a condition holds: a byte scan of the text
/// that never builds a string for a word of another length than the names'.
enum NameScan {
    /// The names among `names` that `text` writes as a whole word (letters, digits and `_`),
    /// other than right after the keyword `extension`, at a line for which `counts` holds.
    static func names(among names: Set<String>, in text: String, where counts: (_ name: String, _ line: Int) -> Bool) -> Set<String> {
        let wanted = Set(names.map { Array($0.utf8) })
        let lengths = Set(wanted.map(\.count))
        var found: Set<String> = []
        var line = 1
        var start: Int? = nil
        var previous: Range<Int>? = nil
        var text = text
        text.withUTF8 { bytes in
            func endWord(at end: Int) {
                guard let wordStart = start else { return }
                start = nil
                defer { previous = wordStart..<end }
                guard lengths.contains(end - wordStart) else { return }
                let word = Array(bytes[wordStart..<end])
                guard wanted.contains(word) else { return }
                if let previous, bytes[previous].elementsEqual("extension".utf8) { return }
                let name = String(decoding: word, as: UTF8.self)
                if !found.contains(name), counts(name, line) { found.insert(name) }
            }
            for index in bytes.indices {
                let byte = bytes[index]
                if isWordByte(byte) {
                    if start == nil { start = index }
                    continue
                }
                endWord(at: index)
                if byte == UInt8(ascii: "\n") { line += 1 }
            }
            endWord(at: bytes.count)
        }
        return found
    }

    /// Whether `text` writes `@main`, `@UIApplicationMain` or `@NSApplicationMain` as an
    /// attribute, or calls `UIApplicationMain(`.
    static func entryPointWritten(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for index in bytes.indices where bytes[index] == UInt8(ascii: "@") || bytes[index] == UInt8(ascii: "U") {
                for marker in entryPointMarkers where bytes[index...].starts(with: marker.utf8) {
                    let end = index + marker.utf8.count
                    if marker.hasSuffix("(") || end == bytes.count || !isWordByte(bytes[end]) { return true }
                }
            }
            return false
        }
    }

    private static let entryPointMarkers = ["@main", "@UIApplicationMain", "@NSApplicationMain", "UIApplicationMain("]

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), 0x80...: true
        default: false
        }
    }
}
