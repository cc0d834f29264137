/// One field of the content state as `UsualPushReader` decodes it, prepared once from the
/// decoding plan: its key as compared, its name, and its planned type with the optionals
/// unwrapped (a value that is not null decodes as that type; null and absence decode as an
/// optional's `.null`), so a member's value is decoded as it is read, without a lookup in the
/// plan's tables.
struct UsualStateField: Sendable {
  let name: String
  let key: PlannedKey
  /// The key's bytes, compared as well when it is longer than `PlannedKey.wordCovered`.
  let keyBytes: [UInt8]
  /// The type of a value that is not null, optionals unwrapped.
  let type: DecodingPlan.PlannedType
  /// Whether the field is optional (at any depth): null or absent is then `.null`.
  let isOptional: Bool
  /// Whether a string's value is its plain `String` (`RecentPlainStrings` may remember it).
  let isPlainText: Bool
  /// The cases of an enum with string raw values (empty for other types).
  let cases: [DecodingPlan.EnumCase]

  /// The fields of struct `index` of `plan`, in order.
  static func fields(ofStruct index: Int, in plan: DecodingPlan) -> [UsualStateField] {
    plan.structs[index].map { field in
      var type = plan.types[field.type]
      var isOptional = false
      while case .optional(let wrapped) = type {
        isOptional = true
        type = plan.types[wrapped]
      }
      var cases: [DecodingPlan.EnumCase] = []
      if case .stringEnum(let index) = type { cases = plan.enums[index] }
      return UsualStateField(
        name: field.name, key: field.plannedKey, keyBytes: field.key, type: type, isOptional: isOptional,
        isPlainText: plan.isPlainText(type), cases: cases)
    }
  }

  /// Whether `key` (whose `PlannedKey` is `planned`) is this field's key.
  @inline(__always) func matches(_ key: UnsafeBufferPointer<UInt8>, planned: PlannedKey) -> Bool {
    self.key == planned
      && (key.count <= PlannedKey.wordCovered
        || keyBytes.withUnsafeBufferPointer { JSONElement.equal($0, key) })
  }
}
