/// A `String(format:)` format, parsed once when the layout is checked: literal text and the
/// printf conversions Swift's Foundation formats (`%d %i %u %x %X %f %F %@ %%`, flags `- + 0`
/// and space, a width, a precision, length modifiers such as `l`). Formatting is exact and
/// ignores the locale, as `String(format:)` without `locale:` does.
struct StringFormat: Sendable {
  enum Conversion: Sendable {
    /// `%d`, `%i`: a signed Int.
    case signed
    /// `%u`: an Int's bits as unsigned.
    case unsigned
    /// `%x`, `%X`.
    case hex(uppercase: Bool)
    /// `%f`, `%F`: a Double in fixed notation.
    case fixed
    /// `%@`: a String.
    case object
  }

  struct Specifier: Sendable {
    var leftAligned = false
    var zeroPadded = false
    /// `+` (always a sign) or space (a space where there is no sign).
    var positiveSign: String = ""
    var width = 0
    var precision: Int?
    var conversion = Conversion.signed

    /// Whether the argument must be a Double (else an Int, or a String for `%@`).
    var takesDouble: Bool { if case .fixed = conversion { true } else { false } }
    var takesString: Bool { if case .object = conversion { true } else { false } }
  }

  enum Piece: Sendable {
    case text(String)
    case specifier(Specifier)
  }

  /// The widest width or precision a format may ask for: far beyond any Live Activity's text,
  /// and small enough that a format cannot build a huge string from one number.
  static let largestWidth = 256

  var pieces: [Piece]

  var specifiers: [Specifier] {
    pieces.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
  }

  /// Parses `text`, or says what is wrong with it (a conversion islet does not format, a
  /// width over `largestWidth`, a `%` at the end).
  static func parse(_ text: String) -> Result<StringFormat, FormatError> {
    var pieces: [Piece] = []
    var literal = ""
    var characters = Substring(text)
    while let character = characters.popFirst() {
      guard character == "%" else {
        literal.append(character)
        continue
      }
      if characters.first == "%" {
        characters.removeFirst()
        literal.append("%")
        continue
      }
      var specifier = Specifier()
      while let flag = characters.first, "-+0 ".contains(flag) {
        characters.removeFirst()
        switch flag {
        case "-": specifier.leftAligned = true
        case "0": specifier.zeroPadded = true
        case "+": specifier.positiveSign = "+"
        default: if specifier.positiveSign.isEmpty { specifier.positiveSign = " " }
        }
      }
      guard let width = number(&characters) else { return .failure(.tooWide) }
      specifier.width = width
      if characters.first == "." {
        characters.removeFirst()
        guard let precision = number(&characters) else { return .failure(.tooWide) }
        specifier.precision = precision
      }
      while let length = characters.first, "lhqzjt".contains(length) { characters.removeFirst() }
      guard let letter = characters.popFirst() else { return .failure(.endsInPercent) }
      switch letter {
      case "d", "i": specifier.conversion = .signed
      case "u": specifier.conversion = .unsigned
      case "x", "X": specifier.conversion = .hex(uppercase: letter == "X")
      case "f", "F": specifier.conversion = .fixed
      case "@": specifier.conversion = .object
      default: return .failure(.unsupported(String(letter)))
      }
      if !literal.isEmpty { pieces.append(.text(literal)) }
      literal = ""
      pieces.append(.specifier(specifier))
    }
    if !literal.isEmpty { pieces.append(.text(literal)) }
    return .success(StringFormat(pieces: pieces))
  }

  enum FormatError: Error, Equatable {
    case unsupported(String)
    case tooWide
    case endsInPercent

    var message: String {
      switch self {
      case .unsupported(let letter):
        "`%\(letter)` is not a conversion islet formats: use %d, %i, %u, %x, %f (with a precision, `%.1f`), %@ or %%"
      case .tooWide: "a width or precision in a format is at most \(StringFormat.largestWidth)"
      case .endsInPercent: "the format ends in a lone `%`: write `%%` for a percent sign"
      }
    }
  }

