extension FindingCode {
  /// The `R` codes.
  static let renderCodes: [FindingCode] = [
    truncatedText, clippedHeight, clippedWidth, symbolWithoutGlyph, valueOverEvaluationBudget,
  ]

  /// Text cut with "…" to fit its room.
  public static let truncatedText = FindingCode(
    "R001", "text truncated", .warning,
    explanation: """
      A text view did not fit the room its presentation gave it, so islet cut it at a grapheme \
      cluster boundary and marked the cut with "…", as iOS does. The message names the original \
      text and the cells it needs against the cells it had (or, with a lineLimit, the lines).

      Example: in a 6-column compact trailing slot, text("12 min away") needs 11 cells; it \
      renders as "12 mi…".

      Fix: shorten the text (a shorter unit, fewer words), give it more room (frame, priority \
      over its neighbours, a wider region), or offer a shorter alternative with \
      fits { text("12 min away")  text("12m") }.
      """)

  /// Content taller than its presentation; rows below the budget are not shown.
  public static let clippedHeight = FindingCode(
    "R002", "content taller than its presentation", .warning,
    explanation: """
      The view needs more rows than its presentation has, so the rows beyond the budget are \
      cut off. The Lock Screen and the expanded island are at most 160 pt tall (iOS truncates \
      above that); compact, minimal and the small family have a fixed height.

      Example: a lockScreen vstack of five lines on a 6-row card plus wrapped text needing two \
      more rows: the last rows disappear.

      Fix: remove or combine lines, give long text a lineLimit (so it truncates visibly rather \
      than vanishing), or move detail into the expanded presentation.
      """)

  /// Content wider than its presentation that could not shrink.
  public static let clippedWidth = FindingCode(
    "R003", "content wider than its presentation", .warning,
    explanation: """
      The view is wider than its presentation even after every text shrank as far as it can; \
      what cannot shrink (symbols, fixed frames, padding, spacing) sticks out and is cut off \
      at the edge.

      Example: hstack { symbol("bicycle") symbol("timer") text("12:00") } in a 4-column \
      landscape compact slot: two symbols, spacing and the ellipsis already take 6 columns.

      Fix: drop a symbol or the spacing, reduce padding or fixed frames, or branch on \
      limitedWidth / use fits { … } with a smaller alternative.
      """)

  /// An SF Symbol name islet has no glyph for.
  public static let symbolWithoutGlyph = FindingCode(
    "R004", "SF Symbol not in islet's table", .note,
    explanation: """
      islet draws the SF Symbols of its list (`islet symbols` prints them: status, time, \
      media, transport, travel, delivery, sports, people, weather, devices, health, charts) \
      as terminal glyphs, ignoring style suffixes such as .fill and .circle. A name it does \
      not know is drawn as a two-cell placeholder "？" (a fullwidth question mark), the size \
      of a symbol at text size, so the layout keeps its shape. Most such names are real \
      symbols islet's list lacks; when the \
      name is close to one it knows, the help line says so, in case it is a typo (iOS draws \
      nothing for a misspelt name).

      Example: symbol("bicycel") renders "？" with help "if it is a typo: did you mean `bicycle`?".

      Fix: nothing if the name is right; to draw it, add it to Scripts/sf-symbols.txt and run
      Scripts/generate-symbol-table.py.
      """)

  /// A value the layout builds that would pass the evaluation budget; shown empty.
  public static let valueOverEvaluationBudget = FindingCode(
    "R005", "value over the evaluation budget", .error,
    explanation: """
      Evaluating a presentation builds strings (concatenation, interpolation) and arrays. \
      islet bounds what one evaluation may build: 65,536 bytes for one string (or elements \
      for one array, nested ones and their strings counted), 4 MiB for all values of one \
      region. A value over either bound is not built: the view that shows it is empty, and \
      this error points at that view. Without the bound, a small layout could ask for more \
      memory than any machine has.

      Example:
        let a = "xxxxxxxx"
        let b = a + a
        let c = b + b      // … 41 such lets ask for 2^44 bytes
        lockScreen { text(z) }

      `islet check` warns (L020) at the first let that can grow past the bound.

      Fix: build the text once, from the fields it shows, instead of repeating a let inside \
      another; no Live Activity shows more than a few hundred characters.
      """)
}
