import AccessibilityTree
import Foundation
import SwiftSyntax

/// Evaluates an entry point and lowers it, with its modal presentations, into screens.
struct ScreenBuilder {
    /// Presentations lowered per entry at most (nested sheets included).
    static let maximumModals = 24

    let index: SourceIndex
    let settings: AccessibilitySettings

    /// Which branches run-time decisions take (variant 0: the first of each) and the size class
    /// (the platform's first: regular on iPadOS, compact elsewhere).
    var variant = 0
    /// In the flipped variant, the truths its tests start from (the leaders of the first screen
    /// turned the other way), every other decision taking its first branch; nil in the others.
    var startingTruths: [String: Bool]?
    /// Which of a `PreviewProvider`'s previews this builder lowers (`ScreenBuilder+Previews.swift`).
    var preview = 0
    var sizeClass: BranchExploration.SizeClass
    /// Counts each evaluation, when given (tests and benchmarks).
    var counter: LoweringCounter?
    /// The static values and custom views every variant shares, handed on from one evaluation to
    /// the next; nil evaluates them again in each (`StaticValueMemory`).
    var staticMemory: StaticValueMemory? = StaticValueMemory()
    /// The static values every file of the app shares under these settings (`AppStaticValues`);
    /// nil shares none beyond `staticMemory`.
    var appStatics: AppStaticValues?
    /// Whether custom views are read from memory where that changes nothing
    /// (`Interpreter.remembersViews`).
    var remembersViews = true

    init(index: SourceIndex, settings: AccessibilitySettings) {
        self.index = index
        self.settings = settings
        sizeClass = index.conditions.platform.firstSizeClass
    }

    func build(_ entry: EntryPoint) -> LoweringResult {
        var handlers: [ElementID: SourceHandlers]?
        return lowered(evaluated(entry), handlers: &handlers)
    }

    /// The entry lowered with the state of a running screen (`SourceScene`): `live` gives the
    /// kept values and takes those first kept now; `handlers`, when not nil, takes what each
    /// element does when acted on.
    func buildExploring(_ entry: EntryPoint, live: inout LiveState?,
                        handlers: inout [ElementID: SourceHandlers]?) -> (result: LoweringResult, met: BranchExploration) {
        let evaluation = evaluated(entry, live: &live)
        return (lowered(evaluation, handlers: &handlers), evaluation.met)
    }

    /// The entry evaluated in this builder's variant and size class, not running.
    func evaluated(_ entry: EntryPoint) -> EvaluatedEntry {
        var live: LiveState?
        return evaluated(entry, live: &live)
    }

