import IsletFindings
import IsletModel

/// Decodes `attributes` and `content-state` JSON against a `Schema` exactly as a default
/// `JSONDecoder` decodes a synthesized `Codable` struct on the device.
///
/// Where JSONDecoder stops at the first error, this reports every failing field (each one
/// alone would drop the push) so a backend developer can fix them in one pass.
public enum ActivityKitDecoder {
  /// A Date above this many seconds since 2001 decodes to after 2032: almost always Unix time.
  public static let unixLookingDateThreshold: Double = 1e9

  /// Decodes the struct with `fields` (using the enums and structs of `schema`) from `json`. Returns the record, or nil when decoding
  /// fails (iOS drops the push); `sink` receives every error and warning, located under
  /// `path` (e.g. `aps.content-state`) in the push it is checking. A struct that decodes itself
  /// in a way islet does not read (`unchecked`, the schema's `attributesDecoding` or
  /// `stateDecoding`) is not checked: one note says so, and the record holds what decoded.
  public static func decode(
    _ json: JSONElement, fields: [Field], schema: Schema, path: String, unchecked: UncheckedDecoding? = nil,
    sink: inout FindingSink
  ) -> Record? {
    // The context reports into a sink of its own: copying the caller's would copy its findings.
    var context = Context(enums: schema.enums, structs: schema.structs, sink: FindingSink(sink.scope))
    defer { if !context.sink.findings.isEmpty { sink.append(contentsOf: context.sink.take()) } }
    let keyPath = KeyPath(parent: path, component: nil)
    if let unchecked {
      return context.uncheckedRecord(json, fields: fields, path: keyPath, decoding: unchecked)
    }
    return context.record(json, fields: fields, path: keyPath)
  }

  /// A key path built only when a finding needs its text: decoding valid pushes never
  /// concatenates long strings.
  private struct KeyPath: CustomStringConvertible {
    var parent: String
    /// A member name, an array index, or nil for the parent itself.
    var component: String?
    var isIndex = false
    var description: String {
      guard let component else { return parent }
      return isIndex ? "\(parent)[\(component)]" : "\(parent).\(component)"
    }
  }

  private struct Context {
    let enums: [String: EnumType]
    let structs: [String: StructType]
    var sink: FindingSink
    /// False inside a struct that decodes itself in a way islet does not read: a record keeps
    /// what decoded instead of failing, and what is reported is dropped.
    var isChecking = true

    /// The struct with `fields` from a JSON object; nil (reported) when any field fails.
    mutating func record(_ json: JSONElement, fields: [Field], path: KeyPath) -> Record? {
      guard json.isObject else {
        report(
          .pushTypeMismatch, path,
          "\(path): expected a dictionary, found \(json.kindName) \(json.excerpt) (typeMismatch)")
        return isChecking ? nil : Record()
      }
      var record = Record(capacity: fields.count)
      var failed = false
      for index in fields.indices {
        let name = fields[index].name
        let fieldPath = KeyPath(parent: path.description, component: name)
        let value =
          if let decoding = fields[index].decoding {
            decode(own: decoding, json[name], path: fieldPath, key: name)
          } else {
            decode(fields[index].type, json[name], path: fieldPath, key: name)
          }
        if let value {
          record.appendNewField(name, value)  // Schema field names are distinct.
        } else {
          failed = true
        }
      }
      return failed && isChecking ? nil : record
    }

    /// The struct with `fields` of a type that decodes itself in a way islet does not read:
    /// the record holds the fields that decode as islet would decode them, for the previews;
    /// nothing fails (`unchecked`).
    mutating func uncheckedRecord(
      _ json: JSONElement, fields: [Field], path: KeyPath, decoding: UncheckedDecoding
    ) -> Record {
      unchecked(path, decoding) { $0.record(json, fields: fields, path: path) ?? Record() }
    }

    /// What `body` decodes of a value whose type decodes itself in a way islet does not read: a
    /// note says it is not checked (the outermost such value's), and what `body` reports is
    /// dropped.
    mutating func unchecked<T>(
      _ path: KeyPath, _ decoding: UncheckedDecoding, _ body: (inout Context) -> T
    ) -> T {
      if isChecking {
        let place = "\(TerminalSafe.escape(decoding.span.file)):\(decoding.span.start.line)"
        report(
          .pushDecodingNotChecked, path,
          "\(path) is not checked: its type decodes itself with an init(from:) islet does not read "
            + "(\(place)); the device applies the push only if that init accepts it")
      }
      let (outer, wasChecking) = (sink, isChecking)
      (sink, isChecking) = (FindingSink(sink.scope), false)
      defer { (sink, isChecking) = (outer, wasChecking) }
      return body(&self)
    }

