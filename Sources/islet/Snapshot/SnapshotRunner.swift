import Foundation
import IsletCanvas
import IsletFindings
import IsletModel
import IsletSnapshot

/// Runs `islet snapshot`: finds layouts and their sample states, renders every case of the
/// matrix with the injected `prepare` function, compares with (or writes) the snapshot files,
/// and builds the report. All file access of the snapshot feature happens here.
struct SnapshotRunner {
  /// Renders the cases of one sample state, from what `prepare` loaded for them; a thrown
  /// error is reported as bad input for that case (exit 2). It runs on every core, so it never
  /// writes to the console.
  typealias StateRenderer = @Sendable (SnapshotCase) throws -> RenderedCase

  var options: SnapshotOptions
  /// Loads what the cases of a state share from the state's first case and returns their
  /// renderer; a thrown error (its reasons printed first, if any) is reported as bad input for
  /// the case (exit 2), and the state's other cases each prepare and fail on their own.
  var prepare: (SnapshotCase) throws -> StateRenderer
  /// The names of a layout's preview states (by path); a layout without sample files and with
  /// several of them gets a case for each.
  var previewStates: (LayoutArgument) -> [String]
  let disk = SnapshotDisk()
  /// The finding lines of the run's snapshots, each made once.
  private let findingLines = SnapshotFindingLines()

  init(
    options: SnapshotOptions, previewStates: @escaping (LayoutArgument) -> [String] = { _ in [] },
    prepare: @escaping (SnapshotCase) throws -> StateRenderer
  ) {
    self.options = options
    self.previewStates = previewStates
    self.prepare = prepare
  }

  /// Whether this run may write snapshot files (never with `--verify` or under CI).
  var writes: Bool { !options.isCI && options.mode != .verify }

  /// Does the whole run; never throws (problems are in the report, with exit status 2).
  func run() -> SnapshotRunResult {
    var report = SnapshotReport()
    if let conflict = modeConflict() {
      report.errors.append(conflict.finding)
    } else {
      let discovery = discover()
      report.errors += discovery.errors
      switch options.mode {
      case .accept, .reject: resolvePending(discovery.layouts, into: &report)
      case .update, .record, .verify: check(discovery, into: &report)
      }
    }
    if let junitPath = options.junitPath, junitPath != SnapshotOptions.standardOutputPath {
      do throws(Problem) {
        try Problem.input { () throws(SnapshotDisk.Failure) in try writeReport(report.junitXML, to: junitPath)
        }
      } catch {
        report.errors.append(error.finding)
      }
    }
    return SnapshotRunResult(report: report, output: options.format == .json ? report.json : report.text)
  }

  /// Writes a report file named on the command line: a regular file (or a new one) atomically,
  /// anything else (a FIFO, a device, a link) in place, so it is never replaced by a file.
  private func writeReport(_ text: String, to path: String) throws(SnapshotDisk.Failure) {
    if let kind = disk.kind(of: path), kind != .file {
      try disk.writeInPlace(text, to: path)
    } else {
      try disk.write(text, to: path)
    }
  }

  /// Options that contradict each other or the CI rule.
  private func modeConflict() -> Problem? {
    let writingMode = options.mode == .record || options.mode == .accept || options.mode == .reject
    if options.isCI && (writingMode || options.prune) {
      return Problem(
        .snapshotInputInvalid,
        "CI is set, so islet snapshot never writes; --record, --accept, --reject and --prune need CI unset")
    }
    if options.prune && options.mode != .update && options.mode != .record {
      return Problem(
        .snapshotInputInvalid,
        "--prune removes files, so it cannot be combined with --verify, --accept or --reject")
    }
    return nil
  }

  /// The cases of a layout without sample files: `default` (its first preview state), or one
  /// per preview state when it has several, named by the preview state with characters a
  /// snapshot file name does not take as `-` (`Night 1` → `Night-1`).
  private func previewCases(of layout: Layout) -> [(name: String, path: String?, preview: String?)] {
    let previews = previewStates(layout.sources)
    guard previews.count > 1 else { return [("default", nil, nil)] }
    var taken: Set<String> = []
    return previews.map { preview in
      let base = String(
        preview.unicodeScalars.map { SnapshotMatrix.isValidName(String($0)) ? Character($0) : "-" })
      var name = base.isEmpty ? "preview" : base
      var number = 2
      while !taken.insert(name).inserted {
        name = "\(base)-\(number)"
        number += 1
      }
      return (name, nil, preview)
    }
  }

