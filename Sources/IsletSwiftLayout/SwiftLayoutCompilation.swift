import IsletFindings
import IsletLanguage
import IsletModel

/// Swift sources compiled into a layout: the translation and the compiled layout, with the
/// compiler's findings moved to the Swift lines they came from.
public struct SwiftLayoutCompilation: Sendable {
  public var translation: SwiftTranslation
  public var layout: ActivityLayout?
  /// Every finding about the sources, located in the Swift files.
  public var diagnostics: [Finding]

  /// Compiles the layout `translation` generated.
  public static func compile(_ translation: SwiftTranslation) -> SwiftLayoutCompilation {
    guard !translation.layoutSource.isEmpty else {
      return SwiftLayoutCompilation(translation: translation, layout: nil, diagnostics: translation.findings)
    }
    let compilation = LayoutCompiler.compile(translation.layoutSource, file: SwiftTranslation.generatedFile)
    // A helper inlined twice is one place in the Swift: each finding about it is said once.
    var seen: Set<Finding> = []
    let diagnostics = (translation.findings + compilation.diagnostics.map(translation.sourceMap.remap)).filter
    {
      seen.insert($0).inserted
    }
    var layout = diagnostics.contains { $0.severity == .error } ? nil : compilation.layout
    if let schema = layout?.schema { layout?.schema = translation.sourceMap.remap(schema) }
    return SwiftLayoutCompilation(translation: translation, layout: layout, diagnostics: diagnostics)
  }
}
