import Foundation
import IsletModel
import IsletSwiftLayout

/// Swift sources translated by `islet-swift`, the program beside islet that links the
/// toolchain's swift-syntax: islet itself does not, so no other command pays at start for
/// loading and relocating those libraries. The request goes to its standard input as JSON and
/// the translation comes back on its standard output.
enum SwiftTranslatorProcess {
  static let executableName = "islet-swift"

  /// The translator beside this executable (symbolic links followed).
  static var executable: URL {
    let own =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(executableName)
  }

  /// Translates and compiles `files`; a translator that is missing or fails is bad input's
  /// kind of error (a message and exit status 2), not a silent empty layout.
  static func compile(
    _ files: [(name: String, text: String)], activity: String?, assetColors: [(name: String, color: String)]
  ) throws -> SwiftLayoutCompilation {
    let request = SwiftTranslationRequest(files: files, activity: activity, assetColors: assetColors)
    return SwiftLayoutCompilation.compile(try translate(request))
  }

  static func translate(_ request: SwiftTranslationRequest) throws -> SwiftTranslation {
    let translator = executable
    guard FileManager.default.isExecutableFile(atPath: translator.path) else {
      throw UsageError(
        "cannot read .swift files: \(executableName), the Swift translator, is not beside islet at '\(TerminalSafe.escape(translator.path))'; build it with `swift build --product \(executableName)` (with -c release for a release islet), or install it next to islet"
      )
    }
    let process = Process()
    process.executableURL = translator
    process.arguments = []
    let (input, output, errors) = (Pipe(), Pipe(), Pipe())
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      throw UsageError(
        "cannot run \(TerminalSafe.escape(translator.path)): \(TerminalSafe.escape("\(error)"))")
    }
    // The translator reads the whole request before it writes: no pipe fills both ways.
    try? input.fileHandleForWriting.write(contentsOf: try JSONEncoder().encode(request))
    try? input.fileHandleForWriting.close()
    let answer = output.fileHandleForReading.readDataToEndOfFile()
    let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let said = complaint.split(separator: "\n").first.map { String($0.trimmingPrefix("error: ")) }
      throw UsageError(
        said.map(TerminalSafe.escape)
          ?? "\(executableName) stopped (status \(process.terminationStatus)) without translating the Swift sources"
      )
    }
    do {
      return try JSONDecoder().decode(SwiftTranslation.self, from: answer)
    } catch {
      throw UsageError(
        "\(executableName) answered what islet cannot read: \(TerminalSafe.escape("\(error)"))")
    }
  }
}
