/// The members of `aps` sorted into their keys in one pass (the first of duplicates wins,
/// as with JSONDecoder). Slots hold tape positions, so sorting copies nothing. Not copyable:
/// the rules borrow it, and building it moves the value out of the initializer (a copyable one
/// was copied out and destroyed, two retains and releases a push).
struct ApsKeys: ~Copyable {
  let aps: JSONElement
  /// The tape index of each slot's value, or -1.
  private var slots = InlineArray<12, Int>(repeating: -1)
  /// The keys (elements) of members Live Activities do not read, in order.
  private(set) var unknown: [JSONElement] = []

  /// One per slot of `slots` (12).
  enum Slot: Int {
    case timestamp, event, events, contentState, attributesType, attributes, alert, staleDate
    case dismissalDate, relevanceScore, inputPushToken, inputPushChannel
  }

  /// Inlined: as a call, the built value was copied out of the initializer and destroyed.
  @inline(__always)
  init(_ aps: JSONElement) {
    self.aps = aps
    // Walks the members on the tape (key node, then the value's nodes) without building
    // elements for the keys it knows.
    let storage = aps.storage
    let object = aps.node
    guard object.kind == .object else { return }
    var position = aps.index + 1
    while position < object.end {
      let value = position + 1
      if let key = storage.utf8(at: position), let slot = Self.slot(for: key) {
        // `events` is reported as unknown only beside a real `event`.
        if slot == .events { unknown.append(JSONElement(storage: storage, index: position)) }
        if slots[slot.rawValue] < 0 { slots[slot.rawValue] = value }
      } else {
        unknown.append(JSONElement(storage: storage, index: position))
      }
      position = storage.nodes[value].end
    }
  }

  /// The slot of a known key. Dispatches on the length first, so each key is compared
  /// with at most two candidates, by their `PlannedKey` words (and bytes, past 16).
  private static func slot(for key: UnsafeBufferPointer<UInt8>) -> Slot? {
    let words = PlannedKey(key)
    func match(_ candidate: StaticString, _ slot: Slot) -> Slot? {
      let bytes = UnsafeBufferPointer(start: candidate.utf8Start, count: candidate.utf8CodeUnitCount)
      guard PlannedKey(bytes) == words else { return nil }
      return key.count <= PlannedKey.wordCovered || JSONElement.equal(bytes, key) ? slot : nil
    }
    switch key.count {
    case 5: return match("event", .event) ?? match("alert", .alert)
    case 6: return match("events", .events)
    case 9: return match("timestamp", .timestamp)
    case 10: return match("attributes", .attributes) ?? match("stale-date", .staleDate)
    case 13: return match("content-state", .contentState)
    case 14: return match("dismissal-date", .dismissalDate)
    case 15: return match("attributes-type", .attributesType) ?? match("relevance-score", .relevanceScore)
    case 16: return match("input-push-token", .inputPushToken)
    case 18: return match("input-push-channel", .inputPushChannel)
    default: return nil
    }
  }

  /// The document `aps` is in.
  var storage: JSONDocument.Storage { aps.storage }

  /// The tape index of the value in `slot`, nil when absent.
  func index(of slot: Slot) -> Int? {
    let index = slots[slot.rawValue]
    return index < 0 ? nil : index
  }

  /// Whether `aps` has a member for `slot`.
  func has(_ slot: Slot) -> Bool { slots[slot.rawValue] >= 0 }

  /// The member in `slot` when it is an integer literal whose value the tape holds, read in place
  /// (no element, so no retain of the document); nil when absent or anything else.
  @inline(__always)
  func integer(_ slot: Slot) -> Int? {
    let index = slots[slot.rawValue]
    guard index >= 0 else { return nil }
    let node = aps.storage.nodes[index]
    return node.kind == .integer && node.hasIntegerValue ? node.payload : nil
  }

  /// Whether the member in `slot` is the string `text`, compared as bytes in place.
  @inline(__always)
  func isString(_ slot: Slot, equalTo text: StaticString) -> Bool {
    let index = slots[slot.rawValue]
    guard index >= 0, let utf8 = aps.storage.utf8(at: index), utf8.count == text.utf8CodeUnitCount else {
      return false
    }
    return JSONElement.equal(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount), utf8)
  }

  subscript(slot: Slot) -> JSONElement? {
    let index = slots[slot.rawValue]
    return index < 0 ? nil : JSONElement(storage: aps.storage, index: index)
  }

  var timestamp: JSONElement? { self[.timestamp] }
  var event: JSONElement? { self[.event] }
  var events: JSONElement? { self[.events] }
  var contentState: JSONElement? { self[.contentState] }
  var attributesType: JSONElement? { self[.attributesType] }
  var attributes: JSONElement? { self[.attributes] }
  var alert: JSONElement? { self[.alert] }
  var staleDate: JSONElement? { self[.staleDate] }
  var dismissalDate: JSONElement? { self[.dismissalDate] }
  var relevanceScore: JSONElement? { self[.relevanceScore] }
  var inputPushToken: JSONElement? { self[.inputPushToken] }
  var inputPushChannel: JSONElement? { self[.inputPushChannel] }
}
