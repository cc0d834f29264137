import IsletFindings
import IsletLanguage
import IsletModel

/// A piece of generated `.islet` text on one line, with the Swift spans its parts came from.
struct IsletFragment: Sendable, ExpressibleByStringLiteral {
  /// A range of the text (Character offsets) that came from one place in Swift.
  struct Mark: Sendable {
    var start: Int
    var end: Int
    var span: SourceSpan
  }

  private(set) var text: String
  private(set) var marks: [Mark]
  private var length: Int

  init(_ text: String) {
    self.text = text
    marks = []
    length = text.count
  }

  init(stringLiteral value: String) { self.init(value) }

  /// `text` marked as coming from `span`.
  init(_ text: String, from span: SourceSpan) {
    self.init(text)
    marks = [Mark(start: 0, end: length, span: span)]
  }

  /// This fragment, marked as a whole as coming from `span` (inner marks stay and win).
  func marked(_ span: SourceSpan) -> IsletFragment {
    var copy = self
    copy.marks.insert(Mark(start: 0, end: length, span: span), at: 0)
    return copy
  }

  /// This fragment without its last character (`url?` → `url`).
  func droppingLast() -> IsletFragment {
    var copy = IsletFragment(String(text.dropLast()))
    copy.marks = marks.compactMap { mark in
      let end = min(mark.end, copy.length)
      return mark.start < end ? Mark(start: mark.start, end: end, span: mark.span) : nil
    }
    return copy
  }

  static func + (lhs: IsletFragment, rhs: IsletFragment) -> IsletFragment {
    var joined = lhs
    joined.append(rhs)
    return joined
  }

  mutating func append(_ other: IsletFragment) {
    marks += other.marks.map { Mark(start: $0.start + length, end: $0.end + length, span: $0.span) }
    text += other.text
    length += other.length
  }

  static func joined(_ parts: [IsletFragment], separator: String) -> IsletFragment {
    var result = IsletFragment("")
    for (index, part) in parts.enumerated() {
      if index > 0 { result.append(IsletFragment(separator)) }
      result.append(part)
    }
    return result
  }
}
