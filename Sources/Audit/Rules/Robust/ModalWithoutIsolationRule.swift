import AccessibilityTree

/// An overlay that covers most of the screen and has a close button, while VoiceOver can still
/// reach the elements underneath it.
///
/// Exceptional Dogs' gallery (WWDC18 session 230) was added "on top of a view hierarchy", so
/// "focus went behind the modal view to the content in the background"; the fix set
/// `accessibilityViewIsModal` and posted a screen-changed notification. An overlay is a node
/// covering at least half the screen that holds a close, done, cancel or dismiss control and is
/// declared after (so drawn over) focusable elements its frame covers; or, when it covers none
/// declared before it, one read before focusable elements its frame covers (a layer read by
/// position ahead of the content under it, as the talk's gallery was).
public struct ModalWithoutIsolationRule: TreeRule {
    public static let description = RuleDescription(
        of: Self.self,
        id: "modal-without-isolation",
        title: "Overlay does not isolate VoiceOver",
        rationale: """
            Sighted people see only the overlay; VoiceOver still swipes into the content hidden \
            behind it, so a blind person loses track of where they are and what their actions \
            affect.
            """,
        wcag: [.meaningfulSequence, .focusOrder],
        hig: "Accessibility › VoiceOver",
        severity: .error,
        triggeringExamples: [
            .screen(Screen(name: "Exceptional Dogs gallery", elements: [
                AccessibilityElement(id: "dog", label: "Layla", traits: .image, frame: Rect(x: 0, y: 80, width: 393, height: 300)),
                AccessibilityElement(id: "favorite", label: "Favorite", value: "off", traits: .button,
                                     frame: Rect(x: 20, y: 390, width: 44, height: 44)),
                .container(id: "gallery", children: [
                    AccessibilityElement(id: "picture-1", label: "Picture one of Layla", traits: .image,
                                         frame: Rect(x: 20, y: 120, width: 353, height: 400)),
                    AccessibilityElement(id: "close", label: "Close", traits: .button,
                                         frame: Rect(x: 20, y: 60, width: 44, height: 44)),
                ], frame: Rect(x: 0, y: 40, width: 393, height: 700)),
            ]), reported: ["gallery"]),
            .screen(Screen(name: "Exceptional Dogs gallery read first, before the dogs it covers", elements: [
                .container(id: "gallery", children: [
                    AccessibilityElement(id: "close", label: "Close", traits: .button,
                                         frame: Rect(x: 20, y: 60, width: 44, height: 44)),
                    AccessibilityElement(id: "picture-1", label: "Picture one of Bro", traits: .image,
                                         frame: Rect(x: 20, y: 120, width: 353, height: 400)),
                ], frame: Rect(x: 0, y: 40, width: 393, height: 700)),
                AccessibilityElement(id: "dog", label: "Pinky", traits: .staticText, frame: Rect(x: 0, y: 300, width: 393, height: 40)),
            ]), reported: ["gallery"]),
        ],
        nonTriggeringExamples: [
            .screen(Screen(name: "Exceptional Dogs gallery, fixed", elements: [
                AccessibilityElement(id: "dog", label: "Layla", traits: .image, frame: Rect(x: 0, y: 80, width: 393, height: 300)),
                .container(id: "gallery", children: [
                    AccessibilityElement(id: "close", label: "Close", traits: .button,
                                         frame: Rect(x: 20, y: 60, width: 44, height: 44)),
                ], frame: Rect(x: 0, y: 40, width: 393, height: 700), isModal: true),
            ]), reported: []),
            .screen(Screen(name: "A screen read before a toast that covers none of it", elements: [
                .container(id: "screen", children: [
                    AccessibilityElement(id: "done", label: "Done", traits: .button,
                                         frame: Rect(x: 20, y: 60, width: 44, height: 44)),
                ], frame: Rect(x: 0, y: 40, width: 393, height: 700)),
                AccessibilityElement(id: "status", label: "Saved", traits: .staticText, frame: Rect(x: 0, y: 760, width: 393, height: 40)),
            ]), reported: []),
            .screen(Screen(name: "A toast", elements: [
                AccessibilityElement(id: "dog", label: "Layla", traits: .image, frame: Rect(x: 0, y: 80, width: 393, height: 300)),
                .container(id: "toast", children: [
                    AccessibilityElement(id: "dismiss", label: "Dismiss", traits: .button,
                                         frame: Rect(x: 300, y: 760, width: 44, height: 44)),
                ], frame: Rect(x: 0, y: 740, width: 393, height: 80)),
            ]), reported: []),
        ])

