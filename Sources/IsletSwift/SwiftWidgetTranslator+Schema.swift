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

    /// The `attributes { … }`, `state { … }`, `enum` and `struct` declarations.
    func writeSchema(into writer: inout IsletTextWriter) {
      writer.line(IsletFragment("attributes {", from: attributes.file.span(of: attributes.node)))
      writer.indent()
      attributeFields = writeFields(of: attributes, isTopLevel: true, into: &writer)
      writer.outdent()
      writer.line("}")
      writer.line("state {")
      writer.indent()
      stateDeclaration = contentState()
      if let state = stateDeclaration {
        stateFields = writeFields(of: state, isTopLevel: true, into: &writer)
      } else {
        writer.comment("the content state is not read: pushes' content-state is not checked")
      }
      writer.outdent()
      writer.line("}")
      // A struct's fields may use more structs and enums: write until none is left.
      var (enumIndex, structIndex) = (0, 0)
      while enumIndex < enumsUsed.count || structIndex < structsUsed.count {
        if structIndex < structsUsed.count {
          let declaration = structsUsed[structIndex]
          let name = Self.simpleName(declaration.qualifiedName)
          writer.line(IsletFragment("struct \(name) {", from: declaration.file.span(of: declaration.node)))
          writer.indent()
          structFields[name] = writeFields(of: declaration, isTopLevel: false, into: &writer)
          writer.outdent()
          writer.line("}")
          structIndex += 1
        } else {
          writeEnum(enumsUsed[enumIndex], into: &writer)
          enumIndex += 1
        }
      }
    }

    /// The struct the attributes' `ContentState` is: nested in them (or in an extension of
    /// them), or named by a `typealias ContentState = …`. When islet cannot read it (an enum, a
    /// type in no given file, none at all) the state has no fields and a warning says so.
    private func contentState() -> SwiftDeclarations.TypeDeclaration? {
      let owner = Self.simpleName(attributes.qualifiedName)
      let qualified = attributes.qualifiedName + ".ContentState"
      // Nested in the attributes, or in an extension that names them by their simple name.
      func nested(_ name: String) -> Bool {
        name == qualified || name == "\(owner).ContentState" || name.hasSuffix(".\(owner).ContentState")
      }
      let notChecked = "islet reads a struct's stored properties, so pushes' content-state is not checked"
      let state: SwiftDeclarations.TypeDeclaration
      // The exact nesting first: two activities may share a simple name (`Rides.Trip`,
      // `Flights.Trip`), each with its own `ContentState`.
      let types = declarations.structs + declarations.enums
      if let found = types.first(where: { $0.qualifiedName == qualified })
        ?? types.first(where: { nested($0.qualifiedName) })
      {
        state = found
      } else if let alias = declarations.typealiases[qualified]
        ?? declarations.typealiases.keys.sorted().first(where: nested).flatMap({
          declarations.typealiases[$0]
        })
      {
        let target = alias.node.initializer.value
        let context = attributes.qualifiedName.split(separator: ".").map(String.init)
        guard let found = declarations.type(named: target.trimmedDescription, from: context) else {
          report(
            .swiftUndecodedField,
            "`ContentState` is `\(target.trimmedDescription)`, declared in none of the given files; \(notChecked)",
            at: target, in: alias.file)
          return nil
        }
        state = found
      } else {
        report(
          .swiftUndecodedField,
          "`\(owner)` has no ContentState islet can see (a nested struct or a typealias); \(notChecked)",
          at: attributes.node, in: attributes.file)
        return nil
      }
      guard !declarations.isEnum(state) else {
        report(
          .swiftUndecodedField, "the content state `\(state.qualifiedName)` is an enum; \(notChecked)",
          at: state.node, in: state.file)
        return nil
      }
      return state
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
    /// Only the attributes' and content state's (`isTopLevel`) fields are required of a preview
    /// and explained when a view reads one that is not decoded.
    private func writeFields(
      of type: SwiftDeclarations.TypeDeclaration, isTopLevel: Bool, into writer: inout IsletTextWriter
    ) -> [String: String] {
      let file = type.file
      let keys = codingKeys(of: type)
      var reads: [String: OwnRead]?
      switch ownDecoding(of: type) {
      case .read(let own)?: reads = own
      case .unread(let initializer, let initFile, let statement)?:
        let line = initFile.span(of: statement).start.line
        report(
          .swiftCustomDecoding,
          "`\(Self.simpleName(type.qualifiedName))` decodes itself with an init(from:) islet does not read (line "
            + "\(line) is none of the forms islet reads); pushes are not checked against it",
          at: initializer.initKeyword, in: initFile)
        writer.line(IsletFragment("init(from:)", from: initFile.span(of: initializer.initKeyword)))
      case nil: break
      }
      var fields: [String: String] = [:]
      for property in storedProperties(of: type) {
        let own = reads?[property.name]
        if reads != nil, own == nil {
          if isTopLevel { undecoded[property.name] = "its init(from:) does not read it" }
          writer.comment("\(property.name): not read by init(from:), not decoded")
          continue
        }
        let key: String? = if let own { own.key } else { keys.map { $0[property.name] } ?? property.name }
        if property.isLet, property.initializer != nil {
          if isTopLevel { undecoded[property.name] = "a `let` with an initial value is not decoded" }
          writer.comment("\(property.name): a `let` with an initial value, not decoded")
          continue
        }
        guard let key else {
          if isTopLevel { undecoded[property.name] = "not in CodingKeys, so not decoded" }
          writer.comment("\(property.name): not in CodingKeys, not decoded")
          continue
        }
        guard let typeSyntax = property.type ?? property.initializer.flatMap(inferredType) else {
          if isTopLevel { undecoded[property.name] = "its type is not written" }
          report(
            .swiftUndecodedField,
            "`\(property.name)` has no written type, and its initial value does not say one; islet does not "
              + "decode it, so pushes are not checked for it",
            at: property.node, in: file)
          continue
        }
        // An inferred type is in no file: findings about it point at the initial value.
        let typeLocation =
          property.type.map(Syntax.init) ?? property.initializer.map(Syntax.init) ?? property.node
        switch fieldType(typeSyntax, in: type) {
        case .success(let (islet, approximation)):
          guard Self.isIdentifier(key) else {
            if isTopLevel { undecoded[property.name] = "its key is not a name islet can use" }
            report(
              .swiftUndecodedField,
              "the key \"\(TerminalSafe.escape(key))\" of `\(property.name)` is not a name islet can use; not decoded",
              at: property.node, in: file)
            continue
          }
          if let approximation {
            report(.swiftApproximatedType, "`\(property.name)`: \(approximation)", at: typeLocation, in: file)
          }
          fields[property.name] = key
          let initial = property.initializer.flatMap { Self.literal($0) }
          if isTopLevel, !islet.hasSuffix("?"), initial == nil { requiredFields.insert(key) }
          writer.line(
            IsletFragment(
              "\(key): \(islet)\(initial.map { " = \($0)" } ?? "")\(own.map { " from \($0.decoding)" } ?? "")",
              from: file.span(of: property.node)))
        case .failure(let reason):
          if isTopLevel { undecoded[property.name] = reason.description }
          report(
            .swiftUndecodedField, "`\(property.name)`: \(reason); pushes are not checked for it",
            at: typeLocation, in: file)
          writer.comment("\(property.name): \(reason), not decoded")
        }
      }
      return fields
    }

    /// A literal initial value (a number, string without interpolation, Bool, nil, or an array
    /// of them) as islet text: the field's default value.
    static func literal(_ expr: ExprSyntax) -> String? {
      if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
        || expr.is(BooleanLiteralExprSyntax.self) || expr.is(NilLiteralExprSyntax.self)
      {
        return expr.trimmedDescription
      }
      if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
        let number = literal(prefix.expression)
      {
        return "-" + number
      }
      if let text = stringLiteral(expr), !text.contains("\\") { return "\"\(text)\"" }
      if let array = expr.as(ArrayExprSyntax.self) {
        var elements: [String] = []
        for element in array.elements {
          guard let value = literal(element.expression) else { return nil }
          elements.append(value)
        }
        return elements.isEmpty ? nil : "[" + elements.joined(separator: ", ") + "]"
      }
      return nil
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
    func codingKeys(of type: SwiftDeclarations.TypeDeclaration) -> [String: String]? {
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
      if let dictionary = type.as(DictionaryTypeSyntax.self) {
        guard dictionary.key.trimmedDescription == "String" else {
          return .failure(
            SwiftSchemaGap("islet models dictionaries with String keys, not \(type.trimmedDescription)"))
        }
        return fieldType(dictionary.value, in: owner).map { ("[String: \($0.0)]", $0.1) }
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
      case "Dictionary" where generic.count == 2 && generic[0].trimmedDescription == "String":
        return fieldType(generic[1], in: owner).map { ("[String: \($0.0)]", $0.1) }
      case "ClosedRange" where generic.count == 1, "Range" where generic.count == 1:
        return fieldType(generic[0], in: owner).flatMap { bound in
          guard
            ["Int", "Double", "TimeInterval", "Date"].contains(bound.0)
              || IntegerWidth(rawValue: bound.0) != nil
          else {
            return .failure(
              SwiftSchemaGap("islet models ranges of Int, Double and Date, not \(type.trimmedDescription)"))
          }
          return .success(("\(name)<\(bound.0)>", bound.1))
        }
      case "String": return .success(("String", nil))
      case "Character":
        return .success(
          ("String", "Character is decoded as String; a string of several characters is not refused"))
      case "Int": return .success(("Int", nil))
      case _ where IntegerWidth(rawValue: name) != nil:
        return .success((name, nil))
      case "Double", "Float64", "CGFloat":
        return .success(("Double", nil))
      case "Float", "Float32": return .success(("Float", nil))
      case "TimeInterval", "Bool", "Date", "URL", "UUID": return .success((name, nil))
      case "ClosedRange", "Range", "Dictionary", "Set":
        return .failure(SwiftSchemaGap("islet does not model \(type.trimmedDescription)"))
      default:
        break
      }
      let context = owner.qualifiedName.split(separator: ".").map(String.init)
      guard let declaration = declarations.type(named: name, from: context) else {
        return .failure(SwiftSchemaGap("`\(name)` is declared in none of the given files"))
      }
      let simple = Self.simpleName(declaration.qualifiedName)
      // islet names types by their last component: a second type of that name cannot be told apart.
      if let other = (structsUsed + enumsUsed).first(where: {
        Self.simpleName($0.qualifiedName) == simple && $0.qualifiedName != declaration.qualifiedName
      }) {
        return .failure(
          SwiftSchemaGap("`\(declaration.qualifiedName)` and `\(other.qualifiedName)` have one name in islet")
        )
      }
      if !declarations.isEnum(declaration) {
        if !structsUsed.contains(where: { $0.qualifiedName == declaration.qualifiedName }) {
          structsUsed.append(declaration)
        }
        return .success((simple, nil))
      }
      guard let rawType = Self.enumRawType(declaration) else {
        return .failure(
          SwiftSchemaGap(
            "islet models enums with String or integer raw values, not \(declaration.inherited[0]) (`\(name)`)"
          ))
      }
      if rawType == "Codable",
        let payload = Self.enumElements(declaration.members).first(where: { $0.parameterClause != nil })
      {
        return .failure(
          SwiftSchemaGap("the enum `\(name)` has cases with associated values (`\(payload.name.text)`)"))
      }
      // Raw values, or none: synthesized Codable, one key per case (`{"case":{}}`).
      if !enumsUsed.contains(where: { $0.qualifiedName == declaration.qualifiedName }) {
        enumsUsed.append(declaration)
      }
      return .success((simple, nil))
    }

    private static func argumentType(_ argument: GenericArgumentSyntax) -> TypeSyntax? {
      argument.argument.as(TypeSyntax.self)
    }

    func writeEnum(
      _ declaration: SwiftDeclarations.TypeDeclaration, into writer: inout IsletTextWriter
    ) {
      let rawType = Self.enumRawType(declaration) ?? "Codable"
      var cases: [IsletFragment] = []
      // islet reads no enum's own init(from:) (`self = Phase(rawValue: …) ?? .unknown`): not checked.
      if let (file, initializer) = ownInitializer(of: declaration) {
        report(
          .swiftCustomDecoding,
          "`\(Self.simpleName(declaration.qualifiedName))` decodes itself with an init(from:), and islet reads "
            + "none of an enum's; pushes are not checked against it", at: initializer.initKeyword, in: file)
        cases.append(IsletFragment("init(from:)", from: file.span(of: initializer.initKeyword)))
      }
      var next = 0
      for element in Self.enumElements(declaration.members) {
        let name = element.name.text
        let raw: String
        if rawType == "Int" {
          if let value = element.rawValue.flatMap({ Self.integerLiteral($0.value) }) { next = value }
          raw = String(next)
          next += 1
        } else if rawType == "String" {
          let text = element.rawValue.flatMap { Self.stringLiteral($0.value) } ?? name
          raw = "\"\(text)\""
        } else {
          cases.append(IsletFragment("case \(name)", from: declaration.file.span(of: element)))
          continue
        }
        cases.append(IsletFragment("case \(name) = \(raw)", from: declaration.file.span(of: element)))
      }
      let head = IsletFragment(
        "enum \(Self.simpleName(declaration.qualifiedName)): \(rawType) { ",
        from: declaration.file.span(of: declaration.node))
      writer.line(head + IsletFragment.joined(cases, separator: "  ") + " }")
    }

    /// How islet decodes an enum: `String` (raw type String or Character), `Int` (any integer
    /// raw type: a number out of the type's range matches no case, so it is refused as Swift
    /// refuses it), `Codable` (no raw type: one key per case); nil for a raw type islet does
    /// not model (`Double`, `Float`).
    static func enumRawType(_ declaration: SwiftDeclarations.TypeDeclaration) -> String? {
      let raw = declaration.inherited.first ?? ""
      switch raw {
      case "String", "Character": return "String"
      case "Double", "Float", "Float32", "Float64", "Float80", "CGFloat", "Decimal": return nil
      default: return raw == "Int" || IntegerWidth(rawValue: raw) != nil ? "Int" : "Codable"
      }
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
