import AccessibilityTree
import Basics

/// The rule catalogue as a lookup table: by id, with the problems a catalogue can have.
///
/// Built over `[any Rule.Type]` (the one `AllRules.all` list plus the engine's own rules), so
/// `perceive rules`, the runner and the tests read the same descriptions.
public struct RuleRegistry: Sendable {
    /// The rules, in catalogue order.
    public let rules: [any Rule.Type]
    private let byID: [String: any Rule.Type]

    /// A registry over `rules`; where two share an id the first wins (see `problems`).
    public init(_ rules: [any Rule.Type]) {
        self.rules = rules
        var byID: [String: any Rule.Type] = [:]
        for rule in rules where byID[rule.description.id] == nil {
            byID[rule.description.id] = rule
        }
        self.byID = byID
    }

    /// Every id, in catalogue order.
    public var ids: [String] { rules.map { $0.description.id } }

    /// Every description, in catalogue order.
    public var descriptions: [RuleDescription] { rules.map { $0.description } }

    /// The rule with `id`, if there is one.
    public func rule(id: String) -> (any Rule.Type)? { byID[id] }

    /// The id nearest to a mistyped `id` ("Did you mean …?"), if one is close enough.
    public func suggestion(for id: String) -> String? {
        NameSuggestion.nearest(to: id, in: ids)
    }

    /// What is wrong with the catalogue: empty or non-kebab-case ids, ids used twice, a rule
    /// superseding one the catalogue does not have, and one option key declared two ways.
    public var problems: [RegistryProblem] {
        var problems: [RegistryProblem] = []
        var seen: Set<String> = []
        var options: [String: RuleOption] = [:]
        for rule in rules {
            let description = rule.description, type = String(describing: rule)
            if !RuleRegistry.isKebabCase(description.id) {
                problems.append(.malformedID(description.id, type: type))
            }
            if !seen.insert(description.id).inserted {
                problems.append(.duplicateID(description.id, type: type))
            }
            for superseded in description.supersedes where byID[superseded] == nil {
                problems.append(.unknownSupersededID(superseded, type: type))
            }
            for option in description.options {
                if let declared = options[option.key], declared != option {
                    problems.append(.conflictingOption(option.key, type: type))
                }
                options[option.key] = options[option.key] ?? option
            }
        }
        return problems
    }

    /// Whether `id` is lower-case words joined by single hyphens (`missing-label`).
    public static func isKebabCase(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return !id.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }
}

/// A defect in the rule catalogue, found by `RuleRegistry.problems`.
public enum RegistryProblem: Hashable, Sendable, CustomStringConvertible {
    case malformedID(String, type: String)
    case duplicateID(String, type: String)
    case unknownSupersededID(String, type: String)
    case conflictingOption(String, type: String)

    public var description: String {
        switch self {
        case .malformedID(let id, let type): "\(type) has id '\(id)', which is not kebab-case"
        case .duplicateID(let id, let type): "\(type) reuses the id '\(id)'"
        case .unknownSupersededID(let id, let type): "\(type) supersedes '\(id)', which no rule in the catalogue has"
        case .conflictingOption(let key, let type): "\(type) declares the option '\(key)' unlike the rule that declared it first"
        }
    }
}
