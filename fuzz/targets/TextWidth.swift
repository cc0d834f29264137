// Fuzz target: widths, truncation, wrapping and escaping on arbitrary UTF-8. The first bytes
// pick the budget, the mode and the line limit; the rest is the text.

private let modes = TruncationMode.allCases

/// The clusters of `text` as an array of strings (so merged clusters are visible).
private func clusters(_ text: String) -> [Character] { Array(text) }

/// Requires that `fitted` is `text` fitted into `budget` cells in `mode` as documented. On raw
/// text a lone combining mark after a control may join the marker's cluster, so the cut is
/// checked cluster by cluster only on sanitised text (`checkingClusters`).
private func checkFit(
  _ fitted: FittedText, of text: String, budget: Int, mode: TruncationMode, checkingClusters: Bool
) {
  let width = DisplayWidth.of(fitted.text)
  require(width == fitted.width, "fit reports width \(fitted.width), text is \(width)")
  require(width <= max(0, budget), "fit gives \(width) cells for a budget of \(budget)")
  require(
    fitted.isTruncated == (fitted.text != text),
    "isTruncated is \(fitted.isTruncated), text changed: \(fitted.text != text)")
  guard fitted.isTruncated, budget > 0, checkingClusters else { return }
  require(width == budget, "a truncated text is \(width) cells, not the budget \(budget)")
  let input = clusters(text)
  let output = clusters(fitted.text)
  let markers = output.indices.filter { output[$0] == Truncation.ellipsis }
  let found = markers.contains { marker in
    isCut(Array(output[..<marker]), of: input, atEnd: false)
      && isCut(Array(output[(marker + 1)...]), of: input, atEnd: true)
  }
  require(found, "the truncated text's clusters are not a cut of the input's clusters")
}

/// Whether `part` is a prefix (or, `atEnd`, a suffix) of `input`'s clusters, allowing one
/// padding space between it and the marker where a wide cluster was cut.
private func isCut(_ part: [Character], of input: [Character], atEnd: Bool) -> Bool {
  var candidates = [part]
  if atEnd, part.first == " " { candidates.append(Array(part.dropFirst())) }
  if !atEnd, part.last == " " { candidates.append(Array(part.dropLast())) }
  return candidates.contains { candidate in
    candidate.count <= input.count
      && (atEnd ? Array(input.suffix(candidate.count)) : Array(input.prefix(candidate.count))) == candidate
  }
}

private func checkWrap(_ wrapped: WrappedText, of text: String, width: Int, lineLimit: Int?) {
  if let lineLimit { require(wrapped.lines.count <= max(0, lineLimit), "more lines than the limit") }
  for line in wrapped.lines {
    require(DisplayWidth.of(line) <= width, "a wrapped line is wider than \(width)")
    require(!line.contains(where: \.isNewline), "a wrapped line holds a line break")
  }
  require(wrapped.width == (wrapped.lines.map { DisplayWidth.of($0) }.max() ?? 0), "wrong widest line")
  guard !wrapped.isTruncated else { return }
  // Compared by scalars: where a line break became a space, a lone Prepend character before
  // it (U+070F) joins the space's cluster, which changes clusters but loses nothing.
  let kept = wrapped.lines.joined().unicodeScalars.filter { $0 != " " }
  let original = text.unicodeScalars.filter { $0 != " " && !Character($0).isNewline }
  require(kept.elementsEqual(original), "an untruncated wrap lost or changed text")
}

private func checkEscape(_ text: String) {
  let escaped = TerminalSafe.escape(text)
  for scalar in escaped.unicodeScalars {
    require(
      !TerminalOutput.isForbidden(scalar) && scalar != "\u{1B}" && scalar != "\n",
      "escape let U+\(String(scalar.value, radix: 16)) through")
  }
  require(!TerminalSafe.containsUnsafeCharacters(escaped), "escaping twice would change the text again")
  let safe = TerminalSafe.sanitizeForLayout(text)
  for cluster in safe {
    let width = DisplayWidth.of(cluster)
    require(width == 1 || width == 2, "a sanitised cluster is \(width) cells wide")
  }
}

enum TextWidthTarget {
  static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count >= 3 else { return }
    let budget = Int(bytes[0] % 24)
    let mode = modes[Int(bytes[1]) % modes.count]
    let lineLimit: Int? = bytes[2] % 5 == 0 ? nil : Int(bytes[2] % 5)
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[3...]), as: UTF8.self)
    checkFit(
      Truncation.fit(text, into: budget, mode: mode), of: text, budget: budget, mode: mode,
      checkingClusters: false)
    let safe = TerminalSafe.sanitizeForLayout(text)
    checkFit(
      Truncation.fit(safe, into: budget, mode: mode), of: safe, budget: budget, mode: mode,
      checkingClusters: true)
    // Wrapping sees text as the layout engine prepares it: sanitised line by line.
    let lines = PlacementTree.TextRun.sanitized(text)
    checkWrap(
      TextWrapping.wrap(lines, width: budget, lineLimit: lineLimit, mode: mode), of: lines, width: budget,
      lineLimit: lineLimit)
    checkEscape(text)
  }
}