    /// The entry evaluated in this builder's variant and size class: for a `PreviewProvider`, all
    /// of its previews at once, since which one is lowered does not change the evaluation.
    func evaluated(_ entry: EntryPoint, live: inout LiveState?) -> EvaluatedEntry {
        counter?.countLowering()
        var interpreter = Interpreter(index: index)
        interpreter.branches.variant = startingTruths == nil ? variant : 0
        interpreter.branches.truths = startingTruths ?? [:]
        interpreter.counter = counter
        interpreter.live = live
        interpreter.remembersViews = remembersViews
        staticMemory?.hand(to: &interpreter)
        interpreter.appStatics = appStatics
        let root = evaluate(entry, &interpreter)
        live = interpreter.live
        staticMemory?.keep(from: interpreter)
        let diagnostics = interpreter.diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.location == nil { diagnostic.location = entry.source }
            return diagnostic
        }
        return EvaluatedEntry(entry: entry, root: root, diagnostics: diagnostics, met: interpreter.branches)
    }

    /// This builder's preview of `evaluation` lowered into a screen, with its modal presentations.
    func lowered(_ evaluation: EvaluatedEntry, handlers: inout [ElementID: SourceHandlers]?) -> LoweringResult {
        let entry = evaluation.entry
        let evaluated = entry.kind == .previewProvider
            ? self.preview(preview, of: evaluation.root) : evaluation.root
        let rootName = { if case .custom(let name) = evaluated.primitive { return name }; return entry.viewName ?? "Preview" }()
        let root = evaluated.inItsNavigationBar
        var context = LoweringContext(settings: settings)
        let screenFrame = Rect(origin: .zero, size: sizeClass == .regular ? Self.regularSize : Screen.defaultSize)
        let available = Rect(x: 0, y: LayoutConstants.safeAreaTop, width: screenFrame.width,
                             height: screenFrame.height - LayoutConstants.safeAreaTop - LayoutConstants.safeAreaBottom)
        context.offeredWidth = OfferedWidth(available.width)
        var lowerer = Lowerer()
        lowerer.handlers = handlers
        let items = lowerer.lower(root, context, Self.placed(root, context, in: available), path: rootName)
        let modals = lowerModals(&lowerer, entry: entry, context: context, screenFrame: screenFrame, handlers: &handlers)
        var screen = Screen(name: Self.name(of: entry, variant: variant, preview: preview, sizeClass: sizeClass,
                                           firstSizeClass: index.conditions.platform.firstSizeClass), root: .container(id: "root", children: items.sortedByPriority
                                .filter { !$0.exposesNothing }.map(\.finished),
                                                               frame: screenFrame),
                            size: screenFrame.size, settings: settings, source: entry.source)
        screen.root.source = entry.source
        screen.root = screen.root.markingJudgedElsewhere()
        screen.contentBeyondScreen = ColumnBeyondScreen.find(in: root, context, available: available)
        screen.isPreviewArrangement = entry.kind != .view && Self.arrangesSeveralOfOneKind(evaluated)
        let fileDiagnostics = index.diagnostics.filter { $0.location?.file == entry.source.file }
        let diagnostics = (fileDiagnostics + evaluation.diagnostics).uniqued
        return LoweringResult(entry: entry, screen: screen, modals: modals, diagnostics: diagnostics,
                              branches: evaluation.met.taken)
    }

    /// The view `entry` shows, evaluated: for a `PreviewProvider`, every view its `previews` returns.
    func evaluate(_ entry: EntryPoint, _ interpreter: inout Interpreter) -> ViewNode {
        var environment = EnvironmentState(settings: settings)
        environment.horizontalSizeClass = sizeClass
        switch entry.kind {
        case .view:
            guard let type = index.type(at: entry.source) ?? index.firstType(named: entry.name) else { return missing(entry, &interpreter) }
            let scope = Scope(file: type.file, environment: environment)
            let view = interpreter.instantiateView(type, arguments: [], call: Optional<FunctionCallExprSyntax>.none, scope)
            return type.isToolbarContent ? Self.inABar(view, source: entry.source) : view
        case .previewProvider:
            guard let type = index.type(at: entry.source) ?? index.firstType(named: entry.name),
                  let previews = type.staticProperties["previews"] else {
                return missing(entry, &interpreter)
            }
            let scope = Scope(file: previews.file, environment: environment)
            let value = interpreter.evaluateStatic(previews, scope)
            let root = interpreter.viewNode(from: value, expression: previews.syntax, scope: scope)
            interpreter.branches.previews = self.previews(of: root).count
            return root
        case .preview:
            guard let preview = index.preview(at: entry.source) else {
                return missing(entry, &interpreter)
            }
            var scope = Scope(file: preview.file, environment: environment)
            let value = interpreter.execute(preview.closure.statements, &scope, expectsViews: true).value
            return interpreter.viewNode(from: value, expression: preview.closure, scope: scope)
        }
    }

    /// Whether `name` names a view modifier of the source (`struct PreviewColorSchemes: ViewModifier`).
    func isViewModifier(_ name: String) -> Bool {
        index.firstType(named: name)?.isViewModifier == true
    }

    /// Toolbar content audited on its own, shown as a bar shows it: the toolbar of an empty
    /// screen, which `inItsNavigationBar` puts in a navigation stack (its items laid out as bar
    /// buttons, not in the middle of the screen).
    static func inABar(_ content: ViewNode, source: SourceLocation) -> ViewNode {
        let toolbar = AppliedModifier(name: "toolbar", arguments: [AppliedModifier.Argument(label: nil, value: .view(content), sourceText: "")],
                                      source: source)
        return ViewNode(.empty, source: source).modified(by: toolbar)
    }

    private func missing(_ entry: EntryPoint, _ interpreter: inout Interpreter) -> ViewNode {
        interpreter.unknownView(entry.name, reason: "entry point `\(entry.name)` is not in the given files", at: entry.source)
    }

    /// Where the root view sits: SwiftUI centres content smaller than the safe area.
    static func placed(_ root: ViewNode, _ context: LoweringContext, in available: Rect) -> Rect {
        let size = Layout.measure(root, context, ProposedSize(width: available.width, height: available.height))
        let width = min(size.width, available.width), height = min(size.height, available.height)
        let y = size.height > available.height ? available.minY : available.minY + (available.height - height) / 2
        return Rect(x: available.minX + (available.width - width) / 2, y: y, width: width,
                    height: size.height > available.height ? size.height : height)
    }

    private func lowerModals(_ lowerer: inout Lowerer, entry: EntryPoint, context: LoweringContext,
                             screenFrame: Rect, handlers: inout [ElementID: SourceHandlers]?) -> [ModalScreen] {
        handlers = lowerer.handlers
        var modals: [ModalScreen] = []
        var queue = lowerer.modals
        while !queue.isEmpty, modals.count < Self.maximumModals {
            let pending = queue.removeFirst()
            var inner = Lowerer()
            inner.handlers = handlers
            let top = pending.presentation == .fullScreenCover ? LayoutConstants.safeAreaTop : LayoutConstants.safeAreaTop + 10
            let available = Rect(x: 0, y: top, width: screenFrame.width, height: screenFrame.height - top - LayoutConstants.safeAreaBottom)
            let items = inner.lower(pending.content, context, Self.placed(pending.content, context, in: available), path: pending.path)
            let root = AccessibilityElement.container(id: ElementID(pending.path),
                                                      children: items.sortedByPriority.filter { !$0.exposesNothing }.map(\.finished),
                                                      frame: screenFrame, isModal: true)
            var screen = Screen(name: "\(entry.name) › \(pending.presentation.rawValue)", root: root, settings: settings,
                                source: pending.source)
            screen.root.source = pending.source
            screen.root = screen.root.markingJudgedElsewhere()
            if [.sheet, .fullScreenCover].contains(pending.presentation) {
                // An alert or a confirmation dialog is the system's, which scrolls its own content.
                screen.contentBeyondScreen = ColumnBeyondScreen.find(in: pending.content, context, available: available,
                                                                     isPresented: true)
            }
            modals.append(ModalScreen(presentation: pending.presentation, isPresentedInitially: pending.isPresented,
                                      screen: screen, source: pending.source))
            handlers = inner.handlers
            if handlers != nil, let key = pending.presentationKey { SourceHandlers.dismissing(key, pending.presentation, screen, in: &handlers) }
            queue += inner.modals
        }
        return modals
    }
}
