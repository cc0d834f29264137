import IsletModel

/// One finding as a compact JSON object, the same shape in every command's `--format json`:
/// `{"code":"R001","severity":"warning","region":"compactTrailing","file":"…","line":3,
/// "column":7,"message":"…","help":"…"}`. Location keys appear only when known; the entry
/// standing for the findings of its kind left out adds `"omitted":N`.
public enum FindingJSON {
  public static func object(_ finding: Finding) -> String {
    var out = "{\"code\":\(JSONWriter.quoted(finding.code.id)),\"severity\":\"\(finding.severity)\""
    switch finding.location {
    case .source(let span):
      out += position(span)
    case .region(let region, let span):
      out += ",\"region\":\(JSONWriter.quoted(region.rawValue))"
      if let span { out += position(span) }
    case .push(let number, let path):
      out += ",\"push\":\(number)"
      if let path { out += ",\"path\":\(JSONWriter.quoted(TerminalSafe.escape(path)))" }
    case .none:
      break
    }
    out += ",\"message\":\(JSONWriter.quoted(finding.message))"
    if let help = finding.help { out += ",\"help\":\(JSONWriter.quoted(help))" }
    if finding.isOmissionCount { out += ",\"omitted\":\(finding.count)" }
    return out + "}"
  }

  private static func position(_ span: SourceSpan) -> String {
    ",\"file\":\(JSONWriter.quoted(TerminalSafe.escape(span.file))),\"line\":\(span.start.line),"
      + "\"column\":\(span.start.column)"
  }
}
