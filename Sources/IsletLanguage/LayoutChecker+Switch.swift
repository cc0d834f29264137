import IsletFindings
import IsletModel

extension LayoutChecker {
  /// A `switch` in views: each arm an `if` branch testing its patterns, `default:` the `else`.
  mutating func checkSwitchView(_ choice: S.Switch<[S.View]>) -> P.Item {
    let tests = checkArms(choice)
    var branches: [P.Branch] = []
    var otherwise: [P.Item]?
    for (arm, test) in zip(choice.arms, tests) {
      let body = checkViews(arm.body)
      if let test {
        branches.append(P.Branch(conditions: [.test(test)], body: body))
      } else {
        otherwise = body
      }
    }
    return .conditional(branches, otherwise: otherwise)
  }

  /// A `switch` as a value: one result per arm, of one type (as `map`'s), chosen in order;
  /// `default:` (or, when the cases are exhaustive, the last arm) is what remains.
  mutating func checkSwitchValue(
    _ choice: S.Switch<S.Expr>, expecting expected: ExprType?
  ) -> (P.Expr, ExprType) {
    let tests = checkArms(choice)
    var resultType = expected
    var results: [(test: P.Expr?, value: P.Expr)] = []
    for (arm, test) in zip(choice.arms, tests) {
      results.append((test, checkResult(arm.body, sharing: &resultType, what: "this `case` result")))
    }
    guard !results.isEmpty else { return (.constant(.null), resultType ?? .unknown) }
    let fallbackIndex = results.firstIndex { $0.test == nil } ?? results.count - 1
    var chosen = results[fallbackIndex].value
    for (index, result) in results.enumerated().reversed() where index != fallbackIndex {
      guard let test = result.test else { continue }
      chosen = .choice(test, result.value, chosen)
    }
    return (chosen, resultType ?? .unknown)
  }

  /// The test of each arm (nil for `default:`), its patterns compared with the subject, after
  /// checking that the arms cover every value as Swift requires.
  private mutating func checkArms<Body>(_ choice: S.Switch<Body>) -> [P.Expr?] {
    let displayed = isDisplayed
    isDisplayed = false
    defer { isDisplayed = displayed }
    let (subject, type) = check(choice.subject)
    if type.isOptional {
      report(
        .typeMismatch, "type mismatch: cannot `switch` over the optional \(type.quoted)",
        at: choice.subject.span, help: "unwrap it with `if let` first, or give a default with `??`")
    }
    var covered: Set<String> = []
    var hasDefault = false
    var tests: [P.Expr?] = []
    for (index, arm) in choice.arms.enumerated() {
      guard !arm.patterns.isEmpty else {
        if hasDefault || index != choice.arms.count - 1 {
          report(.unexpectedToken, "`default:` must be the last arm of a `switch`, once", at: arm.span)
        }
        hasDefault = true
        tests.append(nil)
        continue
      }
      var test: P.Expr?
      for pattern in arm.patterns {
        let (value, patternType) = check(pattern, expecting: type)
        if !patternType.fits(type) {
          reportMismatch(expected: type, found: patternType, at: pattern.span, what: "this `case`")
        }
        switch value {
        case .constant(.enumCase(let name)): covered.insert(name)
        case .constant(.bool(let flag)): covered.insert(String(flag))
        default: break
        }
        let comparison = P.Expr.comparison(.equal, subject, value)
        test = test.map { .or($0, comparison) } ?? comparison
      }
      tests.append(test)
    }
    if !hasDefault { checkExhaustive(type, covered: covered, at: choice.span) }
    return tests
  }

  private mutating func checkExhaustive(_ type: ExprType, covered: Set<String>, at span: SourceSpan) {
    let all: [String]
    switch type {
    case .unknown, .optional: return
    case .enumeration(let name): all = enumType(named: name)?.cases.map(\.name) ?? []
    case .bool: all = ["true", "false"]
    default:
      report(
        .nonExhaustiveMap, "a `switch` over \(type.quoted) must be exhaustive", at: span,
        help: "add `default:` for the other values")
      return
    }
    let missing = all.filter { !covered.contains($0) }
    guard !missing.isEmpty else { return }
    let written = missing.map { type == .bool ? $0 : "." + TerminalSafe.escape($0) }
    report(
      .nonExhaustiveMap,
      "`switch` over \(type.quoted) is missing " + written.map { "`\($0)`" }.joined(separator: ", "),
      at: span,
      help: "add " + written.map { "`case \($0):`" }.joined(separator: ", ") + " or `default:`")
  }
}
