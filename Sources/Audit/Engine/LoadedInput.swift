import AssetCatalog
import Foundation
import SwiftSyntaxSupport
import SwiftUIFrontEnd

extension InputError {
    /// The file of an asset catalog that could not be read, and where in it, what is wrong.
    init(_ error: AssetCatalogError) {
        self.init(file: error.file, message: error.jsonPath.isEmpty ? error.problem : "at \(error.jsonPath): \(error.problem)")
    }
}

/// One input read from disk once: a Swift file parsed, a plist's text, or just the path for
/// inputs a front end reads itself.
struct LoadedInput: Sendable {
    var input: AuditInput
    var source: ParsedSourceFile?
    var plist: PlistFile?
    var catalog: AssetCatalog?
    /// Whether rules and front ends read it; a Swift file the prefilter rules out may still be
    /// parsed for a front end's project index (a model a preview uses).
    var holdsUICode = true
    /// Whether the audit's own passes read the whole tree of this Swift file: false for one
    /// holding UI code, not a SwiftUI screen, in which no enabled source rule's trigger occurs
    /// (`WholeTreeFilter`): it is indexed from its skeleton, its rules are not run (none can find
    /// anything in it), and a lowering that reads its code has the tree store parse it whole.
    var readsWholeTree = true
    /// Why the input could not be read at all.
    var error: InputError?
    /// Parts left out of an input read otherwise (an image set of a catalog without `Contents.json`).
    var problems: [InputError] = []
    /// The text of a Swift file whose tree was let go (`releasingTree()`).
    private(set) var releasedText: String? = nil
    /// The inline suppressions of a Swift file that holds UI code, found before its tree was let go.
    private(set) var suppressions: [Suppression]? = nil
    /// Where the declarations of a Swift file that holds UI code are, taken from its whole tree
    /// before it was let go: the merge reads a finding placed in the file from the declaration
    /// holding it, parsed alone (`PlacedFindingResolution`), not from the whole file parsed again.
    private(set) var outline: DeclarationOutline? = nil
    /// The lines of a Swift file's previews and other code that never ships (`CodeThatNeverShips`),
    /// found when it was parsed.
    private(set) var linesThatNeverShip: [ClosedRange<Int>]? = nil
    /// The types a Swift file holding UI code declares that only the app's code creates by name
    /// (`CodeThatNeverShips.typesOnlyTheAppCreates`), found when it was parsed.
    private(set) var typesOnlyTheAppCreates: [CodeThatNeverShips.TypeSpan] = []
    /// What a Swift file holding UI code says of limits on the app's text size (`AppTextSizeCap`).
    private(set) var textSizeCap: TextSizeCapFacts? = nil

    /// Reads `input`; a Swift file is parsed when it may hold UI code, or always when
    /// `parsesEverySwiftFile` (a front end indexes the whole project).
    ///
    /// - Parameters:
    ///   - readsSkeletons: whether a file parsed only for the project index (no UI code) is parsed
    ///     as its `DeclarationSkeleton`, where the scan is sure of it.
    ///   - readsUICodeAsSkeletons: which files holding UI code are read so too (`isSkeletonOfUICode`),
    ///     those the audit parses whole later for their rules and lowering (`parsedWhole()`); nil: none.
    ///   - wholeTree: with `readsUICodeAsSkeletons`, which of the other files holding UI code are
    ///     parsed whole for their rules; the rest are read as skeletons (`readsWholeTree`). Nil
    ///     parses them all whole.
    ///   - defersUICode: whether a file holding UI code that the audit reads whole is read as its
    ///     skeleton here all the same, and parsed whole only where its rules and lowering run
    ///     (`isSkeletonOfUICode`): for a file whose findings the result cache most likely holds,
    ///     which then need no whole tree at all.
    static func load(_ input: AuditInput, prefilter: SourcePrefilter, parsesEverySwiftFile: Bool,
                     readsSkeletons: Bool = true, readsUICodeAsSkeletons: SourcePrefilter? = nil,
                     wholeTree: WholeTreeFilter? = nil, defersUICode: Bool = false, clock: AuditPhaseClock? = nil) -> LoadedInput {
        clock.measure(.read) {
            read(input, prefilter: prefilter, parsesEverySwiftFile: parsesEverySwiftFile, readsSkeletons: readsSkeletons,
                 readsUICodeAsSkeletons: readsUICodeAsSkeletons, wholeTree: wholeTree, defersUICode: defersUICode, clock: clock)
        }
    }

