import IsletFindings
import IsletModel
import IsletSnapshot

/// What `islet snapshot` was asked to do; the command-line parser fills it in.
struct SnapshotOptions: Sendable {
  /// What happens to snapshot files.
  enum Mode: Sendable {
    /// Write missing snapshots, fail on differences and write `NAME.snap.new` beside them.
    case update
    /// Write every snapshot, replacing the stored ones.
    case record
    /// Never write: missing snapshots and differences fail (also forced by `isCI`).
    case verify
    /// Promote every pending `.snap.new` to `.snap` (renders nothing).
    case accept
    /// Delete every pending `.snap.new` (renders nothing).
    case reject
  }

  /// The report printed on standard output.
  enum Format: Sendable {
    case text, json
  }

  /// The folder searched when no PATH is given.
  static let defaultPaths = ["Layouts"]

  /// Layout files (`.islet`) and folders searched recursively for them; empty means
  /// `defaultPaths`.
  var paths: [String] = []
  var mode: Mode = .update
  /// Remove obsolete snapshots (not with `.verify` or under CI).
  var prune = false
  /// `--snapshots DIR`: keep snapshots in `DIR/<layout>/` instead of `__snapshots__/<layout>/`
  /// next to each layout.
  var snapshotsDirectory: String?
  /// `--samples DIR`: read states from `DIR/<layout>/states/*.json` instead of the `Samples/`
  /// folder beside or above the layout's folder.
  var samplesDirectory: String?
  /// `--activity NAME`: the `ActivityAttributes` type of Swift sources that hold several. The
  /// layout is then named after it (its snapshots in `__snapshots__/NAME/`, its samples in
  /// `Samples/NAME/`), so each activity of one folder keeps its own snapshots.
  var activity: String?
  /// Matrix axes from the command line; they override the layout's config file.
  var matrix = SnapshotMatrix.Override()
  /// The clock to render against; overrides the layout's config file and the default.
  var clock: Instant?
  /// `--locale` and `--time-zone`; they override the layout's config file and the defaults.
  var locale: FormatLocale?
  var timeZone: TimeZoneChoice?
  /// A case fails when the render reports a finding at or above this; nil never fails on findings.
  var failOn: Severity? = .error
  /// `--junit FILE`: also write a JUnit XML report there (`-`: on standard output, the report
  /// then going to standard error).
  var junitPath: String?
  /// The path that means standard output.
  static let standardOutputPath = "-"
  var format: Format = .text
  /// Whether the `CI` environment variable is set (read at the edge): nothing is ever written.
  var isCI = false
  /// `--images`: each snapshot also as an SVG picture beside it (`NAME.svg`) when it is
  /// written or matches (and writing is allowed); a difference writes `NAME.old.svg` and
  /// `NAME.new.svg`, even under `--verify` and CI (they are for review, not snapshots).
  var images = false
  /// Whether snapshots carry the `styles:` section.
  var includeStyles = true
  /// The terminal's width when the report goes to one: changed grids are then shown side by
  /// side when they fit. Nil: unified diffs only.
  var sideBySideWidth: Int?
}
