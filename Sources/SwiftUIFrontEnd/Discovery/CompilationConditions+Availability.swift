import SwiftSyntax

extension CompilationConditions {
    /// Whether an `@available(…, unavailable)` attribute of `decl` removes it from this platform:
    /// `@available(macOS, unavailable)` when built for macOS, `@available(*, unavailable)`
    /// everywhere. A version (`@available(iOS 17, *)`) never does: the audit reads the code as
    /// running on the newest release of its platform (The Swift Programming Language, "Attributes",
    /// available).
    func isUnavailable(_ decl: some SyntaxProtocol) -> Bool {
        guard let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes, !attributes.isEmpty else { return false }
        return attributes.contains { element in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available",
                  case .availability(let arguments) = attribute.arguments else { return false }
            let parts = arguments.map { $0.argument.trimmedDescription }
            guard parts.contains("unavailable"), let platformName = parts.first else { return false }
            return platformName == "*" || platform.availabilityNames.contains(platformName)
        }
    }

    /// Whether an `if #available(…)` or `#unavailable(…)` condition holds: on the newest release
    /// of any platform, `#available` does (a platform it does not name is covered by `*`) and
    /// `#unavailable` does not.
    func holds(_ availability: AvailabilityConditionSyntax) -> Bool {
        availability.availabilityKeyword.tokenKind != .poundUnavailable
    }
}
