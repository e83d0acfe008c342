/// Leaves out the findings in types of an app that nothing in the app names: a view or a view
/// controller left in the code that no screen, nib, storyboard, Info.plist or Objective-C file
/// creates (Session's UIKit `SessionCarouselView`, replaced by a SwiftUI one; a view only its own
/// preview shows; Basic Car Maintenance's welcome screens, whose one presentation is commented
/// out, and the screen only they open). Nobody using the app meets them.
///
/// A type is created by its name: a call of its initializer, a nib's `customClass`, an
/// `NSExtensionPrincipalClass` in an Info.plist; a type whose name the app writes nowhere else
/// than its own declaration, the extensions of it (`extension SessionCarouselView { … }`), code
/// that never ships (previews, private functions nothing calls: `CodeThatNeverShips`) and file
/// names (`//  SessionCarouselView.swift`, Xcode's header), commented-out lines (`//
/// .sheet { WelcomeView() }`) and other types nothing names (followed a few types out) is never
/// created (The Swift Programming Language, Initialization). Only an app's code is judged so: one with an entry point
/// among its files (`@main`, `@UIApplicationMain`, `UIApplicationMain(…)`), whose every caller the
/// audit reads; a package or a file on its own may be used by code the audit does not see. Types another project may use, that
/// the runtime reaches by another name, or that the system finds by their conformance are never
/// judged (`CodeThatNeverShips.typesOnlyTheAppCreates`). Any other mention of the name — in a
/// block comment, a string, a test, code for another platform — counts as naming it.
struct TypesNothingNames {
    /// One app's inputs as read, each with its text and the types it declares.
    let read: [LoadedInput]
    /// The texts of the app's nibs, storyboards and Objective-C files, read only when needed.
    let textsReadForNames: () -> [String]

    /// The types holding findings of `outcomes` that nothing in the app names, with where they
    /// are declared; empty when the app has no entry point among its files.
    func unnamedTypes(holdingFindingsOf outcomes: [InputOutcome?]) -> UnnamedTypes {
        var spans: [String: [CodeThatNeverShips.TypeSpan]] = [:]
        for loaded in read where !loaded.typesOnlyTheAppCreates.isEmpty { spans[loaded.input.path] = loaded.typesOnlyTheAppCreates }
        let none = UnnamedTypes(spans: [:], names: [])
        guard !spans.isEmpty else { return none }
        let holding = UnnamedTypes(spans: spans, names: [])
        var judged: Set<String> = []
        for case let outcome? in outcomes {
            for finding in outcome.findings + outcome.placedFindings { judged.formUnion(holding.spans(holding: finding).map(\.name)) }
        }
        guard !judged.isEmpty else { return none }
        // A test's mention counts too: a type a test names is most likely one the app shows.
        let swiftTexts = read.compactMap { loaded -> (LoadedInput, String)? in
            guard loaded.input.kind == .swiftSource, let text = loaded.text else { return nil }
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
        else { return none }
        var uses = NameUses()
        var asked = judged
        // A type named only inside other types of the app is created only if they are: ask about
        // those in turn, a few levels out (a screen only a dead screen opens).
        for _ in 0..<Self.holderDepth where !asked.isEmpty {
            let found = Self.uses(of: asked, in: swiftTexts)
            uses.merge(found)
            asked = found.holders.subtracting(uses.asked)
        }
        // A nib, a storyboard, an Objective-C file or an Info.plist naming one creates it.
        for text in otherTexts() {
            let open = uses.asked.subtracting(uses.used)
            guard !open.isEmpty else { break }
            uses.used.formUnion(NameScan.names(among: open, in: text) { _, _ in true })
        }
        return UnnamedTypes(spans: spans, names: uses.unnamed(among: judged))
    }

    /// How many types out a name written only inside other types is followed.
    private static let holderDepth = 4

    /// Where the app's Swift files write each of `names`: outside any type only the app
    /// creates (the name is used), or inside such types (the name is used if they are). A type's
    /// own declaration, code that never ships and commented-out lines do not count.
    private static func uses(of names: Set<String>, in texts: [(LoadedInput, String)]) -> NameUses {
        var uses = NameUses(asked: names)
        for (loaded, text) in texts {
            // A test's types are never created by the app, but a type a test names is most
            // likely one the app shows: the mention counts as a use.
            let spans = CodeThatNeverShips.isTest(text) ? [] : loaded.typesOnlyTheAppCreates
            let neverShipped = loaded.linesThatNeverShip ?? []
            NameScan.forEachOccurrence(of: names, in: text, skippingLineComments: true) { name, line, followsExtension in
                guard !followsExtension, !uses.used.contains(name), !neverShipped.contains(where: { $0.contains(line) }) else { return true }
                let holding = spans.filter { $0.lines.contains(line) }
                guard !holding.contains(where: { $0.name == name }) else { return true }
                if holding.isEmpty {
                    uses.used.insert(name)
                } else {
                    uses.heldBy[name, default: []].append(Set(holding.map(\.name)))
                }
                return true
            }
        }
        return uses
    }

    /// Whether `text` starts an app: a type marked `@main`, `@UIApplicationMain` or
    /// `@NSApplicationMain`, or a call of `UIApplicationMain` (Swift's `main.swift`, Objective-C's
    /// `main.m`).
    static func declaresEntryPoint(_ text: String) -> Bool {
        NameScan.entryPointWritten(in: text)
    }
}

/// Types of an app nothing in it names, and the findings they hold.
struct UnnamedTypes {
    /// The top-level types of each file that only the app's code creates.
    let spans: [String: [CodeThatNeverShips.TypeSpan]]
    /// Those of them nothing names.
    let names: Set<String>

    /// The types declared at the top level of the finding's file, and the members only the app
    /// calls, that hold its line: a view's, and its member's within it.
    func spans(holding finding: Finding) -> [CodeThatNeverShips.TypeSpan] {
        (spans[finding.location.file] ?? []).filter { $0.lines.contains(finding.location.line) }
    }

    /// `outcomes` without the findings in these types and members.
    func removing(from outcomes: [InputOutcome?]) -> [InputOutcome?] {
        guard !names.isEmpty else { return outcomes }
        return outcomes.removingFindings { finding in spans(holding: finding).contains { names.contains($0.name) } }
    }
}
