import AccessibilityTree
import Basics
import Foundation
import SwiftSyntaxSupport
import SwiftUIFrontEnd
import UIKitFrontEnd

/// Runs the rule catalogue over files: discovers inputs, reads each once, runs every rule that
/// reads it, applies the configuration and inline suppressions, and returns sorted findings.
///
/// Files are audited in parallel on all cores; the result does not depend on the order they
/// finish in. Front ends plug in as `FrontEnd` values (see `FrontEnd`).
public struct AuditRunner: Sendable {
    public var rules: [any Rule.Type]
    public var frontEnds: [FrontEnd]
    public var configuration: AuditConfiguration
    /// The settings front ends build screens under.
    public var settings: AccessibilitySettings
    public var prefilter: SourcePrefilter
    /// How many files are audited at once; nil uses every core.
    public var jobs: Int?
    /// Where the time of each phase is added up, for benchmarks; nil measures nothing.
    public var phaseClock: AuditPhaseClock?
    /// Where results are kept between runs, so unchanged inputs are not audited again
    /// (`docs/cache.md`); nil audits everything.
    public var cache: ResultCache?
    /// The share of the inputs audited (`--shard K/N`); nil audits them all. The project index
    /// still reads every Swift file.
    public var shard: AuditShard?
    /// Told what the audit has done as it goes (`AuditProgressEvent`), from any thread; nil tells nothing.
    public var progress: AuditProgress?
    /// The most Swift source, in bytes, whose syntax trees are kept at once while the project
    /// is indexed and lowered; a tree let go is parsed again when needed (`SyntaxTreeStore`).
    public var treeStoreBytes = AuditRunner.defaultTreeStoreBytes
    /// The most source bytes of declarations parsed alone whose trees are kept at once: a node a
    /// lowering reads in a large file (`declarationFilesAboveBytes`) whose tree was let go comes
    /// from its declaration parsed alone (`DeclarationFragment`), not from the whole file parsed
    /// again; nil parses the whole file.
    public var declarationStoreBytes: Int? = AuditRunner.declarationStoreBytesWhenOn
    /// With `declarationStoreBytes`, only files of more source bytes than this have their
    /// declarations parsed alone; smaller files let go are parsed again whole. Read so, every
    /// file of three large apps cost CPU and 20 to 45 MB of peak for no gain; the few generated
    /// files above 100 kB (mocks, string tables) are most of what lowerings parse again
    /// (docs/benchmarks.md, "Large files read by declaration").
    public var declarationFilesAboveBytes = AuditRunner.defaultDeclarationFilesAboveBytes
    /// With `declarationStoreBytes`, whether a node a lowering reads in a smaller file let go comes
    /// from its declaration parsed alone too, except in the files that may declare a SwiftUI screen
    /// before their own turn parses them whole (`SyntaxTreeStore.parsesWholeLater(_:)`).
    public var readsSmallFilesByDeclaration = true
    /// Swift files of more bytes than this are taken early in the first pass, so that their long
    /// parse runs while the other threads read the files before them (`ClaimOrder`).
    var takenEarlyAboveBytes = AuditRunner.defaultTakenEarlyAboveBytes
    /// How many bytes of the files around it a byte of a file taken early costs as much as to read
    /// in the first pass (`ClaimOrder`'s `largeCost`).
    var takenEarlyCost = AuditRunner.defaultTakenEarlyCost
    /// Whether a Swift file read only for the project index (one the prefilter finds no UI code
    /// in) is parsed as its declaration skeleton, its functions' bodies blanked
    /// (`DeclarationSkeleton`): the same index at a fraction of the parse. False parses it whole.
    public var readsDeclarationSkeletons = true
    /// Which Swift files holding UI code are indexed from their declaration skeleton too, and
    /// parsed whole once, in the second pass, where their rules run and they are lowered from the
    /// same tree (`SourcePrefilter.swiftUIScreens`: those that may declare a SwiftUI screen); nil
    /// parses every file holding UI code whole in the first pass, for its rules and the indexes.
    public var uiFilesReadAsSkeletons: SourcePrefilter? = .swiftUIScreens
    /// Whether, when files holding UI code are read as skeletons (`uiFilesReadAsSkeletons`), a file
    /// holding UI code that is no SwiftUI screen is parsed whole only when a trigger of an enabled
    /// source rule occurs in it (`WholeTreeFilter`); false parses every such file whole.
    public var parsesWholeOnlyWhereTriggered = true
    /// Files holding UI code are read as skeletons (`uiFilesReadAsSkeletons`) only when the Swift
    /// inputs exceed this many bytes; nil takes `treeStoreBytes`. Below it the store keeps every
    /// tree, so parsing them whole in the first pass already parses each file once, and a
    /// skeleton would be a parse more.
    public var uiSkeletonsAboveBytes: Int? = nil
    /// Whether a file or folder given on its own is audited in the light of its project: the
    /// project around it is indexed for declarations (the files not given read as skeletons),
    /// and findings are reported only in the paths given (`ProjectScope`).
    public var indexesProjectAroundPaths = true
    /// The apps the inputs belong to: a file is read with its own app's declarations only.
    /// `run(paths:)` makes each folder given an app (`ProjectScope.apps`); one app unless told.
    public var apps = AppLayout.oneApp
    /// The nibs, storyboards and Objective-C files of the paths audited, read for the catalog
    /// colours they name (`CatalogColourNames`) and the Swift types they create (`TypesNothingNames`).
    var filesReadForNames: [AuditInput] = []
    /// Whether this run reports only in the inputs it audits of a wider project, so the other
    /// files whose reading places elements in them are read too (`ProjectReader.placingIn`).
    var readsFilesPlacingInAudited = false
    /// Told each tree parsed again while the findings placed in source are made final, with how
    /// many of those trees are held at that moment (`PlacedFindingResolution`), for tests.
    var treeParsedForPlacedFindings: (@Sendable (_ path: String, _ held: Int) -> Void)? = nil
    /// Whether a finding placed in source is made final from the declaration holding it parsed
    /// alone (`PlacedFindingResolution`), rather than from its whole file parsed again.
    var readsPlacedFindingsByDeclaration = true
    /// Told the path of each declaration parsed alone for that, for tests.
    var declarationParsedForPlacedFindings: (@Sendable (_ path: String) -> Void)? = nil
    /// Told, when each app is done, the paths whose text it keeps for the merge and how many
    /// look-ups its outcomes still hold (`KeptForMerge`), for tests.
    var keptForMerge: (@Sendable (_ texts: [String], _ lookups: Int) -> Void)? = nil

