import Foundation
import IsletModel
import IsletPreview
import IsletSwiftLayout
import IsletTerminal

/// The live preview's layout from Swift sources: every `.swift` file of a folder (or the files
/// given) is watched; when any changes, appears or goes away, the sources are translated again and the
/// generated layout handed on. Sources that do not translate are reported at their Swift lines.
struct SwiftSourceWatcher: LayoutSourcePolling {
  let layout: LayoutArgument
  let activity: String?
  let maximumBytes: Int
  private var watchers: [String: LayoutFileWatcher] = [:]
  private var texts: [String: String] = [:]

  init(layout: LayoutArgument, activity: String?, maximumBytes: Int) {
    self.layout = layout
    self.activity = activity
    self.maximumBytes = maximumBytes
  }

  mutating func pollLayout(force: Bool) -> Result<LayoutSource, LayoutSourceError>? {
    let paths = Set(SwiftSourceInput.paths(layout))
    let path = layout.name
    var changed = force || paths != Set(watchers.keys)
    for gone in Set(watchers.keys).subtracting(paths) {
      watchers[gone] = nil
      texts[gone] = nil
    }
    for file in paths.sorted() {
      var watcher = watchers[file] ?? LayoutFileWatcher(path: file, maximumBytes: maximumBytes)
      switch watcher.poll(force: force || watchers[file] == nil) {
      case .success(let text)?:
        texts[file] = text
        changed = true
      case .failure(let error)?:
        watchers[file] = watcher
        return .failure(error)
      case nil:
        break
      }
      watchers[file] = watcher
    }
    guard changed else { return nil }
    guard !texts.isEmpty else {
      return .failure(
        LayoutSourceError(
          file: path, reason: .untranslatable("\(TerminalSafe.escape(path)): no .swift files")))
    }
    let files = texts.keys.sorted().map { (name: $0, text: texts[$0] ?? "") }
    let compilation: SwiftLayoutCompilation
    do {
      compilation = try SwiftTranslatorProcess.compile(
        files, activity: activity, assetColors: AssetCatalogColors.colors(near: layout))
    } catch {
      return .failure(LayoutSourceError(file: path, reason: .untranslatable(String(describing: error))))
    }
    guard compilation.layout != nil else {
      let findings = compilation.diagnostics.filter { $0.severity == .error }
      let text = findings.map { LayoutInput.format($0, sources: compilation.translation.sources) }
      return .failure(LayoutSourceError(file: path, reason: .untranslatable(text.joined(separator: "\n"))))
    }
    let sourceMap = compilation.translation.sourceMap
    return .success(
      LayoutSource(
        text: compilation.translation.layoutSource, file: sourceMap.generatedFile,
        locate: { sourceMap.remap($0) }))
  }
}
