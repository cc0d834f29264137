import IsletCanvas
import IsletDevices
import IsletFindings
import IsletModel
import IsletSnapshot

/// One thing to render for a snapshot: a layout, one of its sample states, one matrix cell, the
/// clock, the locale and the time zone. The runner hands it to the injected render function.
struct SnapshotCase: Hashable, Sendable {
  /// The layout file, as found from the PATH given.
  var layoutPath: String
  /// What the layout is read from (with the other `.swift` files given, for a source set).
  var layoutSources: LayoutArgument
  /// The layout's name: its file name without `.islet` (`delivery`).
  var layoutName: String
  /// The sample state file; nil means the layout's own default state.
  var statePath: String?
  /// The state's name: its file name without `.json`, `default`, or (for a layout with several
  /// preview states and no sample files) the preview state's name as a file name.
  var stateName: String
  /// Which of the layout's preview states to render when there is no state file (nil: the first).
  var previewState: String? = nil
  /// The layout's `Samples/<layout>/attributes.json`, when it exists.
  var attributesPath: String?
  var variant: SnapshotVariant
  var clock: Instant
  var locale: FormatLocale = .enUS
  var timeZone: TimeZoneChoice = .utc

  /// The variant's viewing conditions in the case's locale and time zone (at its clock).
  var viewing: ViewingConditions {
    var viewing = variant.viewing
    viewing.locale = locale
    viewing.utcOffset = timeZone.utcOffset(at: clock)
    return viewing
  }
}

/// What the render function returns for a case: the sheet, its findings, and provenance for
/// the snapshot header.
struct RenderedCase: Hashable, Sendable {
  var grid: Grid
  var findings: [Finding]
  /// The display-width table's version, e.g. `unicode-16.0`.
  var widthTable: String
}
