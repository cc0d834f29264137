// A parking session written with constructs islet does not model, to show its warnings:
// every one is reported at its line and column, and views get a visible stand-in.
import ActivityKit
import SwiftUI
import WidgetKit

struct ParkingAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var zone: String
    var paidUntil: Date
    var level: UInt8
    var bay: Character
    var sensors: Set<String>
    var rates: [String: Double]
    var car: Car
    var payment: Payment

    init(from decoder: Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      zone = try container.decode(String.self, forKey: .zone)
      paidUntil = try container.decode(Date.self, forKey: .paidUntil)
      level = try container.decodeIfPresent(UInt8.self, forKey: .level) ?? 0
      bay = "A"
      sensors = []
      rates = [:]
      car = Car(plate: "")
      payment = try container.decodeIfPresent(Payment.self, forKey: .payment) ?? .cash
    }
  }

  struct Car: Codable, Hashable {
    var plate: String
  }

  enum Payment: Codable, Hashable {
    case card(last4: String), cash
  }

  var operatorName: String
}

struct ParkingLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: ParkingAttributes.self) { context in
      ParkingCard(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.bottom) {
          ForEach(context.state.rates.keys.sorted(), id: \.self) { name in
            Text(name)
          }
        }
      } compactLeading: {
        Gauge(value: 0.5) { Text("P") }
      } compactTrailing: {
        Text(context.state.paidUntil, style: .timer).blur(radius: 2)
      } minimal: {
        ProgressView()
      }
    }
  }
}

struct ParkingCard: View {
  @Environment(\.redactionReasons) var redaction
  let context: ActivityViewContext<ParkingAttributes>

  var body: some View {
    VStack {
      Text(context.attributes.operatorName)
        .foregroundStyle(redaction.isEmpty ? .blue : .gray)
      Text(context.state.car.plate)
      Text(context.state.paidUntil, style: .timer)
        .rotationEffect(.degrees(8))
      Text(context.activityID)
      Canvas { _, _ in }.frame(width: 20, height: 20)
    }
  }
}
