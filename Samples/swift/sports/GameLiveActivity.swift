// The score widget: away on the left, home on the right, as the scoreboard reads.
import ActivityKit
import SwiftUI
import WidgetKit

struct GameLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: GameAttributes.self) { context in
      GameLockScreen(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          TeamScore(abbreviation: context.attributes.awayAbbreviation, score: context.state.awayScore)
        }
        DynamicIslandExpandedRegion(.trailing) {
          TeamScore(abbreviation: context.attributes.homeAbbreviation, score: context.state.homeScore)
        }
        DynamicIslandExpandedRegion(.center) {
          VStack(spacing: 0) {
            Text(context.state.period.shortName).foregroundStyle(.orange)
            GameClock(context: context, staleText: "Not updating")
          }
        }
        DynamicIslandExpandedRegion(.bottom) {
          HStack {
            if let lastPlay = context.state.lastPlay {
              Text(lastPlay).font(.caption).lineLimit(2)
            } else {
              Text(context.attributes.league).font(.caption)
            }
            Spacer()
            if let side = context.state.possession {
              Image(systemName: "football.fill")
              Text(side == .home ? context.attributes.homeAbbreviation : context.attributes.awayAbbreviation)
                .font(.caption)
            }
          }
        }
      } compactLeading: {
        CompactScore(abbreviation: context.attributes.awayAbbreviation, score: context.state.awayScore, leading: true)
      } compactTrailing: {
        CompactScore(abbreviation: context.attributes.homeAbbreviation, score: context.state.homeScore, leading: false)
      } minimal: {
        MinimalScore(away: context.state.awayScore, home: context.state.homeScore)
      }
    }
    .supplementalActivityFamilies([.small])
  }
}

struct GameLockScreen: View {
  @Environment(\.activityFamily) var family
  let context: ActivityViewContext<GameAttributes>

  var body: some View {
    switch family {
    case .small: small
    default: card
    }
  }

  var score: String { "\(context.state.awayScore) – \(context.state.homeScore)" }

  var card: some View {
    VStack(spacing: 4) {
      HStack(spacing: 8) {
        VStack(alignment: .leading, spacing: 0) {
          Text(context.attributes.awayTeam).bold().lineLimit(1)
          Text(context.attributes.awayAbbreviation).font(.caption)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        // The score never gives way; the team names truncate first.
        Text(score).font(.title).monospacedDigit().layoutPriority(1)
        VStack(alignment: .trailing, spacing: 0) {
          Text(context.attributes.homeTeam).bold().lineLimit(1)
          Text(context.attributes.homeAbbreviation).font(.caption)
        }
        .frame(maxWidth: .infinity, alignment: .trailing)
      }
      HStack(spacing: 6) {
        Text(context.state.period.shortName).foregroundStyle(.orange)
        GameClock(context: context, staleText: "Score may be out of date")
        Spacer()
        if let side = context.state.possession {
          Label(
            side == .home ? context.attributes.homeAbbreviation : context.attributes.awayAbbreviation,
            systemImage: "football.fill"
          )
          .font(.caption)
        }
      }
      if let lastPlay = context.state.lastPlay {
        Text(lastPlay).font(.caption).lineLimit(1)
      }
    }
  }

  var small: some View {
    VStack(spacing: 0) {
      HStack {
        Text("\(context.attributes.awayAbbreviation) \(context.state.awayScore)").bold().monospacedDigit()
        Spacer()
        Text("\(context.state.homeScore) \(context.attributes.homeAbbreviation)").bold().monospacedDigit()
      }
      HStack(spacing: 4) {
        Text(context.state.period.shortName).font(.caption)
        if !context.isStale, let clockEnd = context.state.clockEnd, clockEnd > Date.now {
          Text(clockEnd, style: .timer).monospacedDigit().font(.caption)
        }
      }
    }
  }
}

/// The period clock: running to `clockEnd`, or stopped at `clockText`.
struct GameClock: View {
  let context: ActivityViewContext<GameAttributes>
  let staleText: String

  var body: some View {
    if context.isStale {
      Text(staleText).foregroundStyle(.secondary)
    } else if let clockEnd = context.state.clockEnd, clockEnd > Date.now {
      Text(clockEnd, style: .timer).monospacedDigit()
    } else if let clockText = context.state.clockText {
      Text(clockText).monospacedDigit()
    }
  }
}

struct TeamScore: View {
  let abbreviation: String
  let score: Int

  var body: some View {
    VStack(spacing: 0) {
      Text(abbreviation).bold()
      Text("\(score)").font(.title).monospacedDigit()
    }
  }
}

/// In landscape the compact slots are narrow: the score alone.
struct CompactScore: View {
  @Environment(\.isDynamicIslandLimitedInWidth) var limitedWidth
  let abbreviation: String
  let score: Int
  let leading: Bool

  var body: some View {
    if limitedWidth {
      Text("\(score)").bold().monospacedDigit()
    } else {
      ViewThatFits {
        Text(leading ? "\(abbreviation) \(score)" : "\(score) \(abbreviation)").monospacedDigit()
        Text("\(score)").bold().monospacedDigit()
      }
    }
  }
}

struct MinimalScore: View {
  @Environment(\.isDynamicIslandLimitedInWidth) var limitedWidth
  let away: Int
  let home: Int

  var body: some View {
    if limitedWidth {
      Image(systemName: "football.fill")
    } else {
      ViewThatFits {
        Text("\(away)-\(home)").monospacedDigit()
        Image(systemName: "football.fill")
      }
    }
  }
}