  /// Renders and compares every case of every layout, then finds obsolete snapshots.
  private func check(_ discovery: Discovery, into report: inout SnapshotReport) {
    var expected: [String: Set<String>] = [:]
    var claimedBy: [String: String] = [:]
    var entries: [Checks.Entry] = []
    let waiting = SnapshotCheckQueue<Checks.Waiting, [SnapshotOutcome]>()
    func queueEveryLayout() {
      for layout in discovery.layouts {
        if let other = claimedBy[layout.snapshotFolder] {
          report.errors.append(
            Problem(
              .snapshotInputInvalid,
              "\(layout.path) and \(other) would share the snapshot folder \(layout.snapshotFolder); rename one"
            ).finding)
          continue
        }
        claimedBy[layout.snapshotFolder] = layout.path
        do throws(Problem) {
          let cases = try cases(of: layout)
          queue(cases, in: layout, into: &entries, waiting: waiting)
          expected[layout.snapshotFolder] = Set(cases.map(\.fileName))
        } catch {
          report.errors.append(error.finding)
        }
      }
    }
    if writes {
      queueEveryLayout()
    } else {
      // This thread prepares the states, in order, while the other cores check the cases of
      // those already prepared; then it checks cases too.
      let takers = max(1, ProcessInfo.processInfo.activeProcessorCount)
      nonisolated(unsafe) let runner = self
      let helpers = DispatchGroup()
      for _ in 1..<takers {
        DispatchQueue.global().async(group: helpers) { runner.checkEvery(in: waiting) }
      }
      queueEveryLayout()
      waiting.close(takers: takers)
      checkEvery(in: waiting)
      helpers.wait()
    }
    report.outcomes = entries.map { entry in
      switch entry {
      case .checked(let outcome): outcome
      case .waiting(let number, let offset): waiting.outcome(number)[offset]
      }
    }
    let obsolete = obsoleteSnapshots(
      expected: expected, claimed: Set(claimedBy.keys), roots: discovery.ownedRoots, into: &report)
    report.obsolete = obsolete.map(TerminalSafe.escape)
    guard options.prune && writes else { return }
    for path in obsolete {
      do throws(Problem) {
        try Problem.input { () throws(SnapshotDisk.Failure) in
          try disk.remove(path)
          let pending = path + ".new"
          if try disk.exists(pending, as: .file) { try disk.remove(pending) }
        }
        report.pruned.append(TerminalSafe.escape(path))
      } catch {
        report.errors.append(error.finding)
      }
    }
  }

  /// Every case of a layout: each state of its samples (or preview) in each matrix cell, with
  /// its snapshot file's name.
  private func cases(of layout: Layout) throws(Problem) -> [(snapshotCase: SnapshotCase, fileName: String)] {
    try checkSnapshotFolder(of: layout)
    let settings = try settings(for: layout)
    let samples = try samplesFolder(for: layout)
    let attributes = try attributesPath(in: samples)
    let files = try Problem.input { () throws(SnapshotDisk.Failure) in try self.states(in: samples) }
    let states =
      files.count == 1 && files[0].path == nil
      ? previewCases(of: layout) : files.map { ($0.name, $0.path, nil) }
    var cases: [(snapshotCase: SnapshotCase, fileName: String)] = []
    for state in states {
      for variant in settings.matrix.variants {
        let snapshotCase = SnapshotCase(
          layoutPath: layout.path, layoutSources: layout.sources, layoutName: layout.name,
          statePath: state.path, stateName: state.name,
          previewState: state.preview, attributesPath: attributes, variant: variant,
          clock: settings.clock,
          locale: settings.locale, timeZone: settings.timeZone)
        cases.append((snapshotCase, variant.fileName(state: state.name)))
      }
    }
    return cases
  }

  /// A run's cases in order: each checked where it was queued, or waiting in a
  /// `SnapshotCheckQueue` for a core to check it.
  private enum Checks {
    enum Entry {
      case checked(SnapshotOutcome)
      /// The number of the case's job in the queue, and the case's place in the job.
      case waiting(Int, Int)
    }

