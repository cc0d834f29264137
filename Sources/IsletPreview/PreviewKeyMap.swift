/// The preview's key bindings as data: the run loop looks keys up here, and the help bar and
/// the `?` overlay are printed from the same table, so they cannot disagree.
public struct PreviewKeyMap: Hashable, Sendable {
  /// One line of help: a group of keys and the actions they trigger.
  public struct Binding: Hashable, Sendable {
    /// One key and its action.
    public struct Key: Hashable, Sendable {
      public var key: PreviewKey
      public var action: PreviewAction

      public init(_ key: PreviewKey, _ action: PreviewAction) {
        self.key = key
        self.action = action
      }
    }

    /// The keys as the help shows them, e.g. `d/D`.
    public var label: String
    /// A word or two for the help bar, e.g. `device`.
    public var summary: String
    /// A sentence for the `?` overlay.
    public var description: String
    public var keys: [Key]
    /// Whether the one-line help bar lists this binding (the overlay lists all of them).
    public var inHelpBar: Bool

    public init(
      _ label: String, _ summary: String, _ description: String, keys: [Key], inHelpBar: Bool = true
    ) {
      self.label = label
      self.summary = summary
      self.description = description
      self.keys = keys
      self.inHelpBar = inHelpBar
    }
  }

  public var bindings: [Binding]

  public init(bindings: [Binding]) { self.bindings = bindings }

  /// The action bound to `key`, or nil when the key means nothing here.
  public func action(for key: PreviewKey) -> PreviewAction? {
    for binding in bindings {
      if let match = binding.keys.first(where: { $0.key == key }) { return match.action }
    }
    return nil
  }

  /// The help bar: `label summary` pairs separated by two spaces.
  public var helpBarText: String {
    bindings.filter(\.inHelpBar).map { "\($0.label) \($0.summary)" }.joined(separator: "  ")
  }

  /// The standard bindings of `islet preview`.
  public static let standard = PreviewKeyMap(bindings: [
    Binding("q", "quit", "Quit and restore the terminal.", keys: [Binding.Key(.character("q"), .quit)]),
    Binding(
      "?", "help", "Show or hide this help (Esc closes it).",
      keys: [Binding.Key(.character("?"), .toggleHelp), Binding.Key(.escape, .dismiss)]),
    Binding(
      "d/D", "device", "Next / previous device.",
      keys: [
        Binding.Key(.character("d"), .engine(.nextDevice)),
        Binding.Key(.character("D"), .engine(.previousDevice)),
      ]),
    Binding(
      "o", "orientation", "Toggle portrait / landscape.",
      keys: [Binding.Key(.character("o"), .engine(.toggleOrientation))]),
    Binding(
      "t", "text size", "Cycle the text size (Dynamic Type).",
      keys: [Binding.Key(.character("t"), .engine(.cycleTextSize))]),
    Binding(
      "a", "appearance", "Toggle dark / light appearance (the Lock Screen card's colours).",
      keys: [Binding.Key(.character("a"), .engine(.toggleAppearance))], inHelpBar: false),
    Binding(
      "1-5/0", "focus",
      "Focus one presentation: 1 lock screen, 2 compact, 3 minimal, 4 expanded, 5 small; 0 all.",
      keys: PreviewRequest.Focus.allCases.map {
        Binding.Key(.character(Character(String($0.rawValue))), .engine(.focus($0)))
      }),
    Binding(
      "←/→", "history", "Step back / forward through the push history ([ and ] too).",
      keys: [
        Binding.Key(.left, .engine(.stepBack)), Binding.Key(.right, .engine(.stepForward)),
        Binding.Key(.character("["), .engine(.stepBack)), Binding.Key(.character("]"), .engine(.stepForward)),
      ]),
    Binding(
      "l/End", "live", "Leave time travel and follow incoming pushes.",
      keys: [Binding.Key(.character("l"), .engine(.returnToLive)), Binding.Key(.end, .engine(.returnToLive))]),
    Binding(
      "n", "sample",
      "Show the next sample state (the layout's preview, then Samples/<layout>/states); l returns.",
      keys: [Binding.Key(.character("n"), .engine(.nextSample))]),
    Binding(
      "w", "sweep",
      "One presentation (the focused one, else compact) on every device and text size; w again returns.",
      keys: [Binding.Key(.character("w"), .engine(.toggleSweep))], inHelpBar: false),
    Binding(
      "s", "stale", "Force the stale state on / off.",
      keys: [Binding.Key(.character("s"), .engine(.toggleForcedStale))]),
    Binding(
      "m", "dimmed", "Render as the Always-On display dims it (isLuminanceReduced) on / off.",
      keys: [Binding.Key(.character("m"), .engine(.toggleLuminanceReduced))], inHelpBar: false),
    Binding(
      "b", "fullscreen",
      "Render as if the activity fills the screen in StandBy (isActivityFullscreen) on / off.",
      keys: [Binding.Key(.character("b"), .engine(.toggleFullscreen))], inHelpBar: false),
    Binding(
      "p", "pause", "Pause / resume reading pushes (nothing is lost).",
      keys: [Binding.Key(.character("p"), .togglePause)]),
    Binding("r", "reload", "Reload the layout file now.", keys: [Binding.Key(.character("r"), .reload)]),
    Binding(
      "x", "export",
      "Write the sheet to LAYOUT.frame.txt, .ansi and .svg next to the layout.",
      keys: [Binding.Key(.character("x"), .exportFrame)], inHelpBar: false),
    Binding(
      "Tab", "panels",
      "Below 80 columns: switch between sheet and events, state and findings.",
      keys: [Binding.Key(.character("\t"), .togglePanels)], inHelpBar: false),
    Binding(
      "f/F", "finding", "Select the next / previous finding (▸ in the findings panel).",
      keys: [
        Binding.Key(.character("f"), .selectFinding(1)), Binding.Key(.character("F"), .selectFinding(-1)),
      ], inHelpBar: false),
    Binding(
      "e", "edit",
      "Open the selected finding's file and line in $EDITOR, then reload.",
      keys: [Binding.Key(.character("e"), .editFinding)], inHelpBar: false),
    Binding(
      "↑↓<>", "scroll", "Scroll a sheet larger than its panel (PgUp/PgDn, Home to reset).",
      keys: [
        Binding.Key(.up, .scroll(dx: 0, dy: -1)), Binding.Key(.down, .scroll(dx: 0, dy: 1)),
        Binding.Key(.pageUp, .scroll(dx: 0, dy: -10)), Binding.Key(.pageDown, .scroll(dx: 0, dy: 10)),
        Binding.Key(.character("<"), .scroll(dx: -4, dy: 0)),
        Binding.Key(.character(">"), .scroll(dx: 4, dy: 0)),
        Binding.Key(.home, .scrollHome),
      ], inHelpBar: false),
  ])
}
