#if canImport(SwiftParser)
  import SwiftIfConfig
  import SwiftSyntax

  /// A Swift file's `#if` blocks resolved for a build by blanking: the `#if`, `#elseif`,
  /// `#else` and `#endif` directives and every clause the build does not take become spaces
  /// (line breaks kept), so the taken clauses' code is left in place. Parsed again, the text is
  /// the code the build compiles, at the lines and columns it has in the file: a clause around
  /// declarations, members or statements leaves them in their block, and a postfix one
  /// (`Text("a")` then `#if os(iOS) .bold() #endif`) leaves its modifier on the expression.
  enum IfConfigBlanking {
    /// `text` (parsed as `tree`) with the `#if` blocks resolved for `configuration`; nil when
    /// it has none.
    static func activeText(
      of text: String, tree: SourceFileSyntax, in configuration: some BuildConfiguration
    ) -> String? {
      guard text.contains("#if") else { return nil }
      let regions = tree.configuredRegions(in: configuration)
      guard !regions.isEmpty else { return nil }
      var bytes = Array(text.utf8)
      func blank(from start: AbsolutePosition, to end: AbsolutePosition) {
        for index in start.utf8Offset..<min(end.utf8Offset, bytes.count)
        where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
          bytes[index] = UInt8(ascii: " ")
        }
      }
      for (clause, state) in regions {
        let directiveEnd = (clause.condition.map(Syntax.init) ?? Syntax(clause.poundKeyword))
          .endPositionBeforeTrailingTrivia
        let end = state == .active ? directiveEnd : clause.endPositionBeforeTrailingTrivia
        blank(from: clause.poundKeyword.positionAfterSkippingLeadingTrivia, to: end)
        if let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
          blank(
            from: block.poundEndif.positionAfterSkippingLeadingTrivia,
            to: block.poundEndif.endPositionBeforeTrailingTrivia)
        }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
#endif
