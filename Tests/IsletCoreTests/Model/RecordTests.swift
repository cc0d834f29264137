import Testing

@testable import IsletModel

/// `Record`'s own storage (copied on write): built in place by `init(fields:_:)` it equals the
/// record the dictionary initializer and `appendNewField` build, and a copy never sees a
/// change made to the original.
@Suite struct RecordTests {
  private static let fields: [(name: String, value: Value)] = [
    ("phase", .enumCase("preparing")), ("stopsAway", .int(5)), ("courier", .string("配達員さん — a long name")),
    ("route", .array([.double(1.5), .null])), ("inner", .record(Record(["flag": .bool(true)]))),
  ]

  @Test func builtInPlaceEqualsBuiltByAppending() throws {
    let inPlace = try #require(Record(fields: Self.fields.count) { Self.fields[$0] })
    var appended = Record(capacity: 1)  // Too small: appending grows the storage.
    for (name, value) in Self.fields { appended.appendNewField(name, value) }
    let fromDictionary = Record(Dictionary(uniqueKeysWithValues: Self.fields.map { ($0.name, $0.value) }))
    #expect(inPlace == appended && inPlace == fromDictionary)
    #expect(inPlace.hashValue == fromDictionary.hashValue)
    #expect(inPlace.count == 5 && inPlace["stopsAway"] == .int(5) && inPlace["missing"] == nil)
    #expect(inPlace.values.count == 5 && inPlace.values["courier"] == Self.fields[2].value)
  }

  @Test func givesUpAtTheFirstMissingField() {
    var asked: [Int] = []
    let record = Record(fields: Self.fields.count) { index in
      asked.append(index)
      return index == 2 ? nil : Self.fields[index]
    }
    #expect(record == nil && asked == [0, 1, 2])
    #expect(Record(fields: 0) { _ in nil } == Record())
  }

  /// Written over a spare it alone holds (of the same count, names equal or not) or built anew
  /// (a spare shared, of another count, or none), the record is the one `init(fields:_:)` builds,
  /// its names in order; a shared spare is left as it was.
  @Test func builtOverASpareEqualsBuiltInPlace() throws {
    let expected = try #require(Record(fields: Self.fields.count) { Self.fields[$0] })
    let renamed = Self.fields.map { ("old " + $0.name, Value.int(0)) }
    let shared = try #require(Record(fields: renamed.count) { renamed[$0] })
    // Made as each is used, so that only the spare holds it.
    let spares: [() -> Record?] = [
      { Record(fields: Self.fields.count) { Self.fields[$0] } },
      { Record(fields: renamed.count) { renamed[$0] } },
      { Record(fields: 2) { renamed[$0] } }, { Record() }, { nil }, { shared },
    ]
    for (index, makeSpare) in spares.enumerated() {
      var spare = makeSpare()
      let storage = spare?.storage.map(ObjectIdentifier.init)
      let record = Record(fields: Self.fields.count, reusing: &spare) { Self.fields[$0] }
      #expect(spare == nil && record == expected)
      #expect(record.withEntries { $0.map(\.name) } == Self.fields.map(\.name))
      // The first two are written over.
      #expect((record.storage.map(ObjectIdentifier.init) == storage) == (index < 2), "spare \(index)")
    }
    #expect(shared.withEntries { $0.map(\.name) } == renamed.map(\.0) && shared["old phase"] == .int(0))
  }

  @Test func copiesOnWrite() throws {
    let original = try #require(Record(fields: Self.fields.count) { Self.fields[$0] })
    var changed = original
    changed["stopsAway"] = .int(6)
    changed["phase"] = nil
    changed["eta"] = .date(Instant(unixSeconds: 60))
    #expect(original.count == 5 && original["stopsAway"] == .int(5) && original["phase"] != nil)
    #expect(changed.count == 5 && changed["stopsAway"] == .int(6) && changed["phase"] == nil)
    #expect(changed["eta"] == .date(Instant(unixSeconds: 60)) && changed["inner"] == original["inner"])
    var emptied = Record(["only": .int(1)])
    emptied["only"] = nil
    emptied["none"] = nil
    #expect(emptied == Record() && emptied.count == 0)
  }
}
