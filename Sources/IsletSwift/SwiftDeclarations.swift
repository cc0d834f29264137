#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  /// Every type, view and configuration declared across the given Swift files, found by
  /// walking each file once.
  final class SwiftDeclarations {
    /// A struct, enum or class with the file it is in and its name qualified by the types
    /// around it.
    struct TypeDeclaration {
      var qualifiedName: String
      var file: SwiftSourceFile
      var node: DeclSyntax
      var inherited: [String]
      var members: MemberBlockItemListSyntax
    }

    /// An `ActivityConfiguration(for: X.self) { … } dynamicIsland: { … }` call.
    struct Configuration {
      var attributesName: String
      var file: SwiftSourceFile
      var call: FunctionCallExprSyntax
      /// The modifiers chained on the configuration (`.supplementalActivityFamilies([.small])`).
      var modifiers: [FunctionCallExprSyntax]
    }

    /// Structs, and classes read as structs: a class with no superclass among the given files
    /// (`class Team: Codable`, `final class`, `class T: NSObject, Codable`) is coded by a
    /// synthesized `Codable` as a struct is; a subclass of one of them is left out (its
    /// inherited properties are not its own).
    private(set) var structs: [TypeDeclaration] = []
    private(set) var enums: [TypeDeclaration] = []
    /// Every class, before those read as structs join `structs`.
    private var classes: [TypeDeclaration] = []
    private(set) var configurations: [Configuration] = []
    /// Members added by `extension X { … }`, by the extended type's last name component.
    private(set) var extensions: [String: [(SwiftSourceFile, MemberBlockItemListSyntax)]] = [:]
    /// Protocols added by `extension X: P { … }`, by the extended type's last name component.
    private var extensionConformances: [String: [String]] = [:]
    /// `typealias Name = Type` declarations, by qualified name (`RideAttributes.ContentState`).
    private(set) var typealiases: [String: (file: SwiftSourceFile, node: TypeAliasDeclSyntax)] = [:]
    /// A `#Preview(…) { … } contentStates: { … }` use.
    struct Preview {
      var file: SwiftSourceFile
      var node: Syntax
      var arguments: LabeledExprListSyntax
      var closures: MultipleTrailingClosureElementListSyntax

      /// The `#Preview` a macro use is (a declaration at the top level, or an expression).
      init?(_ macro: some FreestandingMacroExpansionSyntax, in file: SwiftSourceFile) {
        guard macro.macroName.text == "Preview" else { return nil }
        self.file = file
        node = Syntax(macro)
        arguments = macro.arguments
        closures = macro.additionalTrailingClosures
      }
    }

    /// `#Preview(…)` macro uses, in file order.
    private(set) var previews: [Preview] = []

    /// `attributes.previewContext(state, viewKind: …)`, as an Xcode 14 `PreviewProvider` shows
    /// an activity (`static let attributes = …`, `static let contentState = …` beside it).
    struct PreviewContext {
      var file: SwiftSourceFile
      var call: FunctionCallExprSyntax
      /// The attributes it is called on and the content state it shows.
      var attributes: ExprSyntax
      var state: ExprSyntax
      /// The argument of a `.previewDisplayName(…)` chained on it.
      var title: ExprSyntax?
    }

    /// `previewContext` calls, in file order.
    private(set) var previewContexts: [PreviewContext] = []
    /// Top-level `let` / `var` with an initial value (`var showsCountdown = true`), by name: a
    /// widget extension reads their initial values.
    private(set) var globals: [String: (file: SwiftSourceFile, value: ExprSyntax)] = [:]
    /// Top-level functions (`func badge(_ text: String) -> some View`), by name, in file order.
    private(set) var freeFunctions: [String: [(file: SwiftSourceFile, node: FunctionDeclSyntax)]] = [:]

    /// Where `ActivityConfiguration` or `previewContext` occurs in the file being collected
    /// (UTF-8 offsets): only nodes that span one are searched for configurations and preview
    /// contexts, instead of every node of every body.
    private var callOffsets: [Int] = []

    init(files: [SwiftSourceFile]) {
      for file in files {
        callOffsets =
          Self.offsets(of: "ActivityConfiguration", in: file.text)
          + Self.offsets(of: "previewContext", in: file.text)
        for item in file.tree.statements { collect(item.item, in: file, outer: []) }
      }
      let classNames = Set(classes.map { $0.qualifiedName.split(separator: ".").last.map(String.init) })
      structs += classes.filter { type in
        !classNames.contains(type.inherited.first?.split(separator: ".").last.map(String.init))
      }
      // A conformance declared in an extension counts as the type's own (`extension A: ActivityAttributes {}`).
      for index in structs.indices {
        let simple = structs[index].qualifiedName.split(separator: ".").last.map(String.init) ?? ""
        structs[index].inherited += extensionConformances[simple] ?? []
      }
    }

    /// The UTF-8 offsets where `word` starts in `text`.
    private static func offsets(of word: String, in text: String) -> [Int] {
      let needle = Array(word.utf8)
      let bytes = Array(text.utf8)
      var result: [Int] = []
      var index = 0
      while index + needle.count <= bytes.count {
        if bytes[index] == needle[0] && bytes[index..<index + needle.count].elementsEqual(needle) {
          result.append(index)
          index += needle.count
        } else {
          index += 1
        }
      }
      return result
    }

    /// The struct or enum named `name` (a simple name, or qualified `A.ContentState`).
    func type(named name: String, from context: [String] = []) -> TypeDeclaration? {
      var scope = context
      while true {
        let wanted = (scope + [name]).joined(separator: ".")
        if let found = (structs + enums).first(where: { $0.qualifiedName == wanted }) { return found }
        if scope.isEmpty { break }
        scope.removeLast()
      }
      return (structs + enums).first { $0.qualifiedName.hasSuffix("." + name) || $0.qualifiedName == name }
    }

    /// The members of a type: its own, then those of every extension of it.
    func memberLists(of type: TypeDeclaration) -> [(SwiftSourceFile, MemberBlockItemListSyntax)] {
      let simple = type.qualifiedName.split(separator: ".").last.map(String.init) ?? type.qualifiedName
      return [(type.file, type.members)] + (extensions[simple] ?? [])
    }

    func isEnum(_ declaration: TypeDeclaration) -> Bool { declaration.node.is(EnumDeclSyntax.self) }

    /// Struct declarations that conform to `View`.
    func view(named name: String) -> TypeDeclaration? {
      structs.first {
        $0.qualifiedName.split(separator: ".").last.map(String.init) == name && $0.inherited.contains("View")
      }
    }

    private func collect(_ item: CodeBlockItemSyntax.Item, in file: SwiftSourceFile, outer: [String]) {
      if case .decl(let decl) = item {
        collect(decl, in: file, outer: outer)
      } else if case .expr(let expr) = item, let macro = expr.as(MacroExpansionExprSyntax.self),
        let preview = Preview(macro, in: file)
      {
        previews.append(preview)
      } else {
        findCalls(in: Syntax(item), file: file)
      }
    }

    private func collect(_ decl: DeclSyntax, in file: SwiftSourceFile, outer: [String]) {
      if let node = decl.as(StructDeclSyntax.self) {
        structs.append(
          type(decl, node.name, node.inheritanceClause, node.memberBlock, in: file, outer: outer))
      } else if let node = decl.as(ClassDeclSyntax.self) {
        classes.append(
          type(decl, node.name, node.inheritanceClause, node.memberBlock, in: file, outer: outer))
      } else if let node = decl.as(EnumDeclSyntax.self) {
        enums.append(type(decl, node.name, node.inheritanceClause, node.memberBlock, in: file, outer: outer))
      } else if let node = decl.as(ExtensionDeclSyntax.self) {
        let extended = node.extendedType.trimmedDescription
        let last = extended.split(separator: ".").last.map(String.init) ?? extended
        extensions[last, default: []].append((file, node.memberBlock.members))
        extensionConformances[last, default: []] += Self.inheritedNames(node.inheritanceClause)
        let name = extended.split(separator: ".").map(String.init)
        for member in node.memberBlock.members { collect(member.decl, in: file, outer: name) }
      } else if let node = decl.as(TypeAliasDeclSyntax.self) {
        typealiases[(outer + [node.name.text]).joined(separator: ".")] = (file, node)
      } else if let node = decl.as(MacroExpansionDeclSyntax.self), let preview = Preview(node, in: file) {
        previews.append(preview)
      } else if outer.isEmpty, let function = decl.as(FunctionDeclSyntax.self) {
        freeFunctions[function.name.text, default: []].append((file, function))
        findCalls(in: Syntax(decl), file: file)
      } else if outer.isEmpty, let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value
          else { continue }
          globals[name] = (file, value)
        }
      } else {
        findCalls(in: Syntax(decl), file: file)
      }
    }

    /// A struct or enum declaration, after collecting the types nested in it.
    private func type(
      _ decl: DeclSyntax, _ name: TokenSyntax, _ inheritance: InheritanceClauseSyntax?,
      _ members: MemberBlockSyntax, in file: SwiftSourceFile, outer: [String]
    ) -> TypeDeclaration {
      let qualified = outer + [name.text]
      for member in members.members { collect(member.decl, in: file, outer: qualified) }
      return TypeDeclaration(
        qualifiedName: qualified.joined(separator: "."), file: file, node: decl,
        inherited: Self.inheritedNames(inheritance), members: members.members)
    }

    /// Finds `ActivityConfiguration` and `previewContext` calls anywhere below `node` (a
    /// widget's `body`, a preview provider's `previews`), descending only into nodes whose text
    /// holds one of the names.
    private func findCalls(in node: Syntax, file: SwiftSourceFile) {
      let range = node.position.utf8Offset..<node.endPosition.utf8Offset
      guard callOffsets.contains(where: range.contains) else { return }
      if let call = node.as(FunctionCallExprSyntax.self),
        Self.namesActivityConfiguration(call.calledExpression)
      {
        let target = call.arguments.first { $0.label?.text == "for" }?.expression.trimmedDescription ?? ""
        let name = target.hasSuffix(".self") ? String(target.dropLast(5)) : target
        configurations.append(
          Configuration(attributesName: name, file: file, call: call, modifiers: Self.modifiers(above: call)))
        return
      }
      if let call = node.as(FunctionCallExprSyntax.self),
        let access = call.calledExpression.as(MemberAccessExprSyntax.self),
        access.declName.baseName.text == "previewContext", let attributes = access.base,
        let state = call.arguments.first, state.label == nil
      {
        let title = Self.modifiers(above: call).first {
          $0.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "previewDisplayName"
        }
        previewContexts.append(
          PreviewContext(
            file: file, call: call, attributes: attributes, state: state.expression,
            title: title?.arguments.first?.expression))
        return
      }
      for child in node.children(viewMode: .sourceAccurate) { findCalls(in: child, file: file) }
    }

    /// Whether `callee` is `ActivityConfiguration` as a call spells it: `ActivityConfiguration`,
    /// `ActivityConfiguration<Attributes>`, `WidgetKit.ActivityConfiguration`, each optionally
    /// followed by `.init`.
    private static func namesActivityConfiguration(_ callee: ExprSyntax) -> Bool {
      var type = callee
      if let access = type.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "init",
        let base = access.base
      {
        type = base
      }
      if let specialized = type.as(GenericSpecializationExprSyntax.self) { type = specialized.expression }
      if let access = type.as(MemberAccessExprSyntax.self) {
        return access.declName.baseName.text == "ActivityConfiguration"
          && access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "WidgetKit"
      }
      return type.as(DeclReferenceExprSyntax.self)?.baseName.text == "ActivityConfiguration"
    }

    /// The calls chained on `call` (`call.a(…).b(…)`), innermost first.
    private static func modifiers(above call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
      var result: [FunctionCallExprSyntax] = []
      var node = Syntax(call)
      while let access = node.parent?.as(MemberAccessExprSyntax.self), access.base?.id == node.id,
        let outer = access.parent?.as(FunctionCallExprSyntax.self)
      {
        result.append(outer)
        node = Syntax(outer)
      }
      return result
    }

    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
      clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }
  }
#endif