    /// Cases left to check, one after another on one core, with their state's renderer: the
    /// cells of a state that differ only in staleness, which look at it in the same viewing
    /// conditions, so the second can take the sheet of the first when their views agree
    /// (`SnapshotSheetCache`).
    struct Waiting {
      var cases: [(snapshotCase: SnapshotCase, fileName: String)]
      var layout: Layout
      var render: StateRenderer
    }
  }

  /// Adds a layout's cases to `entries`, state by state. Each state is prepared here, in
  /// order, from its first case. A run that writes nothing (`--verify`, CI) hands the
  /// prepared states' cases to `waiting`, for every core to check; a run that writes checks
  /// them here, one by one. A state that does not load is checked here too: each of its cases
  /// prepares again and fails, printing its reasons on stderr in the order of the cases.
  private func queue(
    _ cases: [(snapshotCase: SnapshotCase, fileName: String)], in layout: Layout,
    into entries: inout [Checks.Entry], waiting: SnapshotCheckQueue<Checks.Waiting, [SnapshotOutcome]>
  ) {
    var start = cases.startIndex
    while start < cases.endIndex {
      let state = cases[start].snapshotCase.stateName
      let end = cases[start...].firstIndex { $0.snapshotCase.stateName != state } ?? cases.endIndex
      let render: StateRenderer
      do {
        render = try prepare(cases[start].snapshotCase)
      } catch {
        let first = cases[start]
        entries.append(
          .checked(check(first.snapshotCase, in: layout, fileName: first.fileName) { _ in throw error }))
        for later in cases[(start + 1)..<end] {
          let outcome = check(later.snapshotCase, in: layout, fileName: later.fileName) {
            try prepare($0)($0)
          }
          entries.append(.checked(outcome))
        }
        start = end
        continue
      }
      var job = start
      while job < end {
        let viewing = cases[job].snapshotCase.variant.viewing
        let jobEnd = cases[job..<end].firstIndex { $0.snapshotCase.variant.viewing != viewing } ?? end
        if writes {
          for one in cases[job..<jobEnd] {
            entries.append(
              .checked(check(one.snapshotCase, in: layout, fileName: one.fileName, render: render)))
          }
        } else {
          let number = waiting.add(
            Checks.Waiting(cases: Array(cases[job..<jobEnd]), layout: layout, render: render))
          entries += (0..<(jobEnd - job)).map { .waiting(number, $0) }
        }
        job = jobEnd
      }
      start = end
    }
  }

  /// Checks the cases `waiting` hands out until it is closed and empty.
  private func checkEvery(in waiting: SnapshotCheckQueue<Checks.Waiting, [SnapshotOutcome]>) {
    while let (number, job) = waiting.take() {
      let outcomes = job.cases.map { one in
        check(one.snapshotCase, in: job.layout, fileName: one.fileName, render: job.render)
      }
      waiting.finish(number, with: outcomes)
    }
  }

  /// Renders one case with `render` and compares it with its snapshot file, writing what the
  /// mode allows.
  private func check(
    _ snapshotCase: SnapshotCase, in layout: Layout, fileName: String,
    render: (SnapshotCase) throws -> RenderedCase
  ) -> SnapshotOutcome {
    let path = SnapshotDisk.join(layout.snapshotFolder, fileName)
    let pending = path + ".new"
    let shown = TerminalSafe.escape(path)
    let name = TerminalSafe.escape(
      "\(layout.name)/\(fileName.dropLast(SnapshotVariant.fileExtension.count + 1))")
    var outcome = SnapshotOutcome(name: name, path: shown, status: .passed)
    do throws(Problem) {
      let rendered: RenderedCase
      do {
        rendered = try render(snapshotCase)
      } catch {
        throw Problem(.snapshotInputInvalid, "cannot render \(name): \(error)")
      }
      let header = SnapshotHeader(
        layout: SnapshotDisk.name(of: layout.path) + (layout.activity.map { " (\($0))" } ?? ""),
        state: snapshotCase.stateName,
        variant: snapshotCase.variant, clock: snapshotCase.clock, widthTable: rendered.widthTable,
        locale: snapshotCase.locale.identifier, timeZone: snapshotCase.timeZone.name)
      let bytes = SnapshotDocument.utf8Text(
        header: header, grid: rendered.grid, findingLines: findingLines.lines(of: rendered.findings),
        includeStyles: options.includeStyles)
      if let level = options.failOn {
        outcome.blockingFindings = rendered.findings.filter { $0.severity >= level }
      }
      try Problem.input { () throws(SnapshotDisk.Failure) in
        try compare(bytes, path: path, pending: pending, outcome: &outcome) {
          SnapshotDocument(
            header: header, grid: rendered.grid, findings: rendered.findings,
            includeStyles: options.includeStyles)
        }
      }
      if !outcome.blockingFindings.isEmpty { outcome.status = .failed }
    } catch {
      outcome.status = .error
      outcome.problems.append(error.finding)
    }
    return outcome
  }