    mutating func report(
      _ code: FindingCode, _ path: KeyPath, _ message: String, help: String? = nil
    ) {
      sink.report(code, message, keyPath: path.description, help: help)
    }

    /// Decodes one value; `json` is nil when the key is absent. `key` names the struct
    /// member for keyNotFound (nil inside arrays).
    mutating func decode(_ type: FieldType, _ json: JSONElement?, path: KeyPath, key: String?) -> Value? {
      if case .optional(let wrapped) = type {
        guard let json, !json.isNull else { return .null }
        return decode(wrapped, json, path: path, key: key)
      }
      guard let json else {
        report(
          .pushKeyNotFound, path,
          "\(path) is missing: \(type) is not optional, so decoding fails (keyNotFound)",
          help: "send \"\(TerminalSafe.escape(key ?? ""))\" or declare it \(type)?")
        return nil
      }
      if json.isNull {
        report(
          .pushValueNotFound, path,
          "\(path) is null but \(type) is not optional (valueNotFound)",
          help: "send a value or declare it \(type)?")
        return nil
      }
      switch type {
      case .string:
        guard let text = json.string else { return mismatch(type, json, path) }
        flagControlCharacters(text, path)
        return .string(text)
      case .bool:
        guard let flag = json.bool else {
          return mismatch(type, json, path, help: "only true and false decode as Bool")
        }
        return .bool(flag)
      case .int:
        guard let number = json.number else { return mismatch(type, json, path) }
        return integer(number, type, path).map(Value.int)
      case .integer(let width):
        guard let number = json.number else { return mismatch(type, json, path) }
        // Beyond what islet's Int holds: kept as the nearest Double.
        if width.holdsValuesAboveIntMax, let large = number.unsignedAboveIntMax {
          return .double(Double(large))
        }
        guard let value = integer(number, type, path) else { return nil }
        guard width.range.contains(value) else { return notRepresentable(number, type, path) }
        return .int(value)
      case .double:
        guard let number = json.number else { return mismatch(type, json, path) }
        guard number.fits(in: Double.self) else { return notRepresentable(number, type, path) }
        return .double(number.doubleValue)
      case .float:
        guard let number = json.number else { return mismatch(type, json, path) }
        guard number.fits(in: Float.self) else { return notRepresentable(number, type, path) }
        return .double(number.doubleValue)
      case .date:
        guard let number = json.number else {
          return mismatch(type, json, path, help: "a Date is a number of seconds since 2001-01-01")
        }
        let seconds = number.doubleValue
        guard seconds.isFinite else { return notRepresentable(number, type, path) }
        flagUnixLookingDate(seconds, number, path)
        return .date(Instant(secondsSinceReferenceDate: seconds))
      case .enumeration(let name):
        if isChecking, let decoding = enums[name]?.uncheckedDecoding {
          // A case islet can name is kept for the previews; anything else is nil.
          return unchecked(path, decoding) { $0.enumCase(name, json, path) ?? .null }
        }
        return enumCase(name, json, path)
      case .uuid:
        guard let text = json.string else { return mismatch(type, json, path) }
        guard let canonical = UUIDText.canonical(text) else {
          return corrupted(
            json, path, "is not a UUID (dataCorrupted: invalid UUID string)", help: UUIDText.form)
        }
        return .string(canonical)
      case .url:
        guard let text = json.string else { return mismatch(type, json, path) }
        guard URLText.isAccepted(text) else {
          return corrupted(json, path, "is not a URL (dataCorrupted: invalid URL string)", help: URLText.rule)
        }
        flagControlCharacters(text, path)
        return .string(text)
      case .structure(let name):
        guard let structType = structs[name] else {
          report(.pushTypeMismatch, path, "\(path): the schema has no struct \(name)")
          return nil
        }
        if let unchecked = structType.uncheckedDecoding {
          return .record(uncheckedRecord(json, fields: structType.fields, path: path, decoding: unchecked))
        }
        // A struct holding itself (through an optional or array) recurses only as deep as the JSON.
        return record(json, fields: structType.fields, path: path).map(Value.record)
      case .dictionary(let valueType):
        return dictionary(valueType, json, path)
      case .range(let bound, let closed):
        return range(bound, closed: closed, json, path)
      case .array(let element):
        guard json.isArray else { return mismatch(type, json, path) }
        let items = json.elements
        var values: [Value] = []
        values.reserveCapacity(items.count)
        var failed = false
        for (index, item) in items.enumerated() {
          if let value = decode(
            element, item, path: KeyPath(parent: path.description, component: String(index), isIndex: true),
            key: nil)
          {
            values.append(value)
          } else {
            failed = true
          }
        }
        return failed ? nil : .array(values)
      case .optional:
        return nil  // Handled above; unreachable for well-formed types.
      }
    }

