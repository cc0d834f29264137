/// A fixed-width Swift integer type; a push whose number is outside its range does not decode
/// (`dataCorrupted`).
public enum IntegerWidth: String, Hashable, Sendable, CaseIterable {
  case int8 = "Int8"
  case int16 = "Int16"
  case int32 = "Int32"
  case int64 = "Int64"
  case uint = "UInt"
  case uint8 = "UInt8"
  case uint16 = "UInt16"
  case uint32 = "UInt32"
  case uint64 = "UInt64"

  /// The values the type holds within `Int`'s range; `UInt` and `UInt64` also hold values
  /// above `Int.max` (`holdsValuesAboveIntMax`), which a decoder keeps as a `Double`.
  public var range: ClosedRange<Int> {
    switch self {
    case .int8: Int(Int8.min)...Int(Int8.max)
    case .int16: Int(Int16.min)...Int(Int16.max)
    case .int32: Int(Int32.min)...Int(Int32.max)
    case .int64: Int.min...Int.max
    case .uint, .uint64: 0...Int.max
    case .uint8: 0...Int(UInt8.max)
    case .uint16: 0...Int(UInt16.max)
    case .uint32: 0...Int(UInt32.max)
    }
  }

  /// `UInt` and `UInt64`: values above `Int.max` up to `UInt64.max` decode too.
  public var holdsValuesAboveIntMax: Bool { self == .uint || self == .uint64 }
}
