/// Every rule in the catalogue, in the order `perceive rules` lists them.
///
/// Add a new rule here: `CatalogueCompletenessTests` fails on a rule type under `Sources/Audit`
/// that is not listed, and `RuleRegistry.problems` on a duplicate id.
public enum AllRules {
    public static let all: [any Rule.Type] = [
        // Perceivable
        ContrastTooLowRule.self,
        FixedFontSizeRule.self,
        TextTruncatedAtLargeSizeRule.self,
        LabelIsFileNameRule.self,
        DecorativeImageExposedRule.self,
        ImageWithoutLabelRule.self,
        LineLimitIgnoresAccessibilitySizesRule.self,
        NoLayoutFallbackAtLargeSizesRule.self,
        CappedTypeWithoutLargeContentViewerRule.self,
        ColorOnlyStateRule.self,
        SingleLineBodyTextRule.self,
        DrawnContentWithoutElementsRule.self,
        AssetContrastTooLowRule.self,
        MissingHighContrastVariantRule.self,
        PaletteIndistinguishableRule.self,
        // Operable
        TappableWithoutButtonTraitRule.self,
        GestureOnlyControlRule.self,
        DirectTouchWithoutAlternativeRule.self,
        SmallHitRegionRule.self,
        OrientationLockedRule.self,
        HardToReachActionRule.self,
        ElementFloodRule.self,
        TapGestureWithoutButtonTraitRule.self,
        HiddenInteractiveElementRule.self,
        // Understandable
        MissingLabelRule.self,
        LabelRepeatsTraitRule.self,
        DuplicateLabelsRule.self,
        VoiceControlAmbiguousNameRule.self,
        ContextFreeActionRule.self,
        UngroupedLabelValueRule.self,
        ToggleStateNotConveyedRule.self,
        AdjustableWithoutValueRule.self,
        IconOnlyButtonWithoutLabelRule.self,
        ControlWithoutLabelRule.self,
        EmptyAccessibilityLabelRule.self,
        IgnoredChildrenWithoutLabelRule.self,
        LabelContainsControlTypeRule.self,
        HintRepeatsLabelRule.self,
        CellFragmentsNotGroupedRule.self,
        // Robust
        ModalWithoutIsolationRule.self,
        OverlayWithoutModalTraitRule.self,
        AnimationIgnoresReduceMotionRule.self,
        MaterialIgnoresReduceTransparencyRule.self,
        UnthrottledAnnouncementsRule.self,
        AccessibilityElementWithoutLabelRule.self,
        ScreenSpaceAccessibilityFrameRule.self,
        OverlayWithoutViewIsModalRule.self,
        ScreenChangeWithoutNotificationRule.self,
        AccessibilityElementsRebuiltRule.self,
    ]
}