    /// A field as its type's own `init(from:)` reads it (`FieldDecoding`): the key read as
    /// `decode`, `decodeIfPresent` or `try?` read it, then converted. `json` is nil when the key
    /// is absent.
    mutating func decode(
      own decoding: FieldDecoding, _ json: JSONElement?, path: KeyPath, key: String
    ) -> Value? {
      let fallback = decoding.fallback ?? .null
      let read: Value
      if let json, !json.isNull {
        if decoding.reading == .attempted {
          read = attempt(decoding.type, json, path: path, key: key, fallback: fallback)
        } else {
          guard let value = decode(decoding.type, json, path: path, key: key) else { return nil }
          read = value
        }
      } else if decoding.reading == .required {
        let call = "decode(\(decoding.type).self, …)"
        if json == nil {
          report(
            .pushKeyNotFound, path,
            "\(path) is missing: its type's init(from:) reads it with \(call), so decoding fails (keyNotFound)",
            help: "send \"\(TerminalSafe.escape(key))\", or read it with decodeIfPresent in the app")
        } else {
          report(
            .pushValueNotFound, path,
            "\(path) is null: its type's init(from:) reads it with \(call), so decoding fails (valueNotFound)",
            help: "send a value, or read it with decodeIfPresent in the app")
        }
        return nil
      } else {
        read = fallback
      }
      guard let conversion = decoding.conversion else { return read }
      let seconds: Double
      switch read {
      case .double(let number): seconds = number
      case .int(let number): seconds = Double(number)
      default: return read  // The language allows conversions of Double only.
      }
      switch conversion {
      case .unixSeconds:
        return .date(Instant(unixSeconds: seconds))
      case .integerTruncating:
        let whole = seconds.rounded(.towardZero)
        guard whole >= -0x1p63, whole < 0x1p63 else {
          report(
            .pushDecoderTraps, path,
            "\(path): \(PlainNumberText.text(seconds)) is outside Int, and its type's init(from:) converts it "
              + "with Int(…), which traps: the app crashes decoding the push")
          return nil
        }
        return .int(Int(whole))
      }
    }

    /// `try? c.decode(type, …)` of a present value: what decodes, else `fallback`; what would
    /// have failed is a warning saying the value became the fallback.
    mutating func attempt(
      _ type: FieldType, _ json: JSONElement, path: KeyPath, key: String, fallback: Value
    ) -> Value {
      let outer = sink
      sink = FindingSink(sink.scope)
      let value = decode(type, json, path: path, key: key)
      var attempted = sink.take()
      sink = outer
      if let value, !attempted.contains(where: { $0.severity == .error }) {
        sink.append(contentsOf: attempted)
        return value
      }
      let becomes: String
      switch fallback {
      case .int(let number): becomes = String(number)
      case .double(let number): becomes = PlainNumberText.text(number)
      case .string(let text): becomes = "\"\(TerminalSafe.escape(text))\""
      case .bool(let flag): becomes = String(flag)
      case .enumCase(let name): becomes = "." + name
      default: becomes = "nil"
      }
      for index in attempted.indices where attempted[index].severity == .error {
        attempted[index].severity = .warning
        attempted[index].message += "; its type's init(from:) reads it with try?, so it becomes \(becomes)"
      }
      sink.append(contentsOf: attempted)
      return fallback
    }

