import LayoutModel

/// Every rule LayoutLint has, in the order `layoutlint rules` lists them.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        LayoutShiftRule.self, SlotMismatchRule.self, UnreservedSlotRule.self, ShiftDuringGestureRule.self, ContentOffScreenRule.self,
        BlendedLayersRule.self, ClearBackgroundRule.self, ImageAlphaRule.self, OverdrawRule.self, OffscreenRenderRule.self,
        NoCellReuseRule.self, ReusePoolUndersizedRule.self, ReusePoolOversizedRule.self, EstimatedHeightJumpRule.self,
        BlockingLaunchWorkRule.self, PrimaryContentDelayedRule.self, RequestChainRule.self, MainThreadHitchRule.self,
        AdLoadBurstRule.self, AdRequestsUnbatchedRule.self, AdRefreshUnseenRule.self,
        LaunchScreenMismatchRule.self, RestorationMismatchRule.self,
        TextTruncatedRule.self, TextClippedRule.self, FixedFontSizeRule.self, UnknownFontFamilyRule.self,
    ]

    /// The rule with this id.
    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// All rule ids, sorted.
    public static var ids: [String] { all.map { $0.description.id }.sorted() }

    /// Each rule's option specs by rule id: what the decoder checks screen `budgets` against.
    public static var optionSpecs: [String: [OptionSpec]] {
        Dictionary(uniqueKeysWithValues: all.map { ($0.description.id, $0.description.options.map(\.spec)) })
    }
}
