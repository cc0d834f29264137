/// A string split once into grapheme clusters, each with its display width, so wrapping,
/// truncation and drawing work on cluster indices instead of building strings.
///
/// Text whose every scalar `standsAlone` takes a fast path, decoded straight from its UTF-8
/// (each scalar a cluster, measured by `DisplayWidth.scalarWidth`); anything else is split by
/// `Character` and measured with `DisplayWidth`.
@usableFromInline package struct MeasuredText {
  /// One grapheme cluster.
  @usableFromInline package struct Cluster {
    /// The cluster's scalar when it is a single scalar, else `MeasuredText.composite` (the
    /// cluster is then in `Clusters.composites`).
    @usableFromInline package var scalar: UInt32
    package var width: Int8
    /// Whether the cluster is a line break (`Character.isNewline`).
    @usableFromInline package var isNewline: Bool

    @inlinable package var isSpace: Bool { scalar == 0x20 }
  }

  /// A range of clusters fitted into a number of cells (`Truncation.fit` on indices): the
  /// clusters of `head`, `headPadding` spaces, "…" when `hasEllipsis`, `tailPadding` spaces,
  /// the clusters of `tail`.
  package struct Fit {
    package var head: Range<Int>
    package var headPadding = 0
    package var hasEllipsis = false
    package var tailPadding = 0
    package var tail: Range<Int>
    package var width: Int
    var isTruncated: Bool

    /// `range` as it is.
    init(whole range: Range<Int>, width: Int) {
      head = range
      tail = range.upperBound..<range.upperBound
      self.width = width
      isTruncated = false
    }

    init(
      head: Range<Int>, headPadding: Int, tailPadding: Int, tail: Range<Int>, width: Int
    ) {
      self.head = head
      self.headPadding = headPadding
      hasEllipsis = true
      self.tailPadding = tailPadding
      self.tail = tail
      self.width = width
      isTruncated = true
    }

    /// Nothing drawn; `isTruncated` when something was dropped.
    init(droppingAnything isTruncated: Bool, at position: Int) {
      head = position..<position
      tail = position..<position
      width = 0
      self.isTruncated = isTruncated
    }
  }

  /// Marks a cluster of several scalars in `Cluster.scalar`. A constant, not a stored `let`:
  /// other modules read a stored one through its lazy initializer's accessor, a call each.
  @inlinable package static var composite: UInt32 { UInt32.max }

  package let text: String
  @usableFromInline package let clusters: Clusters
  /// The sum of the clusters' widths.
  package let width: Int
  package let hasNewline: Bool
  /// Whether every scalar is a visible cluster of its own that `TerminalSafe` never escapes:
  /// then `TerminalSafe.sanitizeForLayout` leaves the text as it is.
  package let isPlainVisible: Bool
  /// Whether every scalar is printable ASCII (a space to a tilde; `standaloneClusters`).
  package let isPrintableASCII: Bool
  /// Whether every cluster is one scalar one cell wide (all printable ASCII, and most other
  /// text: "→", "·", accented letters): then the text's cells are its scalars, one each, and
  /// a range of it is as many cells wide as it has clusters.
  package let isOneCellEach: Bool

  // Every property is set once, from what a static function found: a mutating call in the
  // initializer made it build the value in place and copy it out whole (retaining its arrays).
  /// `text` measured, its clusters its own: built in a scratch buffer (on the stack when small)
  /// and copied into an allocation of their count. An array of clusters built directly cost far
  /// more: appended one by one (or mapped), each cluster checked the array's capacity and
  /// uniqueness (~20 to 40 instructions a cluster); made with `unsafeUninitializedCapacity` or
  /// `Array(repeating:count:)`, it is allocated through the standard library's unspecialized
  /// generic code (~560 instructions); built from a sequence, each element went through a
  /// generic builder (~27).
  package init(_ text: String) {
    self.text = text
    let measured = withUnsafeTemporaryAllocation(of: Cluster.self, capacity: text.utf8.count) { scratch in
      Self.standaloneClusters(of: text, into: scratch).map {
        (Clusters(copying: UnsafeBufferPointer(rebasing: scratch[..<$0.count])), $0)
      }
    }
    if let (clusters, found) = measured {
      self.clusters = clusters
      (width, hasNewline, isPlainVisible, isPrintableASCII, isOneCellEach) = (
        found.width, found.hasNewline, found.isPlainVisible, found.isPrintableASCII, found.isOneCellEach
      )
    } else {
      (clusters, width, hasNewline) = Self.clustersByCharacter(of: text)
      (isPlainVisible, isPrintableASCII, isOneCellEach) = (false, false, false)
    }
  }

  /// `text` measured with its clusters written straight into `arena`'s room and borrowed from
  /// it: valid while the arena lives (a text the general path measures owns its clusters).
  package init(_ text: String, clustersIn arena: inout ClusterArena) {
    self.text = text
    let room = arena.room(for: text.utf8.count)
    if let found = Self.standaloneClusters(of: text, into: room) {
      arena.take(found.count)
      clusters = Clusters(borrowing: room.baseAddress, count: found.count)
      (width, hasNewline, isPlainVisible, isPrintableASCII, isOneCellEach) = (
        found.width, found.hasNewline, found.isPlainVisible, found.isPrintableASCII, found.isOneCellEach
      )
    } else {
      (clusters, width, hasNewline) = Self.clustersByCharacter(of: text)
      (isPlainVisible, isPrintableASCII, isOneCellEach) = (false, false, false)
    }
  }

  /// What `standaloneClusters` finds: how many clusters it wrote, their width, whether one is a
  /// line break, and whether the text `isPlainVisible`, `isPrintableASCII` and `isOneCellEach`.
  private typealias Found = (
    count: Int, width: Int, hasNewline: Bool, isPlainVisible: Bool, isPrintableASCII: Bool,
    isOneCellEach: Bool
  )

  /// The clusters of text whose every scalar `standsAlone`, decoded straight from its UTF-8 and
  /// written into `clusters` (room for one a byte), with what else it found (`Found`); nil when
  /// a scalar does not stand alone. Its leading printable ASCII (all of most of a layout's
  /// strings) is written from its bytes in a first loop, each byte a cluster of its own, one
  /// cell wide, visible, never escaped, no line break (what the scalar loop finds for them,
  /// `MeasuredTextTests`); from the first other byte on, the scalar loop goes on in the same
  /// buffer, so no text is read twice. Each loop's state is its own, written out once: as a
  /// closure passed to `forEachScalar`, each scalar was a call that wrote through the closure's
  /// captures.
  private static func standaloneClusters(
    of text: String, into clusters: UnsafeMutableBufferPointer<Cluster>
  ) -> Found? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> Found? in
      var index = 0
      while index < bytes.count, isPrintableASCII(bytes[index]) {
        clusters[index] = Cluster(scalar: UInt32(bytes[index]), width: 1, isNewline: false)
        index &+= 1
      }
      guard index < bytes.count else {
        return (index, index, false, true, true, true)
      }
      var width = index
      var hasNewline = false
      var isPlainVisible = true
      var isOneCellEach = true
      var count = index
      while index < bytes.count {
        // Printable ASCII, most scalars of most texts, is what the checks below find for it:
        // taken at once from its byte, before decoding.
        let byte = bytes[index]
        if isPrintableASCII(byte) {
          clusters[count] = Cluster(scalar: UInt32(byte), width: 1, isNewline: false)
          index &+= 1
          count &+= 1
          width &+= 1
          continue
        }
        let (value, length) = scalar(in: bytes, at: index)
        index &+= length
        guard standsAlone(value) else { return nil }
        let scalarWidth = DisplayWidth.scalarWidth(value)
        isPlainVisible = isPlainVisible && scalarWidth > 0 && !TerminalSafe.isAlwaysEscaped(value)
        isOneCellEach = isOneCellEach && scalarWidth == 1
        let isNewline = isNewlineStart(value)
        hasNewline = hasNewline || isNewline
        clusters[count] = Cluster(scalar: value, width: Int8(scalarWidth), isNewline: isNewline)
        count &+= 1
        width &+= scalarWidth
      }
      return (count, width, hasNewline, isPlainVisible, false, isOneCellEach)
    } ?? nil
  }

  /// Calls `visit` with each scalar value of `text`, decoded straight from its UTF-8, until
  /// `visit` returns false. Returns whether every scalar was visited (false also when the
  /// text's UTF-8 is not contiguous, which a native Swift string's always is).
  @inlinable @inline(__always)
  package static func forEachScalar(of text: some StringProtocol, _ visit: (UInt32) -> Bool) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { forEachScalar(ofUTF8: $0, visit) } ?? false
  }

  /// `forEachScalar(of:_:)` over valid UTF-8 bytes (text the sheet writes without a `String`).
  @inlinable @inline(__always)
  package static func forEachScalar(
    ofUTF8 bytes: UnsafeBufferPointer<UInt8>, _ visit: (UInt32) -> Bool
  ) -> Bool {
    var index = 0
    while index < bytes.count {
      let (value, length) = scalar(in: bytes, at: index)
      index += length
      guard visit(value) else { return false }
    }
    return true
  }

  /// The scalar value whose UTF-8 starts at `index` of valid UTF-8 `bytes`, and its length.
  @inlinable @inline(__always)
  package static func scalar(
    in bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> (value: UInt32, length: Int) {
    let lead = UInt32(bytes[index])
    switch lead {
    case ..<0x80:
      return (lead, 1)
    case ..<0xE0:
      return ((lead & 0x1F) << 6 | continuation(bytes[index + 1]), 2)
    case ..<0xF0:
      return ((lead & 0x0F) << 12 | continuation(bytes[index + 1]) << 6 | continuation(bytes[index + 2]), 3)
    default:
      let value =
        (lead & 0x07) << 18 | continuation(bytes[index + 1]) << 12 | continuation(bytes[index + 2]) << 6
        | continuation(bytes[index + 3])
      return (value, 4)
    }
  }

  /// Whether a UTF-8 byte is printable ASCII (a space to a tilde): a scalar of its own, one
  /// cell wide, that stands alone.
  @inlinable @inline(__always)
  package static func isPrintableASCII(_ byte: UInt8) -> Bool { byte &- 0x20 < 0x5F }

  /// Whether a scalar value is printable ASCII, as `isPrintableASCII(_:)` of a byte.
  @inlinable @inline(__always)
  package static func isPrintableASCII(_ value: UInt32) -> Bool { value &- 0x20 < 0x5F }

  /// The six payload bits of a UTF-8 continuation byte.
  @usableFromInline static func continuation(_ byte: UInt8) -> UInt32 { UInt32(byte & 0x3F) }

  /// Whether `value` always forms a grapheme cluster of its own, whatever its neighbours: no
  /// rule of UAX #29 joins it to the scalar before or after, because it is none of CR, Extend
  /// (combining marks, emoji modifiers, variation selectors, ZWNJ), ZWJ, SpacingMark, Prepend,
  /// regional indicator or Hangul jamo and syllable. Decided for a few common blocks only
  /// (Latin, Greek, Cyrillic, punctuation, symbols and arrows, box drawing, kana without the
  /// two combining sound marks, CJK ideographs, pictographs); other scalars answer false.
  @inlinable package static func standsAlone(_ value: UInt32) -> Bool {
    switch value {
    case 0x00...0x0C, 0x0E...0x2FF: true
    case 0x200C, 0x200D, 0x20D0...0x20FF: false
    case 0x370...0x482, 0x2000...0x2BFF, 0x3041...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF: true
    case 0x1F300...0x1F3FA, 0x1F400...0x1F6FF, 0x1F900...0x1F9FF: true
    default: false
    }
  }

  /// The general path: clusters by `Character`, widths from `DisplayWidth`; the clusters of
  /// several scalars by index, the width, and whether a cluster is a line break.
  private static func clustersByCharacter(
    of text: String
  ) -> (clusters: Clusters, width: Int, hasNewline: Bool) {
    var clusters: [Cluster] = []
    clusters.reserveCapacity(text.utf8.count)
    var composites: [Int: Character] = [:]
    var width = 0
    var hasNewline = false
    for character in text {
      let scalars = character.unicodeScalars
      let first = scalars[scalars.startIndex].value
      let single = scalars.index(after: scalars.startIndex) == scalars.endIndex
      if !single { composites[clusters.count] = character }
      let clusterWidth = DisplayWidth.of(character)
      let isNewline = isNewlineStart(first)
      hasNewline = hasNewline || isNewline
      clusters.append(
        Cluster(scalar: single ? first : composite, width: Int8(clusterWidth), isNewline: isNewline))
      width += clusterWidth
    }
    let measured = clusters.withUnsafeBufferPointer { Clusters(copying: $0, composites: composites) }
    return (measured, width, hasNewline)
  }

  /// Whether a cluster starting with `value` is a line break, as `Character.isNewline` decides:
  /// LF, VT, FF, CR (and CR LF), NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
  @inlinable package static func isNewlineStart(_ value: UInt32) -> Bool {
    switch value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  // Inlinable: measuring and drawing ask for them a few dozen times a sheet, each a call from
  // the layout module (0.6 K a sheet). `width(of:)` and `containsNewline(in:)` inlinable too
  // cost 1 K more: the drawing queue that calls them was inlined differently.
  @inlinable package var count: Int { clusters.count }
  @inlinable package var isEmpty: Bool { clusters.isEmpty }
  /// Every cluster.
  var all: Range<Int> { 0..<clusters.count }

  /// The sum of the widths of `range`'s clusters (one cell each in printable ASCII).
  package func width(of range: Range<Int>) -> Int {
    if range == all { return width }
    if isOneCellEach { return range.count }
    var total = 0
    for index in range { total += Int(clusters[index].width) }
    return total
  }

  /// Whether a cluster of `range` is a line break.
  package func containsNewline(in range: Range<Int>) -> Bool {
    hasNewline && clusters[range].contains(where: \.isNewline)
  }

  /// Whether a cluster is of several scalars (`composite`): most texts have none, and a reader
  /// that cannot take one need not look at each cluster.
  package var hasComposites: Bool { clusters.composites?.isEmpty == false }

  /// Cluster `index` as a `Character`.
  package func character(at index: Int) -> Character {
    if let scalar = Unicode.Scalar(clusters[index].scalar) { return Character(scalar) }
    return clusters.composites?[index] ?? " "
  }

  /// The clusters of `range` as a string, line breaks as spaces when `breaksAsSpaces`.
  func string(_ range: Range<Int>, breaksAsSpaces: Bool = false) -> String {
    if range == all, !(breaksAsSpaces && hasNewline) { return text }
    var result = ""
    for index in range {
      result.append(breaksAsSpaces && clusters[index].isNewline ? " " : character(at: index))
    }
    return result
  }

  /// What `fit` draws, as a string.
  func string(_ fit: Fit) -> String {
    var result = string(fit.head)
    result += String(repeating: " ", count: fit.headPadding)
    if fit.hasEllipsis { result.append(Truncation.ellipsis) }
    result += String(repeating: " ", count: fit.tailPadding)
    return result + string(fit.tail)
  }
}