    /// `[String: T]`: every member decoded as T; the first of duplicate keys counts, as in
    /// JSONDecoder.
    mutating func dictionary(_ valueType: FieldType, _ json: JSONElement, _ path: KeyPath) -> Value? {
      guard json.isObject else { return mismatch(.dictionary(valueType), json, path) }
      var entries: [String: Value] = [:]
      var failed = false
      for member in json.members {
        guard let key = member.key.string, entries[key] == nil else { continue }
        let memberPath = KeyPath(parent: path.description, component: key)
        if let value = decode(valueType, member.value, path: memberPath, key: key) {
          entries[key] = value
        } else {
          failed = true
        }
      }
      return failed ? nil : .record(Record(entries))
    }

    /// `ClosedRange<T>` / `Range<T>`: an array whose first two elements are the bounds (later
    /// ones are not read), lower not above upper.
    mutating func range(_ bound: FieldType, closed: Bool, _ json: JSONElement, _ path: KeyPath) -> Value? {
      let type = FieldType.range(bound, closed: closed)
      guard json.isArray else { return mismatch(type, json, path) }
      var bounds: [Value] = []
      var iterator = json.elements.makeIterator()
      for index in 0..<2 {
        let elementPath = KeyPath(parent: path.description, component: String(index), isIndex: true)
        guard let element = iterator.next() else {
          report(
            .pushValueNotFound, elementPath,
            "\(path) has \(index) element\(index == 1 ? "" : "s"); \(type) needs [lower, upper] (valueNotFound)",
            help: "send both bounds: [lower, upper]")
          return nil
        }
        guard let value = decode(bound, element, path: elementPath, key: nil) else { return nil }
        bounds.append(value)
      }
      guard Self.notDescending(bounds[0], bounds[1]) else {
        report(
          .pushNumberNotRepresentable, path,
          "\(path): the lower bound is above the upper bound; \(type) cannot hold it (dataCorrupted)",
          help: "send [lower, upper] with lower ≤ upper")
        return nil
      }
      return .array(bounds)
    }

    /// Whether `lower <= upper` for two bounds of one comparable type.
    static func notDescending(_ lower: Value, _ upper: Value) -> Bool {
      switch (lower, upper) {
      case (.int(let a), .int(let b)): a <= b
      case (.double(let a), .double(let b)): a <= b
      case (.date(let a), .date(let b)): a.secondsSinceReferenceDate <= b.secondsSinceReferenceDate
      case (.string(let a), .string(let b)): a <= b
      default: true
      }
    }

    mutating func corrupted(_ json: JSONElement, _ path: KeyPath, _ what: String, help: String) -> Value? {
      report(.pushNumberNotRepresentable, path, "\(path): \(json.excerpt) \(what)", help: help)
      return nil
    }

    mutating func mismatch(
      _ type: FieldType, _ json: JSONElement, _ path: KeyPath, help: String? = nil
    ) -> Value? {
      var hint = help
      if hint == nil, let text = json.string, let number = Double(text), number.isFinite,
        type.isInteger || type == .double || type == .float
      {
        hint = "send \(TerminalSafe.escape(text)) as a JSON number, without quotes"
      }
      report(
        .pushTypeMismatch, path,
        "\(path): expected \(type), found \(json.kindName) \(json.excerpt) (typeMismatch)", help: hint)
      return nil
    }

    mutating func notRepresentable(_ number: JSONNumber, _ type: FieldType, _ path: KeyPath) -> Value? {
      let why = type.isInteger && number.kind != .integer ? "; only whole numbers decode as \(type)" : ""
      report(
        .pushNumberNotRepresentable, path,
        "\(path): \(number.text) does not fit in \(type) (dataCorrupted)\(why)")
      return nil
    }

    mutating func integer(_ number: JSONNumber, _ type: FieldType, _ path: KeyPath) -> Int? {
      if let value = number.exactInteger { return value }
      _ = notRepresentable(number, type, path)
      return nil
    }

