import IsletModel
import IsletSnapshot

/// `islet snapshot PATH…`: record and verify text-grid snapshots of every layout × sample
/// state × matrix cell.
enum SnapshotCommand: Command {
  static let spec = CommandSpec(
    name: "snapshot",
    abstract: "Record and verify text snapshots of every layout, sample state and device.",
    discussion: """
      For every layout under PATH (default Layouts/) and every Samples/<layout>/states/*.json,
      renders the sheet for each device × orientation × text size × fresh/stale on a fixed
      clock and compares it with __snapshots__/ next to the layout. By default missing
      snapshots are written and differences fail (a .snap.new is left beside the old one);
      with --verify, or whenever CI is set, nothing is ever written.
      """,
    arguments: [paths.spec],
    options: modes.map(\.option.spec) + [
      prune.spec, snapshots.spec, samples.spec, CommonOptions.activity.spec,
    ] + axes.map(\.option.spec) + [
      now.spec, locale.spec, timeZone.spec, junit.spec, images.spec, noStyles.spec, CommonOptions.format.spec,
      CommonOptions.failOn.spec,
    ]
  )

  static let paths = Argument.variadic("path", help: "Layout files or folders of them.", isRequired: false)
  /// The modes, of which at most one may be given; none means update.
  static let modes: [(option: Option<Bool>, mode: SnapshotOptions.Mode)] = [
    (.flag("record", help: "Write every snapshot, replacing the stored ones."), .record),
    (.flag("verify", help: "Compare only; never write (implied when CI is set)."), .verify),
    (.flag("accept", help: "Promote every pending .snap.new to its snapshot."), .accept),
    (.flag("reject", help: "Delete every pending .snap.new."), .reject),
  ]
  static let prune = Option.flag(
    "prune", help: "Delete snapshots that no layout, state or matrix cell produces any more.")
  static let snapshots: Option<String?> = optionalOption(
    "snapshots", "dir", help: "Where snapshots live.", defaultText: "__snapshots__ next to each layout")
  static let samples: Option<String?> = optionalOption(
    "samples", "dir", help: "Where sample states live.", defaultText: "Samples/ beside the layouts")
  /// The matrix axes a comma-separated list can replace.
  static let axes: [(option: Option<String?>, axis: SnapshotMatrix.Axis)] = [
    (optionalOption("devices", "list", help: "Comma-separated devices for the matrix."), .devices),
    (
      optionalOption("orientations", "list", help: "Comma-separated orientations (portrait, landscape)."),
      .orientations
    ),
    (optionalOption("text-sizes", "list", help: "Comma-separated text sizes."), .textSizes),
    (optionalOption("staleness", "list", help: "Comma-separated fresh, stale."), .staleness),
    (
      optionalOption("appearances", "list", help: "Comma-separated dark, light (default dark)."), .appearances
    ),
  ]
  static let now: Option<Instant?> = optionalOption(
    "now", "time", help: "The fixed clock.", defaultText: "2026-01-01T09:00:00Z")
  static let locale: Option<FormatLocale?> = optionalOption(
    "locale", "id",
    help: "How numbers, dates and times are written (en_US, en_GB, de_DE, fr_FR, ja_JP, zh_CN).",
    defaultText: "the config's, else en_US")
  static let timeZone: Option<TimeZoneChoice?> = optionalOption(
    "time-zone", "zone", help: "The time zone of clock times and dates (Europe/Berlin, UTC, +02:00).",
    defaultText: "the config's, else UTC")
  static let junit: Option<String?> = optionalOption(
    "junit", "file", help: "Also write a JUnit XML report (- for standard output, the report then on stderr)."
  )
  static let images = Option.flag(
    "images",
    help:
      "Also draw each snapshot as an SVG picture beside it (NAME.svg); a difference draws NAME.old.svg and NAME.new.svg, also with --verify."
  )
  static let noStyles = Option.flag("no-styles", help: "Leave the styles section out of snapshot files.")

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    var options = SnapshotOptions()
    options.paths = arguments[paths]
    let chosen = try modes.filter { try arguments[$0.option] }
    guard chosen.count <= 1 else {
      throw UsageError("choose one of --record, --verify, --accept, --reject", command: spec.name)
    }
    options.mode = chosen.first?.mode ?? .update
    options.prune = try arguments[prune]
    options.snapshotsDirectory = try arguments[snapshots]
    options.samplesDirectory = try arguments[samples]
    options.activity = try arguments[CommonOptions.activity]
    for (option, axis) in axes {
      guard let list = try arguments[option] else { continue }
      let values = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      do {
        try options.matrix.set(axis, to: values)
      } catch {
        throw UsageError("--\(option.spec.name): \(error.message)", command: spec.name)
      }
    }
    options.clock = try arguments[now]
    options.locale = try arguments[locale]
    options.timeZone = try arguments[timeZone]
    options.failOn = try arguments[CommonOptions.failOn].least
    options.junitPath = try arguments[junit]
    options.format = try arguments[CommonOptions.format] == .json ? .json : .text
    options.isCI = console.isCI
    options.includeStyles = try !arguments[noStyles]
    options.images = try arguments[images]
    options.sideBySideWidth = options.format == .text ? console.terminalColumns : nil
    let renderer = SnapshotRendering(console: console, activity: options.activity)
    let result = SnapshotRunner(
      options: options, previewStates: renderer.previewStateNames, prepare: renderer.prepare
    ).run()
    if options.junitPath == SnapshotOptions.standardOutputPath {
      console.err(result.output)
      console.out(result.report.junitXML)
    } else {
      console.out(result.output)
    }
    return ExitStatus(rawValue: result.exitStatus) ?? .badInput
  }
}
