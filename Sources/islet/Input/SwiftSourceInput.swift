import Foundation
import IsletCore
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
    guard !path.hasSuffix(".swift") else { return [(path, try InputFile.text(path))] }
    guard let enumerator = FileManager.default.enumerator(atPath: path) else {
      throw UsageError("cannot read the folder '\(TerminalSafe.escape(path))'")
    }
    var names: [String] = []
    while let relative = enumerator.nextObject() as? String {
      if relative.hasSuffix(".swift") { names.append(relative) }
    }
    guard !names.isEmpty else { throw UsageError("'\(TerminalSafe.escape(path))' holds no .swift files") }
    let folder = path.hasSuffix("/") ? path : path + "/"
    return try names.sorted().map { (folder + $0, try InputFile.text(folder + $0)) }
  }
}
