import Foundation
import IsletFindings
import IsletModel
import IsletSnapshot

extension SnapshotRunner {
  /// A layout found under the PATHs (an `.islet` file, a `.swift` file or a folder of Swift
  /// sources), with the folders that belong to it.
  struct Layout {
    var path: String
    /// What the layout is read from: `path`, or with it the other `.swift` files given (one
    /// source set, named by its first file).
    var sources: LayoutArgument
    /// The file name without `.islet` or `.swift`; a Swift folder's name; for Swift sources
    /// snapshotted with `--activity NAME`, that NAME.
    var name: String
    /// The `--activity` translated from Swift sources, when given.
    var activity: String?
    /// `__snapshots__` beside the layout, or the `--snapshots` folder.
    var snapshotRoot: String
    /// `<snapshotRoot>/<name>`.
    var snapshotFolder: String
    /// `NAME.snapshot.json` beside the layout.
    var configPath: String
  }

  /// The layouts a run covers, the snapshot roots it owns entirely (where a folder matching no
  /// layout is obsolete), and the PATH problems met on the way.
  struct Discovery {
    var layouts: [Layout] = []
    var ownedRoots: [String] = []
    var errors: [Finding] = []
  }

  static let snapshotsFolderName = "__snapshots__"
  static let layoutExtension = ".islet"

