import IsletFindings
import IsletLanguage
import IsletModel

/// Where each part of the generated `.islet` text came from in the Swift sources, so findings
/// about the generated layout are reported at the Swift line and column.
public struct SwiftSourceMap: Sendable, Equatable, Codable {
  struct Entry: Sendable, Equatable, Codable {
    var line: Int
    var start: Int
    var end: Int
    var span: SourceSpan
  }

  /// The file name the generated layout is compiled under.
  public let generatedFile: String
  private var entriesByLine: [Int: [Entry]] = [:]

  package init(generatedFile: String) { self.generatedFile = generatedFile }

  package mutating func add(line: Int, start: Int, end: Int, span: SourceSpan) {
    entriesByLine[line, default: []].append(Entry(line: line, start: start, end: end, span: span))
  }

  /// The Swift span the generated position came from: the narrowest mark containing it, else
  /// the nearest mark on its line, else the nearest line above that has one.
  public func swiftSpan(for position: SourcePosition) -> SourceSpan? {
    if let entries = entriesByLine[position.line] {
      let containing = entries.filter { $0.start <= position.column && position.column < $0.end }
      if let best = containing.min(by: { $0.end - $0.start < $1.end - $1.start }) { return best.span }
      let before = entries.filter { $0.start <= position.column }
      if let nearest = before.max(by: { $0.start < $1.start }) ?? entries.first { return nearest.span }
    }
    var line = position.line - 1
    while line >= 1 {
      if let first = entriesByLine[line]?.first { return first.span }
      line -= 1
    }
    return nil
  }

  /// The schema with the places of the `init(from:)`s islet does not read moved to the Swift
  /// source, where a push's note (P048) names them.
  public func remap(_ schema: Schema) -> Schema {
    func moved(_ decoding: UncheckedDecoding?) -> UncheckedDecoding? {
      guard let decoding, decoding.span.file == generatedFile else { return decoding }
      return swiftSpan(for: decoding.span.start).map(UncheckedDecoding.init) ?? decoding
    }
    var remapped = schema
    remapped.attributesDecoding = moved(schema.attributesDecoding)
    remapped.stateDecoding = moved(schema.stateDecoding)
    for name in schema.structs.keys {
      remapped.structs[name]?.uncheckedDecoding = moved(schema.structs[name]?.uncheckedDecoding)
    }
    for name in schema.enums.keys {
      remapped.enums[name]?.uncheckedDecoding = moved(schema.enums[name]?.uncheckedDecoding)
    }
    return remapped
  }

  /// The finding with its location in the generated layout moved to the Swift source.
  public func remap(_ finding: Finding) -> Finding {
    var moved = finding
    switch finding.location {
    case .source(let span) where span.file == generatedFile:
      moved.location = swiftSpan(for: span.start).map { .source($0) } ?? .none
    case .region(let region, let span?) where span.file == generatedFile:
      moved.location = .region(region, source: swiftSpan(for: span.start))
    default:
      break
    }
    return moved
  }
}
