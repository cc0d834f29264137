import IsletModel

/// The bundled demo's push stream: a coffee order that starts, updates, sends one push a
/// backend typically gets wrong (dropped, with its reason), goes stale for a while, becomes
/// ready, ends and is dismissed — then a new order starts, forever.
public enum DemoScript {
  /// Seconds from one order's start to the next one's.
  public static let period: Double = 56

  /// One scripted push: when it is sent (seconds after its order starts) and its line.
  public struct Step: Sendable {
    public var offset: Double
    public var line: String
  }

  /// The pushes of the order that starts at `start`, in sending order.
  public static func order(startingAt start: Instant) -> [Step] {
    let unix = Int(start.unixSeconds.rounded(.down))
    func at(_ offset: Int) -> Int { unix + offset }
    func date(_ offset: Int) -> String {
      String(Int(start.adding(Double(offset)).secondsSinceReferenceDate.rounded()))
    }
    func state(_ phase: String, ready: Int?, drink: String, barista: String?, progress: String) -> String {
      var fields = [#""phase":"\#(phase)""#, #""drink":"\#(drink)""#, #""progress":\#(progress)"#]
      if let ready { fields.append(#""readyAt":\#(date(ready))"#) }
      if let barista { fields.append(#""barista":"\#(barista)""#) }
      return "{" + fields.joined(separator: ",") + "}"
    }
    func push(_ offset: Int, _ event: String, _ state: String, extra: String = "") -> Step {
      Step(
        offset: Double(offset),
        line: #"{"aps":{"timestamp":\#(at(offset)),"event":"\#(event)","content-state":\#(state)\#(extra)}}"#)
    }
    let start = Step(
      offset: 0,
      line: #"{"aps":{"timestamp":\#(at(0)),"event":"start","attributes-type":"CoffeeOrder","#
        + #""attributes":{"shop":"Harbour Coffee","pickupCode":"A7"},"#
        + #""content-state":\#(state("ordered", ready: 300, drink: "Oat flat white", barista: nil, progress: "0.1")),"#
        + #""stale-date":\#(at(25)),"alert":{"title":"Order placed","body":"Oat flat white"}}}"#)
    return [
      start,
      push(
        4, "update", state("brewing", ready: 240, drink: "Oat flat white", barista: "Mia", progress: "0.35"),
        extra: #","stale-date":\#(at(30))"#),
      push(
        8, "update",
        state(
          "brewing", ready: 200, drink: "Iced brown-sugar oat shaken espresso, extra shot", barista: "Mia",
          progress: "0.5"), extra: #","stale-date":\#(at(30))"#),
      push(
        12, "update",
        state("brewing", ready: 180, drink: "Oat flat white", barista: "Mia", progress: #""0.62""#)),
      push(
        14, "update", state("brewing", ready: 160, drink: "抹茶ラテ 🍵", barista: "美咲 ☕️", progress: "0.7"),
        extra: #","stale-date":\#(at(24))"#),
      push(
        34, "update", state("ready", ready: 34, drink: "抹茶ラテ 🍵", barista: "美咲 ☕️", progress: "1"),
        extra: #","stale-date":\#(at(70))"#),
      push(
        42, "end", state("pickedUp", ready: nil, drink: "抹茶ラテ 🍵", barista: "美咲 ☕️", progress: "1"),
        extra: #","dismissal-date":\#(at(50))"#),
    ]
  }
}
