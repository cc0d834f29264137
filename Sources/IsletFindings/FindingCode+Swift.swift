extension FindingCode {
  /// The `W` codes: reading the app's own Swift (`S` is taken by snapshots).
  static let swiftCodes: [FindingCode] = [
    .swiftSyntaxError, .swiftUnsupportedView, .swiftUnsupportedModifier, .swiftApproximatedType,
    .swiftUndecodedField, .swiftCustomDecoding, .swiftNoActivity, .swiftUnsupportedEnvironment,
    .swiftPreviewNotRead,
  ]

  /// The `W` codes that say how islet decodes pushes differently from the app, or not at all
  /// (an approximated type, an undecoded field, a type's own `init(from:)`): a push's verdict
  /// rests on them, so the commands that judge pushes show them before the verdicts.
  package static let swiftDecodingCodes: [FindingCode] = [
    .swiftApproximatedType, .swiftUndecodedField, .swiftCustomDecoding,
  ]

  /// W001: the Swift file does not parse.
  package static let swiftSyntaxError = FindingCode(
    "W001", "Swift syntax error", .error,
    explanation: """
      A Swift source given to islet has a syntax error, as the Swift compiler's own parser
      (swift-syntax) reports it. islet reads only code that compiles.

      Example:
        Text("Arriving").bold(      // expected ')' to end function call

      Fix: make the file build in Xcode first; the message is the compiler's.
      """)

  /// W002: a view islet does not model, drawn as a stand-in.
  package static let swiftUnsupportedView = FindingCode(
    "W002", "view not modelled", .warning,
    explanation: """
      A view in the widget (or an expression one of its views needs) is not one islet can
      draw: `Map`, `Image("asset")`, `ForEach`, `Canvas`, a `Text(_:format:)`, an optional
      chain islet cannot evaluate… islet draws a visible stand-in `[Name]` in its place
      instead of dropping it, so the grid shows where the real view would be; sizes around
      it are approximate.

      Example:
        ForEach(context.state.stops, id: \\.self) { Text($0) }   // drawn as [ForEach]

      Fix: nothing, if the stand-in is acceptable. Otherwise express the view with what
      islet models (Text, Image(systemName:), Label, stacks, Spacer, ProgressView,
      ViewThatFits, if, switch; see docs/swift.md) and `islet import` shows the layout islet
      understood.
      """)

  /// W003: a modifier islet does not model, ignored.
  package static let swiftUnsupportedModifier = FindingCode(
    "W003", "modifier not modelled", .warning,
    explanation: """
      A view modifier (or one of its arguments) has no equivalent in islet's model, so the
      view is drawn without it: `.blur(radius: 2)`, `.rotationEffect(…)`, `.background { … }`
      with a view, `.foregroundStyle(tint)` where `tint` is a colour islet cannot read.

      Example:
        Text(eta, style: .timer).contentTransition(.numericText())

      Fix: nothing when the modifier does not change size or legibility; otherwise express
      it with the modifiers of docs/swift.md (a colour as `cond ? .red : .green`, from a
      property or function islet inlines, or `if`/`else` around two views).
      """)

  /// W004: a field type islet approximates.
  package static let swiftApproximatedType = FindingCode(
    "W004", "field type approximated", .warning,
    explanation: """
      A field's Swift type is decoded by islet as a close stand-in, and the message says
      which: `Character` as `String` (a string of several characters is not refused).

      Example:
        var grade: Character     // decoded as String: "AB" would pass islet

      Fix: nothing; check such values by hand, or use a type islet models exactly.
      """)

  /// W005: a field islet does not decode at all.
  package static let swiftUndecodedField = FindingCode(
    "W005", "field not decoded", .warning,
    explanation: """
      A stored property of the attributes or content state has a type islet cannot decode (a
      `Set`, a dictionary with other than String keys, an enum with associated values or
      Double raw values, a type declared in no given file), or no written type and an initial
      value that does not say one (`var items = makeItems()`; `var id = UUID()` is a UUID and
      `var count = 0` an Int), or the content state itself cannot be read (an enum, a
      typealias to a type in no given file, none found), so pushes are not checked for it: its
      key may be missing or wrong and islet still applies the push, while the device drops it.
      `check-push`, `replay` and `serve` show this warning before their verdicts. Views that
      read it show a stand-in.

      Example:
        var route: [Int: Double]
        var stops = makeStops()

      Fix: pass every file that declares the types (the app's shared folder too); write the
      property's type (`var stops: [String] = makeStops()`); for types islet does not model,
      check those keys by hand.
      """)

  /// W006: a type's own `init(from:)` that islet does not read.
  package static let swiftCustomDecoding = FindingCode(
    "W006", "own init(from:) not read", .warning,
    explanation: """
      The attributes, the content state or a struct in them implement `init(from decoder:)`
      (in the type or an extension of it), and it does something islet does not read, or an
      enum they use implements one (islet reads none of an enum's). What it accepts cannot be
      known, so pushes are not checked against that type: each push that holds one gets a
      note saying so (P048), and its verdict reads "applied if the app's own init(from:)
      accepts it" rather than a plain "applied". The message names the first statement islet
      does not read.

      An init made only of these statements is read as written and gets no warning (keys from
      `CodingKeys`, its raw values included):
        let c = try decoder.container(keyedBy: CodingKeys.self)
        x = try c.decode(T.self, forKey: .x)               // required
        x = try c.decodeIfPresent(T.self, forKey: .x)      // optional (x is T?)
        x = try c.decodeIfPresent(T.self, forKey: .x) ?? 0 // missing or null: 0
        x = try? c.decode(T.self, forKey: .x)              // anything wrong: nil
        x = (try? c.decode(T.self, forKey: .x)) ?? 0       // anything wrong: 0
        x = Int(try c.decode(Double.self, forKey: .x))     // a Double, truncated
        x = Date(timeIntervalSince1970: try c.decode(Double.self, forKey: .x))  // Unix seconds
      A property it does not assign keeps its initial value and is not decoded.

      Example:
        let inner = try c.nestedContainer(keyedBy: ScoreKeys.self, forKey: .score)

      Fix: nothing, if the stand-in verdicts are enough; check those pushes by hand, or write
      the init in the forms above.
      """)

  /// W007: no usable activity in the sources.
  package static let swiftNoActivity = FindingCode(
    "W007", "no activity in the Swift sources", .error,
    explanation: """
      The Swift sources hold no `ActivityAttributes` type with an `ActivityConfiguration`
      for it, or several, and none was chosen with `--activity NAME`. The message names each
      type with the files and lines that declare it.

      A type or configuration declared in more than one place (a shared file copied into the
      app's and the widget's targets, both given) is read once when every copy has the same
      tokens (indentation and comments aside). When the copies differ islet cannot know which
      one the app builds, and says so at the first copy that differs rather than pick one.

      Example:
        islet render Widgets/        // Widgets/ declares DeliveryAttributes and RideAttributes
        islet check .                // App/Delivery.swift and Widget/Delivery.swift differ

      Fix: pass every file (the widget extension and the app's shared folder), or pick one:
      `--activity DeliveryAttributes` (two types of one name: `--activity Rides.Trip`). For
      copies that differ, give one target's files, or make the copies the same.
      """)

  /// W008: an environment value islet does not model.
  package static let swiftUnsupportedEnvironment = FindingCode(
    "W008", "environment value not modelled", .warning,
    explanation: """
      A view declares an `@Environment` value islet has no equivalent for
      (`redactionReasons`, `showsWidgetContainerBackground`, `locale`…). A view or modifier
      that reads it is drawn as a stand-in or left out (W002, W003); the rest of the view is
      translated. The values islet does model are values of the render: `activityFamily`,
      `isDynamicIslandLimitedInWidth`, `colorScheme` (`--appearance`, the preview's `a`),
      `isLuminanceReduced` (`render --luminance-reduced`) and `isActivityFullscreen`
      (`render --fullscreen`).

      Example:
        @Environment(\\.redactionReasons) var redaction    // Text(redaction.isEmpty ? …) is [Text]

      Fix: nothing, if the stand-in is acceptable; otherwise branch on a value islet models.
      """)

  /// W009: a `#Preview` whose sample values islet cannot read.
  package static let swiftPreviewNotRead = FindingCode(
    "W009", "preview values not read", .warning,
    explanation: """
      A `#Preview(…, using: attributes) { … } contentStates: { … }` block, or an Xcode 14
      `PreviewProvider`'s `attributes.previewContext(state, viewKind: …)`, gives sample values
      that islet reads as the layout's preview (what `render` shows without `--state` and
      `--attributes`). A value islet cannot compute (a call to the app's own code, a
      value read from a file…), or a missing non-optional field, leaves the preview out.

      Example:
        contentStates: { Order.ContentState(phase: .placed, eta: Calendar.current.date(…)) }

      Fix: write the sample values as literals, enum cases, `.now + seconds` or static
      properties that hold such values; or pass `--state` and `--attributes`.
      """)
}
