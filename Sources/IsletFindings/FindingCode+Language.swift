extension FindingCode {
  /// The `L` codes.
  static let languageCodes: [FindingCode] = [
    .unexpectedToken, .malformedToken, .unknownName, .unknownView, .unknownModifier, .unknownMember,
    .typeMismatch, .ifLetOnNonOptional, .nonExhaustiveMap, .wrongArguments, .duplicateDeclaration,
    .missingPresentation, .unknownType, .unknownPresentation, .incompletePreview, .staleUnawareTime,
    .invalidValue, .nestingTooDeep, .misplacedVerticalPlacement, .letOverEvaluationBudget,
    .assetColorWithoutValue, .imageWithoutSize, .modifierWithoutEffect,
  ]

  /// L001: the parser found a token where something else had to be.
  public static let unexpectedToken = FindingCode(
    "L001", "unexpected token", .error,
    explanation: """
      The layout could not be parsed: a token appeared where the grammar needs something else.

      Example:
        compactLeading { symbol(icon }      // expected `,` or `)`, found `}`

      Fix: close every `(`, `{` and `[`, separate arguments with `,`, and write views as
      `name(arguments) { content }.modifier`.
      """)

  /// L002: a token is malformed (unterminated string, bad escape, stray character).
  public static let malformedToken = FindingCode(
    "L002", "malformed token", .error,
    explanation: """
      A string, number or character in the layout is malformed: a string not closed on its
      line, an unknown escape such as `\\q`, a number too large, or a character the language
      does not use (`@`, `#`, `$`).

      Example:
        text("Arriving soon)

      Fix: close strings with `"` on the same line; escapes are \\n \\t \\r \\0 \\" \\\\ \\u{…}
      and interpolation `\\(expr)`.
      """)

  /// L003: a name that is no field, `let`, local or environment value.
  public static let unknownName = FindingCode(
    "L003", "unknown name", .error,
    explanation: """
      An expression uses a name that is not an attribute or state field, a `let`, a name
      bound by `if let`, or an environment value (`isStale`, `limitedWidth`, `family`,
      `now`). Names are case-sensitive and must be declared before use.

      Example:
        state { stopsAway: Int }
        text("\\(stopAway) stops")          // did you mean `stopsAway`?

      Fix: correct the spelling, or declare the field in `attributes { }` / `state { }`.
      """)

  /// L004: a view that does not exist.
  public static let unknownView = FindingCode(
    "L004", "unknown view", .error,
    explanation: """
      A view name is not one the language knows. The views are text, symbol, label,
      hstack, vstack, zstack, spacer, progress, timer, relative, offset, reference, date, time
      and fits.

      Example:
        compactLeading { image(icon) }      // did you mean `symbol`? (no: use symbol)

      Fix: use one of the views above (see docs/language.md).
      """)

  /// L005: a modifier that does not exist.
  public static let unknownModifier = FindingCode(
    "L005", "unknown modifier", .error,
    explanation: """
      A `.modifier` after a view is not one the language knows. Modifiers are bold, dim,
      italic, monospacedDigit, color, lineLimit, truncation, frame, padding, priority, font,
      dynamicIsland and the text styles (.caption, .headline, …).

      Example:
        text(title).bolld

      Fix: correct the spelling; see docs/language.md for each modifier's arguments.
      """)

  /// L006: a member, enum case or named constant that does not exist.
  public static let unknownMember = FindingCode(
    "L006", "unknown member", .error,
    explanation: """
      A `.member` is not defined for the value or argument it is used with: an enum case
      that the enum does not declare, a property other than label / rawValue / count / map,
      or a constant such as a colour or alignment name that does not exist.

      Example:
        enum Phase { placed preparing }
        if phase == .pickedUp { … }         // Phase has no case `pickedUp`

      Fix: use a declared case, or add it to the enum.
      """)

  /// L007: an expression has the wrong type.
  public static let typeMismatch = FindingCode(
    "L007", "type mismatch", .error,
    explanation: """
      An expression's type is not the one its place needs: text takes a String, progress
      takes numbers, timer takes a Date, conditions take a Bool, and optionals must be
      unwrapped with `if let` or `??` before use.

      Example:
        text(stopsAway)                     // expected String, found Int

      Fix: convert (`number(stopsAway)`, `"\\(stopsAway) stops"`) or unwrap the optional.
      """)

  /// L008: `if let` on a value that is never nil.
  public static let ifLetOnNonOptional = FindingCode(
    "L008", "if let on a non-optional", .error,
    explanation: """
      `if let` unwraps an optional; the value given is not optional, so the branch would
      always run and the check is a mistake (often the field was meant to be `T?`).

      Example:
        state { stopsAway: Int }
        if let stopsAway { … }

      Fix: use the value directly, or declare the field optional (`stopsAway: Int?`).
      """)

  /// L009: `map` or `switch` does not cover every value.
  public static let nonExhaustiveMap = FindingCode(
    "L009", "non-exhaustive map or switch", .error,
    explanation: """
      `value.map(case: result, …)` and `switch value { case …: }` must cover every case of
      the enum (or have a `default:`), as a Swift `switch` must; the message lists the
      missing cases. A `switch` over a String, Int or Double always needs a `default:`.

      Example:
        enum Phase { placed preparing delivered }
        let icon = phase.map(placed: "a", preparing: "b")   // missing `delivered`
        switch phase { case .placed: text("a") }           // missing `preparing`, `delivered`

      Fix: add the missing cases, or a `default:`.
      """)

  /// L010: a call with the wrong argument labels or count.
  public static let wrongArguments = FindingCode(
    "L010", "wrong arguments", .error,
    explanation: """
      A view, modifier or formatter was called with labels or a number of arguments it
      does not take, or a content block it does not accept.

      Example:
        progress(val: 2, total: 5)          // progress takes (value:total:)

      Fix: use the signature shown in the message (see docs/language.md).
      """)

  /// L011: a name or block declared twice.
  public static let duplicateDeclaration = FindingCode(
    "L011", "duplicate declaration", .error,
    explanation: """
      A field, enum, enum case, let, presentation, region or block is declared twice.
      Attributes and state share one namespace, as in the widget's `context`.

      Example:
        attributes { name: String }
        state { name: String }

      Fix: rename or remove one of them.
      """)

  /// L012: a required presentation is missing.
  public static let missingPresentation = FindingCode(
    "L012", "missing presentation", .error,
    explanation: """
      ActivityKit requires a Lock Screen view and every Dynamic Island presentation:
      lockScreen, compactLeading, compactTrailing, minimal and expanded. `small` is optional
      (without it the small family shows the compact presentations side by side).

      Example:
        activity Timer { … lockScreen { … } }     // missing compactLeading, …

      Fix: add the missing presentation; `expanded { }` may be empty.
      """)

  /// L013: a type name that does not exist.
  public static let unknownType = FindingCode(
    "L013", "unknown type", .error,
    explanation: """
      A field's type is not String, Int, Double, Bool, Date or an enum declared in the
      layout; enum raw types must be String or Int.

      Example:
        state { eta: Data? }                // did you mean `Date`?

      Fix: correct the type or declare the enum.
      """)

  /// L014: an unknown presentation, region or declaration.
  public static let unknownPresentation = FindingCode(
    "L014", "unknown presentation", .error,
    explanation: """
      An activity holds attributes, state, enum, let, preview, budget and the presentations
      lockScreen, compactLeading, compactTrailing, minimal, expanded (with leading, trailing,
      center and bottom) and small. Anything else is a typo.

      Example:
        compactTraling { … }                // did you mean `compactTrailing`?

      Fix: correct the name.
      """)

  /// L015: the preview block is incomplete or names unknown fields.
  public static let incompletePreview = FindingCode(
    "L015", "incomplete preview", .error,
    explanation: """
      A `preview` block's `state` (or `attributes`) must give a value for every
      non-optional field, as a push must; omitted optionals are nil.

      Example:
        preview { state { phase: .placed } }   // missing `stopsAway`

      Fix: add the missing values.
      """)

  /// L016: a presentation shows a time but never reads `isStale`.
  public static let staleUnawareTime = FindingCode(
    "L016", "time shown without isStale", .warning,
    explanation: """
      The presentation shows a time-bound value (a timer, relative or clock time, a timer
      progress bar, or a Date field) but never reads `isStale`. When updates stop arriving
      and the stale date passes, it keeps promising a time it no longer knows.

      Example:
        compactTrailing { if let eta { timer(eta) } }

      Fix: read `isStale`, e.g.
        compactTrailing { if isStale { text("—") } else if let eta { timer(eta) } }
      """)

  /// L017: a value is out of its allowed range (budget, raw value, line limit).
  public static let invalidValue = FindingCode(
    "L017", "invalid value", .error,
    explanation: """
      A constant is outside what its place allows: a budget must be a positive number of
      points, an enum raw value must match the raw type and be unique, a line limit must be
      at least 1.

      Example:
        budget { compactTrailing: -4 }

      Fix: use a value in range.
      """)

  /// L018: views, brackets, operators or interpolations nest deeper than the parser allows.
  public static let nestingTooDeep = FindingCode(
    "L018", "nesting too deep", .error,
    explanation: """
      The layout nests deeper than 64 levels: blocks inside blocks, brackets inside
      brackets, a chain of operators, members or calls, or string interpolations inside
      interpolations. islet stops reading the file at that point, so a hostile or generated
      file cannot exhaust the stack. Real layouts stay far below the limit.

      Example:
        lockScreen { vstack { vstack { vstack { … 70 levels … } } } }

      Fix: flatten the stacks, or split long expressions into `let` values.
      """)

  /// L019: `.dynamicIsland(verticalPlacement:)` where it cannot move anything.
  public static let misplacedVerticalPlacement = FindingCode(
    "L019", "vertical placement outside expanded leading/trailing", .warning,
    explanation: """
      `.dynamicIsland(verticalPlacement: .belowIfTooWide)` lets expanded leading or
      trailing content that is too wide for its slot beside the TrueDepth camera move below
      the camera row, across the full width. Only those two regions sit beside the camera:
      center and bottom are already below it, and the Lock Screen, compact, minimal and
      small presentations have no such placement. SwiftUI accepts the modifier on any view;
      outside those two regions it has nothing to move, so islet warns and ignores it.

      Example:
        expanded {
          center { text(headline).dynamicIsland(verticalPlacement: .belowIfTooWide) }
        }

      Fix: put it on content inside `expanded { leading { … } }` or `trailing { … }`, or
      remove it.
      """)

  /// L020: a `let` that can grow past the evaluation budget.
  public static let letOverEvaluationBudget = FindingCode(
    "L020", "let can grow past the evaluation budget", .warning,
    explanation: """
      Rendering builds every `let` once per region, and no value it builds may pass 65,536
      bytes (see R005): a larger one is not built, and every view that shows it is empty.
      `islet check` estimates each let's size with every field one byte long, and warns at the
      first let whose size comes from the layout itself past that bound; lets that read it
      are over too and are not reported again.

      Example:
        let a = "xxxxxxxx"
        let b = a + a          // 16 bytes
        let c = b + b          // 32 bytes … the 14th doubling passes 65,536

      Fix: build the text once from the fields it shows; a let that repeats another doubles
      with every level.
      """)

  /// L021: `Color("Name")` names an asset colour the layout gives no value for.
  public static let assetColorWithoutValue = FindingCode(
    "L021", "asset colour without a value", .note,
    explanation: """
      `Color("Brand")` reads a colour from the app's asset catalog, which islet does not have.
      Without a value it is drawn in a stand-in magenta (#FF00FF), so a designer sees where it
      is used rather than a colour that looks deliberate.

      Example:
        text(title).color(Color("Brand"))      // no `colors { Brand: … }`

      Fix: give its value in the layout's `colors` block, with a dark variant if the asset
      has one:
        colors {
          Brand: Color(hex: "#FF5A1F")
          Ink: Color(light: Color(hex: "#1C1C1E"), dark: .white)
        }
      With Swift sources, islet reads the colour sets of an asset catalog under the sources'
      folder (`Assets.xcassets/Brand.colorset/Contents.json`, light and dark).
      """)

  /// L022: `image("Name")` whose size the layout does not give.
  public static let imageWithoutSize = FindingCode(
    "L022", "image without a size", .note,
    explanation: """
      islet cannot show an app's images (`Image("Avatar")`, `Image(uiImage:)`, `AsyncImage`):
      it draws a box of the image's size with its name in it. The size of an asset is in the
      app's asset catalog, which islet does not read, so without one the box is 40×40 pt and
      the layout around it may be laid out differently on the phone.

      Example:
        image("Avatar").clipShape(.circle)      // no `images { Avatar: … }`

      Fix: give its size in points in the layout's `images` block, or give the view a frame:
        images { Avatar: 40 x 40  "Team Logo": 24 x 24 }
        image("Avatar").resizable().frame(width: 32, height: 32)
      """)

  /// L023: a shape's modifier on a view it cannot change.
  public static let modifierWithoutEffect = FindingCode(
    "L023", "modifier without effect", .warning,
    explanation: """
      `.fill`, `.stroke`, `.strokeBorder` and `.trim` paint shapes; on another view they
      change nothing (in Swift they do not compile). `.rotationEffect` turns where the paths of
      the shapes below it start (a progress ring's 12 o'clock); islet cannot turn text or
      symbols, so on a view holding no shape it is drawn without it.

      Example:
        text("3").rotationEffect(.degrees(8))

      Fix: remove it, or move it to the shape (or the stack of shapes) it is meant for:
        zstack { circle.stroke(lineWidth: 4)  circle.trim(from: 0, to: p).stroke(lineWidth: 4) }
          .rotationEffect(.degrees(-90))
      """)
}
