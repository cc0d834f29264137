import Foundation
import IsletFindings
import IsletModel
import IsletSnapshot

/// Runs `islet snapshot`: finds layouts and their sample states, renders every case of the
/// matrix with the injected `render` function, compares with (or writes) the snapshot files,
/// and builds the report. All file access of the snapshot feature happens here.
struct SnapshotRunner {
  var options: SnapshotOptions
  /// Renders one case; a thrown error is reported as bad input for that case (exit 2).
  var render: (SnapshotCase) throws -> RenderedCase
  let disk = SnapshotDisk()

  init(options: SnapshotOptions, render: @escaping (SnapshotCase) throws -> RenderedCase) {
    self.options = options
    self.render = render
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
    if let junitPath = options.junitPath {
      do throws(Problem) {
        try Problem.input { () throws(SnapshotDisk.Failure) in try disk.write(report.junitXML, to: junitPath)
        }
      } catch {
        report.errors.append(error.finding)
      }
    }
    return SnapshotRunResult(report: report, output: options.format == .json ? report.json : report.text)
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

  /// Renders and compares every case of every layout, then finds obsolete snapshots.
  private func check(_ discovery: Discovery, into report: inout SnapshotReport) {
    var expected: [String: Set<String>] = [:]
    var claimedBy: [String: String] = [:]
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
        let (matrix, clock) = try settings(for: layout)
        let samples = samplesFolder(for: layout)
        let states = try Problem.input { () throws(SnapshotDisk.Failure) in try self.states(in: samples) }
        var names = Set<String>()
        for state in states {
          for variant in matrix.variants {
            let snapshotCase = SnapshotCase(
              layoutPath: layout.path, layoutName: layout.name, statePath: state.path, stateName: state.name,
              samplesFolder: samples, variant: variant, clock: clock)
            let fileName = variant.fileName(state: state.name)
            names.insert(fileName)
            report.outcomes.append(check(snapshotCase, in: layout, fileName: fileName))
          }
        }
        expected[layout.snapshotFolder] = names
      } catch {
        report.errors.append(error.finding)
      }
    }
    let obsolete = obsoleteSnapshots(
      expected: expected, claimed: Set(claimedBy.keys), roots: discovery.ownedRoots)
    report.obsolete = obsolete.map(TerminalSafe.escape)
    guard options.prune && writes else { return }
    for path in obsolete {
      do throws(Problem) {
        try Problem.input { () throws(SnapshotDisk.Failure) in
          try disk.remove(path)
          let pending = path + ".new"
          if disk.kind(of: pending) == .file { try disk.remove(pending) }
        }
        report.pruned.append(TerminalSafe.escape(path))
      } catch {
        report.errors.append(error.finding)
      }
    }
  }

  /// Renders one case and compares it with its snapshot file, writing what the mode allows.
  private func check(_ snapshotCase: SnapshotCase, in layout: Layout, fileName: String) -> SnapshotOutcome {
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
        layout: SnapshotDisk.name(of: layout.path), state: snapshotCase.stateName,
        variant: snapshotCase.variant,
        clock: snapshotCase.clock, widthTable: rendered.widthTable)
      let document = SnapshotDocument(
        header: header, grid: rendered.grid, findings: rendered.findings, includeStyles: options.includeStyles
      )
      if let level = options.failOn {
        outcome.blockingFindings = rendered.findings.filter { $0.severity >= level }
      }
      try Problem.input { () throws(SnapshotDisk.Failure) in
        try compare(document, path: path, pending: pending, outcome: &outcome)
      }
      if !outcome.blockingFindings.isEmpty { outcome.status = .failed }
    } catch {
      outcome.status = .error
      outcome.problems.append(error.finding)
    }
    return outcome
  }

  /// Compares `document` with the file at `path` and applies the mode.
  private func compare(
    _ document: SnapshotDocument, path: String, pending: String, outcome: inout SnapshotOutcome
  ) throws(SnapshotDisk.Failure) {
    let shown = outcome.path
    guard disk.kind(of: path) == .file else {
      if writes {
        try disk.write(document.text, to: path)
        outcome.status = .new
        outcome.notes.append("wrote \(shown)")
      } else {
        outcome.status = .failed
        outcome.problems.append(
          Finding(
            .snapshotMissing,
            "missing snapshot \(shown); record it with `islet snapshot` (without --verify and CI) and commit it"
          ))
      }
      return
    }
    let stored = String(decoding: try disk.read(path), as: UTF8.self)
    guard
      let comparison = SnapshotComparison.compare(
        stored: stored, rendered: document, storedLabel: shown, renderedLabel: "\(shown) (rendered)")
    else {
      if writes && disk.kind(of: pending) == .file {
        try disk.remove(pending)
        outcome.notes.append("removed the outdated \(TerminalSafe.escape(pending))")
      }
      return
    }
    if options.mode == .record && writes {
      try disk.write(document.text, to: path)
      if disk.kind(of: pending) == .file { try disk.remove(pending) }
      outcome.status = .new
      outcome.notes.append("re-recorded \(shown)")
      return
    }
    outcome.status = .failed
    outcome.comparison = comparison
    outcome.problems.append(
      comparison.unreadable == nil
        ? Finding(.snapshotDiffers, "\(shown) differs from the rendered sheet")
        : Finding(.snapshotUnreadable, "\(shown) is not a readable snapshot"))
    if writes {
      try disk.write(document.text, to: pending)
      outcome.notes.append(
        "wrote \(TerminalSafe.escape(pending)); review it, then run `islet snapshot --accept` or `--reject`")
    }
  }

  /// `.snap` files in the claimed folders that no case expects, and every `.snap` in the
  /// folders of owned roots that no layout claims.
  private func obsoleteSnapshots(
    expected: [String: Set<String>], claimed: Set<String>, roots: [String]
  ) -> [String] {
    var obsolete: [String] = []
    let snapSuffix = "." + SnapshotVariant.fileExtension
    func snapshots(in folder: String, keeping names: Set<String>) {
      let files = (try? disk.names(in: folder)) ?? []
      obsolete += files.filter { $0.hasSuffix(snapSuffix) && !names.contains($0) }.map {
        SnapshotDisk.join(folder, $0)
      }
    }
    for (folder, names) in expected.sorted(by: { $0.key < $1.key }) { snapshots(in: folder, keeping: names) }
    for root in roots {
      for name in (try? disk.names(in: root)) ?? [] {
        let folder = SnapshotDisk.join(root, name)
        if !claimed.contains(folder) && disk.kind(of: folder) == .folder {
          snapshots(in: folder, keeping: [])
        }
      }
    }
    return obsolete
  }

  /// `--accept` / `--reject`: promotes or deletes every pending `.snap.new` of the layouts.
  private func resolvePending(_ layouts: [Layout], into report: inout SnapshotReport) {
    let folders = Set(layouts.map(\.snapshotFolder)).sorted()
    let pendingSuffix = "." + SnapshotVariant.pendingExtension
    for folder in folders {
      do throws(Problem) {
        try Problem.input { () throws(SnapshotDisk.Failure) in
          for name in try disk.names(in: folder) where name.hasSuffix(pendingSuffix) {
            let pending = SnapshotDisk.join(folder, name)
            if options.mode == .accept {
              try disk.move(pending, to: String(pending.dropLast(".new".count)))
              report.accepted.append(TerminalSafe.escape(pending))
            } else {
              try disk.remove(pending)
              report.rejected.append(TerminalSafe.escape(pending))
            }
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
