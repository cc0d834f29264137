import Foundation

/// The process's edges a command may touch: output streams and the environment.
struct Console: Sendable {
  var environment: [String: String]

  /// Writes to standard output.
  func out(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }

  /// Writes to standard error.
  func err(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }

  /// Whether the `CI` environment variable is set (snapshot verification never writes then).
  var isCI: Bool { !(environment["CI"] ?? "").isEmpty }

  /// Colour is off when `NO_COLOR` is set to anything non-empty (https://no-color.org).
  var allowsColor: Bool { (environment["NO_COLOR"] ?? "").isEmpty }
}
