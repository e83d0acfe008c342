import SwiftSyntax
import SwiftSyntaxSupport

/// Text laid under the navigation bar: a stack of text that ignores the top safe area in a view
/// that shows a navigation bar, and is neither scrollable nor padded down below the bar.
///
/// The bar is a translucent material over what lies beneath it (HIG, Materials); text drawn under
/// it is blurred behind the bar's own title and buttons, and once Reduce Transparency makes the
/// bar opaque (WWDC18 session 230: the system "fades" the backdrop instead of blurring it) that
/// text cannot be seen at all. The shape is kept narrow on purpose (docs/swiftui-coverage.md,
/// Content under bars): on eleven open-source apps, `.ignoresSafeArea` is almost always on a
/// background, media or scrolling content, and negative padding (`.padding(.top, -20)`) only
/// nudges views a few points without clipping them (SwiftUI does not clip a view's overflow
/// unless told), so neither is reported.
public struct TextUnderNavigationBarRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without a safe area ignored.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["ignoresSafeArea", "edgesIgnoringSafeArea"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "text-under-navigation-bar",
        title: "Text laid under the navigation bar",
        rationale: """
            A stack that ignores the top safe area draws its first lines under the navigation \
            bar. Through the bar's translucent material they are blurred and low in contrast; \
            people with low vision who turn on Reduce Transparency get an opaque bar, and the text \
            under it is gone. A scroll view can bring such content out; a fixed stack cannot.
            """,
        wcag: [.contrastMinimum, .resizeText],
        hig: "Materials",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                struct Welcome: View {
                    var body: some View {
                        VStack(alignment: .leading) {
                            Text("Your library is empty")
                            Spacer()
                        }
                        ↓.ignoresSafeArea()
                        .navigationTitle("Library")
                    }
                }
                """),
            .swift("""
                struct Terms: View {
                    var body: some View {
                        NavigationStack {
                            VStack {
                                Button("Accept the terms") {}
                                Text("Read them first")
                            }
                            .frame(maxHeight: .infinity, alignment: .top)
                            ↓.edgesIgnoringSafeArea(.top)
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                struct Inbox: View {
                    var body: some View {
                        VStack {
                            Label("No messages", systemImage: "tray")
                            Spacer()
                        }
                        .background(Color.blue.ignoresSafeArea())
                        .navigationTitle("Inbox")
                    }
                }
                """),
            .swift("""
                struct Profile: View {
                    var body: some View {
                        ScrollView {
                            VStack {
                                Text("Banner title")
                                Spacer()
                            }
                            .ignoresSafeArea(edges: .top)
                        }
                        .navigationTitle("Profile")
                    }
                }
                """),
            .swift("""
                struct Onboarding: View {
                    var body: some View {
                        VStack {
                            Text("Welcome")
                            Spacer()
                        }
                        .padding(.top, 80)
                        .ignoresSafeArea()
                        .toolbar { Button("Skip") {} }
                    }
                }
                """),
            .swift("""
                struct Composer: View {
                    var body: some View {
                        VStack {
                            Text("Message")
                            Spacer()
                        }
                        .ignoresSafeArea(.keyboard)
                        .navigationTitle("New message")
                    }
                }
                """),
            .swift("""
                struct Placeholder: View {
                    var body: some View {
                        VStack {
                            Spacer()
                            Text("Nothing selected")
                            Spacer()
                        }
                        .ignoresSafeArea(edges: .top)
                        .navigationTitle("Rooms")
                    }
                }
                """),
        ])

    fileprivate static let textUnderBar = RuleMessage(
        id: "text-under-navigation-bar.stack",
        text: """
            This text is laid under the navigation bar: the bar's material blurs it, and once \
            Reduce Transparency makes the bar opaque a person cannot see it at all.
            """,
        fix: """
            Keep the text in the safe area: ignore it only on the background \
            (`.background(Color.accentColor.ignoresSafeArea())`), or limit it to the other edges \
            (`.ignoresSafeArea(edges: .bottom)`).
            """)

    /// Views whose text a person reads: one of them first in the stack puts text at its top.
    static let textViews: Set<String> = ["Text", "Label", "Button", "Link", "TextField", "Toggle", "Picker", "Menu"]
    static let navigationBarModifiers: Set<String> = ["navigationTitle", "navigationBarTitle", "toolbar",
                                                      "navigationBarItems", "navigationBarTitleDisplayMode"]
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]
    static let scrollingContainers: Set<String> = ["ScrollView", "List", "Form"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.nodes(FunctionCallExprSyntax.self).compactMap { call -> Finding? in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                  Self.ignoresTopOfContainer(call, name: member.declName.baseName.text) else { return nil }
            let chain = ModifierChain(containing: call)
            guard let position = chain.modifiers.firstIndex(where: { $0.call.id == call.id }),
                  ["VStack", "LazyVStack"].contains(chain.viewName ?? ""), let content = chain.viewCall?.trailingClosure,
                  let first = Self.views(in: content).first, Self.isText(first) else { return nil }
            let before = chain.modifiers[..<position]
            guard Self.fillsDownward(content, before), !Self.padsTop(before) else { return nil }
            let enclosing = EnclosingView.all(around: call)
            guard !enclosing.contains(where: { Self.scrollingContainers.contains($0.call.calledExpression.calledName ?? "") }),
                  Self.showsNavigationBar(chain, enclosing) else { return nil }
            return finding(Self.textUnderBar, at: file.location(of: member.period))
        }
    }

    /// `.ignoresSafeArea()`, `.ignoresSafeArea(edges: .top)`, `.edgesIgnoringSafeArea(.all)`: the
    /// container's top edge (not the keyboard's region alone).
    static func ignoresTopOfContainer(_ call: FunctionCallExprSyntax, name: String) -> Bool {
        let edges: ExprSyntax?
        switch name {
        case "ignoresSafeArea":
            if let regions = call.arguments.first(where: { $0.label == nil })?.expression.trimmedDescription,
               regions.contains("keyboard"), !regions.contains("container"), !regions.contains("all") {
                return false
            }
            edges = call.argument("edges")
        case "edgesIgnoringSafeArea":
            edges = call.arguments.first?.expression
        default:
            return false
        }
        guard let edges else { return true }
        let text = edges.trimmedDescription
        return ["top", "all", "vertical"].contains { text.contains($0) }
    }

    /// The views a builder closure lists, in order.
    static func views(in closure: ClosureExprSyntax) -> [ExprSyntax] {
        closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
    }

    static func isText(_ view: ExprSyntax) -> Bool {
        let inner = ModifierChain.innermostView(of: view)
        let name = inner.calledName ?? ""
        if textViews.contains(name) { return true }
        return name == "HStack" && inner.containsToken(textViews)
    }

    /// Whether the stack reaches the top of the screen rather than sitting in its middle: a
    /// `Spacer()` after its first view, or a frame as tall as it can be, aligned to the top.
    static func fillsDownward(_ content: ClosureExprSyntax, _ modifiers: ArraySlice<ModifierChain.Modifier>) -> Bool {
        if views(in: content).dropFirst().contains(where: { $0.calledName == "Spacer" }) { return true }
        return modifiers.contains { modifier in
            modifier.name == "frame" && (modifier.call.argument("maxHeight")?.trimmedDescription.contains("infinity") ?? false)
                && (modifier.call.argument("alignment")?.trimmedDescription.lowercased().contains("top") ?? false)
        }
    }

    /// Whether the stack is moved down before it ignores the safe area (`.padding(.top, 80)`,
    /// `.safeAreaPadding(.top)`): a deliberate layout under a bar the app accounts for.
    static func padsTop(_ modifiers: ArraySlice<ModifierChain.Modifier>) -> Bool {
        modifiers.contains { modifier in
            switch modifier.name {
            case "safeAreaPadding", "safeAreaInset": return true
            case "padding":
                guard let first = modifier.call.arguments.first else { return true }
                let text = first.expression.trimmedDescription
                return first.label != nil || !["horizontal", "leading", "trailing", "bottom"].contains { text == ".\($0)" }
            default: return false
            }
        }
    }

    /// Whether a navigation bar shows over the stack: a title or toolbar on it or around it, or
    /// a navigation container around it, with no modifier hiding the bar.
    static func showsNavigationBar(_ chain: ModifierChain, _ enclosing: [EnclosingView]) -> Bool {
        let modifiers = chain.modifiers + enclosing.flatMap(\.chain.modifiers)
        let hidesBar = modifiers.contains { modifier in
            (modifier.name == "navigationBarHidden" && modifier.call.arguments.first?.expression.trimmedDescription == "true")
                || (modifier.name == "toolbar" && modifier.call.arguments.first?.expression.trimmedDescription == ".hidden")
        }
        if hidesBar { return false }
        return modifiers.contains { navigationBarModifiers.contains($0.name) }
            || enclosing.contains { navigationContainers.contains($0.call.calledExpression.calledName ?? "") }
    }
}
