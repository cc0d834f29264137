import Foundation
import IsletModel

/// The colour sets of an Xcode asset catalog (`Assets.xcassets/NAME.colorset/Contents.json`)
/// under the folder of Swift sources, as layout colours, so `Color("NAME")` draws the app's own
/// colour (with its dark variant) instead of the magenta stand-in.
///
/// Components are read as Xcode writes them: `"0.122"` (0…1), `"0x1F"` or `"31"` (0…255);
/// sRGB, Display P3 and extended sRGB are taken as sRGB, grey as `white`. A set whose colour is
/// a system colour reference, or that cannot be read, is left out (its uses get the stand-in
/// and L021).
enum AssetCatalogColors {
  /// At most this many colour sets are read, each at most this many bytes.
  static let maximumSets = 2000
  static let maximumBytes = 64 * 1024

  /// The colours near any path of `layout` (the first set of a name wins).
  static func colors(near layout: LayoutArgument) -> [(name: String, color: String)] {
    var names = Set<String>()
    return layout.paths.flatMap(colors(near:)).filter { names.insert($0.name).inserted }
  }

  /// The colour sets under `path` (a folder, or a `.swift` file's folder), sorted by name.
  static func colors(near path: String) -> [(name: String, color: String)] {
    var isDirectory: ObjCBool = false
    let folder =
      FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
      ? path : (path as NSString).deletingLastPathComponent
    guard let enumerator = FileManager.default.enumerator(atPath: folder.isEmpty ? "." : folder) else {
      return []
    }
    var found: [String: String] = [:]
    var seen = 0
    while let relative = enumerator.nextObject() as? String, seen < maximumSets {
      guard relative.hasSuffix(".colorset/Contents.json") else { continue }
      seen += 1
      let name = ((relative as NSString).deletingLastPathComponent as NSString).lastPathComponent
      let set = String(name.dropLast(".colorset".count))
      guard found[set] == nil,
        let bytes = try? InputFile.bytes(
          (folder as NSString).appendingPathComponent(relative), limit: maximumBytes),
        let color = color(Data(bytes))
      else { continue }
      found[set] = color
    }
    return found.keys.sorted().compactMap { name in found[name].map { (name, $0) } }
  }

  /// A colour set's `Contents.json` as a layout colour: `Color(red: …)`, or
  /// `Color(light: …, dark: …)` when it has a dark appearance.
  static func color(_ data: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = object["colors"] as? [[String: Any]]
    else { return nil }
    var light: String?
    var dark: String?
    for entry in entries {
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
      let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
      guard let components = (entry["color"] as? [String: Any])?["components"] as? [String: Any],
        let value = Self.value(components)
      else { continue }
      if luminosity == "dark" { dark = dark ?? value } else { light = light ?? value }
    }
    guard let light else { return dark }
    return dark.map { "Color(light: \(light), dark: \($0))" } ?? light
  }

  private static func value(_ components: [String: Any]) -> String? {
    let alpha = number(components["alpha"]) ?? 1
    if let white = number(components["white"]) {
      return "Color(white: \(text(white)), opacity: \(text(alpha)))"
    }
    guard let red = number(components["red"]), let green = number(components["green"]),
      let blue = number(components["blue"])
    else { return nil }
    return "Color(red: \(text(red)), green: \(text(green)), blue: \(text(blue)), opacity: \(text(alpha)))"
  }

  /// A component in 0…1 from Xcode's spellings; nil when it is none of them.
  private static func number(_ value: Any?) -> Double? {
    let written = (value as? String) ?? (value as? NSNumber)?.stringValue
    guard let written = written?.trimmingCharacters(in: .whitespaces), !written.isEmpty, written.count < 24
    else {
      return nil
    }
    let result: Double?
    if written.lowercased().hasPrefix("0x") {
      result = UInt8(written.dropFirst(2), radix: 16).map { Double($0) / 255 }
    } else if written.contains(".") {
      result = Double(written)
    } else {
      result = Int(written).map { Double($0) / 255 }
    }
    guard let result, result.isFinite else { return nil }
    return min(max(result, 0), 1)
  }

  /// A component as layout text: at most three decimals.
  private static func text(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    return thousandths % 1000 == 0 ? String(thousandths / 1000) : String(Double(thousandths) / 1000)
  }
}
