/// UUID's textual form, as `UUID(uuidString:)` (and so JSONDecoder) reads it: 32 hexadecimal
/// digits in groups of 8-4-4-4-12 separated by hyphens, either case; nothing around them.
public enum UUIDText {
  /// The form a UUID string must have, for help text.
  public static let form = "a UUID is 8-4-4-4-12 hexadecimal digits: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""

  /// The UUID in `text` as `uuidString` prints it (upper case), or nil when `text` is not one.
  public static func canonical(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    guard bytes.count == 36 else { return nil }
    var result = ""
    result.reserveCapacity(36)
    for (index, byte) in bytes.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        guard byte == UInt8(ascii: "-") else { return nil }
        result.append("-")
        continue
      }
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: "a")...UInt8(ascii: "f"):
        result.unicodeScalars.append(Unicode.Scalar(byte - 32))
      default: return nil
      }
    }
    return result
  }
}
