extension FindingCode {
  /// The `S` codes.
  static let snapshotCodes: [FindingCode] = [
    .snapshotDiffers, .snapshotMissing, .snapshotObsolete, .snapshotUnreadable, .snapshotConfigInvalid,
    .snapshotInputInvalid,
  ]

  /// S001: the rendered sheet no longer matches the stored snapshot.
  public static let snapshotDiffers = FindingCode(
    "S001", "snapshot differs", .error,
    explanation: """
      The sheet rendered for this layout, sample state and matrix cell is not the one stored in
      `__snapshots__/`. Any change counts: a grid cell, a header field (clock, device, width-table
      version…), a style run or a finding.

      Example: after changing `text(phase.label)` to `text(phase.label).bold`, the snapshot
      `delivery/typical.iphone-15-pro.portrait.large.fresh.snap` differs in its `styles:` section.

      Fix: read the unified diff (it names the row and cell column of the first grid change). If
      the change is intended, accept it: `islet snapshot --accept` promotes the `.snap.new` files
      written beside the failed ones, or `islet snapshot --record` re-records everything. If not,
      fix the layout.
      """)

  /// S002: a snapshot does not exist yet and the run may not write it.
  public static let snapshotMissing = FindingCode(
    "S002", "snapshot missing", .error,
    explanation: """
      `--verify` (or any run with the `CI` environment variable set) never writes snapshots, so a
      layout, sample state or matrix cell without a stored snapshot fails instead of being
      recorded.

      Example: adding `Samples/delivery/states/late.json` and running `islet snapshot --verify`
      reports `delivery/late.iphone-15-pro.portrait.large.fresh.snap` as missing.

      Fix: run `islet snapshot` (or `--record`) locally and commit the new files under
      `__snapshots__/`.
      """)

  /// S003: a stored snapshot that no run produces any more.
  public static let snapshotObsolete = FindingCode(
    "S003", "obsolete snapshot", .warning,
    explanation: """
      A `.snap` file under `__snapshots__/` matches no layout, sample state or matrix cell of
      this run: a sample was renamed, a layout deleted, or the matrix narrowed. Obsolete
      snapshots are reported but do not fail the run.

      Example: renaming `typical.json` to `usual.json` leaves every `typical.….snap` obsolete.

      Fix: `islet snapshot --prune` removes them (not under `CI` or `--verify`).
      """)

  /// S004: a stored snapshot file that cannot be parsed.
  public static let snapshotUnreadable = FindingCode(
    "S004", "unreadable snapshot", .error,
    explanation: """
      The stored snapshot is not a valid islet snapshot file: a hand edit broke its frame, a merge
      left conflict markers, or it was written by a different format version (the first line
      names it, e.g. `islet snapshot v1`). It counts as a difference.

      Example: a merge conflict leaves `<<<<<<< HEAD` between two grid rows.

      Fix: re-record the snapshot (`islet snapshot --record PATH`) and review the result.
      """)

  /// S005: a bad snapshot configuration (config file, matrix value or clock).
  public static let snapshotConfigInvalid = FindingCode(
    "S005", "invalid snapshot configuration", .error,
    explanation: """
      A layout's `NAME.snapshot.json` or a matrix option on the command line cannot be used: it
      is not a JSON object, names an unknown key, gives an axis no values or a value that is not a
      valid name, or sets a clock that is not an ISO 8601 time.

      Example: `{"orientations": ["sideways"]}` — orientations are `portrait` and `landscape`.

      Fix: use the keys `devices`, `orientations`, `textSizes`, `staleness` (arrays of strings)
      and `clock` (e.g. "2026-01-01T09:00:00Z").
      """)

  /// S006: an input the snapshot run cannot use (path, layout, file access).
  public static let snapshotInputInvalid = FindingCode(
    "S006", "snapshot input error", .error,
    explanation: """
      The snapshot run could not use an input: a PATH that does not exist or holds no `.islet`
      layouts, a layout or sample state that cannot be rendered, two layouts with the same
      name sharing one `--snapshots` folder, a snapshot file that cannot be read or written, a
      layout named `.islet`, `..islet` or `...islet` (its name would lead out of
      `__snapshots__`), or a symbolic link, FIFO or device found where the run reads, writes
      or deletes: inside the folders it walks, islet snapshot follows no links and opens
      regular files only, so nothing outside the project is read, written or pruned and
      nothing blocks. The run skips what the message names, checks the rest and exits with
      status 2.

      Example: `islet snapshot Layout/` when the folder is called `Layouts/`; or
      `Layouts/__snapshots__/delivery` linked to a folder elsewhere.

      Fix: correct the path or the file the message names and run again; replace a link with
      the real file or folder, or name the folder it leads to on the command line.
      """)
}
