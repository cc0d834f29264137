extension [UInt8] {
  /// Appends `text`'s UTF-8 bytes as one copy from its contiguous storage (appending a
  /// `String.UTF8View` goes through the generic sequence path, about five times the cost).
  mutating func appendUTF8(_ text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }
}
