import Foundation
import IsletFindings
import IsletModel
import IsletSnapshot

extension SnapshotRunner {
  /// A layout found under the PATHs (an `.islet` file, a `.swift` file or a folder of Swift
  /// sources), with the folders that belong to it.
  struct Layout {
    var path: String
    /// The file name without `.islet`.
    var name: String
    /// `__snapshots__/<name>` beside the layout, or `<--snapshots>/<name>`.
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
  /// hidden folders and `__snapshots__`).
  func discover() -> Discovery {
    var discovery = Discovery()
    var seen = Set<String>()
    var folders = Set<String>()
    let paths = options.paths.isEmpty ? SnapshotOptions.defaultPaths : options.paths
    for path in paths {
      do throws(Problem) {
        var found: [String] = []
        switch disk.kind(of: path) {
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
          var scanned = Set<String>()
          try Problem.input { () throws(SnapshotDisk.Failure) in
            try scan(path, layouts: &found, folders: &scanned)
          }
          if found.isEmpty, !SwiftSourceInput.paths(path).isEmpty {
            // A folder of Swift sources and no `.islet` layout is one layout: the app's widget.
            found = [path]
          } else {
            folders.formUnion(scanned)
          }
          if found.isEmpty { throw Problem(.snapshotInputInvalid, "no `.islet` layouts in \(path)") }
        }
        for file in found where seen.insert(URL(fileURLWithPath: file).standardizedFileURL.path).inserted {
          discovery.layouts.append(layout(at: file))
        }
      } catch {
        discovery.errors.append(error.finding)
      }
    }
    if let shared = options.snapshotsDirectory {
      if paths.allSatisfy({ disk.kind(of: $0) == .folder }) { discovery.ownedRoots = [shared] }
    } else {
      discovery.ownedRoots = folders.sorted().map { SnapshotDisk.join($0, Self.snapshotsFolderName) }
    }
    return discovery
  }

  /// Collects the layouts in `folder` and below, and every folder visited.
  private func scan(
    _ folder: String, layouts: inout [String], folders: inout Set<String>
  ) throws(SnapshotDisk.Failure) {
    folders.insert(folder)
    for name in try disk.names(in: folder) where !name.hasPrefix(".") && name != Self.snapshotsFolderName {
      let path = SnapshotDisk.join(folder, name)
      switch disk.kind(of: path) {
      case .folder: try scan(path, layouts: &layouts, folders: &folders)
      case .file where name.hasSuffix(Self.layoutExtension): layouts.append(path)
      default: break
      }
    }
  }

  private func layout(at path: String) -> Layout {
    let folder = SnapshotDisk.parent(of: path)
    let file = SnapshotDisk.name(of: path)
    // `delivery.islet`, `Delivery.swift` and a Swift folder `delivery/` are all named by their stem.
    let suffix = [Self.layoutExtension, ".swift"].first { file.hasSuffix($0) }
    let name = String(file.dropLast(suffix?.count ?? 0))
    let snapshotRoot = options.snapshotsDirectory ?? SnapshotDisk.join(folder, Self.snapshotsFolderName)
    return Layout(
      path: path, name: name, snapshotFolder: SnapshotDisk.join(snapshotRoot, name),
      configPath: SnapshotDisk.join(folder, SnapshotConfigFile.fileName(forLayout: name)))
  }

  /// The layout's samples folder: `--samples DIR/<name>`, else `Samples/<name>` beside the
  /// layout's folder's parent or inside its folder, whichever exists first; nil when none does.
  func samplesFolder(for layout: Layout) -> String? {
    if let samples = options.samplesDirectory {
      let folder = SnapshotDisk.join(samples, layout.name)
      return disk.kind(of: folder) == .folder ? folder : nil
    }
    let layoutFolder = SnapshotDisk.parent(of: layout.path)
    let candidates = [
      SnapshotDisk.join(SnapshotDisk.parent(of: layoutFolder), "Samples", layout.name),
      SnapshotDisk.join(layoutFolder, "Samples", layout.name),
    ]
    return candidates.first { disk.kind(of: $0) == .folder }
  }

  /// The sample states of a layout: `(name, path)` for every `states/*.json`, sorted; a single
  /// `default` state (no file) when there are none.
  func states(in samplesFolder: String?) throws(SnapshotDisk.Failure) -> [(name: String, path: String?)] {
    guard let samplesFolder else { return [("default", nil)] }
    let statesFolder = SnapshotDisk.join(samplesFolder, "states")
    let files = try disk.names(in: statesFolder).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
    guard !files.isEmpty else { return [("default", nil)] }
    return files.map { (String($0.dropLast(".json".count)), SnapshotDisk.join(statesFolder, $0)) }
  }

  /// The matrix and clock for a layout: the default, its config file, then the command line.
  func settings(for layout: Layout) throws(Problem) -> (matrix: SnapshotMatrix, clock: Instant) {
    var config = SnapshotConfigFile()
    if disk.kind(of: layout.configPath) == .file {
      let data = try Problem.input { () throws(SnapshotDisk.Failure) in try disk.read(layout.configPath) }
      do {
        config = try SnapshotConfigFile.parse(data)
      } catch {
        throw Problem(.snapshotConfigInvalid, "\(layout.configPath): \(error.message)")
      }
    }
    let matrix = SnapshotMatrix.standard.applying(config.matrix).applying(options.matrix)
    if let bad = (matrix.devices + matrix.textSizes).first(where: { !SnapshotMatrix.isValidName($0) }) {
      throw Problem(.snapshotConfigInvalid, "`\(bad)` is not a valid device or text-size name")
    }
    return (matrix, options.clock ?? config.clock ?? SnapshotHeader.defaultClock)
  }
}