    /// About 100 MB of syntax trees (a tree takes 25 to 40 times its source).
    public static let defaultTreeStoreBytes = 3_000_000

    /// About 30 MB of declarations' trees.
    public static let declarationStoreBytesWhenOn = 1_000_000

    /// The generated tables and mocks of real apps, not their views.
    public static let defaultDeclarationFilesAboveBytes = 100_000

    /// - Parameter rules: the catalogue (`AllRules.all`); the engine's own rules are added.
    public init(rules: [any Rule.Type], frontEnds: [FrontEnd] = FrontEnd.standard,
                configuration: AuditConfiguration = AuditConfiguration(),
                settings: AccessibilitySettings = AccessibilitySettings(), prefilter: SourcePrefilter = .standard) {
        self.rules = rules + AuditRunner.engineRules.filter { engine in !rules.contains { $0 == engine } }
        self.frontEnds = frontEnds
        self.configuration = configuration
        self.settings = settings
        self.prefilter = prefilter
    }

    /// Rules the engine itself supplies.
    public static let engineRules: [any Rule.Type] = [SuppressionWithoutReasonRule.self]

    /// Discovers the inputs under `paths` (with the configuration's include/exclude) and audits them.
    ///
    /// - Parameter root: the folder globs are relative to (the configuration file's folder).
    /// - Throws: `AuditError.missingPath` when a path does not exist.
    public func run(paths: [String], root: String? = nil) throws(AuditError) -> AuditResult {
        var discovery = InputDiscovery(include: configuration.include, exclude: configuration.exclude, root: root)
        discovery.eachFolder = { [self] folders, walk in parallelMap(folders, walk) }
        let start = DispatchTime.now().uptimeNanoseconds
        let scope = indexesProjectAroundPaths ? ProjectScope.around(paths) : ProjectScope(audited: paths, indexed: [])
        let built = builtForPlatform(try scope.inputs(discovering: paths, with: discovery), given: paths, auditing: scope.isAudited)
        var (discovered, projectProblems) = (built.inputs, built.problems)
        phaseClock?.add(.discover, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        var scoped = self
        scoped.configuration.platform = built.platform.platform
        scoped.apps = scope.apps
        scoped.apps.targets = built.targets
        scoped.filesReadForNames = discovered.filter { Self.isReadForNames($0.kind) }
        scoped.apps.interfaceFiles = scoped.filesReadForNames.filter { $0.kind == .interfaceBuilder }.map(\.path)
        projectProblems += InterfaceBuilderIndex.problems(inFilesAt: scoped.apps.interfaceFiles).map { InputError(file: $0.file, message: $0.message) }
        let (strings, stringsProblems) = StringsTables.read(discovered.filter { $0.kind == .stringsTable }.map(\.path))
        scoped.apps.strings = strings
        projectProblems += stringsProblems.map { InputError(file: $0.file, message: $0.problem) }
        let inputs = discovered.filter { !Self.isReadForNames($0.kind) && $0.kind != .stringsTable }
        let inShard = { (path: String) in shard.map { $0.contains(relativePath: discovery.relativePath(of: path)) } != false }
        guard scope.widens else {
            var result = shard == nil ? scoped.audit(inputs) : scoped.audit(inputs, auditing: { inShard($0.path) })
            result.adding(inputErrors: projectProblems.filter { inShard($0.file) })
            result.platform = built.platform
            return result
        }
        scoped.readsFilesPlacingInAudited = true
        // A storyboard or nib given: the Swift classes it names are read as audited, the findings
        // they place in it kept with it.
        let owners = InterfaceOwners.swiftFiles(owning: scoped.apps.interfaceFiles.filter(scope.isAudited),
                                                among: inputs.filter { $0.kind == .swiftSource && !scope.isAudited($0.path) }.map(\.path))
        var result = scoped.audit(inputs, auditing: { input in
            (scope.isAudited(input.path) || owners.contains(input.path)) && inShard(input.path)
        })
        result.adding(inputErrors: projectProblems.filter { inShard($0.file) })
        result = scope.keepingFindingsInAuditedPaths(of: result)
        result.platform = built.platform
        return result
    }

    /// `inputs` without the Xcode projects among them and without the Swift files, `Info.plist`s,
    /// storyboards, nibs and asset catalogs that the projects' targets build only for other
    /// platforms than the audit's (a watchOS app's views and its `Info.plist`, a Mac app's
    /// storyboards, in an iOS audit); a file named in `given` is kept whatever
    /// builds it. The audit's platform is the configuration's when it names one, else iOS unless
    /// the projects build none of the Swift files for iOS (`TargetMembership.platformBuilt`). Also
    /// each project that could not be read, named with its problem (its files are all kept), the
    /// targets that keep their types to themselves (`TargetBoundaries`), and the platform chosen
    /// with the files left out among those `isAudited` accepts.
    public func builtForPlatform(_ inputs: [AuditInput], given: [String], auditing isAudited: (String) -> Bool = { _ in true })
        -> PlatformInputs {
        let bundles = inputs.filter { $0.kind == .xcodeProject }.map(\.path)
        let others = inputs.filter { $0.kind != .xcodeProject }
        let named = PlatformChoice(platform: configuration.platform)
        guard !bundles.isEmpty else { return PlatformInputs(inputs: others, problems: [], targets: .none, platform: named) }
        let membership = TargetMembership(bundles: bundles)
        guard !membership.isEmpty else { return PlatformInputs(inputs: others, problems: membership.problems, targets: .none, platform: named) }
        let given = Set(given)
        // The platforms each Swift file, `Info.plist`, storyboard, nib and asset catalog is built
        // for, worked out once.
        var platformsOfInput: [String: Set<TargetPlatform>] = [:]
        for input in others where Self.kindsTargetsBuild.contains(input.kind) {
            platformsOfInput[input.path] = membership.platforms(of: ProjectScope.absolute(input.path))
        }
        let swiftPlatforms = others.filter { $0.kind == .swiftSource }.compactMap { platformsOfInput[$0.path] }
        let taken = configuration.namesPlatform ? nil : TargetMembership.platformBuilt(swiftPlatforms)
        var choice = PlatformChoice(platform: taken ?? configuration.platform, isTakenFromProjects: taken != nil)
        let kept = others.filter { input in
            guard !given.contains(input.path), let platforms = platformsOfInput[input.path], !platforms.contains(choice.platform)
            else { return true }
            if input.kind != .infoPlist, isAudited(input.path) {
                if input.kind == .swiftSource { choice.leftOutCount += 1 } else { choice.leftOutResourceCount += 1 }
                choice.platformsOfLeftOut.formUnion(platforms)
            }
            return false
        }
        let projectFolders = bundles.map { (ProjectScope.absolute($0) as NSString).deletingLastPathComponent }
        let (packaged, problems) = Self.leavingOutUnusedPackages(of: kept, membership: membership, projectFolders: projectFolders,
                                                                 given: given, choice: &choice, auditing: isAudited)
        let built = Self.leavingOutFilesNeverShipped(of: packaged, membership: membership, projectFolders: projectFolders,
                                                     given: given, choice: &choice, auditing: isAudited)
        let keptSwiftFiles = built.filter { $0.kind == .swiftSource }.map { ProjectScope.absolute($0.path) }
        return PlatformInputs(inputs: built, problems: membership.problems + problems,
                              targets: membership.boundaries(of: keptSwiftFiles), platform: choice)
    }

    /// The inputs a project's targets build or copy: Swift files, `Info.plist`s, storyboards and
    /// nibs, asset catalogs.
    static let kindsTargetsBuild: Set<InputKind> = [.swiftSource, .infoPlist, .interfaceBuilder, .assetCatalog]

    /// `inputs` without the Swift files, storyboards, nibs, asset catalogs and `Info.plist`s that
    /// no target builds and that lie in a local package no app of the folders given builds
    /// (`LocalPackageUse`), those `isAudited` accepts counted in `choice`; with the workspaces
    /// that could not be read.
    static func leavingOutUnusedPackages(of inputs: [AuditInput], membership: TargetMembership, projectFolders: [String],
                                         given: Set<String>, choice: inout PlatformChoice,
                                         auditing isAudited: (String) -> Bool) -> ([AuditInput], [InputError]) {
        guard var use = LocalPackageUse(membership: membership, given: given.sorted()) else { return (inputs, []) }
        // The absolute path of each input no target builds, by its path as given.
        var candidates: [String: String] = [:]
        for input in inputs where Self.kindsTargetsBuild.contains(input.kind) && !given.contains(input.path) {
            let absolute = ProjectScope.absolute(input.path)
            if !membership.builds(absolute) { candidates[input.path] = absolute }
        }
        use.settle(files: candidates.values.sorted(), projectFolders: projectFolders)
        let kept = inputs.filter { input in
            guard let absolute = candidates[input.path], let package = use.unusedPackage(holding: absolute) else { return true }
            if input.kind != .infoPlist, isAudited(input.path) {
                choice.leftOutOfUnusedPackagesCount += 1
                choice.unusedPackages.insert(package)
            }
            return false
        }
        return (kept, use.problems)
    }

    /// `inputs` without the files no app of the folders given ships though a project may build
    /// them (`FilesNeverShipped`: a local pod's example app, a playground's pages), those
    /// `isAudited` accepts counted in `choice`.
    static func leavingOutFilesNeverShipped(of inputs: [AuditInput], membership: TargetMembership, projectFolders: [String],
                                            given: Set<String>, choice: inout PlatformChoice,
                                            auditing isAudited: (String) -> Bool) -> [AuditInput] {
        guard !membership.appProjectFolders.isEmpty else { return inputs }
        let roots = given.map(ProjectScope.absolute).filter(ProjectScope.isFolder)
        let never = FilesNeverShipped(roots: roots, podfileFolders: Array(Set(roots + projectFolders)))
        return inputs.filter { input in
            guard Self.kindsTargetsBuild.contains(input.kind), !given.contains(input.path),
                  let reason = never.reason(neverShipping: ProjectScope.absolute(input.path)) else { return true }
            if input.kind != .infoPlist, isAudited(input.path) {
                switch reason {
                case .notShippedByPod(let pod): choice.leftOutOfPodsCount += 1; choice.podsLeavingOut.insert(pod)
                case .playgroundPage: choice.leftOutOfPlaygroundsCount += 1
                }
            }
            return false
        }
    }

    /// Audits `inputs`, in two parallel passes. First each input is read (a Swift file parsed)
    /// once, its own rules run, and front ends that index the whole project index it, in input
    /// order; its tree is then let go (the store keeps the most recent, `treeStoreBytes`). Then
    /// those front ends read each input with the whole project at hand, parsing again the trees
    /// they need that were let go. With several apps (`apps`), each app's two passes run before
    /// the next app's, the largest app first, and the findings are merged at the end.
    ///
    /// - Parameter isAudited: which inputs are audited and reported (a shard's); the others are
    ///   read only when they are Swift files, for the project index and for what their source
    ///   says of findings placed in them.
    public func audit(_ inputs: [AuditInput], auditing isAudited: (AuditInput) -> Bool = { _ in true }) -> AuditResult {
        let handled = inputs.filter { input in
            [.swiftSource, .infoPlist, .assetCatalog].contains(input.kind) || frontEnds.contains { $0.kind == input.kind }
        }
        let audited = handled.filter(isAudited)
        let read = audited.count == handled.count ? handled : handled.filter { isAudited($0) || $0.kind == .swiftSource }
        if let cache { return audit(read, auditing: audited, cache: cache) }
        let auditedSet = Set(audited)
        return audit(read, auditing: auditedSet, load: loader(for: read, auditing: auditedSet))
    }

    /// How each input is read once (a Swift file parsed), with the read reported to `progress`.
    ///
    /// - Parameters:
    ///   - audited: the inputs audited, when only some are: the others, read for the project index
    ///     alone, are read as skeletons even in a small project (their UI code is parsed whole only
    ///     if a lowering needs it).
    ///   - cached: the inputs whose entry the result cache holds for their contents: their UI code
    ///     is read as skeletons, and parsed whole only if the entry cannot be used after all
    ///     (`LoadedInput.load`'s `defersUICode`).
    func loader(for inputs: [AuditInput], auditing audited: Set<AuditInput>? = nil,
                cached: Set<AuditInput> = []) -> @Sendable (AuditInput) -> LoadedInput {
        let parsesEverySwiftFile = self.parsesEverySwiftFile
        let deferred = parsesEverySwiftFile ? uiFilesReadAsSkeletons : nil
        let defersAll = swiftBytes(of: inputs) > (uiSkeletonsAboveBytes ?? treeStoreBytes)
        let indexedOnly = audited.map { audited in Set(inputs.filter { !audited.contains($0) }) } ?? []
        let wholeTree = parsesWholeOnlyWhereTriggered ? WholeTreeFilter(rules: rules, configuration: configuration) : nil
        return { [phaseClock, progress, prefilter, readsDeclarationSkeletons, deferred] input in
            defer { progress?(.read) }
            return LoadedInput.load(input, prefilter: prefilter, parsesEverySwiftFile: parsesEverySwiftFile,
                                    readsSkeletons: readsDeclarationSkeletons,
                                    readsUICodeAsSkeletons: defersAll || indexedOnly.contains(input) ? deferred : nil,
                                    wholeTree: wholeTree, defersUICode: deferred != nil && cached.contains(input), clock: phaseClock)
        }
    }

    /// The size on disk of the Swift files among `inputs` (an unreadable one counts nothing).
    func swiftBytes(of inputs: [AuditInput]) -> Int {
        inputs.reduce(0) { $0 + Self.bytes(of: $1) }
    }

    /// The size on disk of a Swift file; 0 for another input or one that cannot be read.
    static func bytes(of input: AuditInput) -> Int {
        guard input.kind == .swiftSource else { return 0 }
        return FileStatus(of: input.path)?.size ?? 0
    }

    /// Swift files above this size are taken early in the first pass (`ClaimOrder`): the
    /// generated tables and mocks of real apps, and the largest hand-written files (an API
    /// client, a coordinator), whose parse and rules outlast the other threads' reading of the 16
    /// files behind them (`InputOrder`; docs/benchmarks.md, "Files taken early by their cost;
    /// discovery by lstat").
    static let defaultTakenEarlyAboveBytes = 40_000

    /// A large file is mostly parsed whole and its rules run, while most files around it are
    /// read as declaration skeletons for the index alone: per byte, the first pass over the three
    /// apps of docs/benchmarks.md spent 2.1 to 3.0 times as long on the large files parsed whole
    /// as on the files around them, 1.0 to 1.5 times on the large ones read as skeletons.
    static let defaultTakenEarlyCost = 2.5

    /// How many threads `parallelMap` runs on.
    var threadCount: Int { max(jobs ?? ProcessInfo.processInfo.activeProcessorCount, 1) }

    /// Whether a front end indexes the whole project, so every Swift file is parsed.
    var parsesEverySwiftFile: Bool { frontEnds.contains { $0.kind == .swiftSource && $0.project != nil } }

    /// Audits Swift `text` as the file `path`, without touching the disk (for tests and editors).
    public func audit(source text: String, path: String) -> AuditResult {
        let input = AuditInput(path: path, kind: .swiftSource)
        return audit([input], auditing: [input]) { _ in LoadedInput(input: input, source: ParsedSourceFile(path: path, text: text)) }
    }

    /// Audits screens built by hand (a scene, a test) as if read from `file`, lowered from
    /// `framework`'s source when given.
    public func audit(screens: [Screen], file: String, framework: SourceFramework? = nil) -> AuditResult {
        let prepared = PreparedRules(rules: rules, configuration: configuration)
        var outcome = InputOutcome()
        for screen in screens { outcome.findings += prepared.check(screen, file: file, framework: framework) }
        let (findings, suppressed) = FindingMerge(inputs: [], configuration: configuration).finish(outcome.findings)
        return AuditResult(findings: findings, inputs: [], suppressedCount: suppressed)
    }

    /// Audits each app of `inputs` (`apps`) in turn, the largest first, then merges the findings
    /// of all of them in input order. An app is read with its own declarations only, so its
    /// index, its trees and its lowerings are let go before the next app is read: the audit holds
    /// one app's project at a time, beside the texts and findings of the apps done (the smaller
    /// ones, when the largest goes first).
    ///
    /// - Parameters:
    ///   - audited: the inputs audited; the others of `inputs` are read for the index.
    ///   - cache: with it, an input whose entry is stored is not read by the whole-project front
    ///     ends again; its own rules still run in the first pass, where its key is not yet known.
    func audit(_ inputs: [AuditInput], auditing audited: Set<AuditInput>, cache: InputCache? = nil,
               load: @escaping @Sendable (AuditInput) -> LoadedInput) -> AuditResult {
        progress?(.started(reading: inputs.count, auditing: audited.count))
        let prepared = PreparedRules(rules: rules, configuration: configuration, clock: phaseClock)
        var outcomes = [InputOutcome?](repeating: nil, count: inputs.count)
        var placingOutcomes = [InputOutcome?](repeating: nil, count: inputs.count)
        var loaded = [LoadedInput?](repeating: nil, count: inputs.count)
        let sizes = inputs.map(Self.bytes(of:))
        let groups = largestFirst(apps.positionsByApp(of: inputs.map(\.path)), sizes: sizes)
        let keepsEveryText = inputs.contains { $0.kind == .runtimeCapture }
        for (number, positions) in groups.enumerated() {
            let pass = auditApp(positions.map { inputs[$0] }, sizes: positions.map { sizes[$0] }, auditing: audited, cache: cache, load: load,
                                prepared: prepared, isLast: number == groups.count - 1, keepsEveryText: keepsEveryText)
            for (local, position) in positions.enumerated() {
                (outcomes[position], placingOutcomes[position], loaded[position]) = (pass.outcomes[local], pass.placing[local], pass.loaded[local])
            }
            // The app's project is let go: the next grows from what is in use.
            if number < groups.count - 1 { FreeHeapPages.returnToSystem() }
        }
        // In input order, as one pass over every app gives them: the audited inputs' outcomes,
        // then those of the inputs read because they place elements in audited ones.
        let all = outcomes.compactMap { $0 } + placingOutcomes.compactMap { $0 }
        let handled = inputs.filter { audited.contains($0) }
        return phaseClock.measure(.merge) { merge(all, loaded: loaded.compactMap { $0 }, handled: handled, prepared: prepared) }
    }

    /// `groups` of positions in the inputs, the group of the most Swift source first (`sizes`:
    /// each input's Swift bytes, `bytes(of:)`); groups of equal size keep their order.
    private func largestFirst(_ groups: [[Int]], sizes: [Int]) -> [[Int]] {
        guard groups.count > 1 else { return groups }
        let sized = groups.map { group in (group, group.reduce(0) { $0 + sizes[$1] }) }
        return sized.enumerated().sorted { first, second in
            first.element.1 != second.element.1 ? first.element.1 > second.element.1 : first.offset < second.offset
        }.map(\.element.0)
    }

    /// What one app's two passes leave for the merge, by the app's input position.
    private struct AppPass {
        /// The outcome of each audited input.
        var outcomes: [InputOutcome?]
        /// The outcome of each input not audited that was read because it places elements in one that is.
        var placing: [InputOutcome?]
        /// Each input as read, its tree let go, with its suppressions.
        var loaded: [LoadedInput]
    }

    /// The two passes over the inputs of one app (every input, when the run is one app).
    ///
    /// - Parameter sizes: each input's Swift bytes (`bytes(of:)`), read once for the whole audit.
    private func auditApp(_ inputs: [AuditInput], sizes: [Int], auditing audited: Set<AuditInput>, cache: InputCache?,
                          load: @escaping @Sendable (AuditInput) -> LoadedInput, prepared: PreparedRules, isLast: Bool,
                          keepsEveryText: Bool) -> AppPass {
        let store = SyntaxTreeStore(byteLimit: treeStoreBytes, declarationByteLimit: declarationStoreBytes,
                                    declarationFilesAboveBytes: declarationFilesAboveBytes,
                                    readsSmallFilesByDeclaration: readsSmallFilesByDeclaration)
        let builders = frontEnds.map { [configuration] in $0.project?(store, configuration.platform, apps) }
        let indexing = InputOrder<ParsedSourceFile?> { source in
            guard let source else { return }
            for builder in builders { builder?.add(source) }
        }
        let order = ClaimOrder(bytes: sizes, largeAbove: takenEarlyAboveBytes, threads: threadCount, largeCost: takenEarlyCost)
        let read = parallelMap(Array(inputs.indices), claiming: order.positions) { [phaseClock] position in
            let loaded = load(inputs[position])
            // A skeleton of UI code is parsed whole in its own turn of the second pass (`parseWhole`).
            if loaded.holdsUICode, loaded.source?.isDeclarationSkeleton == true { store.parsesWholeLater(loaded.input.path) }
            let outcome = audited.contains(loaded.input) ? auditAlone(loaded, with: prepared) : nil
            phaseClock.measure(.index) {
                indexing.deliver(loaded.source, at: position, waitsForOthers: !order.early.contains(position))
            }
            return (loaded.releasingTree(), outcome)
        }
        let catalogFindings = phaseClock.measure(.rules) { checkCatalogs(of: read.map(\.0), auditing: audited, with: prepared) }
        let projects = phaseClock.measure(.index) { builders.map { $0?.finish() } }
        let readers = zip(frontEnds, projects).compactMap { frontEnd, project in project.map { (frontEnd, $0.read) } }
        if isLast { progress?(.indexed) }
        let auditedRead = read.compactMap { loaded, alone in alone.map { (loaded, $0) } }
        let projectsOfFrontEnds = Array(zip(frontEnds, projects))
        let answers = cache.map { LookupAnswers(projects: projectsOfFrontEnds, contents: $0.contents) }
        let reparsedWhileIndexing = store.reparsedCount
        // Last read first: the store still holds the trees of the files read last.
        let audits: [(outcome: InputOutcome, suppressing: LoadedInput?)] = parallelMap(auditedRead.reversed()) { [progress] loaded, alone in
            defer { progress?(.audited) }
            // A file indexed from its skeleton is parsed whole here, once: its rules run on the
            // tree and its lowering finds it in the store.
            var whole: LoadedInput? = nil
            let audit = { () -> InputOutcome in
                var own = alone
                if loaded.isSkeletonOfUICode {
                    let parsed = self.parseWhole(loaded, keepingIn: store)
                    whole = parsed
                    own = own.joined(with: self.auditAlone(parsed, with: prepared))
                }
                return own.joined(with: self.audit(loaded, readers: readers, with: prepared))
            }
            let outcome: InputOutcome
            // A file that holds no UI code has no findings but why it could not be read, known
            // from the first pass: it has no entry to read or write.
            if let cache, let answers, loaded.holdsUICode {
                let input = loaded.input
                outcome = cache.outcome(for: cache.key(for: input), context: cache.context(of: input, projects: projectsOfFrontEnds),
                                        path: input.path, answers: answers, audit: audit)
            } else {
                outcome = audit()
            }
            // The cache has taken the look-ups: let go of them now, not when the app is done. A
            // file not parsed whole here (its findings read from the cache) keeps the outline the
            // store took of its skeleton, so the merge reads it by declaration.
            guard loaded.isSkeletonOfUICode else { return (KeptForMerge.outcome(outcome), nil) }
            let outline = whole == nil ? loaded.text.flatMap { store.outline(of: loaded.input.path, text: $0) } : nil
            return (KeptForMerge.outcome(outcome), loaded.withSuppressions(of: whole, outline: outline))
        }.reversed()
        var suppressing: [String: LoadedInput] = [:]
        for case let (_, loaded?) in audits { suppressing[loaded.input.path] = loaded }
        // A file not audited here (another shard's) may still hold findings placed in it.
        let loaded = read.map { loaded, _ in
            suppressing[loaded.input.path] ?? (loaded.isSkeletonOfUICode ? loaded.withSuppressions(of: nil) : loaded)
        }
        let placing = filesPlacing(in: audited, read: loaded, projects: projects)
        let placingOutcomes = parallelMap(placing) { position in
            KeptForMerge.outcome(self.audit(loaded[position], readers: readers, with: prepared))
        }
        // Trees parsed again while lowering count as parsing, not lowering.
        phaseClock?.add(.parse, seconds: store.reparseSeconds)
        phaseClock?.add(.lower, seconds: -store.reparseSeconds)
        phaseClock?.addReparsed(store.reparsesByPath, bytes: store.reparsedBytes, whileIndexing: reparsedWhileIndexing)
        phaseClock?.addDeclarationsParsedAlone(store.declarationParseCount, bytes: store.declarationParseBytes)
        var outcomes = [InputOutcome?](repeating: nil, count: inputs.count)
        var auditedOutcomes = audits.makeIterator()
        for (position, (_, alone)) in read.enumerated() where alone != nil { outcomes[position] = auditedOutcomes.next()?.outcome }
        // Not in the cache's entries: they change with the code that names the colours.
        for (position, findings) in catalogFindings { outcomes[position]?.findings += findings }
        outcomes = phaseClock.measure(.rules) { ViewsShownByCallers.removingMoot(from: outcomes, read: loaded, platform: prepared.platform) { [self] paths, read in
            parallelMap(paths, read)
        } }
        outcomes = phaseClock.measure(.rules) { AppDeclarationSettlement(read: loaded, rules: prepared.rules).settling(outcomes) }
        var placed = [InputOutcome?](repeating: nil, count: inputs.count)
        for (position, outcome) in zip(placing, placingOutcomes) { placed[position] = outcome }
        // Not in the cache's entries: they change with the code that names the types.
        (outcomes, placed) = phaseClock.measure(.rules) {
            let app = inputs.first.map { apps.app(of: $0.path) }
            let unnamed = TypesNothingNames(read: loaded) { [self] in app.map(textsReadForNames(ofApp:)) ?? [] }
                .unnamedTypes(holdingFindingsOf: outcomes + placed)
            return (unnamed.removing(from: outcomes), unnamed.removing(from: placed))
        }
        let kept = KeptForMerge.texts(of: loaded, pointedAtBy: outcomes + placed, keepsEveryText: keepsEveryText)
        keptForMerge?(kept.compactMap { $0.text == nil ? nil : $0.input.path },
                      (outcomes + placed).reduce(0) { $0 + ($1?.lookups.count ?? 0) })
        return AppPass(outcomes: outcomes, placing: placed, loaded: kept)
    }

    /// Whether files of `kind` are read only for the names they use (`filesReadForNames`).
    static func isReadForNames(_ kind: InputKind) -> Bool {
        kind == .interfaceBuilder || kind == .objectiveCSource
    }

    /// The texts of the nibs, storyboards and Objective-C files of app number `app`: each app
    /// reads its own, not every app's of the run.
    private func textsReadForNames(ofApp app: Int) -> [String] {
        filesReadForNames.filter { apps.app(of: $0.path) == app }.compactMap { try? String(contentsOfFile: $0.path, encoding: .utf8) }
    }

    /// The findings of the catalog rules on each audited catalog among `read` (one app's inputs),
    /// by its position, with the colours the app names: the words of its Swift files other than
    /// tests and of its nibs, storyboards and Objective-C files (`filesReadForNames`); every
    /// colour when it has none.
    private func checkCatalogs(of read: [LoadedInput], auditing audited: Set<AuditInput>,
                               with prepared: PreparedRules) -> [Int: [Finding]] {
        let catalogs = read.indices.filter { read[$0].catalog != nil && read[$0].error == nil && audited.contains(read[$0].input) }
        guard let first = catalogs.first else { return [:] }
        let app = apps.app(of: read[first].input.path)
        // A test file's names draw nothing for a person (`CodeThatNeverShips.isTest`).
        let texts = read.compactMap { $0.input.kind == .swiftSource ? $0.text.flatMap { CodeThatNeverShips.isTest($0) ? nil : $0 } : nil }
            + textsReadForNames(ofApp: app)
        let colours = catalogs.flatMap { read[$0].catalog?.colorSets.map(\.name) ?? [] }
        let names = texts.isEmpty ? CatalogColourNames.every : CatalogColourNames(texts: texts, among: colours)
        var findings: [Int: [Finding]] = [:]
        for position in catalogs {
            guard let catalog = read[position].catalog else { continue }
            findings[position] = prepared.check(.catalog(catalog, names))
        }
        return findings
    }

    /// `loaded`, read as the skeleton of UI code, parsed whole and kept in `store` for its lowering;
    /// a tree the store holds already (parsed for a lowering that read the file) is not parsed again.
    private func parseWhole(_ loaded: LoadedInput, keepingIn store: SyntaxTreeStore) -> LoadedInput {
        if let text = loaded.text, let kept = store.keptFile(path: loaded.input.path, text: text) {
            phaseClock?.addParsedWhole(loaded.input.path, bytes: text.utf8.count, parsedHere: false)
            return loaded.parsedWhole(reusing: kept)
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let whole = loaded.parsedWhole()
        phaseClock?.add(.parse, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        phaseClock?.addParsedWhole(loaded.input.path, bytes: loaded.text?.utf8.count ?? 0)
        if let source = whole.source { store.keep(source) }
        return whole
    }

    /// The positions in `read` of the inputs not audited whose reading places elements in the
    /// audited ones, when this run reports only in those (`readsFilesPlacingInAudited`); none otherwise.
    private func filesPlacing(in audited: Set<AuditInput>, read: [LoadedInput], projects: [ProjectReader?]) -> [Int] {
        guard readsFilesPlacingInAudited else { return [] }
        let paths = Set(audited.map(\.path))
        let placing = Set(projects.flatMap { $0?.placingIn(paths) ?? [] })
        return read.indices.filter { placing.contains(read[$0].input.path) && !audited.contains(read[$0].input) }
    }

    /// The findings of every input merged: placed findings once per place, covered ones
    /// removed, the configuration and suppressions applied.
    private func merge(_ outcomes: [InputOutcome], loaded: [LoadedInput], handled: [AuditInput],
                       prepared: PreparedRules) -> AuditResult {
        var findings = Settlement(supersession: prepared.supersession)
            .removingSettled(outcomes.flatMap(\.findings), at: outcomes.flatMap(\.settledPlaces))
        let placed = Self.oncePerPlace(outcomes.flatMap(\.placedFindings))
        var textsByPath: [String: String] = [:]
        var outlinesByPath: [String: DeclarationOutline] = [:]
        for input in loaded where input.input.kind == .swiftSource {
            if let text = input.text, textsByPath[input.input.path] == nil {
                textsByPath[input.input.path] = text
                if readsPlacedFindingsByDeclaration { outlinesByPath[input.input.path] = input.outline }
            }
        }
        let texts = textsByPath
        let outlines = outlinesByPath
        let unaudited = sourceFindings(inFilesOf: placed, outside: handled, loaded: loaded, prepared: prepared) { path in
            texts[path].map { ParsedSourceFile(path: path, text: $0, indexesNodes: false) }
        }
        var resolution = PlacedFindingResolution(supersession: prepared.supersession, labelPlacement: prepared.labelPlacement,
                                                 insertionSites: prepared.insertionSites, text: { texts[$0] }, parsed: treeParsedForPlacedFindings)
        resolution.eachFile = { [self] files, resolve in parallelMap(files, resolve) }
        resolution.outline = { outlines[$0] }
        resolution.declarationParsed = declarationParsedForPlacedFindings
        findings += resolution.resolving(placed, coveredBy: findings + unaudited)
        findings = AppTextSizeCap(inputs: loaded, layout: apps).removingMoot(findings)
        findings = DecorationOverrulesLabelRequests.removingOverruled(findings)
        var findingMerge = FindingMerge(inputs: loaded, configuration: configuration)
        findingMerge.eachFile = { [self] files, finish in parallelMap(files, finish) }
        let (merged, suppressed) = findingMerge.finish(findings)
        let swiftFiles = loaded.filter { $0.input.kind == .swiftSource && $0.error == nil }.map(\.input.path)
        let kept = CaptureSourceLinks.linking(merged, files: swiftFiles,
                                              text: { texts[$0] })
        return AuditResult(findings: kept, inputErrors: outcomes.flatMap(\.errors), inputs: handled, suppressedCount: suppressed)
    }

    /// The source findings of the files `placed` findings point into that are not audited (in
    /// another shard), which may supersede them: the same as an audit of every input would see.
    private func sourceFindings(inFilesOf placed: [Finding], outside handled: [AuditInput], loaded: [LoadedInput],
                                prepared: PreparedRules, source: (String) -> ParsedSourceFile?) -> [Finding] {
        guard loaded.count != handled.count else { return [] }
        let files = Set(placed.map(\.location.file)).subtracting(handled.map(\.path))
        return loaded.filter { files.contains($0.input.path) && $0.error == nil && $0.holdsUICode }.flatMap { input in
            source(input.input.path).map { prepared.check(.source($0.withNodeIndex())) } ?? []
        }
    }

    /// What an input gives on its own: its source, plist and catalog rules, and the front ends
    /// that need no project, with the tree rules on their screens.
    private func auditAlone(_ loaded: LoadedInput, with prepared: PreparedRules) -> InputOutcome {
        var outcome = InputOutcome(errors: loaded.errors)
        // A skeleton of UI code is audited once parsed whole (`parseWhole`).
        guard loaded.error == nil, loaded.holdsUICode, loaded.source?.isDeclarationSkeleton != true else { return outcome }
        phaseClock.measure(.rules) {
            if let source = loaded.source?.withNodeIndex() { outcome.findings += prepared.check(.source(source)) }
            if let plist = loaded.plist { outcome.findings += prepared.check(.plist(plist)) }
        }
        let standalone = frontEnds.filter { $0.project == nil }.map { ($0, $0.read) }
        read(loaded, with: standalone, source: loaded.source, prepared: prepared, into: &outcome)
        return outcome
    }

    /// What the front ends that index the whole project read from an input.
    private func audit(_ loaded: LoadedInput, readers: [(FrontEnd, FrontEnd.Reader)], with prepared: PreparedRules) -> InputOutcome {
        var outcome = InputOutcome()
        guard loaded.error == nil, loaded.holdsUICode else { return outcome }
        read(loaded, with: readers, source: nil, prepared: prepared, into: &outcome)
        return outcome
    }

    /// Runs each of `readers` registered for the input's kind and the tree rules on its screens.
    private func read(_ loaded: LoadedInput, with readers: [(FrontEnd, FrontEnd.Reader)], source: ParsedSourceFile?,
                      prepared: PreparedRules, into outcome: inout InputOutcome) {
        var frontEndInput = FrontEndInput(input: loaded.input, source: source, settings: settings,
                                          configuration: prepared.configuration, platform: prepared.platform)
        frontEndInput.recordsLookups = cache != nil
        for (frontEnd, read) in readers where frontEnd.kind == loaded.input.kind {
            do {
                let output = try phaseClock.measure(.lower) { try read(frontEndInput) }
                progress?(.lowered(screens: output.screens.count))
                outcome.findings += output.findings
                outcome.lookups += output.lookups.map { LookupAnswers.lookup($0, of: frontEnd) }
                let treeFindings = phaseClock.measure(.rules) {
                    output.screens.flatMap { screen in
                        let findings = prepared.check(screen, file: frontEndInput.path, framework: frontEnd.sourceFramework)
                        return frontEnd.kind == .runtimeCapture ? CaptureSourceLinks.recordingIdentifiers(findings, of: screen) : findings
                    }
                }
                if frontEnd.placesElementsInSource {
                    outcome.placedFindings += treeFindings
                    outcome.settledPlaces += output.screens.flatMap { screen in
                        prepared.settledPlaces(screen, file: frontEndInput.path, framework: frontEnd.sourceFramework)
                    }
                } else {
                    outcome.findings += treeFindings
                }
            } catch {
                outcome.errors.append(InputError(file: frontEndInput.path, message: "\(error)"))
            }
        }
    }

    /// One finding per rule and source place: the same element shown by several screens (a row
    /// of a list, a view in several previews) is one problem. A violation wins over a finding
    /// that needs review; otherwise the first in report order. A view's finding told again at its
    /// callers' arguments goes (`PassedContent`).
    static func oncePerPlace(_ findings: [Finding]) -> [Finding] {
        var seen: Set<PlaceKey> = []
        let ordered = findings.sorted(by: Finding.isReportedOnce)
        return PassedContent.removingToldAtCallers(ordered.filter { finding in
            let location = finding.location
            return seen.insert(PlaceKey(ruleID: finding.ruleID, file: location.file, line: location.line, column: location.column)).inserted
        })
    }

    private struct PlaceKey: Hashable {
        var ruleID: String
        var file: String
        var line: Int
        var column: Int
    }

    /// `transform` applied to every element on all cores (or `jobs` threads), results in the
    /// elements' order.
    ///
    /// - Parameter order: the indices of `elements` in the order the threads take them (a
    ///   permutation, `ClaimOrder`); nil takes them in order.
    func parallelMap<Element: Sendable, Result: Sendable>(
        _ elements: [Element], claiming order: [Int]? = nil, _ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = ResultSlots<Result>(count: elements.count)
        let order = order ?? Array(elements.indices)
        withoutActuallyEscaping(transform) { transform in
            LargeStack.runLanes(min(threadCount, elements.count)) { _ in
                while let claimed = slots.claim() { slots.store(transform(elements[order[claimed]]), at: order[claimed]) }
            }
        }
        return slots.values
    }
}

/// The enabled rules, built once per audit with the project's options.
private struct PreparedRules: Sendable {
    let rules: [any Rule]
    let configuration: RuleConfiguration
    /// The platform the code is read as built for: source findings in its inactive `#if` code are dropped.
    let platform: TargetPlatform
    let supersession: Supersession
    let labelPlacement: LabelModifierPlacement
    /// The triggers of each of `rules` that is a source rule declaring them, in the same order.
    let triggers: TriggersOfRules
    /// For each of `rules`, whether it is a source rule that reads SwiftUI code only.
    let readsSwiftUIOnly: [Bool]
    /// The clock each rule's time is added to, when it times rules (`AuditPhaseClock.timesRules`).
    let ruleClock: AuditPhaseClock?
    let insertionSites: InsertionSites

    init(rules: [any Rule.Type], configuration: AuditConfiguration, clock: AuditPhaseClock? = nil) {
        let enabled = rules.filter { configuration.runs($0.description) }
        let ruleConfiguration = configuration.ruleConfiguration
        self.configuration = ruleConfiguration
        platform = configuration.platform
        self.rules = enabled.map { $0.init(configuration: ruleConfiguration) }
        triggers = TriggersOfRules(enabled.map { ($0 as? any SourceRule.Type)?.triggers })
        readsSwiftUIOnly = enabled.map { ($0 as? any SourceRule.Type)?.frameworks == [.swiftUI] }
        supersession = Supersession(rules: enabled)
        labelPlacement = LabelModifierPlacement(rules: enabled)
        ruleClock = clock?.timesRules == true ? clock : nil
        insertionSites = InsertionSites(rules: enabled)
    }

    /// The findings of every rule that reads `input`, in catalogue order. A source rule none of
    /// whose triggers occur in the file is not run: it can find nothing there (`SourceTriggers`).
    func check(_ input: RuleInput) -> [Finding] {
        let asked = rulesAsked(about: input)
        let findings = ruleClock.map { clock in asked.flatMap { Self.timed($0, input, clock) } } ?? asked.flatMap { $0.check(input) ?? [] }
        guard case .source(let file) = input else { return findings }
        return insertionSites.filling(ElementSpan.filling(findings.outsideInactiveCode(of: file, platform: platform), in: file), in: file)
    }

    func check(_ screen: Screen, file: String, framework: SourceFramework? = nil) -> [Finding] {
        check(.screen(screen, TreeContext(file: file, framework: framework)))
    }

    /// The modifiers whose source findings `screen` settles, by the settling tree rules.
    func settledPlaces(_ screen: Screen, file: String, framework: SourceFramework?) -> [SettledPlace] {
        let context = TreeContext(file: file, framework: framework)
        return rules.lazy.compactMap { $0 as? any SettlingTreeRule }.flatMap { rule in
            rule.settledPlaces(screen, in: context).map { SettledPlace(ruleID: rule.id, location: $0) }
        }
    }

    /// The rules to run on `input`: for a source file, those that declare no triggers or one of
    /// whose triggers occurs in it, the file read once for all of them (`TriggersOfRules`).
    /// The rules that may find something in `input`: for a source file, those whose triggers occur
    /// in it, and not the SwiftUI rules in a file of UIKit or AppKit code that never names SwiftUI
    /// (session-ios's own `TextField`, a `UITextField`, is no SwiftUI text field) nor in a file
    /// that cannot see SwiftUI (`mayHoldSwiftUICode`: a static site's Ignite `Text`).
    private func rulesAsked(about input: RuleInput) -> [any Rule] {
        guard case .source(let file) = input else { return rules }
        let occurring = triggers.occur(inText: file.text)
        let asksSwiftUIRules = !zip(occurring, readsSwiftUIOnly).contains { $0 && $1 } || file.mayHoldSwiftUICode
        return zip(zip(rules, occurring), readsSwiftUIOnly).compactMap { pair, swiftUIOnly in
            pair.1 && (asksSwiftUIRules || !swiftUIOnly) ? pair.0 : nil
        }
    }

    /// `rule`'s findings on `input`, its time added to `clock` when it reads that kind of input.
    private static func timed(_ rule: any Rule, _ input: RuleInput, _ clock: AuditPhaseClock) -> [Finding] {
        let start = DispatchTime.now().uptimeNanoseconds
        guard let findings = rule.check(input) else { return [] }
        clock.addRule(rule.id, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        return findings
    }
}

/// The findings and errors of one input, before sorting.
struct InputOutcome: Sendable {
    var findings: [Finding] = []
    /// Tree findings on elements placed in source, merged across inputs by `oncePerPlace`.
    var placedFindings: [Finding] = []
    var errors: [InputError] = []
    /// What whole-project front ends looked up to read it (`LookupAnswers.lookup(_:of:)`).
    var lookups: [String] = []
    /// Modifiers whose source findings its screens settled (`Settlement`).
    var settledPlaces: [SettledPlace] = []

    /// This outcome (the input on its own) followed by `later` (the project's front ends).
    func joined(with later: InputOutcome) -> InputOutcome {
        InputOutcome(findings: findings + later.findings, placedFindings: placedFindings + later.placedFindings,
                     errors: errors + later.errors, lookups: lookups + later.lookups,
                     settledPlaces: settledPlaces + later.settledPlaces)
    }
}

extension Array where Element == InputOutcome? {
    /// These outcomes without the findings, audited or placed, for which `isLeftOut` holds.
    func removingFindings(where isLeftOut: (Finding) -> Bool) -> [InputOutcome?] {
        map { outcome in
            outcome.map { outcome in
                var kept = outcome
                kept.findings.removeAll(where: isLeftOut)
                kept.placedFindings.removeAll(where: isLeftOut)
                return kept
            }
        }
    }
}

/// Results written from `concurrentPerform`'s threads, one slot each (claimed in order when
/// the number of threads is limited).
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]
    private var claimed = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// The next slot no thread has taken yet, nil when all are taken.
    func claim() -> Int? {
        lock.withLock {
            guard claimed < slots.count else { return nil }
            defer { claimed += 1 }
            return claimed
        }
    }

    func store(_ value: Value, at index: Int) { lock.withLock { slots[index] = value } }

    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
