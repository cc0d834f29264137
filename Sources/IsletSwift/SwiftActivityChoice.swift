import IsletFindings
import IsletModel

#if canImport(SwiftParser)
  import SwiftSyntax

  /// Which `ActivityAttributes` type of the sources islet translates, and with which
  /// `ActivityConfiguration`: the type `--activity` names, or the only one. A declaration found
  /// in several places (a file given twice, or copied into the app's and the widget's targets)
  /// is one declaration when every copy reads the same, and a W007 error otherwise: islet
  /// cannot know which copy the app builds, and does not guess.
  enum SwiftActivityChoice {
    /// One place a declaration is written.
    struct Copy {
      var file: SwiftSourceFile
      var node: Syntax
    }

    /// The type to translate, or the finding that says why there is none.
    enum Outcome {
      case chosen(SwiftDeclarations.TypeDeclaration)
      case refused(Finding)
    }

    static func attributes(
      _ candidates: [SwiftDeclarations.TypeDeclaration], named activity: String?
    ) -> Outcome {
      var types: [[SwiftDeclarations.TypeDeclaration]] = []
      for candidate in candidates {
        if let index = types.firstIndex(where: { $0[0].qualifiedName == candidate.qualifiedName }) {
          types[index].append(candidate)
        } else {
          types.append([candidate])
        }
      }
      let matching =
        activity.map { name in
          types.filter { $0[0].qualifiedName == name || simpleName(of: $0[0]) == name }
        } ?? types
      switch (matching.count, activity) {
      case (1, _):
        let copies = matching[0]
        if let finding = sameCopies(
          copies.map { Copy(file: $0.file, node: Syntax($0.node)) }, of: "`\(simpleName(of: copies[0]))`")
        {
          return .refused(finding)
        }
        return .chosen(copies[0])
      case (0, let name?):
        let found = types.map { simpleName(of: $0[0]) }.joined(separator: ", ")
        return .refused(
          Finding(
            .swiftNoActivity,
            "no ActivityAttributes type named `\(TerminalSafe.escape(name))` (found: \(found.isEmpty ? "none" : found))"
          ))
      case (0, nil):
        return .refused(
          Finding(.swiftNoActivity, "no type conforming to ActivityAttributes in the Swift sources"))
      case (_, let name?):
        return .refused(
          Finding(
            .swiftNoActivity,
            "several ActivityAttributes types named `\(TerminalSafe.escape(name))` (\(places(matching, qualified: true))); pick one with --activity and its qualified name"
          ))
      case (_, nil):
        return .refused(
          Finding(
            .swiftNoActivity,
            "several ActivityAttributes types (\(places(matching, qualified: false))); pick one with --activity NAME"
          ))
      }
    }

    /// nil when every copy of a declaration reads the same (whitespace and comments aside);
    /// otherwise the W007 error, at the first copy that differs from the first.
    static func sameCopies(_ copies: [Copy], of what: String) -> Finding? {
      guard let first = copies.first else { return nil }
      let text = tokens(first.node)
      guard let differing = copies.dropFirst().first(where: { tokens($0.node) != text }) else { return nil }
      return Finding(
        .swiftNoActivity,
        "\(what) is declared more than once, differently (\(copies.map(place).joined(separator: ", "))): islet cannot tell which one the app builds",
        at: .source(differing.file.span(of: differing.node)),
        help: "give islet one target's files (the widget extension's), or make the copies the same")
    }

    /// The declaration's tokens without their trivia: two copies of one file read the same
    /// even when their indentation or comments differ.
    static func tokens(_ node: Syntax) -> [String] {
      node.tokens(viewMode: .sourceAccurate).map(\.text)
    }

    private static func simpleName(of type: SwiftDeclarations.TypeDeclaration) -> String {
      SwiftWidgetTranslator.simpleName(type.qualifiedName)
    }

    /// "Delivery (App/Delivery.swift:5, Widget/Delivery.swift:5)": each type with every place
    /// it is declared.
    private static func places(_ types: [[SwiftDeclarations.TypeDeclaration]], qualified: Bool) -> String {
      types.map { copies in
        let name = qualified ? copies[0].qualifiedName : simpleName(of: copies[0])
        let at = copies.map { place(Copy(file: $0.file, node: Syntax($0.node))) }
        return "\(name) (\(at.joined(separator: ", ")))"
      }.joined(separator: ", ")
    }

    /// "Widget/Delivery.swift:5": where a copy starts.
    private static func place(_ copy: Copy) -> String {
      let span = copy.file.span(of: copy.node)
      return "\(TerminalSafe.escape(span.file)):\(span.start.line)"
    }
  }
#endif
