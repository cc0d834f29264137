import Foundation
import IsletModel

/// Swift sources given where a layout is expected: `.swift` files, or a folder whose `.swift`
/// files (searched recursively, in path order) make up a widget extension and the app's shared code.
enum SwiftSourceInput {
  /// Whether `path` names Swift sources rather than an `.islet` layout.
  static func isSwift(_ path: String) -> Bool {
    if path.hasSuffix(".swift") { return true }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// The Swift files `layout` stands for, read as text.
  static func files(_ layout: LayoutArgument) throws -> [(name: String, text: String)] {
    let paths = Self.paths(layout)
    guard !paths.isEmpty else {
      throw UsageError("'\(TerminalSafe.escape(layout.name))' holds no .swift files")
    }
    return try paths.map { ($0, try InputFile.text($0)) }
  }

  /// The `.swift` files of every path of `layout`, each once, in path order (as one folder's).
  static func paths(_ layout: LayoutArgument) -> [String] {
    Set(layout.paths.flatMap(paths)).sorted()
  }

  /// The `.swift` files `path` names: itself, or those under the folder in path order.
  static func paths(_ path: String) -> [String] {
    guard !path.hasSuffix(".swift") else { return [path] }
    guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
    var names: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".swift") { names.append(relative) }
    }
    let folder = path.hasSuffix("/") ? path : path + "/"
    return names.sorted().map { folder + $0 }
  }
}
