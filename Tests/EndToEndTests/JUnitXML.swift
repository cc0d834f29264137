import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A JUnit XML document read back with XMLParser: the structure common CI systems (Jenkins,
/// GitLab, GitHub's test reporters) read — `testsuites` > `testsuite` > `testcase`, each with a
/// `name` and at most one `failure` with a `message`.
struct JUnitXML {
  struct Case: Equatable {
    var name: String
    var failure: String?
  }

  struct Malformed: Error {
    var reason: String
  }

  private(set) var suites = 0
  private(set) var cases: [Case] = []

  init(_ xml: String) throws {
    let delegate = Reader()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = delegate
    guard parser.parse() else {
      throw Malformed(reason: "\(parser.parserError.map { "\($0)" } ?? "not XML")")
    }
    if let problem = delegate.problem { throw Malformed(reason: problem) }
    suites = delegate.suites
    cases = delegate.cases
  }

  private final class Reader: NSObject, XMLParserDelegate {
    var path: [String] = []
    var suites = 0
    var cases: [Case] = []
    var problem: String?

    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      let parent = path.last
      switch element {
      case "testsuites": if parent != nil { problem = "testsuites inside \(parent!)" }
      case "testsuite":
        if parent != "testsuites" { problem = "testsuite outside testsuites" }
        if attributes["name"] == nil || attributes["tests"] == nil {
          problem = "testsuite without name or tests"
        }
        suites += 1
      case "testcase":
        if parent != "testsuite" { problem = "testcase outside testsuite" }
        guard let name = attributes["name"], attributes["classname"] != nil else {
          problem = "testcase without name or classname"
          break
        }
        cases.append(Case(name: name))
      case "failure":
        if parent != "testcase" || cases.last?.failure != nil { problem = "misplaced failure" }
        cases[cases.count - 1].failure = attributes["message"] ?? ""
      case "system-out": if parent != "testcase" { problem = "misplaced system-out" }
      default: problem = "unknown element \(element)"
      }
      path.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
    ) {
      path.removeLast()
    }
  }
}
