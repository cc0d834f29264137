/// `.progressViewStyle(…)`: a bar (the default for a value) or a ring.
public enum ProgressStyle: String, Hashable, Sendable, CaseIterable { case linear, circular }
