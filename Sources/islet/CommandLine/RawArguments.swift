import Foundation
import IsletModel

/// The process's arguments as the bytes they are. `CommandLine.arguments` repairs invalid
/// UTF-8 to U+FFFD, so a file whose name is not UTF-8 turned into the name of another,
/// missing file ("no such file"); here such an argument is refused with the real reason.
enum RawArguments {
  /// The arguments after the program name, each as its bytes.
  static func bytes() -> [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return [] }
      return argument.withMemoryRebound(to: UInt8.self, capacity: strlen(argument) + 1) {
        Array(UnsafeBufferPointer(start: $0, count: strlen(argument)))
      }
    }
  }

  /// `arguments` as text; a usage error for the first that is not valid UTF-8, naming the
  /// byte and saying when a file of that name exists.
  static func decode(_ arguments: [[UInt8]]) throws(UsageError) -> [String] {
    try arguments.map { (bytes) throws(UsageError) -> String in
      if let text = String(validating: bytes, as: UTF8.self) { return text }
      let shown = TerminalSafe.escape(String(decoding: bytes, as: UTF8.self))
      let byte = InvalidUTF8.firstOffset(in: bytes)
      let exists = access(bytes.map { CChar(bitPattern: $0) } + [0], F_OK) == 0
      throw UsageError(
        exists
          ? "cannot use '\(shown)': the file exists, but its name is not valid UTF-8 (byte \(byte)); "
            + "islet takes file names as UTF-8 text, so rename it"
          : "argument '\(shown)' is not valid UTF-8 (byte \(byte)); islet takes arguments as UTF-8 text")
    }
  }
}
