import IsletFindings
import IsletLanguage
import IsletModel
import IsletSwiftLayout

#if canImport(SwiftParser)
  import SwiftSyntax
#endif

/// Translates Swift (an app's `ActivityAttributes` and `ActivityConfiguration`) into the
/// `.islet` language, the model everything islet does is built on.
public enum SwiftTranslator {
  /// Translates the activity named `activity` (or the only one) found across `files`.
  /// `assetColors` are the app's asset-catalog colours as layout colours (`Color(red: …)`), by
  /// asset name: written as the layout's `colors` block, for `Color("Name")`.
  public static func translate(
    _ files: [(name: String, text: String)], activity: String?, cache: SwiftParseCache? = nil,
    assetColors: [(name: String, color: String)] = []
  ) -> SwiftTranslation {
    var translation = SwiftTranslation(
      activityName: nil, layoutSource: "",
      sourceMap: SwiftSourceMap(generatedFile: SwiftTranslation.generatedFile),
      findings: [],
      sources: Dictionary(files.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first }))
    #if canImport(SwiftParser)
      let parsed = (cache ?? SwiftParseCache()).files(files)
      cache?.keep(only: Set(files.map(\.name)))
      translation.findings = parsed.flatMap(\.syntaxErrors)
      guard translation.findings.isEmpty else { return translation }
      let declarations = SwiftDeclarations(files: parsed)
      let candidates = declarations.structs.filter { $0.inherited.contains("ActivityAttributes") }
      let chosen: SwiftDeclarations.TypeDeclaration
      switch SwiftActivityChoice.attributes(candidates, named: activity) {
      case .chosen(let type): chosen = type
      case .refused(let finding):
        translation.findings.append(finding)
        return translation
      }
      let name = SwiftWidgetTranslator.simpleName(chosen.qualifiedName)
      translation.activityName = name
      let translator = SwiftWidgetTranslator(declarations: declarations, attributes: chosen)
      var writer = IsletTextWriter(generatedFile: SwiftTranslation.generatedFile)
      writer.comment("Translated by islet from Swift: \(files.map(\.name).joined(separator: ", "))")
      writer.line(IsletFragment("activity \(name) {", from: chosen.file.span(of: chosen.node)))
      writer.indent()
      translator.writeSchema(into: &writer)
      writeAssetColors(assetColors, into: &writer)
      let configurations = declarations.configurations.filter {
        SwiftWidgetTranslator.simpleName($0.attributesName) == name
      }
      if let finding = SwiftActivityChoice.sameCopies(
        configurations.map { SwiftActivityChoice.Copy(file: $0.file, node: Syntax($0.call)) },
        of: "`ActivityConfiguration(for: \(name).self)`")
      {
        translation.findings.append(finding)
        return translation
      }
      let configuration = configurations.first
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
      translator.writeViewEnums(into: &writer)
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
  /// `colors { "Name": colour … }`; names are written as strings (assets may have spaces).
  private static func writeAssetColors(
    _ colors: [(name: String, color: String)], into writer: inout IsletTextWriter
  ) {
    guard !colors.isEmpty else { return }
    writer.line("colors {")
    writer.indent()
    for (name, color) in colors {
      let quoted = name.unicodeScalars.map { scalar -> String in
        switch scalar {
        case "\"", "\\": "\\" + String(scalar)
        case _ where scalar.properties.generalCategory == .control: "\\u{\(String(scalar.value, radix: 16))}"
        default: String(scalar)
        }
      }.joined()
      writer.line(IsletFragment("\"\(quoted)\": \(color)"))
    }
    writer.outdent()
    writer.line("}")
  }

  /// Findings in file order, then line and column; unlocated ones last.
  static func sortKey(_ finding: Finding, _ order: [String: Int]) -> [Int] {
    guard case .source(let span) = finding.location else { return [Int.max] }
    return [order[span.file] ?? Int.max, span.start.line, span.start.column]
  }
}
