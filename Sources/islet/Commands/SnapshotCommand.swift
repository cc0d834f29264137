import IsletCore

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
    arguments: [
      ArgumentSpec(
        name: "path", help: "Layout files or folders of them.", isRequired: false, isVariadic: true)
    ],
    options: [
      .flag("record", help: "Write every snapshot, replacing the stored ones."),
      .flag("verify", help: "Compare only; never write (implied when CI is set)."),
      .flag("accept", help: "Promote every pending .snap.new to its snapshot."),
      .flag("reject", help: "Delete every pending .snap.new."),
      .flag("prune", help: "Delete snapshots that no layout, state or matrix cell produces any more."),
      .value("snapshots", "dir", help: "Where snapshots live.", default: "__snapshots__ next to each layout"),
      .value("samples", "dir", help: "Where sample states live.", default: "Samples/ beside the layouts"),
      .value("devices", "list", help: "Comma-separated devices for the matrix."),
      .value("orientations", "list", help: "Comma-separated orientations (portrait, landscape)."),
      .value("text-sizes", "list", help: "Comma-separated text sizes."),
      .value("staleness", "list", help: "Comma-separated fresh, stale."),
      .value("now", "time", help: "The fixed clock.", default: "2026-01-01T09:00:00Z"),
      .value(
        "junit", "file",
        help: "Also write a JUnit XML report (- for standard output, the report then on stderr)."),
      .flag("no-styles", help: "Leave the styles section out of snapshot files."),
      CommonOptions.format, CommonOptions.failOn,
    ]
  )

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitStatus {
    var options = SnapshotOptions()
    options.paths = arguments.positionals
    let modes: [(String, SnapshotOptions.Mode)] = [
      ("record", .record), ("verify", .verify), ("accept", .accept), ("reject", .reject),
    ]
    let chosen = modes.filter { arguments.flag($0.0) }
    guard chosen.count <= 1 else {
      throw UsageError("choose one of --record, --verify, --accept, --reject", command: spec.name)
    }
    options.mode = chosen.first?.1 ?? .update
    options.prune = arguments.flag("prune")
    options.snapshotsDirectory = arguments.value("snapshots")
    options.samplesDirectory = arguments.value("samples")
    let axes: [(String, SnapshotMatrix.Axis)] = [
      ("devices", .devices), ("orientations", .orientations), ("text-sizes", .textSizes),
      ("staleness", .staleness),
    ]
    for (name, axis) in axes {
      guard let list = arguments.value(name) else { continue }
      let values = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      do {
        try options.matrix.set(axis, to: values)
      } catch {
        throw UsageError("--\(name): \(error.message)", command: spec.name)
      }
    }
    options.clock = try arguments.value("now").map { try TimeArgument.parse($0) }
    options.failOn = CommonOptions.failOn(arguments)
    options.junitPath = arguments.value("junit")
    options.format = CommonOptions.isJSON(arguments) ? .json : .text
    options.isCI = console.isCI
    options.includeStyles = !arguments.flag("no-styles")
    let renderer = SnapshotRendering(console: console)
    let result = SnapshotRunner(options: options, render: renderer.render).run()
    if options.junitPath == SnapshotOptions.standardOutputPath {
      console.err(result.output)
      console.out(result.report.junitXML)
    } else {
      console.out(result.output)
    }
    return ExitStatus(rawValue: result.exitStatus) ?? .badInput
  }
}
