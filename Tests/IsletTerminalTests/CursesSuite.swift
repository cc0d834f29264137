import Testing

/// Everything that drives ncurses (global state, not thread-safe) runs in this one serialized
/// suite; the nested suites are its parts.
@Suite(.serialized) struct CursesSuite {}
