#if canImport(SwiftParser)
  import IsletLanguage
  import SwiftSyntax

  extension SwiftWidgetTranslator {
    /// The stored properties a call of one of `helper`'s own initializers sets, by name: the
    /// first initializer whose parameters take the call's labels, each parameter bound to its
    /// argument or its default, and its body's assignments (`self.text = text`, `goals = n`)
    /// read in turn. Nil when the call is the memberwise initializer's (the type declares no
    /// initializer in its body, and none in an extension takes the labels).
    func initializedProperties(
      of helper: SwiftDeclarations.TypeDeclaration, _ call: FunctionCallExprSyntax, _ scope: SwiftScope
    ) throws(Unsupported) -> [String: SwiftValue]? {
      let labels = call.arguments.map { $0.label?.text }
      var declaresOne = false
      var chosen: (file: SwiftSourceFile, node: InitializerDeclSyntax)?
      for (file, members) in declarations.memberLists(of: helper) {
        for member in members {
          guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
          declaresOne = declaresOne || members.id == helper.members.id
          if chosen == nil, Self.parameters(initializer.signature.parameterClause.parameters, take: labels) {
            chosen = (file, initializer)
          }
        }
      }
      guard let (file, initializer) = chosen else {
        if declaresOne {
          throw unsupported(call, scope, "no initializer of `\(helper.qualifiedName)` takes these arguments")
        }
        return nil
      }
      guard call.trailingClosure == nil, let body = initializer.body else {
        throw unsupported(call, scope, "this initializer of `\(helper.qualifiedName)`")
      }
      let parameters = try binding(
        initializer.signature.parameterClause.parameters, to: call, scope,
        into: SwiftScope(owner: helper, file: file))
      let types = Dictionary(
        storedProperties(of: helper).map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
      var values: [String: SwiftValue] = [:]
      for statement in body.statements {
        guard let (property, value) = Self.assignment(statement), let type = types[property] else {
          throw unsupported(
            statement, SwiftScope(file: file),
            "`\(statement.trimmedDescription.prefix(40))` in an initializer (islet follows `self.x = value` only)"
          )
        }
        if let only = value.first, value.count == 1 {
          values[property] = try self.value(only, declared: type, parameters)
        } else {
          values[property] = .expression(try sequence(value, parameters))
        }
      }
      return values
    }

    /// `self.name = value` or `name = value`: the property's name and the value (the elements
    /// after `=`, which the parser leaves unfolded: `self.big = count > 9`).
    static func assignment(
      _ statement: CodeBlockItemSyntax
    ) -> (String, ExprListSyntax.SubSequence)? {
      guard case .expr(let expr) = statement.item, let sequence = expr.as(SequenceExprSyntax.self),
        sequence.elements.count >= 3, let target = sequence.elements.first,
        sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
      else { return nil }
      let value = sequence.elements.dropFirst(2)
      if let reference = target.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, value) }
      guard let access = target.as(MemberAccessExprSyntax.self), let base = access.base, isSelf(base) else {
        return nil
      }
      return (access.declName.baseName.text, value)
    }
  }
#endif
