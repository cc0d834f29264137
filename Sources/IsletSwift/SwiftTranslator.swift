import IsletFindings
import IsletLanguage
import IsletModel

#if canImport(SwiftParser)
  import SwiftSyntax
#endif

/// Swift sources translated into one `.islet` layout, with a map back to the Swift lines.
public struct SwiftTranslation: Sendable {
  /// The `ActivityAttributes` type translated, when one was found.
  public var activityName: String?
  /// The generated layout; empty when the sources could not be translated.
  public var layoutSource: String
  public var sourceMap: SwiftSourceMap
  /// Findings about the Swift sources, located in them (`W` codes).
  public var findings: [Finding]
  /// Every Swift file's text by name, for source lines under findings.
  public var sources: [String: String]
}

/// Translates Swift (an app's `ActivityAttributes` and `ActivityConfiguration`) into the
/// `.islet` language, the model everything islet does is built on.
public enum SwiftTranslator {
  /// The name findings use for the generated layout when they cannot be mapped back.
  public static let generatedFile = "(translated from Swift)"

  /// Translates the activity named `activity` (or the only one) found across `files`.
  public static func translate(
    _ files: [(name: String, text: String)], activity: String?, cache: SwiftParseCache? = nil
  ) -> SwiftTranslation {
    var translation = SwiftTranslation(
      activityName: nil, layoutSource: "", sourceMap: SwiftSourceMap(generatedFile: generatedFile),
      findings: [],
      sources: Dictionary(files.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first }))
    #if canImport(SwiftParser)
      let parsed = (cache ?? SwiftParseCache()).files(files)
      cache?.keep(only: Set(files.map(\.name)))
      translation.findings = parsed.flatMap(\.syntaxErrors)
      guard translation.findings.isEmpty else { return translation }
      let declarations = SwiftDeclarations(files: parsed)
      let candidates = declarations.structs.filter { $0.inherited.contains("ActivityAttributes") }
      let chosen: SwiftDeclarations.TypeDeclaration?
      if let activity {
        chosen = candidates.first {
          $0.qualifiedName == activity || SwiftWidgetTranslator.simpleName($0.qualifiedName) == activity
        }
        if chosen == nil {
          let names = candidates.map { SwiftWidgetTranslator.simpleName($0.qualifiedName) }.joined(
            separator: ", ")
          translation.findings.append(
            Finding(
              .swiftNoActivity,
              "no ActivityAttributes type named `\(TerminalSafe.escape(activity))` (found: \(names.isEmpty ? "none" : names))"
            ))
        }
      } else if candidates.count == 1 {
        chosen = candidates[0]
      } else {
        chosen = nil
        let names = candidates.map { SwiftWidgetTranslator.simpleName($0.qualifiedName) }.joined(
          separator: ", ")
        translation.findings.append(
          Finding(
            .swiftNoActivity,
            candidates.isEmpty
              ? "no type conforming to ActivityAttributes in the Swift sources"
              : "several ActivityAttributes types (\(names)); pick one with --activity NAME"))
      }
      guard let chosen else { return translation }
      let name = SwiftWidgetTranslator.simpleName(chosen.qualifiedName)
      translation.activityName = name
      let translator = SwiftWidgetTranslator(declarations: declarations, attributes: chosen)
      var writer = IsletTextWriter(generatedFile: generatedFile)
      writer.comment("Translated by islet from Swift: \(files.map(\.name).joined(separator: ", "))")
      writer.line(IsletFragment("activity \(name) {", from: chosen.file.span(of: chosen.node)))
      writer.indent()
      translator.writeSchema(into: &writer)
      let configuration = declarations.configurations.first {
        SwiftWidgetTranslator.simpleName($0.attributesName) == name
      }
      if let configuration {
        translator.writePresentations(configuration, into: &writer)
      } else {
        translator.sink.report(
          .swiftNoActivity,
          "no ActivityConfiguration(for: \(name).self) in the Swift sources: only the schema is read",
          source: chosen.file.span(of: chosen.node), severity: .warning)
        for presentation in ["lockScreen", "compactLeading", "compactTrailing", "minimal"] {
          writer.line(IsletFragment("\(presentation) { text(\"[no ActivityConfiguration]\") }"))
        }
        writer.line("expanded { }")
      }
      translator.writePreview(into: &writer)
      writer.outdent()
      writer.line("}")
      translation.layoutSource = writer.text
      translation.sourceMap = writer.map
      let order = Dictionary(
        files.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
      translation.findings += translator.sink.findings.enumerated().sorted { lhs, rhs in
        let (a, b) = (Self.sortKey(lhs.element, order), Self.sortKey(rhs.element, order))
        return a == b ? lhs.offset < rhs.offset : a.lexicographicallyPrecedes(b)
      }.map(\.element)
    #endif
    return translation
  }
}

extension SwiftTranslator {
  /// Findings in file order, then line and column; unlocated ones last.
  static func sortKey(_ finding: Finding, _ order: [String: Int]) -> [Int] {
    guard case .source(let span) = finding.location else { return [Int.max] }
    return [order[span.file] ?? Int.max, span.start.line, span.start.column]
  }
}

/// Swift sources compiled into a layout: the translation and the compiled layout, with the
/// compiler's findings moved to the Swift lines they came from.
public struct SwiftLayoutCompilation: Sendable {
  public var translation: SwiftTranslation
  public var layout: ActivityLayout?
  /// Every finding about the sources, located in the Swift files.
  public var diagnostics: [Finding]

  /// Translates and compiles; `cache` keeps parsed files for the next call.
  public static func compile(
    _ files: [(name: String, text: String)], activity: String?, cache: SwiftParseCache? = nil
  ) -> SwiftLayoutCompilation {
    let translation = SwiftTranslator.translate(files, activity: activity, cache: cache)
    guard !translation.layoutSource.isEmpty else {
      return SwiftLayoutCompilation(translation: translation, layout: nil, diagnostics: translation.findings)
    }
    let compilation = LayoutCompiler.compile(translation.layoutSource, file: SwiftTranslator.generatedFile)
    let diagnostics = translation.findings + compilation.diagnostics.map(translation.sourceMap.remap)
    return SwiftLayoutCompilation(
      translation: translation,
      layout: diagnostics.contains { $0.severity == .error } ? nil : compilation.layout,
      diagnostics: diagnostics)
  }
}