  /// Compares the rendered snapshot's bytes with the file at `path` and applies the mode. The
  /// usual case, a file that matches byte for byte, needs nothing else; a difference, a write
  /// or a picture needs the rendered document, which `makeDocument` builds (once).
  private func compare(
    _ bytes: [UInt8], path: String, pending: String, outcome: inout SnapshotOutcome,
    document makeDocument: () -> SnapshotDocument
  ) throws(SnapshotDisk.Failure) {
    var built: SnapshotDocument?
    func document() -> SnapshotDocument {
      if let built { return built }
      let document = makeDocument()
      built = document
      return document
    }
    func text() -> String { String(decoding: bytes, as: UTF8.self) }
    let shown = outcome.path
    let hasPending = try disk.exists(pending, as: .file)
    guard try disk.exists(path, as: .file) else {
      if writes {
        try disk.write(text(), to: path)
        try writeImage(document(), at: path, as: "", outcome: &outcome)
        outcome.status = .new
        outcome.notes.append("wrote \(shown)")
      } else {
        try writeImage(document(), at: path, as: ".new", outcome: &outcome)
        outcome.status = .failed
        outcome.problems.append(
          Finding(
            .snapshotMissing,
            "missing snapshot \(shown); record it with `islet snapshot` (without --verify and CI) and commit it"
          ))
      }
      return
    }
    let storedBytes = try disk.read(path)
    let stored = Self.equal(storedBytes, bytes) ? nil : String(decoding: storedBytes, as: UTF8.self)
    guard let stored,
      let comparison = SnapshotComparison.compare(
        stored: stored, rendered: document(), storedLabel: shown, renderedLabel: "\(shown) (rendered)",
        sideBySideWidth: options.sideBySideWidth)
    else {
      if writes && hasPending {
        try disk.remove(pending)
        outcome.notes.append("removed the outdated \(TerminalSafe.escape(pending))")
      }
      if writes { try writeImage(document(), at: path, as: "", outcome: &outcome) }
      return
    }
    if options.mode == .record && writes {
      try disk.write(text(), to: path)
      try writeImage(document(), at: path, as: "", outcome: &outcome)
      if hasPending { try disk.remove(pending) }
      outcome.status = .new
      outcome.notes.append("re-recorded \(shown)")
      return
    }
    outcome.status = .failed
    outcome.comparison = comparison
    if let old = try? SnapshotDocument.parse(stored) {
      try writeImage(old, at: path, as: ".old", outcome: &outcome)
    }
    try writeImage(document(), at: path, as: ".new", outcome: &outcome)
    outcome.problems.append(
      comparison.unreadable == nil
        ? Finding(.snapshotDiffers, "\(shown) differs from the rendered sheet")
        : Finding(.snapshotUnreadable, "\(shown) is not a readable snapshot"))
    if writes {
      try disk.write(text(), to: pending)
      outcome.notes.append(
        "wrote \(TerminalSafe.escape(pending)); review it, then run `islet snapshot --accept` or `--reject`")
    }
  }

  /// Whether a file's bytes are exactly `bytes`.
  private static func equal(_ data: Data, _ bytes: [UInt8]) -> Bool {
    data.count == bytes.count
      && data.withUnsafeBytes { stored in
        bytes.withUnsafeBytes { rendered in
          stored.isEmpty || memcmp(stored.baseAddress!, rendered.baseAddress!, stored.count) == 0
        }
      }
  }

