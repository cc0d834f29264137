import IsletDevices
import IsletModel

/// The axes every sample state is rendered across: devices × orientations × text sizes ×
/// staleness × appearances. Values keep the order given; `variants` enumerates them in that order.
///
/// The default (`SnapshotMatrix.standard`) is small enough for CI and covers both width
/// classes: `iphone-15-pro` (393 pt) and `iphone-15-pro-max` (430 pt), portrait and
/// landscape, the default text size `large` and `ax3`, fresh and stale — 16 variants
/// per state. A layout narrows or widens it in `NAME.snapshot.json`; the command line overrides
/// both (see `Override`).
public struct SnapshotMatrix: Hashable, Sendable {
  public var devices: [String]
  public var orientations: [Orientation]
  public var textSizes: [String]
  public var staleness: [SnapshotVariant.Staleness]
  public var appearances: [Appearance]

  public init(
    devices: [String], orientations: [Orientation], textSizes: [String],
    staleness: [SnapshotVariant.Staleness], appearances: [Appearance] = [.dark]
  ) {
    self.devices = devices
    self.orientations = orientations
    self.textSizes = textSizes
    self.staleness = staleness
    self.appearances = appearances
  }

  /// The default matrix (16 variants per sample state).
  public static let standard = SnapshotMatrix(
    devices: ["iphone-15-pro", "iphone-15-pro-max"], orientations: [.portrait, .landscape],
    textSizes: ["large", "ax3"], staleness: [.fresh, .stale])

  /// Every combination, devices outermost, appearances innermost.
  public var variants: [SnapshotVariant] {
    devices.flatMap { device in
      orientations.flatMap { orientation in
        textSizes.flatMap { textSize in
          staleness.flatMap { staleness in
            appearances.map {
              SnapshotVariant(
                device: device, orientation: orientation, textSize: textSize, staleness: staleness,
                appearance: $0)
            }
          }
        }
      }
    }
  }

  /// This matrix with every axis the override sets replaced.
  public func applying(_ override: Override) -> SnapshotMatrix {
    SnapshotMatrix(
      devices: override.devices ?? devices, orientations: override.orientations ?? orientations,
      textSizes: override.textSizes ?? textSizes, staleness: override.staleness ?? staleness,
      appearances: override.appearances ?? appearances)
  }

  /// Whether `name` can be a device or text-size name in a file name: ASCII letters, digits,
  /// `-` and `_`, not empty (no dots, which separate the parts of a snapshot name).
  public static func isValidName(_ name: String) -> Bool {
    !name.isEmpty
      && name.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
        default: false
        }
      }
  }

  /// One axis of the matrix, named as in the config file (`devices`, `orientations`,
  /// `textSizes`, `staleness`, `appearances`).
  public enum Axis: String, Hashable, Sendable, CaseIterable {
    case devices, orientations, textSizes, staleness, appearances
  }

  /// Axes to replace; a nil axis keeps the matrix's own.
  public struct Override: Hashable, Sendable {
    public var devices: [String]?
    public var orientations: [Orientation]?
    public var textSizes: [String]?
    public var staleness: [SnapshotVariant.Staleness]?
    public var appearances: [Appearance]?

    public init(
      devices: [String]? = nil, orientations: [Orientation]? = nil,
      textSizes: [String]? = nil, staleness: [SnapshotVariant.Staleness]? = nil,
      appearances: [Appearance]? = nil
    ) {
      self.devices = devices
      self.orientations = orientations
      self.textSizes = textSizes
      self.staleness = staleness
      self.appearances = appearances
    }

    /// Sets `axis` from its textual values (config file entries or command-line lists).
    /// Throws a message naming the axis and the bad value; values are escaped in it.
    public mutating func set(_ axis: Axis, to values: [String]) throws(SnapshotMatrix.InvalidValue) {
      guard !values.isEmpty else { throw InvalidValue(axis: axis, message: "needs at least one value") }
      var seen = Set<String>()
      for value in values where !seen.insert(value).inserted {
        throw InvalidValue(axis: axis, message: "lists `\(TerminalSafe.escape(value))` twice")
      }
      switch axis {
      case .devices: devices = try Override.names(values, axis: axis)
      case .textSizes: textSizes = try Override.names(values, axis: axis)
      case .orientations: orientations = try Override.cases(values, axis: axis)
      case .staleness: staleness = try Override.cases(values, axis: axis)
      case .appearances: appearances = try Override.cases(values, axis: axis)
      }
    }

    private static func names(_ values: [String], axis: Axis) throws(SnapshotMatrix.InvalidValue) -> [String]
    {
      for value in values where !SnapshotMatrix.isValidName(value) {
        throw InvalidValue(
          axis: axis,
          message: "`\(TerminalSafe.escape(value))` is not a valid name (use letters, digits, - and _)")
      }
      return values
    }

    private static func cases<Case: RawRepresentable & CaseIterable>(
      _ values: [String], axis: Axis
    ) throws(SnapshotMatrix.InvalidValue) -> [Case] where Case.RawValue == String {
      var result: [Case] = []
      for value in values {
        guard let match = Case(rawValue: value) else {
          let allowed = Case.allCases.map(\.rawValue).joined(separator: ", ")
          throw InvalidValue(
            axis: axis, message: "`\(TerminalSafe.escape(value))` is not one of \(allowed)")
        }
        result.append(match)
      }
      return result
    }
  }

  /// A bad value for a matrix axis.
  public struct InvalidValue: Error, Hashable, Sendable, CustomStringConvertible {
    public var axis: Axis
    /// What is wrong, e.g. "`sideways` is not one of portrait, landscape".
    public var message: String

    public var description: String { "\(axis.rawValue): \(message)" }
  }
}
