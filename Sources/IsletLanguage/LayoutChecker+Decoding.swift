import IsletFindings
import IsletModel

extension LayoutChecker {
  /// The `from …` of a field its type's own `init(from:)` reads, checked against the field's
  /// type as Swift would check the assignment: what is read is optional exactly when nothing
  /// stands in for a missing value (`decodeIfPresent` or `try?` without `?? literal`), a
  /// conversion takes a Double that is not optional and gives an `Int` or a `Date`, and the
  /// result is the field's type (or the type an optional field wraps). Nil (reported) when it
  /// does not fit.
  mutating func checkDecoding(
    _ declaration: S.DecodingDecl, of field: S.Name, type fieldType: FieldType
  ) -> FieldDecoding? {
    guard let read = resolveType(declaration.type) else { return nil }
    let reading: FieldDecoding.Reading =
      declaration.isAttempted ? .attempted : declaration.read.text == "decode" ? .required : .ifPresent
    var fallback: Value?
    if let expr = declaration.fallback {
      guard reading != .required else {
        report(
          .typeMismatch,
          "`decode` never gives nil, so the value after `??` is never used; read with decodeIfPresent, or "
            + "(try? decode(…)), for it to stand in for a missing key", at: expr.span)
        return nil
      }
      guard let value = Self.fallbackValue(expr, as: read, enums: enums) else {
        report(.typeMismatch, "the value after `??` must be a \(read) literal", at: expr.span)
        return nil
      }
      fallback = value
    }
    var given: FieldType = reading == .required || fallback != nil ? read : .optional(read)
    var conversion: FieldDecoding.Conversion?
    if let name = declaration.conversion {
      guard given == .double else {
        report(
          .typeMismatch,
          "\(name.text)(…) converts a Double that is not optional, not \(given): decode(Double), or "
            + "decodeIfPresent(Double) ?? 0", at: name.span)
        return nil
      }
      (conversion, given) = name.text == "Int" ? (.integerTruncating, .int) : (.unixSeconds, .date)
    }
    // Swift assigns a value to an optional property as it is.
    guard given == fieldType || .optional(given) == fieldType else {
      report(
        .typeMismatch, "\(Self.quote(field.text)) is \(fieldType), but what `from` reads gives \(given)",
        at: declaration.span)
      return nil
    }
    return FieldDecoding(type: read, reading: reading, fallback: fallback, conversion: conversion)
  }

  /// The literal after `??` as a value of `type`: a number (in a fixed-width integer's range),
  /// a string without interpolation, `true` or `false`, or a case of an enum (`.unknown`).
  private static func fallbackValue(_ expr: S.Expr, as type: FieldType, enums: [String: EnumType]) -> Value? {
    switch (expr.kind, type) {
    case (.integer(let number), .int): return .int(number)
    case (.integer(let number), .integer(let width)) where width.range.contains(number): return .int(number)
    case (.integer(let number), .double), (.integer(let number), .float): return .double(Double(number))
    case (.decimal(let number), .double), (.decimal(let number), .float): return .double(number)
    case (.unary("-", let operand), _):
      switch fallbackValue(operand, as: type, enums: enums) {
      case .int(let number)?: return .int(-number)
      case .double(let number)?: return .double(-number)
      default: return nil
      }
    case (.string(let parts), .string):
      if parts.isEmpty { return .string("") }
      guard parts.count == 1, case .text(let text) = parts[0] else { return nil }
      return .string(text)
    case (.identifier("true"), .bool): return .bool(true)
    case (.identifier("false"), .bool): return .bool(false)
    case (.implicitMember(let name), .enumeration(let enumName)):
      guard enums[enumName]?.cases.contains(where: { $0.name == name.text }) == true else { return nil }
      return .enumCase(name.text)
    default: return nil
    }
  }
}
