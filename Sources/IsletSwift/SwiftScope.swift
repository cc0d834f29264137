#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  /// What a Swift name or expression stands for while translating.
  enum SwiftValue {
    /// The `ActivityViewContext` (`context`).
    case context
    /// `context.state`: members are content-state fields.
    case state
    /// `context.attributes`: members are attribute fields.
    case attributes
    /// A value islet can compute, as islet expression text.
    case expression(IsletFragment)
    /// A colour, font or other style value, as the language writes it in a modifier (a helper
    /// view's `let tint: Color`): usable where a modifier takes one.
    case style(IsletFragment)
    /// A name islet has no value for (an environment value it does not model, described):
    /// reading it makes the nearest view a stand-in.
    case notModelled(String)
  }

  /// The names visible to the Swift code being translated.
  struct SwiftScope {
    var names: [String: SwiftValue] = [:]
    /// The type whose members a bare name may refer to (a helper view, or a type extended).
    var owner: SwiftDeclarations.TypeDeclaration?
    /// What `self` is when translating a member of the content state or attributes.
    var selfValue: SwiftValue?
    /// The file the code being translated is in.
    var file: SwiftSourceFile

    func binding(_ name: String, to value: SwiftValue) -> SwiftScope {
      var copy = self
      copy.names[name] = value
      return copy
    }
  }
#endif
