import IsletSwiftLayout

extension SwiftLayoutCompilation {
  /// Translates and compiles in this process; `cache` keeps parsed files for the next call.
  public static func compile(
    _ files: [(name: String, text: String)], activity: String?, cache: SwiftParseCache? = nil,
    assetColors: [(name: String, color: String)] = []
  ) -> SwiftLayoutCompilation {
    compile(SwiftTranslator.translate(files, activity: activity, cache: cache, assetColors: assetColors))
  }
}
