/// A view of the generated layout before it is written out: modifiers are kept apart so that a
/// modifier on a helper view or a `Group` can be given to each view it stands for, as SwiftUI does.
indirect enum IsletNode: Sendable {
  /// `head { children } modifiers`, or `head modifiers` when it takes no content.
  case view(head: IsletFragment, children: [IsletNode]?, modifiers: IsletFragment)
  /// `if a { … } else if b { … } else { … }`; a nil condition is the final `else`.
  case branches([(condition: IsletFragment?, body: [IsletNode])])
  /// `for x in xs { … }` (a `ForEach`).
  case loop(head: IsletFragment, body: [IsletNode])
  /// A `//` remark on what was approximated.
  case comment(String)

  /// These nodes with `modifiers` applied to every view they show.
  static func applying(_ modifiers: IsletFragment, to nodes: [IsletNode]) -> [IsletNode] {
    guard !modifiers.text.isEmpty else { return nodes }
    return nodes.map { node in
      switch node {
      case .view(let head, let children, let existing):
        .view(head: head, children: children, modifiers: existing + modifiers)
      case .branches(let branches):
        .branches(branches.map { ($0.condition, applying(modifiers, to: $0.body)) })
      case .loop(let head, let body):
        .loop(head: head, body: applying(modifiers, to: body))
      case .comment:
        node
      }
    }
  }

  /// The nodes on one line, for a modifier's content (`.overlay { circle.stroke  text("3") }`);
  /// comments are left out (they would end the line).
  static func inline(_ nodes: [IsletNode]) -> IsletFragment {
    var parts: [IsletFragment] = []
    for node in nodes {
      switch node {
      case .view(let head, nil, let modifiers):
        parts.append(head + modifiers)
      case .view(let head, let children?, let modifiers):
        parts.append(head + " { " + inline(children) + " }" + modifiers)
      case .branches(let branches):
        var text = IsletFragment("")
        for (index, branch) in branches.enumerated() {
          if let condition = branch.condition {
            text.append((index == 0 ? "if " : " else if ") + condition + " { ")
          } else {
            text.append(" else { ")
          }
          text.append(inline(branch.body) + " }")
        }
        parts.append(text)
      case .loop(let head, let body):
        parts.append(head + " { " + inline(body) + " }")
      case .comment:
        continue
      }
    }
    return IsletFragment.joined(parts, separator: "  ")
  }

  /// Writes the nodes, one view or branch line at a time.
  static func write(_ nodes: [IsletNode], into writer: inout IsletTextWriter) {
    for node in nodes {
      switch node {
      case .view(let head, nil, let modifiers):
        writer.line(head + modifiers)
      case .view(let head, let children?, let modifiers):
        writer.line(head + " {")
        writer.indent()
        write(children, into: &writer)
        writer.outdent()
        writer.line("}" + modifiers)
      case .branches(let branches):
        for (index, branch) in branches.enumerated() {
          let opening: IsletFragment
          if let condition = branch.condition {
            opening = (index == 0 ? "if " : "} else if ") + condition + " {"
          } else {
            opening = "} else {"
          }
          writer.line(opening)
          writer.indent()
          write(branch.body, into: &writer)
          writer.outdent()
        }
        writer.line("}")
      case .loop(let head, let body):
        writer.line(head + " {")
        writer.indent()
        write(body, into: &writer)
        writer.outdent()
        writer.line("}")
      case .comment(let remark):
        writer.comment(remark)
      }
    }
  }
}