  /// Finds the layouts named by the options' PATHs (folders are searched recursively, skipping
  /// hidden files and folders and `__snapshots__`). A PATH is followed when it is a link;
  /// nothing found inside a folder is: a symbolic link, FIFO, device or socket that carries a
  /// layout's name (or a link to a folder) is reported and skipped, so the walk never leaves
  /// the folder, never loops and never opens anything that could block.
  func discover() -> Discovery {
    var discovery = Discovery()
    var seen = Set<String>()
    var walk = Walk()
    let paths = options.paths.isEmpty ? SnapshotOptions.defaultPaths : options.paths
    for argument in LayoutArgument.grouping(paths) {
      let path = argument.paths[0]
      do throws(Problem) {
        var found: [String] = []
        for other in argument.paths.dropFirst() where disk.kindFollowingLinks(of: other) != .file {
          throw Problem(.snapshotInputInvalid, "no such file: \(other)")
        }
        switch disk.kindFollowingLinks(of: path) {
        case nil:
          throw Problem(.snapshotInputInvalid, "no such file or folder: \(path)")
        case .file:
          guard path.hasSuffix(Self.layoutExtension) || path.hasSuffix(".swift") else {
            throw Problem(
              .snapshotInputInvalid,
              "\(path) is not a layout (expected a `.islet` file, Swift sources or a folder)")
          }
          found = [path]
        case .folder:
          let skippedBefore = walk.skipped.count
          let foldersBefore = walk.folders
          walk.layouts = []
          try Problem.input { () throws(SnapshotDisk.Failure) in try scan(path, into: &walk) }
          found = walk.layouts
          if found.isEmpty, !SwiftSourceInput.paths(path).isEmpty {
            // A folder of Swift sources and no `.islet` layout is one layout: the app's widget.
            found = [path]
            walk.folders = foldersBefore
          }
          if found.isEmpty && walk.skipped.count == skippedBefore {
            throw Problem(.snapshotInputInvalid, "no `.islet` layouts in \(path)")
          }
        case let kind?:
          throw Problem(.snapshotInputInvalid, "\(path) is \(kind.phrase), not a layout file or a folder")
        }
        for file in found where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
          do throws(Problem) {
            var found = try layout(at: file)
            if file == path { found.sources = argument }
            discovery.layouts.append(found)
          } catch {
            discovery.errors.append(error.finding)
          }
        }
      } catch {
        discovery.errors.append(error.finding)
      }
    }
    discovery.errors += walk.skipped.map(\.finding)
    if options.activity != nil {
      // The other activities' snapshots share these roots: none of them is obsolete.
      discovery.ownedRoots = []
    } else if let shared = options.snapshotsDirectory {
      if paths.allSatisfy({ disk.kindFollowingLinks(of: $0) == .folder }) { discovery.ownedRoots = [shared] }
    } else {
      discovery.ownedRoots = walk.folders.sorted().map { SnapshotDisk.join($0, Self.snapshotsFolderName) }
    }
    return discovery
  }

  /// What a folder walk found: layout files, every folder visited, and what it skipped.
  private struct Walk {
    var layouts: [String] = []
    var folders = Set<String>()
    var skipped: [Problem] = []
  }

  /// Collects the layouts in `folder` and below, and every folder visited, without following
  /// links.
  private func scan(_ folder: String, into walk: inout Walk) throws(SnapshotDisk.Failure) {
    walk.folders.insert(folder)
    for name in try disk.names(in: folder) where !name.hasPrefix(".") && name != Self.snapshotsFolderName {
      let path = SnapshotDisk.join(folder, name)
      let isLayoutName = name.hasSuffix(Self.layoutExtension)
      switch disk.kind(of: path) {
      case .folder?: try scan(path, into: &walk)
      case .file? where isLayoutName: walk.layouts.append(path)
      case .link? where isLayoutName || disk.kindFollowingLinks(of: path) == .folder:
        walk.skipped.append(
          Problem(
            .snapshotInputInvalid,
            "\(path) is a symbolic link; islet snapshot never follows links inside the folders it searches, "
              + "so it is skipped (name the real file or folder instead)"))
      case let kind? where isLayoutName && kind != .file && kind != .link:
        walk.skipped.append(
          Problem(.snapshotInputInvalid, "\(path) is \(kind.phrase), not a regular file, so it is skipped"))
      default: break
      }
    }
  }

  /// The layout at `path` with its folders; refused when its name (which names its snapshot
  /// folder) is empty, `.` or `..`, so no layout's snapshots can land outside `__snapshots__`.
  private func layout(at path: String) throws(Problem) -> Layout {
    let folder = SnapshotDisk.parent(of: path)
    let file = SnapshotDisk.name(of: path)
    // `delivery.islet`, `Delivery.swift` and a Swift folder `delivery/` are all named by their stem.
    let suffix = [Self.layoutExtension, ".swift"].first { file.hasSuffix($0) }
    let stem = String(file.dropLast(suffix?.count ?? 0))
    guard !stem.isEmpty && stem != "." && stem != ".." else {
      throw Problem(
        .snapshotInputInvalid,
        "\(path): a layout's name (its file name without `.islet`) names its snapshot folder, "
          + "so it cannot be empty, `.` or `..`; rename the file")
    }
    let activity = SwiftSourceInput.isSwift(path) ? options.activity : nil
    if let activity, activity.isEmpty || activity == "." || activity == ".." || activity.contains("/") {
      throw Problem(
        .snapshotInputInvalid,
        "--activity \(TerminalSafe.escape(activity)) names the snapshot folder of \(path), so it cannot be empty, `.`, `..` "
          + "or hold a `/`")
    }
    let name = activity ?? stem
    let snapshotRoot = options.snapshotsDirectory ?? SnapshotDisk.join(folder, Self.snapshotsFolderName)
    return Layout(
      path: path, sources: LayoutArgument(path), name: name, activity: activity, snapshotRoot: snapshotRoot,
      snapshotFolder: SnapshotDisk.join(snapshotRoot, name),
      configPath: SnapshotDisk.join(folder, SnapshotConfigFile.fileName(forLayout: stem)))
  }

  /// Checks that the layout's snapshot folder, and `__snapshots__` above it (unless it is the
  /// `--snapshots` folder named on the command line), are real folders or absent: a link there
  /// is never written through, listed or pruned.
  func checkSnapshotFolder(of layout: Layout) throws(Problem) {
    try Problem.input { () throws(SnapshotDisk.Failure) in
      if options.snapshotsDirectory == nil { _ = try disk.exists(layout.snapshotRoot, as: .folder) }
      _ = try disk.exists(layout.snapshotFolder, as: .folder)
    }
  }

  /// The layout's samples folder: `--samples DIR/<name>`, else `Samples/<name>` beside the
  /// layout's folder's parent or inside its folder, whichever exists first; nil when none does.
  /// A link on the way is a problem, not followed.
  func samplesFolder(for layout: Layout) throws(Problem) -> String? {
    try Problem.input { () throws(SnapshotDisk.Failure) -> String? in
      if let samples = options.samplesDirectory {
        let folder = SnapshotDisk.join(samples, layout.name)
        return try disk.exists(folder, as: .folder) ? folder : nil
      }
      let layoutFolder = SnapshotDisk.parent(of: layout.path)
      for base in [SnapshotDisk.parent(of: layoutFolder), layoutFolder] {
        let samples = SnapshotDisk.join(base, "Samples")
        let folder = SnapshotDisk.join(samples, layout.name)
        if try disk.exists(samples, as: .folder), try disk.exists(folder, as: .folder) { return folder }
      }
      return nil
    }
  }

  /// `attributes.json` in the samples folder, when it exists.
  func attributesPath(in samplesFolder: String?) throws(Problem) -> String? {
    guard let samplesFolder else { return nil }
    let path = SnapshotDisk.join(samplesFolder, "attributes.json")
    return try Problem.input { () throws(SnapshotDisk.Failure) in try disk.exists(path, as: .file) }
      ? path : nil
  }

  /// The sample states of a layout: `(name, path)` for every `states/*.json`, sorted; a single
  /// `default` state (no file) when there are none.
  func states(in samplesFolder: String?) throws(SnapshotDisk.Failure) -> [(name: String, path: String?)] {
    guard let samplesFolder else { return [("default", nil)] }
    let statesFolder = SnapshotDisk.join(samplesFolder, "states")
    guard try disk.exists(statesFolder, as: .folder) else { return [("default", nil)] }
    let files = try disk.names(in: statesFolder).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
    for file in files { _ = try disk.exists(SnapshotDisk.join(statesFolder, file), as: .file) }
    guard !files.isEmpty else { return [("default", nil)] }
    return files.map { (String($0.dropLast(".json".count)), SnapshotDisk.join(statesFolder, $0)) }
  }

  /// What a layout's cases share: the matrix, the clock, the locale and the time zone.
  struct Settings {
    var matrix: SnapshotMatrix
    var clock: Instant
    var locale: FormatLocale
    var timeZone: TimeZoneChoice
  }

  /// The settings for a layout: the defaults, its config file, then the command line.
  func settings(for layout: Layout) throws(Problem) -> Settings {
    var config = SnapshotConfigFile()
    if try Problem.input({ () throws(SnapshotDisk.Failure) in try disk.exists(layout.configPath, as: .file) })
    {
      let data = try Problem.input { () throws(SnapshotDisk.Failure) in try disk.read(layout.configPath) }
      do {
        config = try SnapshotConfigFile.parse(data)
      } catch {
        throw Problem(.snapshotConfigInvalid, "\(layout.configPath): \(error.message)")
      }
    }
    let matrix = SnapshotMatrix.standard.applying(config.matrix).applying(options.matrix)
    if let bad = (matrix.devices.map(\.name) + matrix.textSizes.map(\.name)).first(where: {
      !SnapshotMatrix.isValidName($0)
    }) {
      throw Problem(.snapshotConfigInvalid, "`\(bad)` is not a valid device or text-size name")
    }
    return Settings(
      matrix: matrix, clock: options.clock ?? config.clock ?? SnapshotHeader.defaultClock,
      locale: options.locale ?? config.locale ?? .enUS, timeZone: options.timeZone ?? config.timeZone ?? .utc)
  }
}