    /// Reads `input`; the time spent parsing is moved from the read phase to the parse phase.
    private static func read(_ input: AuditInput, prefilter: SourcePrefilter, parsesEverySwiftFile: Bool,
                             readsSkeletons: Bool, readsUICodeAsSkeletons: SourcePrefilter?, wholeTree: WholeTreeFilter?,
                             defersUICode: Bool, clock: AuditPhaseClock?) -> LoadedInput {
        switch input.kind {
        case .swiftSource:
            guard let data = FileManager.default.contents(atPath: input.path) else {
                return LoadedInput(input: input, error: InputError(file: input.path, message: "cannot read the file"))
            }
            if data.contains(0) {
                return LoadedInput(input: input, holdsUICode: false,
                                   error: InputError(file: input.path, message: "holds NUL bytes: a binary file, not Swift source"))
            }
            let holdsUICode = prefilter.mayHoldUICode(data)
            guard holdsUICode || parsesEverySwiftFile else { return LoadedInput(input: input, holdsUICode: false) }
            guard let text = String(data: data, encoding: .utf8) else {
                return LoadedInput(input: input, holdsUICode: false, error: InputError(file: input.path, message: "not UTF-8 text"))
            }
            if let problem = BracketNesting(data).problem {
                return LoadedInput(input: input, holdsUICode: false, error: InputError(file: input.path, message: problem))
            }
            // A test file that holds no UI code is read by nothing: rules skip it and the
            // project indexes leave test files out (`SourceFinder.mayMatter`), so it is not parsed.
            if !holdsUICode, !SourceFinder.mayMatter(text) {
                var unparsed = LoadedInput(input: input, holdsUICode: false)
                unparsed.releasedText = text
                return unparsed
            }
            let isScreen = readsUICodeAsSkeletons?.mayHoldUICode(data) == true
            var readsWholeTree = !holdsUICode || readsUICodeAsSkeletons == nil || isScreen || wholeTree?.readsWhole(data) != false
            // Nor is one with UI code that no rule reads whole and no index reads.
            if !readsWholeTree, !SourceFinder.mayMatter(text) {
                var unparsed = LoadedInput(input: input, readsWholeTree: false)
                unparsed.releasedText = text
                return unparsed
            }
            let start = DispatchTime.now().uptimeNanoseconds
            // A large file with UI code that no rule reads whole is read as its skeleton only when
            // the skeleton blanks most of it; one made mostly of declarations (a generated table of
            // thousands of constants) is read whole as before: its skeleton spares little of the
            // parse, and its index and lowerings cost more from it (docs/benchmarks.md).
            var blanked: String? = nil
            if !readsWholeTree, readsSkeletons, let wholeTree, data.count > wholeTree.largeFileBytes {
                blanked = DeclarationSkeleton.blankingBodies(of: text)
                readsWholeTree = blanked.map { !Self.blanksMost(of: text, skeleton: $0) } ?? true
            }
            // Only the project indexes read a file without UI code: its declarations suffice. A
            // file with UI code is parsed whole later, where its rules run and it is lowered, or
            // not at all by the audit itself when no rule reads it whole.
            let asSkeleton = readsSkeletons && (!holdsUICode || isScreen || !readsWholeTree || defersUICode)
            let skeleton = !asSkeleton ? nil
                : blanked.map { ParsedSourceFile(declarationsOf: text, skeleton: $0, path: input.path) }
                    ?? ParsedSourceFile(declarationsOf: text, path: input.path)
            let source = skeleton ?? ParsedSourceFile(path: input.path, text: text, indexesNodes: false)
            let parsing = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            clock?.add(.parse, seconds: parsing)
            clock?.addParsed(input.path, bytes: data.count, asSkeleton: skeleton != nil)
            clock?.add(.read, seconds: -parsing)
            var loaded = LoadedInput(input: input, source: source, holdsUICode: holdsUICode, readsWholeTree: readsWholeTree)
            if holdsUICode {
                loaded.linesThatNeverShip = CodeThatNeverShips.linesThatNeverShip(in: source)
                loaded.typesOnlyTheAppCreates = CodeThatNeverShips.typesOnlyTheAppCreates(in: source)
                loaded.textSizeCap = TextSizeCapFacts.of(source)
            }
            return loaded
        case .infoPlist:
            guard let text = FileManager.default.contents(atPath: input.path).flatMap({ String(data: $0, encoding: .utf8) }) else {
                return LoadedInput(input: input, error: InputError(file: input.path, message: "cannot read the file as UTF-8 text"))
            }
            return LoadedInput(input: input, plist: PlistFile(path: input.path, text: text))
        case .assetCatalog:
            do {
                let (catalog, problems) = try AssetCatalog.readSkippingProblems(at: input.path)
                return LoadedInput(input: input, catalog: catalog, problems: problems.map(InputError.init))
            } catch {
                return LoadedInput(input: input, error: InputError(error))
            }
        case .snapshot, .runtimeCapture, .xcodeProject, .interfaceBuilder, .objectiveCSource, .stringsTable:
            return LoadedInput(input: input)
        }
    }