    /// Labels of controls that close an overlay.
    static let closeWords: Set<String> = ["close", "dismiss", "done", "cancel", "x", "×", "✕"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ screen: Screen, in context: TreeContext) -> [Finding] {
        let screenArea = screen.size.width * screen.size.height
        let reachable = context.focusableElements(of: screen)
        return overlays(in: screen.root, insideModal: false).compactMap { overlay, earlierIDs in
            guard let frame = overlay.frame, area(of: frame, within: screen.size) >= screenArea / 2,
                  hasCloseControl(overlay) else { return nil }
            let covered = { (ids: Set<ElementID>) in
                reachable.filter { ids.contains($0.element.id) && ($0.element.frame?.intersects(frame) ?? false) }
            }
            var beneath = covered(earlierIDs)
            if beneath.isEmpty {
                // An overlay VoiceOver reads before all it covers (a `ZStack`'s layers read by
                // position, a UIKit view added on top and read in frame order) still lets a swipe
                // out of it into the content it hides: "Picture three of Bro. Pinky." (session 230).
                beneath = covered(Self.ids(after: overlay, in: screen.root))
            }
            guard !beneath.isEmpty else { return nil }
            return finding(.notIsolated(behind: beneath.count), about: overlay, in: context, dependingOn: [.isModal, .frame])
        }
    }

    /// Every non-modal container below the root with the ids of everything declared before it.
    private func overlays(in node: AccessibilityElement, insideModal: Bool)
        -> [(AccessibilityElement, Set<ElementID>)] {
        var result: [(AccessibilityElement, Set<ElementID>)] = []
        var earlier: Set<ElementID> = []
        for child in node.children where !child.isHidden {
            let isModal = insideModal || child.isModal
            if !isModal, !child.children.isEmpty { result.append((child, earlier)) }
            result += overlays(in: child, insideModal: isModal).map { ($0.0, $0.1.union(earlier)) }
            earlier.formUnion(Self.ids(in: child))
        }
        return result
    }

    /// The ids of everything read after `overlay` (and outside it), in reading order.
    private static func ids(after overlay: AccessibilityElement, in root: AccessibilityElement) -> Set<ElementID> {
        var isPast = false
        var result: Set<ElementID> = []
        func visit(_ node: AccessibilityElement) {
            if isPast {
                result.insert(node.id)
            } else if node == overlay {
                isPast = true
                return
            }
            node.children.filter { !$0.isHidden }.forEach(visit)
        }
        visit(root)
        return result
    }

    private static func ids(in node: AccessibilityElement) -> Set<ElementID> {
        node.children.reduce(into: [node.id]) { $0.formUnion(ids(in: $1)) }
    }

    private func hasCloseControl(_ node: AccessibilityElement) -> Bool {
        node.children.contains { child in
            (child.isInteractive && Self.closeWords.contains(child.spokenLabel?.lowercased() ?? "")) || hasCloseControl(child)
        }
    }

    private func area(of frame: Rect, within size: Size) -> Double {
        let width = max(0, min(frame.maxX, size.width) - max(frame.minX, 0))
        let height = max(0, min(frame.maxY, size.height) - max(frame.minY, 0))
        return width * height
    }
}

extension RuleMessage {
    fileprivate static func notIsolated(behind count: Int) -> RuleMessage {
        RuleMessage(
            id: "modal-without-isolation",
            text: """
                VoiceOver can swipe from this overlay to \(count) element\(count == 1 ? "" : "s") hidden \
                behind it: a person who cannot see loses track of where they are.
                """,
            fix: """
                Mark the overlay modal (`.accessibilityAddTraits(.isModal)` or \
                `accessibilityViewIsModal = true`) and post `UIAccessibility.post(notification: \
                .screenChanged, argument: firstElement)` when it appears.
                """)
    }
}
