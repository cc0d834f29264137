/// The bundled demo's layout: a coffee order from ordered to picked up. `islet preview` with
/// no arguments shows it; `islet preview --print-demo` writes it out to start a layout from.
public enum DemoLayout {
  public static let fileName = "coffee.islet"

  public static let source = #"""
    // The bundled demo: a coffee order from ordered to picked up.
    activity CoffeeOrder {
      attributes { shop: String  pickupCode: String }
      state {
        phase: Phase
        readyAt: Date?
        drink: String
        barista: String?
        progress: Double
      }
      enum Phase { ordered brewing ready pickedUp }
      let icon = phase.map(ordered: "cup.and.saucer", brewing: "flame", ready: "bell.fill", pickedUp: "checkmark.circle.fill")

      lockScreen {
        vstack(spacing: 0) {
          hstack {
            symbol(icon)
            text(phase.label).bold
            spacer
            if isStale { text("Updating…").dim } else if let readyAt { timer(readyAt).monospacedDigit }
          }
          text("\(drink) · \(shop)").truncation(.middle)
          if let barista { text("Made by \(barista)").dim }
          progress(value: progress, total: 1)
        }
      }
      compactLeading { symbol(icon) }
      compactTrailing {
        if limitedWidth { symbol(icon) }
        else if isStale { text("…") }
        else if let readyAt { fits { timer(readyAt) text(pickupCode) } }
        else { text(pickupCode) }
      }
      minimal { symbol(icon) }
      expanded {
        leading { label(phase.label, symbol: icon) }
        trailing(priority: 1) { text("#\(pickupCode)").bold }
        center { text(drink).lineLimit(1) }
        bottom {
          if isStale { text("No update for a while").dim } else { progress(value: progress, total: 1) }
        }
      }
      small {
        hstack {
          symbol(icon)
          vstack(alignment: .leading) {
            text(phase.label).bold
            if isStale { text("Updating…").dim } else if let readyAt { timer(readyAt) }
          }
        }
      }
      preview {
        attributes { shop: "Harbour Coffee", pickupCode: "A7" }
        state { phase: .brewing, readyAt: now + 240, drink: "Oat flat white", barista: "Mia", progress: 0.4 }
      }
    }
    """#
}