  /// A run of digits, nil when it passes `largestWidth`; 0 when there are none.
  private static func number(_ characters: inout Substring) -> Int? {
    var value = 0
    while let digit = characters.first?.wholeNumberValue, characters.first?.isASCII == true {
      characters.removeFirst()
      value = value * 10 + digit
      if value > largestWidth { return nil }
    }
    return value
  }

  // MARK: - Formatting

  /// The text for one argument per specifier (Ints for integer conversions, Doubles for `%f`,
  /// Strings for `%@`); nil when an argument is missing or of another kind.
  func format(_ arguments: [FormatArgument]) -> String? {
    var out = ""
    var next = 0
    for piece in pieces {
      switch piece {
      case .text(let text): out += text
      case .specifier(let specifier):
        guard next < arguments.count, let text = Self.text(arguments[next], specifier) else { return nil }
        next += 1
        out += text
      }
    }
    return out
  }

  /// The size of what `format` produces for arguments of these sizes (strings' UTF-8 bytes),
  /// for the evaluation budget, before it is built.
  func size(stringBytes: Int) -> Int {
    pieces.reduce(stringBytes) { total, piece in
      switch piece {
      case .text(let text): total + text.utf8.count
      // A number's digits, its precision's and its width: at most a few hundred bytes.
      case .specifier(let specifier):
        total + specifier.width + (specifier.precision ?? 6) + (specifier.takesDouble ? 310 : 21)
      }
    }
  }

  enum FormatArgument: Sendable {
    case int(Int)
    case double(Double)
    case string(String)
  }

  private static func text(_ argument: FormatArgument, _ specifier: Specifier) -> String? {
    let sign: String
    let digits: String
    switch (specifier.conversion, argument) {
    case (.object, .string(let text)):
      return pad(text, sign: "", specifier, numeric: false)
    case (.signed, .int(let value)):
      sign = value < 0 ? "-" : specifier.positiveSign
      digits = precise(String(value.magnitude), specifier.precision)
    case (.unsigned, .int(let value)):
      sign = ""
      digits = precise(String(UInt(bitPattern: value)), specifier.precision)
    case (.hex(let uppercase), .int(let value)):
      sign = ""
      digits = precise(String(UInt(bitPattern: value), radix: 16, uppercase: uppercase), specifier.precision)
    case (.fixed, .double(let value)):
      guard value.isFinite else {
        let word = value.isNaN ? "nan" : "inf"
        return pad(
          value.sign == .minus && !value.isNaN ? "-" + word : word, sign: "", specifier, numeric: false)
      }
      sign = value.sign == .minus ? "-" : specifier.positiveSign
      digits = DecimalExpansion.fixed(value.magnitude, fractionDigits: specifier.precision ?? 6)
    default:
      return nil
    }
    return pad(digits, sign: sign, specifier, numeric: true)
  }

  /// An integer's digits with at least `precision` of them (printf's `%.3d`).
  private static func precise(_ digits: String, _ precision: Int?) -> String {
    guard let precision, precision > digits.count else { return digits }
    return String(repeating: "0", count: precision - digits.count) + digits
  }

  /// `body` after `sign`, padded to the width: on the right with spaces (`-`), else on the
  /// left with zeros after the sign (`0`, numbers only) or spaces before it.
  private static func pad(_ body: String, sign: String, _ specifier: Specifier, numeric: Bool) -> String {
    let length = sign.count + body.count
    guard specifier.width > length else { return sign + body }
    let fill = specifier.width - length
    if specifier.leftAligned { return sign + body + String(repeating: " ", count: fill) }
    if specifier.zeroPadded && numeric { return sign + String(repeating: "0", count: fill) + body }
    return String(repeating: " ", count: fill) + sign + body
  }
}
