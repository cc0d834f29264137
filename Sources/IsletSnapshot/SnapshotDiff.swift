import IsletModel

/// A unified diff (`diff -u` style) of two lists of lines, with hunks of `context` lines.
public enum SnapshotDiff {
  /// The diff of `old` against `new`, headed by `--- oldLabel` / `+++ newLabel`; empty when
  /// the lines are equal. Each output line ends with a newline. The lines are compared as
  /// they are and printed escaped (`TerminalSafe.escape`): a stored file is untrusted text.
  public static func unified(
    old: [String], new: [String], oldLabel: String, newLabel: String, context: Int = 3
  ) -> String {
    let edits = script(old: old, new: new)
    guard edits.contains(where: { $0.kind != .same }) else { return "" }
    var out = "--- \(oldLabel)\n+++ \(newLabel)\n"
    for hunk in hunks(of: edits, context: context) {
      let slice = edits[hunk]
      let oldCount = slice.filter { $0.kind != .insert }.count
      let newCount = slice.filter { $0.kind != .delete }.count
      let first = slice[slice.startIndex]
      out +=
        "@@ -\(range(start: first.oldIndex, count: oldCount)) +\(range(start: first.newIndex, count: newCount)) @@\n"
      for edit in slice {
        switch edit.kind {
        case .same: out += " \(TerminalSafe.escape(old[edit.oldIndex]))\n"
        case .delete: out += "-\(TerminalSafe.escape(old[edit.oldIndex]))\n"
        case .insert: out += "+\(TerminalSafe.escape(new[edit.newIndex]))\n"
        }
      }
    }
    return out
  }

  /// One step of the edit script. `oldIndex`/`newIndex` are the positions the step sits at
  /// in each list (for an insert, `oldIndex` is where it goes in `old`, and vice versa).
  private struct Edit {
    enum Kind { case same, delete, insert }
    var kind: Kind
    var oldIndex: Int
    var newIndex: Int
  }

  /// A shortest edit script: common prefix and suffix, then a longest common subsequence of
  /// the middle.
  private static func script(old: [String], new: [String]) -> [Edit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    // lengths[i][j]: LCS length of a[i...] and b[j...].
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits = (0..<prefix).map { Edit(kind: .same, oldIndex: $0, newIndex: $0) }
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        edits.append(Edit(kind: .same, oldIndex: prefix + i, newIndex: prefix + j))
        i += 1
        j += 1
      } else if j < b.count, i == a.count || lengths[i][j + 1] > lengths[i + 1][j] {
        edits.append(Edit(kind: .insert, oldIndex: prefix + i, newIndex: prefix + j))
        j += 1
      } else {
        edits.append(Edit(kind: .delete, oldIndex: prefix + i, newIndex: prefix + j))
        i += 1
      }
    }
    for k in 0..<suffix {
      edits.append(Edit(kind: .same, oldIndex: old.count - suffix + k, newIndex: new.count - suffix + k))
    }
    return edits
  }

  /// Index ranges of the edit script to print: each change with `context` unchanged lines
  /// around it, overlapping ranges merged.
  private static func hunks(of edits: [Edit], context: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for (index, edit) in edits.enumerated() where edit.kind != .same {
      let range = max(0, index - context)..<min(edits.count, index + context + 1)
      if let last = ranges.last, range.lowerBound <= last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }

  /// A hunk range, `start,count` with 1-based start (`start-1,0` style for an empty side).
  private static func range(start: Int, count: Int) -> String {
    count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }
}