    mutating func enumCase(_ name: String, _ json: JSONElement, _ path: KeyPath) -> Value? {
      guard let enumType = enums[name] else {
        report(.pushTypeMismatch, path, "\(path): the schema has no enum \(name)")
        return nil
      }
      if enumType.rawType == .synthesized { return synthesizedCase(enumType, json, path) }
      // The usual valid string raw value matches as bytes, without building a String.
      if enumType.rawType == .string,
        let match = enumType.cases.first(where: { json.isString(equalTo: $0.rawValue) })
      {
        return .enumCase(match.name)
      }
      let raw: String
      switch (enumType.rawType, json.string, json.number) {
      case (.string, let text?, _): raw = text
      case (.int, _, let number?):
        guard let value = integer(number, .int, path) else { return nil }
        raw = String(value)
      default:
        return mismatch(enumType.rawType == .int ? .int : .string, json, path)
      }
      if let match = enumType.caseNamed(rawValue: raw) { return .enumCase(match.name) }
      func squashed(_ text: String) -> String { text.lowercased().filter { $0.isLetter || $0.isNumber } }
      let rawValues = enumType.cases.map(\.rawValue)
      let folded =
        rawValues.first { squashed($0) == squashed(raw) }
        ?? NameSuggestion.closest(to: raw, among: rawValues)
      let list = rawValues.joined(separator: ", ")
      report(
        .pushUnknownEnumValue, path,
        "\(path): \(json.excerpt) is not a raw value of \(name) (dataCorrupted); expected one of \(list)",
        help: folded.map { "did you mean \"\($0)\"? raw values must match exactly" })
      return nil
    }

    /// A case of an enum without raw values, as synthesized `Codable` decodes it: an object
    /// holding exactly one key that names a case (other keys are ignored), whose value is an
    /// object (the case's empty payload, `{}`).
    mutating func synthesizedCase(_ enumType: EnumType, _ json: JSONElement, _ path: KeyPath) -> Value? {
      let example = enumType.cases.first.map { "{\"\($0.name)\":{}}" } ?? "{}"
      guard json.isObject else {
        return mismatch(
          .enumeration(enumType.name), json, path, help: "an enum without raw values is sent as \(example)")
      }
      var found: [(name: String, value: JSONElement)] = []
      for member in json.members {
        guard let key = member.key.string, enumType.cases.contains(where: { $0.name == key }),
          !found.contains(where: { $0.name == key })
        else { continue }
        found.append((key, member.value))
      }
      guard found.count == 1, let only = found.first else {
        let names = enumType.cases.map(\.name).joined(separator: ", ")
        report(
          .pushTypeMismatch, path,
          "\(path): \(json.excerpt) has \(found.count) case keys; \(enumType.name) needs exactly one of \(names) "
            + "(typeMismatch: Invalid number of keys found, expected one)",
          help: "send one case as \(example)")
        return nil
      }
      let payloadPath = KeyPath(parent: path.description, component: only.name)
      if only.value.isNull {
        report(
          .pushValueNotFound, payloadPath,
          "\(payloadPath) is null; the case's payload is an object {} (valueNotFound)",
          help: "send \"\(only.name)\": {}")
        return nil
      }
      guard only.value.isObject else {
        report(
          .pushTypeMismatch, payloadPath,
          "\(payloadPath): expected a dictionary (the case's payload {}), found \(only.value.kindName) "
            + "\(only.value.excerpt) (typeMismatch)",
          help: "send \"\(only.name)\": {}")
        return nil
      }
      return .enumCase(only.name)
    }

    mutating func flagUnixLookingDate(_ seconds: Double, _ number: JSONNumber, _ path: KeyPath) {
      guard seconds > ActivityKitDecoder.unixLookingDateThreshold else { return }
      let decoded = ISO8601Text.format(Instant(secondsSinceReferenceDate: seconds))
      let isMilliseconds = seconds > 1e11
      let intended = Instant(unixSeconds: isMilliseconds ? seconds / 1000 : seconds)
      // Past Int's range (a Date of 1e22) the fix is not a whole number worth suggesting.
      let fix = Int(exactly: intended.secondsSinceReferenceDate.rounded(.down))
      report(
        .pushUnixLookingDate, path,
        "\(path): \(number.text) decodes to \(decoded) (Date counts seconds since 2001); as Unix "
          + "\(isMilliseconds ? "milliseconds" : "seconds") it would be \(ISO8601Text.format(intended))",
        help: "send \(fix.map(String.init) ?? "seconds since 2001") (Unix seconds − 978307200)")
    }

    /// P037 for a string that `TerminalSafe` shows differently from what it says: with
    /// control, bidi or stray invisible characters escaped, or marks past the fourth dropped.
    mutating func flagControlCharacters(_ text: String, _ path: KeyPath) {
      guard TerminalSafe.containsUnsafeCharacters(text) else { return }
      report(
        .pushControlCharacters, path,
        "\(path) contains control, bidi or invisible characters or more than "
          + "\(TerminalSafe.maximumCombiningMarks) combining marks on one character: \"\(TerminalSafe.escape(text))\""
      )
    }
  }
}
