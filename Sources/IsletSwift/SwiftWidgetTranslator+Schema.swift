#if canImport(SwiftParser)
  import IsletFindings
  import IsletLanguage
  import IsletModel
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// A stored property as a synthesized `Codable` sees it.
    struct StoredProperty {
      var name: String
      var type: TypeSyntax?
      var initializer: ExprSyntax?
      var isLet: Bool
      var node: Syntax
    }

    /// The `attributes { … }`, `state { … }`, `enum` and `let` declarations.
    func writeSchema(into writer: inout IsletTextWriter) {
      writer.line(IsletFragment("attributes {", from: attributes.file.span(of: attributes.node)))
      writer.indent()
      attributeFields = writeFields(of: attributes, into: &writer)
      writer.outdent()
      writer.line("}")
      writer.line("state {")
      writer.indent()
      if let state = declarations.type(
        named: "ContentState", from: attributes.qualifiedName.split(separator: ".").map(String.init)),
        !declarations.isEnum(state)
      {
        stateFields = writeFields(of: state, into: &writer)
      }
      writer.outdent()
      writer.line("}")
      var index = 0
      while index < enumsUsed.count {
        writeEnum(enumsUsed[index], into: &writer)
        index += 1
      }
    }

    /// The stored properties of a struct declaration.
    func storedProperties(of type: SwiftDeclarations.TypeDeclaration) -> [StoredProperty] {
      var result: [StoredProperty] = []
      for member in type.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        if variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) { continue }
        let isLet = variable.bindingSpecifier.text == "let"
        var pendingType: TypeSyntax?
        var declared: [StoredProperty] = []
        for binding in variable.bindings.reversed() {
          if let annotation = binding.typeAnnotation { pendingType = annotation.type }
          if let accessors = binding.accessorBlock, Self.isComputed(accessors) { continue }
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          declared.insert(
            StoredProperty(
              name: name, type: pendingType, initializer: binding.initializer?.value, isLet: isLet,
              node: Syntax(binding)), at: 0)
        }
        result += declared
      }
      return result
    }

    private static func isComputed(_ accessors: AccessorBlockSyntax) -> Bool {
      if case .accessors(let list) = accessors.accessors {
        return list.contains { ["get", "_read", "unsafeAddress"].contains($0.accessorSpecifier.text) }
      }
      return true
    }

    /// Writes the decoded fields of `type` and returns Swift property name → islet field name.
    private func writeFields(
      of type: SwiftDeclarations.TypeDeclaration, into writer: inout IsletTextWriter
    ) -> [String: String] {
      let file = type.file
      let keys = codingKeys(of: type)
      for member in type.members {
        if let initializer = member.decl.as(InitializerDeclSyntax.self),
          initializer.signature.parameterClause.parameters.first?.firstName.text == "from"
        {
          report(
            .swiftCustomDecoding,
            "`\(Self.simpleName(type.qualifiedName))` decodes itself with init(from:); islet assumes the synthesized decoding",
            at: initializer.initKeyword, in: file)
        }
      }
      var fields: [String: String] = [:]
      for property in storedProperties(of: type) {
        let key = keys.map { $0[property.name] } ?? property.name
        if property.isLet, property.initializer != nil {
          undecoded[property.name] = "a `let` with an initial value is not decoded"
          writer.comment("\(property.name): a `let` with an initial value, not decoded")
          continue
        }
        guard let key else {
          undecoded[property.name] = "not in CodingKeys, so not decoded"
          writer.comment("\(property.name): not in CodingKeys, not decoded")
          continue
        }
        guard let typeSyntax = property.type else {
          undecoded[property.name] = "its type is not written"
          report(
            .swiftUndecodedField, "`\(property.name)` has no written type; islet does not decode it",
            at: property.node, in: file)
          continue
        }
        switch fieldType(typeSyntax, in: type) {
        case .success(let (islet, approximation)):
          guard Self.isIdentifier(key) else {
            undecoded[property.name] = "its key is not a name islet can use"
            report(
              .swiftUndecodedField,
              "the key \"\(TerminalSafe.escape(key))\" of `\(property.name)` is not a name islet can use; not decoded",
              at: property.node, in: file)
            continue
          }
          if let approximation {
            report(.swiftApproximatedType, "`\(property.name)`: \(approximation)", at: typeSyntax, in: file)
          }
          fields[property.name] = key
          if !islet.hasSuffix("?") { requiredFields.insert(key) }
          writer.line(IsletFragment("\(key): \(islet)", from: file.span(of: property.node)))
        case .failure(let reason):
          undecoded[property.name] = reason.description
          report(
            .swiftUndecodedField, "`\(property.name)`: \(reason); pushes are not checked for it",
            at: typeSyntax, in: file)
          writer.comment("\(property.name): \(reason), not decoded")
        }
      }
      return fields
    }

    static func isIdentifier(_ text: String) -> Bool {
      guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
        return false
      }
      return text.unicodeScalars.allSatisfy {
        $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
      }
    }

    /// Swift property name → JSON key from `enum CodingKeys: String, CodingKey`, or nil when
    /// the type has none (every stored property is decoded under its own name).
    private func codingKeys(of type: SwiftDeclarations.TypeDeclaration) -> [String: String]? {
      for member in type.members {
        guard let keys = member.decl.as(EnumDeclSyntax.self), keys.name.text == "CodingKeys" else { continue }
        var result: [String: String] = [:]
        for element in Self.enumElements(keys.memberBlock.members) {
          result[element.name.text] =
            element.rawValue.flatMap { Self.stringLiteral($0.value) } ?? element.name.text
        }
        return result
      }
      return nil
    }

    static func enumElements(_ members: MemberBlockItemListSyntax) -> [EnumCaseElementSyntax] {
      members.flatMap { $0.decl.as(EnumCaseDeclSyntax.self)?.elements.map { $0 } ?? [] }
    }

    static func stringLiteral(_ expr: ExprSyntax) -> String? {
      guard let literal = expr.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
        let segment = literal.segments.first?.as(StringSegmentSyntax.self)
      else { return nil }
      return segment.content.text
    }

    /// The islet type for a Swift field type, with a remark when it is approximated, or why it
    /// cannot be decoded.
    func fieldType(
      _ type: TypeSyntax, in owner: SwiftDeclarations.TypeDeclaration
    ) -> Result<(String, String?), SwiftSchemaGap> {
      if let optional = type.as(OptionalTypeSyntax.self) {
        return fieldType(optional.wrappedType, in: owner).map { ($0.0 + "?", $0.1) }
      }
      if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        return fieldType(unwrapped.wrappedType, in: owner).map { ($0.0 + "?", $0.1) }
      }
      if let array = type.as(ArrayTypeSyntax.self) {
        return fieldType(array.element, in: owner).map { ("[\($0.0)]", $0.1) }
      }
      if type.is(DictionaryTypeSyntax.self) {
        return .failure(SwiftSchemaGap("islet does not model dictionaries (\(type.trimmedDescription))"))
      }
      let name: String
      var generic: [TypeSyntax] = []
      if let identifier = type.as(IdentifierTypeSyntax.self) {
        name = identifier.name.text
        generic = identifier.genericArgumentClause?.arguments.compactMap { Self.argumentType($0) } ?? []
      } else if let member = type.as(MemberTypeSyntax.self) {
        name = member.trimmedDescription
      } else {
        return .failure(SwiftSchemaGap("islet does not model \(type.trimmedDescription)"))
      }
      switch name {
      case "Optional" where generic.count == 1:
        return fieldType(generic[0], in: owner).map { ($0.0 + "?", $0.1) }
      case "Array" where generic.count == 1:
        return fieldType(generic[0], in: owner).map { ("[\($0.0)]", $0.1) }
      case "String", "Character": return .success(("String", nil))
      case "Int": return .success(("Int", nil))
      case _ where IntegerWidth(rawValue: name) != nil:
        return .success((name, nil))
      case "Double", "Float", "Float32", "Float64", "CGFloat", "TimeInterval":
        return .success(("Double", nil))
      case "Bool": return .success(("Bool", nil))
      case "Date": return .success(("Date", nil))
      case "URL", "UUID": return .success(("String", "\(name) is decoded as String; its form is not checked"))
      case "ClosedRange", "Range", "Dictionary", "Set":
        return .failure(SwiftSchemaGap("islet does not model \(type.trimmedDescription)"))
      default:
        break
      }
      let context = owner.qualifiedName.split(separator: ".").map(String.init)
      guard let declaration = declarations.type(named: name, from: context) else {
        return .failure(SwiftSchemaGap("`\(name)` is declared in none of the given files"))
      }
      guard declarations.isEnum(declaration) else {
        return .failure(SwiftSchemaGap("islet does not model nested structs (`\(name)`)"))
      }
      guard let rawType = declaration.inherited.first, ["String", "Int"].contains(rawType) else {
        return .failure(SwiftSchemaGap("the enum `\(name)` has no String or Int raw values"))
      }
      if !enumsUsed.contains(where: { $0.qualifiedName == declaration.qualifiedName }) {
        enumsUsed.append(declaration)
      }
      return .success((Self.simpleName(declaration.qualifiedName), nil))
    }

    private static func argumentType(_ argument: GenericArgumentSyntax) -> TypeSyntax? {
      argument.argument.as(TypeSyntax.self)
    }

    private func writeEnum(
      _ declaration: SwiftDeclarations.TypeDeclaration, into writer: inout IsletTextWriter
    ) {
      let rawType = declaration.inherited.first ?? "String"
      var cases: [IsletFragment] = []
      var next = 0
      for element in Self.enumElements(declaration.members) {
        let name = element.name.text
        let raw: String
        if rawType == "Int" {
          if let value = element.rawValue.flatMap({ Self.integerLiteral($0.value) }) { next = value }
          raw = String(next)
          next += 1
        } else {
          let text = element.rawValue.flatMap { Self.stringLiteral($0.value) } ?? name
          raw = "\"\(text)\""
        }
        cases.append(IsletFragment("case \(name) = \(raw)", from: declaration.file.span(of: element)))
      }
      let head = IsletFragment(
        "enum \(Self.simpleName(declaration.qualifiedName)): \(rawType) { ",
        from: declaration.file.span(of: declaration.node))
      writer.line(head + IsletFragment.joined(cases, separator: "  ") + " }")
    }

    static func integerLiteral(_ expr: ExprSyntax) -> Int? {
      if let literal = expr.as(IntegerLiteralExprSyntax.self) {
        return Int(literal.literal.text.filter { $0 != "_" })
      }
      if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
        return integerLiteral(prefix.expression).map { -$0 }
      }
      return nil
    }
  }

  /// Why a Swift field type is not decoded by islet.
  struct SwiftSchemaGap: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
#endif
