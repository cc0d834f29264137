/// Where bytes stop being UTF-8, for messages that name the byte (a layout file, an argument).
public enum InvalidUTF8 {
  /// The offset of the first byte that makes `bytes` invalid UTF-8 (0 for valid or empty input).
  public static func firstOffset(in bytes: [UInt8]) -> Int {
    var low = 0
    var high = bytes.count
    while low < high {
      let mid = (low + high) / 2
      if String(validating: bytes[..<mid], as: UTF8.self) != nil || mid == 0 {
        low = mid + 1
      } else {
        high = mid
      }
    }
    return max(0, low - 1)
  }
}
