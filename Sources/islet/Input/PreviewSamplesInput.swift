import Foundation
import IsletPreview

/// The sample states the preview cycles through with `n`: `Samples/<layout>/states/*.json`
/// beside the layout's folder or inside it (the folders `islet snapshot` reads), sorted by
/// name. Only regular files are read; one that cannot be read is kept empty, so the preview
/// says it is not JSON when it comes up.
enum PreviewSamplesInput {
  static func load(layoutPath: String) -> [PreviewSample] {
    let layout = URL(fileURLWithPath: layoutPath)
    let name = layout.deletingPathExtension().lastPathComponent
    let folder = layout.deletingLastPathComponent()
    for base in [folder.deletingLastPathComponent(), folder] {
      let states = base.appendingPathComponent("Samples").appendingPathComponent(name)
        .appendingPathComponent("states")
      guard let files = try? FileManager.default.contentsOfDirectory(atPath: states.path) else { continue }
      return files.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().compactMap { file in
        let path = states.appendingPathComponent(file).path
        let kind = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        guard kind == .typeRegular else { return nil }
        return PreviewSample(
          name: String(file.dropLast(".json".count)), bytes: (try? InputFile.bytes(path)) ?? [])
      }
    }
    return []
  }
}
