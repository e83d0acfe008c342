import SwiftSyntax
import SwiftSyntaxSupport

/// A view that draws one subview per item and marks some kinds of item with their own icon or
/// colour (a hazard's warning sign on a route map), with no custom rotor to reach them.
///
/// DogRoutePro's map: "someone who's sighted can easily see the hazards on that graph by the
/// distinctive icons. But someone using VoiceOver will have to navigate through all of the
/// waypoints", and the pins are read top to bottom, left to right, so the route's order is lost;
/// the fix set `accessibilityCustomRotors` to a Route Steps and a Hazards rotor (WWDC 2016
/// session 202). What the source shows without guessing is that marking: inside a `for` loop
/// over the items that adds a view per item (`addSubview`), an image or colour chosen by a
/// condition on the item (`waypoint.isHazard ? "exclamationmark.triangle.fill" : "mappin"`).
/// A map or list whose items all look alike is not reported, nor a loop whose condition is a
/// selection (`selected`, `current`, `active`: a tab or page indicator), nor a class that sets
/// `accessibilityCustomRotors`. A table's cells are configured in another class, so a list's
/// marking is read by `cell-icon-not-in-label` instead.
public struct MarkedItemsWithoutRotorRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.uikit]
    /// Nothing without the subviews its check requires.
    public static let triggers: SourceTriggers? = SourceTriggers(texts: ["addSubview"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "marked-items-without-rotor",
        title: "Marked items have no custom rotor",
        rationale: """
            Sighted people find the marked items (hazards on a map) at a glance. VoiceOver reads \
            every item in screen order, so a blind person must visit them all to find the few \
            that matter, and items placed by position lose their order.
            """,
        wcag: [.bypassBlocks, .infoAndRelationships],
        hig: "Accessibility › VoiceOver",
        severity: .note,
        triggeringExamples: [
            .swift("""
                final class RouteMapView: UIView {
                    init(route: DogRoute) {
                        super.init(frame: .zero)
                        for waypoint in route.waypoints {
                            let pin = UIImageView(image: UIImage(systemName: ↓waypoint.isHazard ? "exclamationmark.triangle.fill" : "mappin"))
                            pin.accessibilityLabel = waypoint.name
                            addSubview(pin)
                        }
                    }
                }
                """),
            .swift("""
                final class StopsMapView: UIView {
                    func show(_ stops: [Stop]) {
                        for stop in stops {
                            let pin = UIImageView(image: UIImage(systemName: "mappin"))
                            if ↓stop.isClosed { pin.tintColor = .systemRed }
                            addSubview(pin)
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                final class RouteMapView: UIView {
                    init(route: DogRoute) {
                        super.init(frame: .zero)
                        for waypoint in route.waypoints {
                            let pin = UIImageView(image: UIImage(systemName: waypoint.isHazard ? "exclamationmark.triangle.fill" : "mappin"))
                            addSubview(pin)
                        }
                        accessibilityCustomRotors = [makeRotor(named: "Route Steps") { _ in true },
                                                     makeRotor(named: "Hazards") { $0.isHazard }]
                    }
                }
                """),
            .swift("""
                final class StoreMapView: UIView {
                    func showStores(_ stores: [Store]) {
                        for store in stores {
                            let pin = UIImageView(image: UIImage(systemName: "mappin"))
                            pin.accessibilityLabel = store.name
                            addSubview(pin)
                        }
                    }
                }
                """),
            // Every other division of a ruler gets a label, all alike.
            .swift("""
                final class RulerView: UIView {
                    func drawRuler() {
                        for division in -4..<6 {
                            if division % 2 == 0 {
                                let label = UILabel()
                                label.text = "\\(division * 10) m"
                                label.backgroundColor = UIColor(white: 1, alpha: 0.5)
                                addSubview(label)
                            }
                        }
                    }
                }
                """),
            .swift("""
                final class PageDotsView: UIView {
                    func update() {
                        for index in 0..<pageCount {
                            let dot = UIView()
                            dot.backgroundColor = index == currentPage ? .label : .systemGray
                            addSubview(dot)
                        }
                    }
                }
                """),
        ])

    /// Words of conditions that pick the selected item out, not a kind of item.
    static let selectionWords = ["select", "current", "active", "focus", "highlight"]
    /// Properties that show an item's kind.
    static let markingProperties: Set<String> = ["image", "tintColor", "backgroundColor", "textColor"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        guard file.text.containsBytes("addSubview"), file.text.containsBytes("for ") else { return [] }
        return UIKitClassSource.all(in: file).flatMap { type -> [Finding] in
            guard !type.isCellOrRow, !type.mentions(["accessibilityCustomRotors"]) else { return [] }
            return type.nodes(ForStmtSyntax.self, in: file).compactMap { loop in
                guard let item = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      loop.body.containsToken(["addSubview"]),
                      let marking = Self.marking(in: loop.body, of: item) else { return nil }
                return finding(.markedWithoutRotor, at: file.location(of: marking))
            }
        }
    }

    /// The first condition on `item` in the loop that chooses an image or colour for its view.
    static func marking(in body: CodeBlockSyntax, of item: String) -> Syntax? {
        for choiceNode in body.descendants(SequenceExprSyntax.self) {
            guard let choice = ConditionalChoice(choiceNode), isKindCondition(choice.condition, of: item) else { continue }
            let inImage = choiceNode.ancestorCall(named: "UIImage")
            let property = choice.target?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            if inImage || property.map(markingProperties.contains) == true {
                return Syntax(choiceNode)
            }
        }
        for branch in body.descendants(IfExprSyntax.self) where isKindCondition(branch.conditions.trimmedDescription, of: item) {
            // A view the branch itself makes looks the same on every item that has one: the
            // condition decides which items get it (GoMap's ruler labels every other division),
            // not how some are marked out from the others.
            let madeHere = Set(branch.body.descendants(PatternBindingSyntax.self).compactMap {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            })
            if UIKitPropertyAssignment.all(under: branch.body, to: markingProperties).contains(where: { !madeHere.contains($0.receiver) }) {
                return Syntax(branch.conditions)
            }
        }
        return nil
    }

    /// A condition that reads the item (`waypoint.isHazard`) and is not about selection.
    static func isKindCondition(_ condition: String, of item: String) -> Bool {
        let words = condition.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        let lowered = condition.lowercased()
        return words.contains { $0 == item } && !selectionWords.contains { lowered.contains($0) }
    }
}

extension SyntaxProtocol {
    /// Whether the node is an argument, at any depth, of a call to `name` (`UIImage(…)`).
    fileprivate func ancestorCall(named name: String) -> Bool {
        var current = parent
        while let node = current {
            if node.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == name { return true }
            current = node.parent
        }
        return false
    }
}

extension RuleMessage {
    fileprivate static let markedWithoutRotor = RuleMessage(
        id: "marked-items-without-rotor",
        text: """
            Some items here are marked out by their icon or colour, but VoiceOver can only walk \
            through every item in screen order: a blind person has to visit them all to find the \
            marked ones.
            """,
        fix: """
            Set `accessibilityCustomRotors` on this view: a rotor over the marked items \
            (`UIAccessibilityCustomRotor(name: "Hazards") { predicate in … }`) and one over all \
            items in their order (\"Route Steps\").
            """)
}
