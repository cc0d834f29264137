#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// What a struct's own `init(from decoder:)` does, read statement by statement.
    enum OwnDecoding {
      /// Every statement is one islet reads: each property it reads, by Swift name, with the
      /// JSON key and the islet `from …` text. Properties it does not read (given a value that
      /// does not come from the push, or keeping their initial values) are not decoded.
      case read([String: OwnRead])
      /// A statement islet does not read (`node`): what the init accepts cannot be known.
      case unread(initializer: InitializerDeclSyntax, file: SwiftSourceFile, node: Syntax)
    }

    /// How the init reads one property: its JSON key and the islet spelling of the read; nil
    /// for a property it gives a value without reading the push (`bay = "A"`).
    struct OwnRead {
      var key: String
      var decoding: String
    }

    /// One read of the container before it is checked against the property's type.
    private struct ReadForm {
      var method: String
      var type: TypeSyntax
      var isAttempted: Bool
      var key: String
      var fallback: String?
      var conversion: String?

      /// Whether nothing stands in for a missing value: the read gives an optional.
      var isOptional: Bool { (method == "decodeIfPresent" || isAttempted) && fallback == nil }
    }

    /// The type's own `init(from:)` (in its declaration or an extension of it) read, or nil when
    /// it has none and decodes as a synthesized `Codable` does.
    func ownDecoding(of type: SwiftDeclarations.TypeDeclaration) -> OwnDecoding? {
      guard let (file, initializer) = ownInitializer(of: type) else { return nil }
      let unread = { (node: Syntax) in OwnDecoding.unread(initializer: initializer, file: file, node: node) }
      guard let body = initializer.body,
        let parameter = initializer.signature.parameterClause.parameters.first
      else { return unread(Syntax(initializer)) }
      let decoder = (parameter.secondName ?? parameter.firstName).text
      let properties = Dictionary(storedProperties(of: type).map { ($0.name, $0) }) { first, _ in first }
      // Without an enum of its own, `CodingKeys` is the synthesized one: a case per property.
      let keys = codingKeys(of: type) ?? Dictionary(uniqueKeysWithValues: properties.keys.map { ($0, $0) })
      var containers: Set<String> = []
      var reads: [String: OwnRead] = [:]
      var assigned: Set<String> = []
      for statement in body.statements {
        if let container = Self.container(statement.item, decoder: decoder) {
          containers.insert(container)
          continue
        }
        guard let (name, value) = Self.assignment(statement.item), properties[name] != nil,
          assigned.insert(name).inserted
        else { return unread(Syntax(statement)) }
        // A value that neither tries nor names the decoder or a container cannot come from the push.
        if !value.contains(where: { Self.mayRead($0, decoder: decoder, containers: containers) }) { continue }
        guard let property = properties[name],
          let form = Self.read(value, containers: containers, keys: keys),
          !reads.values.contains(where: { $0.key == form.key }),
          let decoding = decodingText(form, for: property, in: type)
        else { return unread(Syntax(statement)) }
        reads[name] = OwnRead(key: form.key, decoding: decoding)
      }
      return .read(reads)
    }

    /// The type's `init(from:)`, in its declaration or an extension of it, with its file.
    func ownInitializer(
      of type: SwiftDeclarations.TypeDeclaration
    ) -> (SwiftSourceFile, InitializerDeclSyntax)? {
      for (file, members) in declarations.memberLists(of: type) {
        for member in members {
          guard let initializer = member.decl.as(InitializerDeclSyntax.self),
            initializer.signature.parameterClause.parameters.first?.firstName.text == "from",
            initializer.signature.parameterClause.parameters.count == 1
          else { continue }
          return (file, initializer)
        }
      }
      return nil
    }

    /// The islet `from …` text of `form` when what it gives is the property's type (or the
    /// type of an optional property), else nil: islet then does not claim to read it.
    private func decodingText(
      _ form: ReadForm, for property: StoredProperty, in owner: SwiftDeclarations.TypeDeclaration
    ) -> String? {
      guard case .success(let (read, _)) = fieldType(form.type, in: owner),
        let written = property.type ?? property.initializer.flatMap(inferredType),
        case .success(let (declared, _)) = fieldType(written, in: owner)
      else { return nil }
      var text: String
      switch (form.isAttempted, form.fallback) {
      case (true, let fallback?): text = "(try? decode(\(read))) ?? \(fallback)"
      case (true, nil): text = "try? decode(\(read))"
      case (false, let fallback?): text = "\(form.method)(\(read)) ?? \(fallback)"
      case (false, nil): text = "\(form.method)(\(read))"
      }
      // A case after `??` only for an enum's read (`?? .unknown`), not `?? .zero`, `?? .now`.
      if form.fallback?.hasPrefix(".") == true,
        !enumsUsed.contains(where: { Self.simpleName($0.qualifiedName) == read })
      {
        return nil
      }
      var given = form.isOptional ? read + "?" : read
      if let conversion = form.conversion {
        guard Self.isletDouble(read), !form.isOptional else { return nil }
        text = conversion == "Int" ? "Int(\(text))" : "Date(timeIntervalSince1970: \(text))"
        given = conversion
      }
      let same = { (a: String, b: String) in Self.isletDouble(a) && Self.isletDouble(b) || a == b }
      guard same(given, declared) || declared.hasSuffix("?") && same(given, String(declared.dropLast()))
      else {
        return nil
      }
      return text
    }

    /// Whether `expr` holds a `try` or names the decoder or one of its containers.
    private static func mayRead(_ expr: ExprSyntax, decoder: String, containers: Set<String>) -> Bool {
      expr.tokens(viewMode: .sourceAccurate).contains {
        $0.tokenKind == .keyword(.try) || $0.text == decoder || containers.contains($0.text)
      }
    }

    /// Whether an islet type name is a Double (`TimeInterval` is one).
    private static func isletDouble(_ name: String) -> Bool { name == "Double" || name == "TimeInterval" }

    /// `let c = try decoder.container(keyedBy: CodingKeys.self)`: the container's name.
    private static func container(_ item: CodeBlockItemSyntax.Item, decoder: String) -> String? {
      guard case .decl(let decl) = item, let variable = decl.as(VariableDeclSyntax.self),
        variable.bindings.count == 1, let binding = variable.bindings.first,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value.as(TryExprSyntax.self), value.questionOrExclamationMark == nil,
        let call = value.expression.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
        callee.declName.baseName.text == "container",
        callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == decoder,
        call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "keyedBy",
        argument.expression.trimmedDescription == "CodingKeys.self"
      else { return nil }
      return name
    }

    /// `x = …` or `self.x = …`: the property and the right-hand side as the parser leaves it
    /// (a sequence of operands and operators, not yet folded).
    private static func assignment(_ item: CodeBlockItemSyntax.Item) -> (String, [ExprSyntax])? {
      guard case .expr(let expr) = item, let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
      let elements = Array(sequence.elements)
      guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
      let target: String
      if let name = elements[0].as(DeclReferenceExprSyntax.self) {
        target = name.baseName.text
      } else if let member = elements[0].as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
      {
        target = member.declName.baseName.text
      } else {
        return nil
      }
      return (target, Array(elements.dropFirst(2)))
    }

    /// A right-hand side islet reads: a read (below), `decodeIfPresent(…) ?? literal`, or
    /// `(try? decode(…)) ?? literal`. `try? a ?? b` is not one: Swift's `try?` covers the `??`.
    private static func read(
      _ elements: [ExprSyntax], containers: Set<String>, keys: [String: String]
    ) -> ReadForm? {
      if elements.count == 1, let sequence = elements[0].as(SequenceExprSyntax.self) {
        return read(Array(sequence.elements), containers: containers, keys: keys)
      }
      if elements.count == 1 { return read(elements[0], containers: containers, keys: keys) }
      guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
        let fallback = fallbackLiteral(elements[2])
      else { return nil }
      var lhs = elements[0]
      if let attempt = lhs.as(TryExprSyntax.self) {
        guard attempt.questionOrExclamationMark == nil else { return nil }
        lhs = attempt.expression
      }
      guard var form = read(lhs, containers: containers, keys: keys), form.conversion == nil,
        form.method == "decodeIfPresent" || form.isAttempted
      else { return nil }
      form.fallback = fallback
      return form
    }

    /// One operand: `try c.decode(T.self, forKey: .k)` (or `decodeIfPresent`), `try? …` of one,
    /// either in parentheses, or a read that is not optional in `Int(…)` or
    /// `Date(timeIntervalSince1970: …)`.
    private static func read(
      _ expr: ExprSyntax, containers: Set<String>, keys: [String: String]
    ) -> ReadForm? {
      if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        return read([only.expression], containers: containers, keys: keys)
      }
      if let attempt = expr.as(TryExprSyntax.self) {
        switch attempt.questionOrExclamationMark?.text {
        case nil: return read([attempt.expression], containers: containers, keys: keys)
        case "?":
          guard var form = containerRead(attempt.expression, containers: containers, keys: keys) else {
            return nil
          }
          form.isAttempted = true
          return form
        default: return nil
        }
      }
      guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        call.arguments.count == 1, let argument = call.arguments.first,
        callee == "Int" && argument.label == nil
          || callee == "Date" && argument.label?.text == "timeIntervalSince1970"
      {
        guard var form = read([argument.expression], containers: containers, keys: keys),
          form.conversion == nil,
          !form.isOptional
        else { return nil }
        form.conversion = callee
        return form
      }
      return containerRead(ExprSyntax(call), containers: containers, keys: keys)
    }

    /// `c.decode(T.self, forKey: .k)` or `c.decodeIfPresent(…)` on a container of the init.
    private static func containerRead(
      _ expr: ExprSyntax, containers: Set<String>, keys: [String: String]
    ) -> ReadForm? {
      guard let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
        ["decode", "decodeIfPresent"].contains(callee.declName.baseName.text),
        let base = callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, containers.contains(base),
        call.arguments.count == 2, let typeArgument = call.arguments.first, typeArgument.label == nil,
        let keyArgument = call.arguments.last, keyArgument.label?.text == "forKey",
        let metatype = typeArgument.expression.as(MemberAccessExprSyntax.self),
        metatype.declName.baseName.text == "self", let type = metatype.base.flatMap(typeSyntax),
        let key = codingKey(keyArgument.expression).flatMap({ keys[$0] })
      else { return nil }
      return ReadForm(
        method: callee.declName.baseName.text, type: type, isAttempted: false, key: key, fallback: nil,
        conversion: nil)
    }

    /// `String` of `String.self`, `[String]` of `[String].self`.
    private static func typeSyntax(_ expr: ExprSyntax) -> TypeSyntax? {
      if let name = expr.as(DeclReferenceExprSyntax.self) {
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(name.baseName.text)))
      }
      if let written = expr.as(TypeExprSyntax.self) { return written.type }
      if let array = expr.as(ArrayExprSyntax.self), array.elements.count == 1,
        let element = array.elements.first.flatMap({ typeSyntax($0.expression) })
      {
        return TypeSyntax(ArrayTypeSyntax(element: element))
      }
      return nil
    }

    /// The case of `.k` or `CodingKeys.k`.
    private static func codingKey(_ expr: ExprSyntax) -> String? {
      guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
      guard let base = member.base else { return member.declName.baseName.text }
      return base.trimmedDescription == "CodingKeys" ? member.declName.baseName.text : nil
    }

    /// The literal after `??` as islet writes it: a number, a string, a Bool, or an enum case.
    private static func fallbackLiteral(_ expr: ExprSyntax) -> String? {
      if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
        return "." + member.declName.baseName.text
      }
      guard !expr.is(NilLiteralExprSyntax.self), !expr.is(ArrayExprSyntax.self) else { return nil }
      return literal(expr)
    }
  }
#endif
