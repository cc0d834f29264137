import IsletFindings

/// SF Symbols commonly used by Live Activities, mapped to terminal glyphs.
///
/// Lookup tries the exact name, then drops style suffixes one at a time (`.fill`, `.circle`,
/// `.square`, `.seal`, `.rectangle`, `.inverse`): `arrow.down.circle.fill` → `arrow.down`.
/// A name that still has no glyph is drawn as `SymbolGlyphs.fallback` and reported.
public enum SymbolGlyphs {
  /// Drawn for a symbol islet does not know (with a finding naming it).
  public static let fallback: Character = "◌"

  /// The glyph for an SF Symbol name, or nil when islet has none.
  public static func glyph(for name: String) -> Character? {
    var key = Substring(name)
    while true {
      if let glyph = table[String(key)] { return glyph }
      guard let dot = key.lastIndex(of: "."),
        styleSuffixes.contains(String(key[key.index(after: dot)...]))
      else { return nil }
      key = key[..<dot]
    }
  }

  /// The closest known symbol name, for a "did you mean" help line.
  public static func suggestion(for name: String) -> String? {
    NameSuggestion.closest(to: name, among: names)
  }

  /// Every base name with a glyph, sorted.
  public static let names: [String] = table.keys.sorted()

  private static let styleSuffixes: Set<String> = [
    "fill", "circle", "square", "seal", "rectangle", "inverse",
  ]

  private static let table: [String: Character] = [
    // Status and marks
    "checkmark": "✓", "xmark": "✕", "exclamationmark": "!", "exclamationmark.triangle": "⚠",
    "questionmark": "?", "info": "ℹ", "plus": "+", "minus": "−", "ellipsis": "…",
    "circle": "○", "star": "✦", "heart": "❤", "bell": "🔔", "flag": "⚑", "flag.checkered": "🏁",
    "lock": "🔒", "bolt": "⚡", "flame": "🔥", "drop": "💧", "leaf": "🍃", "trophy": "🏆",
    // Time
    "timer": "◷", "stopwatch": "◷", "clock": "🕒", "hourglass": "⌛", "alarm": "⏰", "calendar": "📅",
    // Arrows and media
    "arrow.down": "⇩", "arrow.up": "⇧", "arrow.left": "⇦", "arrow.right": "⇨",
    "arrow.clockwise": "↻", "arrow.triangle.2.circlepath": "⟳", "play": "▶", "pause": "⏸",
    "stop": "■", "forward": "⏩", "backward": "⏪", "music.note": "♪", "waveform": "∿",
    "speaker.wave.2": "🔊", "mic": "🎤",
    // Transport and places
    "bicycle": "🚲", "figure.outdoor.cycle": "🚴", "car": "🚗", "car.side": "🚗", "bus": "🚌",
    "tram": "🚋", "train.side.front.car": "🚆", "airplane": "✈", "box.truck": "🚚",
    "scooter": "🛴", "fuelpump": "⛽", "bolt.car": "🚘", "figure.walk": "🚶", "figure.run": "🏃",
    "location": "➤", "location.north": "➤", "mappin": "📍", "mappin.and.ellipse": "📍",
    "map": "🧭", "house": "🏠", "building.2": "🏢", "signpost.right": "⇨",
    // Food and shopping
    "takeoutbag.and.cup.and.straw": "🥡", "takeoutbag": "🥡", "fork.knife": "🍴",
    "cup.and.saucer": "☕", "cart": "🛒", "bag": "👜", "shippingbox": "📦", "gift": "🎁",
    "creditcard": "💳", "dollarsign": "$", "eurosign": "€", "sterlingsign": "£",
    // Sports
    "sportscourt": "🏀", "soccerball": "⚽", "basketball": "🏀", "football": "🏈",
    "baseball": "⚾", "tennisball": "🎾", "hockey.puck": "🏒",
    "medal": "🏅", "gamecontroller": "🎮",
    // People and communication
    "person": "👤", "person.2": "👥", "phone": "📞", "message": "💬", "envelope": "✉",
    // Devices, weather, health
    "battery.100": "🔋", "battery.25": "🪫", "wifi": "📶", "antenna.radiowaves.left.and.right": "📡",
    "sun.max": "☀", "moon": "🌙", "cloud": "☁", "cloud.rain": "☔", "snowflake": "❄",
    "thermometer": "°", "heart.text.square": "❤", "pills": "💊", "cross": "✚",
    "gauge": "◔", "chart.bar": "▇", "percent": "%", "square.and.arrow.down": "⇩",
  ]
}
