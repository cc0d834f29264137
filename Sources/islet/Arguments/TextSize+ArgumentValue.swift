import IsletDevices
import IsletFindings
import IsletModel

extension TextSize: ArgumentValue {
  /// A Dynamic Type size by name (`large`, `ax3`), with a "did you mean".
  init(argument text: String, option: String) throws(UsageError) {
    guard let size = TextSize(name: text) else {
      let names = TextSize.allCases.map(\.rawValue)
      throw .unknown("text size", text, among: names, hint: "sizes: \(names.joined(separator: ", "))")
    }
    self = size
  }
}
