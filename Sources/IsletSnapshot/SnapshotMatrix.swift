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
  public var devices: [Named<Device>]
  public var orientations: [Orientation]
  public var textSizes: [Named<TextSize>]
  public var staleness: [SnapshotVariant.Staleness]
  public var appearances: [Appearance]

  public init(
    devices: [Named<Device>], orientations: [Orientation], textSizes: [Named<TextSize>],
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
    devices: ["iphone-15-pro", "iphone-15-pro-max"].map { Named($0, Device.named($0)!) },
    orientations: [.portrait, .landscape], textSizes: [Named("large", .large), Named("ax3", .ax3)],
    staleness: [.fresh, .stale])

  /// A device or text size of the matrix with the name it was given (`iphone-15-pro`,
  /// `accessibility3`): snapshot file names and headers carry the name as written, the render
  /// the value it stands for.
  public struct Named<Value: Hashable & Sendable>: Hashable, Sendable {
    public var name: String
    public var value: Value

    public init(_ name: String, _ value: Value) {
      self.name = name
      self.value = value
    }
  }

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
    public var devices: [Named<Device>]?
    public var orientations: [Orientation]?
    public var textSizes: [Named<TextSize>]?
    public var staleness: [SnapshotVariant.Staleness]?
    public var appearances: [Appearance]?

    public init(
      devices: [Named<Device>]? = nil, orientations: [Orientation]? = nil,
      textSizes: [Named<TextSize>]? = nil, staleness: [SnapshotVariant.Staleness]? = nil,
      appearances: [Appearance]? = nil
    ) {
      self.devices = devices
      self.orientations = orientations
      self.textSizes = textSizes
      self.staleness = staleness
      self.appearances = appearances
    }

    /// Sets `axis` from its textual values (config file entries or command-line lists): devices
    /// and text sizes are looked up as `--device` and `--text-size` are, with their "did you
    /// mean". Throws a message naming the axis and the bad value; values are escaped in it.
    public mutating func set(_ axis: Axis, to values: [String]) throws(SnapshotMatrix.InvalidValue) {
      guard !values.isEmpty else { throw InvalidValue(axis: axis, message: "needs at least one value") }
      var seen = Set<String>()
      for value in values where !seen.insert(value).inserted {
        throw InvalidValue(axis: axis, message: "lists `\(TerminalSafe.escape(value))` twice")
      }
      switch axis {
      case .devices: devices = try Override.resolved(values, axis: axis, by: Device.resolve)
      case .textSizes: textSizes = try Override.resolved(values, axis: axis, by: TextSize.resolve)
      case .orientations: orientations = try Override.cases(values, axis: axis)
      case .staleness: staleness = try Override.cases(values, axis: axis)
      case .appearances: appearances = try Override.cases(values, axis: axis)
      }
    }

    /// `values`, each a valid name, with what `resolve` finds for it.
    private static func resolved<Value, Failure: Error & CustomStringConvertible>(
      _ values: [String], axis: Axis, by resolve: (String) throws(Failure) -> Value
    ) throws(SnapshotMatrix.InvalidValue) -> [Named<Value>] {
      var resolved: [Named<Value>] = []
      for value in values {
        guard SnapshotMatrix.isValidName(value) else {
          throw InvalidValue(
            axis: axis,
            message: "`\(TerminalSafe.escape(value))` is not a valid name (use letters, digits, - and _)")
        }
        do {
          resolved.append(Named(value, try resolve(value)))
        } catch {
          throw InvalidValue(axis: axis, message: error.description)
        }
      }
      return resolved
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
