import Foundation
import IsletModel
import IsletSwift

/// Swift sources given where a layout is expected: a `.swift` file, or a folder whose `.swift`
/// files (searched recursively, in path order) make up a widget extension and the app's shared code.
enum SwiftSourceInput {
  /// Whether `path` names Swift sources rather than an `.islet` layout.
  static func isSwift(_ path: String) -> Bool {
    if path.hasSuffix(".swift") { return true }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// The Swift files `path` stands for, read as text.
  static func files(_ path: String) throws -> [(name: String, text: String)] {
    if let reason = SwiftSourceSupport.unavailableReason { throw UsageError(reason) }
    let paths = Self.paths(path)
    guard !paths.isEmpty else { throw UsageError("'\(TerminalSafe.escape(path))' holds no .swift files") }
    return try paths.map { ($0, try InputFile.text($0)) }
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