    /// Whether `skeleton` blanks at least half the code of `text`: its bytes other than blank space.
    static func blanksMost(of text: String, skeleton: String) -> Bool {
        var code = 0, blanked = 0
        for (byte, kept) in zip(text.utf8, skeleton.utf8) {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            default:
                code += 1
                if kept != byte { blanked += 1 }
            }
        }
        return blanked * 2 >= code
    }

    /// Every diagnostic about reading this input.
    var errors: [InputError] { (error.map { [$0] } ?? []) + problems }

    /// The text findings in this file are fingerprinted against.
    var text: String? { source?.text ?? releasedText ?? plist?.text }

    /// This input without its syntax tree, once its own rules have run and the project indexed
    /// it: its text and its suppressions stay (those of a skeleton of UI code are read with its
    /// whole tree, `parsedWhole()`).
    func releasingTree() -> LoadedInput {
        guard let source else { return self }
        var released = self
        released.releasedText = source.text
        released.isSkeletonOfUICode = holdsUICode && readsWholeTree && source.isDeclarationSkeleton
        released.suppressions = holdsUICode && !source.isDeclarationSkeleton ? Suppression.all(in: source) : nil
        released.outline = holdsUICode && !source.isDeclarationSkeleton ? DeclarationOutline(source.tree) : nil
        released.source = nil
        return released
    }

    /// This input without its text, once a Swift file's tree is let go (`releasingTree()`) and
    /// no finding points into it (`KeptForMerge`); its suppressions stay.
    func releasingText() -> LoadedInput {
        guard source == nil else { return self }
        var released = self
        released.releasedText = nil
        released.outline = nil
        return released
    }

    /// Whether this file holds UI code and was read as its declaration skeleton for the project
    /// indexes (its tree let go): its rules and lowering wait for `parsedWhole()`.
    private(set) var isSkeletonOfUICode = false

    /// This input, read as the skeleton of UI code, parsed whole (or with `tree`, its whole tree
    /// parsed already), with its suppressions.
    func parsedWhole(reusing tree: ParsedSourceFile? = nil) -> LoadedInput {
        var whole = self
        whole.source = tree ?? ParsedSourceFile(path: input.path, text: releasedText ?? "", indexesNodes: false)
        whole.isSkeletonOfUICode = false
        whole.suppressions = whole.source.map(Suppression.all(in:))
        return whole
    }

    /// This input, read as the skeleton of UI code, with its suppressions, read from `whole` (the
    /// input parsed whole) or parsed whole for them when its text holds any, and the outline of
    /// `whole`'s declarations, else `outline` (its skeleton's, which has the same declarations).
    func withSuppressions(of whole: LoadedInput?, outline skeletonOutline: DeclarationOutline? = nil) -> LoadedInput {
        var found = self
        found.outline = whole?.source.map { DeclarationOutline($0.tree) } ?? skeletonOutline
        guard let text = releasedText, Suppression.mayOccur(in: text) else {
            found.suppressions = []
            return found
        }
        found.suppressions = (whole ?? parsedWhole()).suppressions
        return found
    }
}