  /// With `--images`, draws `document` as `NAME<suffix>.svg` beside the snapshot at `path`
  /// (`NAME.svg`, or `.old`/`.new` for the two sides of a change); the note says where.
  private func writeImage(
    _ document: @autoclosure () -> SnapshotDocument, at path: String, as suffix: String,
    outcome: inout SnapshotOutcome
  ) throws(SnapshotDisk.Failure) {
    guard options.images else { return }
    let image = String(path.dropLast(SnapshotVariant.fileExtension.count + 1)) + suffix + ".svg"
    try disk.write(
      GridPicture.svg(document().grid, title: "islet snapshot · \(outcome.name)\(suffix)"), to: image)
    if !suffix.isEmpty {
      outcome.notes.append("drew \(TerminalSafe.escape(image))")
      return
    }
    // The snapshot matches now: the pictures of an earlier difference are gone with it.
    for side in [".old.svg", ".new.svg"] {
      let stale = String(image.dropLast(".svg".count)) + side
      if try disk.exists(stale, as: .file) { try disk.remove(stale) }
    }
  }

  /// `.snap` files in the claimed folders that no case expects, every `.snap` in the folders
  /// of owned roots that no layout claims, and the temporary files of writes that never
  /// finished (a run killed mid-write) in either. Links are reported, never followed or listed.
  private func obsoleteSnapshots(
    expected: [String: Set<String>], claimed: Set<String>, roots: [String], into report: inout SnapshotReport
  ) -> [String] {
    var obsolete: [String] = []
    let snapSuffix = "." + SnapshotVariant.fileExtension
    func isObsolete(_ name: String, keeping names: Set<String>) -> Bool {
      name.hasSuffix(snapSuffix) ? !names.contains(name) : SnapshotDisk.isUnfinishedWrite(name)
    }
    func snapshots(in folder: String, keeping names: Set<String>) {
      let files = (try? disk.names(in: folder)) ?? []
      for path in files.filter({ isObsolete($0, keeping: names) }).map({ SnapshotDisk.join(folder, $0) }) {
        do throws(Problem) {
          if try Problem.input({ () throws(SnapshotDisk.Failure) in try disk.exists(path, as: .file) }) {
            obsolete.append(path)
          }
        } catch {
          report.errors.append(error.finding)
        }
      }
    }
    for (folder, names) in expected.sorted(by: { $0.key < $1.key }) { snapshots(in: folder, keeping: names) }
    for root in roots where root == options.snapshotsDirectory || disk.kind(of: root) == .folder {
      for name in (try? disk.names(in: root)) ?? [] {
        let folder = SnapshotDisk.join(root, name)
        guard !claimed.contains(folder) else { continue }
        do throws(Problem) {
          if try Problem.input({ () throws(SnapshotDisk.Failure) in try disk.exists(folder, as: .folder) }) {
            snapshots(in: folder, keeping: [])
          }
        } catch {
          report.errors.append(error.finding)
        }
      }
    }
    return obsolete
  }

  /// `--accept` / `--reject`: promotes or deletes every pending `.snap.new` of the layouts.
  private func resolvePending(_ layouts: [Layout], into report: inout SnapshotReport) {
    let pendingSuffix = "." + SnapshotVariant.pendingExtension
    var folders = Set<String>()
    for layout in layouts.sorted(by: { $0.snapshotFolder < $1.snapshotFolder })
    where folders.insert(layout.snapshotFolder).inserted {
      do throws(Problem) {
        try checkSnapshotFolder(of: layout)
        let names = try Problem.input { () throws(SnapshotDisk.Failure) in
          try disk.names(in: layout.snapshotFolder)
        }
        for name in names where name.hasSuffix(pendingSuffix) {
          let pending = SnapshotDisk.join(layout.snapshotFolder, name)
          let snapshot = String(pending.dropLast(".new".count))
          do throws(Problem) {
            try Problem.input { () throws(SnapshotDisk.Failure) in
              guard try disk.exists(pending, as: .file) else { return }
              if options.mode == .accept {
                _ = try disk.exists(snapshot, as: .file)
                try disk.move(pending, to: snapshot)
                report.accepted.append(TerminalSafe.escape(pending))
              } else {
                try disk.remove(pending)
                report.rejected.append(TerminalSafe.escape(pending))
              }
            }
          } catch {
            report.errors.append(error.finding)
          }
        }
      } catch {
        report.errors.append(error.finding)
      }
    }
  }
}

/// The outcome of `SnapshotRunner.run()`: the report, the text to print on standard output,
/// and the exit status (0 all matched, 1 a difference or blocking finding, 2 bad input).
struct SnapshotRunResult {
  var report: SnapshotReport
  /// The report as text or JSON, per `--format`.
  var output: String
  var exitStatus: Int32 { report.exitStatus }
}
