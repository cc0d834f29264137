import IsletModel

extension PlacementTree {
  /// What a tree's content itself gets wrong, found as it is built: a symbol with no glyph, or a
  /// view whose value was over the evaluation budget (shown empty), with why. A sheet's trees
  /// keep theirs in one list of their storage, both kinds together, each tree a run of it
  /// (`contentFindingRange`): a tree then holds one range, not an array of each kind.
  enum ContentFinding {
    case unknownSymbol(String, SourceSpan?)
    case overBudget(String, SourceSpan?)
  }

  /// Symbols with no glyph, in source order, for findings.
  package var unknownSymbols: [(name: String, origin: SourceSpan?)] {
    storage.contentFindings[contentFindingRange].compactMap {
      guard case .unknownSymbol(let name, let origin) = $0 else { return nil }
      return (name, origin)
    }
  }

  /// Views whose value was over the evaluation budget (shown empty), with why, in source order.
  package var overBudgetViews: [(reason: String, origin: SourceSpan?)] {
    storage.contentFindings[contentFindingRange].compactMap {
      guard case .overBudget(let reason, let origin) = $0 else { return nil }
      return (reason, origin)
    }
  }
}
