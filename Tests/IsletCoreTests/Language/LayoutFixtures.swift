import Foundation
import IsletCanvas
import IsletModel
import Testing

@testable import IsletLanguage
@testable import IsletPlacement

/// Shared helpers for the language tests.
enum LayoutFixtures {
  /// The repository's `Layouts/` directory, found from this file's path.
  static let layoutsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Layouts")

  /// The text of `Layouts/<name>`.
  static func layoutSource(_ name: String) throws -> String {
    try String(contentsOf: layoutsDirectory.appendingPathComponent(name), encoding: .utf8)
  }

  /// A minimal valid activity around `body` (extra declarations and presentations), with
  /// `expanded` as the expanded presentation's regions.
  static func activity(
    state: String = "phase: Phase  eta: Date?  stopsAway: Int  courier: String?  progress: Double",
    expanded: String = "", _ body: String
  ) -> String {
    """
    activity Test {
      attributes { name: String }
      state { \(state) }
      enum Phase { placed preparing pickedUp }
      lockScreen { text(name) }
      compactLeading { text("a") }
      compactTrailing { text("b") }
      minimal { text("c") }
      expanded { \(expanded) }
    \(body)
    }
    """
  }

  /// The sketch of the `small` presentation of `source` (which must compile), evaluated for
  /// `state` at `now`, with the attribute `name` "x".
  static func smallSketch(_ source: String, state: Record, now: Instant) throws -> String {
    let compiled = LayoutCompiler.compile(source, file: "test.islet")
    let layout = try #require(compiled.layout, "\(diagnostics(source))")
    return sketch(
      layout.view(
        for: .small, state: state, attributes: Record(["name": .string("x")]), environment: .init(now: now)))
  }

  /// Every diagnostic of `source`, formatted, joined by blank lines.
  static func diagnostics(_ source: String, file: String = "test.islet") -> String {
    LayoutCompiler.compile(source, file: file).diagnostics
      .map { DiagnosticFormatter.format($0, source: source) }.joined(separator: "\n\n")
  }

  /// The header lines (`file:line:col: error[L…]: message`) of every diagnostic.
  static func headers(_ source: String) -> [String] {
    LayoutCompiler.compile(source, file: "test.islet").diagnostics
      .map { DiagnosticFormatter.format($0, source: nil).split(separator: "\n")[0].description }
  }
}

extension LayoutFixtures {
  /// A compact spelling of a view tree for assertions: kinds, arguments and the modifiers
  /// that differ from the defaults; origins left out.
  static func sketch(_ node: ViewNode) -> String {
    let base: String
    switch node.kind {
    case .text(let text): base = "text(\(text))"
    case .symbol(let name): base = "symbol(\(name))"
    case .label(let title, let symbol): base = "label(\(title), \(symbol))"
    case .hstack(let spacing, let alignment, let children):
      base = "hstack(\(spacing.map { "\($0)" } ?? "-"), \(alignment))" + list(children)
    case .vstack(let spacing, let alignment, let children):
      base = "vstack(\(spacing.map { "\($0)" } ?? "-"), \(alignment))" + list(children)
    case .zstack(let alignment, let children):
      base = "zstack(\(alignment.horizontal)-\(alignment.vertical))" + list(children)
    case .spacer(let minLength): base = "spacer" + (minLength.map { "(\($0))" } ?? "")
    case .progress(let fraction): base = "progress(\(fraction))"
    case .fits(let children, let axes):
      base = "fits" + (axes == .both ? "" : "(in: .\(axes))") + list(children)
    case .shape(let shape): base = "shape(\(shape))"
    case .image(let box): base = "image(\(box.name), \(box.width)x\(box.height))"
    case .layered(let view, let layers):
      base = "layered(\(sketch(view)))" + list(layers.map(\.view))
    case .empty: base = "empty"
    }
    return base + modifierSketch(node.modifiers)
  }

  private static func list(_ children: [ViewNode]) -> String {
    "[" + children.map(sketch).joined(separator: " ") + "]"
  }

  private static func modifierSketch(_ modifiers: Modifiers) -> String {
    var parts: [String] = []
    if modifiers.bold { parts.append("bold") }
    if modifiers.dim { parts.append("dim") }
    if modifiers.italic { parts.append("italic") }
    if modifiers.underline { parts.append("underline") }
    if modifiers.strikethrough { parts.append("strikethrough") }
    if modifiers.monospacedDigit { parts.append("monospacedDigit") }
    if modifiers.monospaced { parts.append("monospaced") }
    if let font = modifiers.font { parts.append("\(font)") }
    if let size = modifiers.fontSize { parts.append("size(\(size))") }
    if let weight = modifiers.weight { parts.append("weight(\(weight))") }
    if let textCase = modifiers.textCase { parts.append("\(textCase)") }
    if let alignment = modifiers.multilineAlignment { parts.append("lines(\(alignment))") }
    if let factor = modifiers.minimumScaleFactor { parts.append("minimumScaleFactor(\(factor))") }
    let colors: [(String, StyleColor?)] = [
      ("color", modifiers.color), ("tint", modifiers.tint), ("background", modifiers.background),
      ("activityBackgroundTint", modifiers.activityBackgroundTint),
      ("systemAction", modifiers.systemActionForegroundColor), ("keylineTint", modifiers.keylineTint),
    ]
    for case (let name, let color?) in colors { parts.append("\(name)(\(color.text))") }
    if let lines = modifiers.lineLimit { parts.append("lineLimit(\(lines))") }
    if modifiers.truncation != .tail { parts.append("truncation(\(modifiers.truncation))") }
    if let width = modifiers.frameWidth { parts.append("width(\(width))") }
    if let height = modifiers.frameHeight { parts.append("height(\(height))") }
    if let maxWidth = modifiers.frameMaxWidth { parts.append("maxWidth(\(maxWidth))") }
    if modifiers.frameAlignment != .center {
      parts.append("align(\(modifiers.frameAlignment.horizontal)-\(modifiers.frameAlignment.vertical))")
    }
    let padding = modifiers.padding
    if padding != .zero {
      parts.append("padding(\(padding.top),\(padding.leading),\(padding.bottom),\(padding.trailing))")
    }
    if modifiers.priority != 0 { parts.append("priority(\(modifiers.priority))") }
    if modifiers.shapePaint != ShapePaint() { parts.append("paint(\(modifiers.shapePaint))") }
    if let clip = modifiers.clipShape { parts.append("clip(\(clip))") }
    if modifiers.rotationDegrees != 0 { parts.append("rotation(\(modifiers.rotationDegrees))") }
    if let style = modifiers.progressStyle { parts.append("\(style)") }
    if modifiers.resizable { parts.append("resizable") }
    if let mode = modifiers.contentMode { parts.append("mode(\(mode))") }
    if modifiers.verticalPlacement != .default {
      parts.append("verticalPlacement(\(modifiers.verticalPlacement))")
    }
    return parts.map { "." + $0 }.joined()
  }
}
