#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  /// Translates one activity (an `ActivityAttributes` type and its `ActivityConfiguration`)
  /// into `.islet` text. Everything it cannot model is reported as a located finding and
  /// either approximated (with a comment in the text) or drawn as a visible stand-in.
  final class SwiftWidgetTranslator {
    /// A construct islet cannot translate; the nearest view becomes a stand-in.
    struct Unsupported: Error {
      var node: Syntax
      var file: SwiftSourceFile
      var what: String
    }

    let declarations: SwiftDeclarations
    let attributes: SwiftDeclarations.TypeDeclaration
    /// Where the translation's warnings go, each at the Swift source it is about.
    var sink = FindingSink(.source)
    /// Swift property names of the attributes and content state, mapped to islet field names.
    var attributeFields: [String: String] = [:]
    var stateFields: [String: String] = [:]
    /// The struct the content state is (nil when islet cannot read it), found by `writeSchema`.
    var stateDeclaration: SwiftDeclarations.TypeDeclaration?
    /// The islet names of fields that are not optional (a preview must give them).
    var requiredFields: Set<String> = []
    /// Properties that exist in Swift but are not decoded by islet (with the reason).
    var undecoded: [String: String] = [:]
    /// The enums the schema uses, in the order first used.
    var enumsUsed: [SwiftDeclarations.TypeDeclaration] = []
    /// Enums of the given files that views compare with (`var side: Side = .right`) and the
    /// schema does not use, written after the presentations.
    var viewEnums: [SwiftDeclarations.TypeDeclaration] = []
    /// The nested structs the schema uses, in the order first used.
    var structsUsed: [SwiftDeclarations.TypeDeclaration] = []
    /// Each nested struct's Swift property names mapped to islet field names, by simple name.
    var structFields: [String: [String: String]] = [:]
    /// Helper views being inlined, to stop a view that contains itself.
    var inlining: [String] = []

    init(declarations: SwiftDeclarations, attributes: SwiftDeclarations.TypeDeclaration) {
      self.declarations = declarations
      self.attributes = attributes
    }

    func report(
      _ code: FindingCode, _ message: String, at node: some SyntaxProtocol, in file: SwiftSourceFile
    ) {
      sink.report(code, TerminalSafe.escape(message), source: file.span(of: node))
    }

    /// The simple name islet uses for a Swift type (`RideAttributes.Phase` → `Phase`).
    static func simpleName(_ qualified: String) -> String {
      qualified.split(separator: ".").last.map(String.init) ?? qualified
    }
  }
#endif
