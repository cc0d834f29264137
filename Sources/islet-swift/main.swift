// islet-swift: the Swift translator islet runs for `.swift` inputs. Reads a
// `SwiftTranslationRequest` as JSON on standard input, writes the `SwiftTranslation` as JSON on
// standard output; on failure one `error:` line on standard error and exit status 2.
import Foundation
import IsletSwift
import IsletSwiftLayout

enum SwiftTranslatorMain {
  static func run() {
    // The whole request first: islet writes it all before it reads the answer.
    let input = FileHandle.standardInput.readDataToEndOfFile()
    if let reason = SwiftSourceSupport.unavailableReason { stopTranslating(reason) }
    guard let request = try? JSONDecoder().decode(SwiftTranslationRequest.self, from: input) else {
      stopTranslating(
        "islet-swift reads a translation request from islet on standard input; run islet instead")
    }
    let made = SwiftTranslator.translate(
      request.files.map { ($0.name, $0.text) }, activity: request.activity,
      assetColors: request.assetColors.map { ($0.name, $0.color) })
    guard let answer = try? JSONEncoder().encode(made) else {
      stopTranslating("cannot encode the translation")
    }
    FileHandle.standardOutput.write(answer)
  }

  /// Ends with one line on standard error and status 2.
  static func stopTranslating(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(2)
  }
}

SwiftTranslatorMain.run()
