import Testing

@testable import IsletFindings
@testable import IsletModel
@testable import IsletPush

/// The payloads and the curl command of Apple's article "Starting and updating Live Activities
/// with ActivityKit push notifications" (A-LA), exactly as printed, checked against the Emoji
/// Rangers sample's types.
@Suite struct AppleDocumentationExamplesTests {
  /// Emoji Rangers' `AdventureAttributes`: a hero (`EmojiRanger`) and its health and event.
  static let adventure = Schema(
    activityName: "AdventureAttributes",
    attributes: [Field(name: "hero", type: .structure("EmojiRanger"))],
    state: [
      Field(name: "currentHealthLevel", type: .double), Field(name: "eventDescription", type: .string),
    ],
    enums: [:],
    structs: [
      "EmojiRanger": StructType(
        name: "EmojiRanger",
        fields: [
          Field(name: "name", type: .string), Field(name: "avatar", type: .string),
          Field(name: "healthLevel", type: .double), Field(name: "heroType", type: .string),
          Field(name: "healthRecoveryRatePerHour", type: .double), Field(name: "url", type: .url),
          Field(name: "battleCode", type: .string), Field(name: "level", type: .double),
          Field(name: "exp", type: .double), Field(name: "bio", type: .string),
        ])
    ])

  /// The first payload of the article: an update with a localized alert and a custom sound.
  static let alertUpdate = """
    {
        "aps": {
            "timestamp": 1685952000,
            "event": "update",
            "content-state": {
                "currentHealthLevel": 0.0,
                "eventDescription": "Power Panda has been knocked down!"
            },
            "alert": {
                "title": {
                    "loc-key": "%@ is knocked down!",
                    "loc-args": ["Power Panda"]
                },
                "body": {
                    "loc-key": "Use a potion to heal %@!",
                    "loc-args": ["Power Panda"]
                },
                "sound": "HeroDown.mp4"
            }
        }
    }
    """

  /// The push-to-start payload ("for devices that aren't running iOS 18").
  static let start = """
    {
        "aps": {
            "timestamp": 1234,
            "event": "start",
            "content-state": {
                "currentHealthLevel": 100,
                "eventDescription": "Adventure has begun!"
            },
            "attributes-type": "AdventureAttributes",
            "attributes": {
                "hero": {
                    "name": "Power Panda",
                    "avatar": "U+1F43C",
                    "healthLevel": 100,
                    "heroType": "Forest Dweller",
                    "healthRecoveryRatePerHour": 0.25,
                    "url": "game:///panda",
                    "battleCode": "game:///panda/battle",
                    "level": 3,
                    "exp": 600,
                    "bio": "Power Panda loves eating bamboo shoots and leaves."
                }
            },
            "alert": {
                "title": {
                    "loc-key": "%@ is on an adventure!",
                    "loc-args": [
                        "Power Panda"
                    ]
                },
                "body": {
                    "loc-key": "%@ found a sword!",
                    "loc-args": [
                        "Power Panda"
                    ]
                },
                "sound": "chime.aiff"
            }
        }
    }
    """

  /// "Test Live Activity updates locally": the curl command, `$(date +%s)` and all.
  static let curl = #"""
    curl \
     --header "apns-topic: com.example.apple-samplecode.Emoji-Rangers.push-type.liveactivity" \
     --header "apns-push-type: liveactivity" \
     --header "apns-priority: 10" \
     --header "authorization: bearer $AUTHENTICATION_TOKEN" \
     --data '{
         "aps": {
             "timestamp": '$(date +%s)',
             "event": "update",
             "content-state": {
                 "currentHealthLevel": 0.941,
                 "eventDescription": "Power Panda found a sword!"
             }
         }
     }' \
     --http2 https://api.sandbox.push.apple.com/3/device/$ACTIVITY_PUSH_TOKEN
    """#

  /// "Display the most important Live Activity in the Dynamic Island".
  static let relevanceUpdate = """
    {
        "aps": {
            "timestamp": 1685952000,
            "event": "update",
            "relevance-score": 100,
            "content-state": {
                "currentHealthLevel": 0.941,
                "eventDescription": "Power Panda found a sword!"
            }
        }
    }
    """

  /// A checker as `check-push` makes one: an activity is assumed running (with these preview
  /// values) for an update that comes before any start.
  static func verdicts(_ pushes: [String], options: PushCheckOptions = PushCheckOptions()) -> [PushVerdict] {
    var options = options
    options.simulator.assumedActivity = ActivitySimulator.Configuration.AssumedActivity(
      attributes: Record(), state: Record())
    var checker = PushChecker(schema: adventure, options: options)
    var verdicts: [PushVerdict] = []
    checker.consume(Array(pushes.joined(separator: "\n").utf8)) { verdicts.append($0) }
    checker.finish { verdicts.append($0) }
    return verdicts
  }

  /// The article's payloads in its order: the alert update (before any start: the running
  /// activity is assumed), the push-to-start, the relevance-score update. All are applied; the
  /// start's `timestamp: 1234` only warns that it is far behind the clock.
  @Test func theArticlesPayloadsInDocumentedOrderAreAllApplied() {
    let verdicts = Self.verdicts([Self.alertUpdate, Self.start, Self.relevanceUpdate])
    #expect(verdicts.map(\.outcome) == [.applied, .applied, .applied], "\(verdicts.map(\.findings))")
    #expect(verdicts.map(\.event) == [.update, .start, .update])
    #expect(verdicts.map(\.line) == [1, 22, 62])
    #expect(verdicts.flatMap(\.findings).filter { $0.severity == .error }.isEmpty)
    #expect(verdicts[1].findings.map(\.code) == [.pushPastTimestamp])
    #expect(verdicts[2].activityID == verdicts[1].activityID)
    #expect(verdicts.allSatisfy { $0.lifecycleEvents.isEmpty })
  }

  /// Apple's curl command: `'$(date +%s)'` closes the quote, and the shell puts the time it
  /// runs the command there. islet reads it as the push's arrival (the verdict says so), not as
  /// text that is not JSON.
  @Test func theArticlesCurlCommandReadsDatePlusSAsTheArrival() {
    let verdicts = Self.verdicts([Self.start, Self.curl])
    #expect(verdicts.map(\.outcome) == [.applied, .applied], "\(verdicts.map(\.findings))")
    #expect(verdicts[1].event == .update && verdicts[1].line == 41 && verdicts[1].lastLine == 56)
    let arrival = Instant(unixSeconds: 1235)
    #expect(verdicts[1].arrival == PushArrival(at: arrival, clock: .inOrder))
    #expect(verdicts[1].timestamp == arrival)
    let notes = verdicts[1].findings.filter { $0.severity == .note }.map(\.message)
    #expect(
      notes.contains(
        "$(date +%s) at line 3, column 23 of the --data text is the time the shell sends the push; islet reads "
          + "it as the push's arrival, 1235 (1970-01-01T00:20:35Z (in input order))"), "\(notes)")
    #expect(!verdicts[1].findings.contains { $0.code == .pushNotJSON })
  }

  /// In the article's order the curl command comes before the relevance-score update. Its
  /// timestamp is the moment it is sent, later than 1685952000, so a phone (and islet) then
  /// ignores that older update.
  @Test func afterTheCurlCommandTheOlderRelevanceUpdateIsIgnored() {
    let now = Instant(unixSeconds: 1_782_036_000)
    let verdicts = Self.verdicts(
      [Self.alertUpdate, Self.start, Self.curl, Self.relevanceUpdate],
      options: PushCheckOptions(arrival: .inOrder(first: now, interval: 1)))
    #expect(verdicts.map(\.outcome.word) == ["applied", "applied", "applied", "dropped"])
    #expect(verdicts[2].timestamp == now.adding(2))
    #expect(verdicts[3].findings.map(\.code) == [.pushPastTimestamp, .lifecycleNotNewer])
  }

  /// The time is the only command islet knows the value of; any other command or variable in
  /// the body is named, with where it stands, and the body is not checked.
  @Test func otherExpansionsInTheBodyAreNamedNotCalledNotJSON() {
    let lines = [
      #"curl -H "apns-topic: a.push-type.liveactivity" -H "authorization: bearer $JWT" -d '{"aps":{"timestamp":'$(gdate +%s%3N)',"event":"end"}}' https://h/3/device/ab"#,
      #"curl -H "authorization: bearer $JWT" -d "{\"aps\":{\"timestamp\":$TS,\"event\":\"end\"}}" https://h/3/device/ab"#,
      #"curl -H "apns-topic: a.push-type.liveactivity" -H "apns-push-type: liveactivity" -H "authorization: bearer $JWT" "#
        + #"-d '{"aps":{"timestamp":'`date +%s`',"event":"update","content-state":{"currentHealthLevel":1,"eventDescription":"x"}}}' https://h/3/device/ab"#,
      #"curl -d '{"aps":{"note":"$(date +%s)"}}' https://h/3/device/ab"#,
    ]
    let verdicts = Self.verdicts(lines)
    #expect(verdicts.count == 4)
    #expect(!verdicts.flatMap(\.findings).contains { $0.code == .pushNotJSON })
    let first = verdicts[0].findings.first { $0.severity == .error }
    #expect(first?.code == .pushMalformedEnvelope)
    #expect(
      first?.message.hasPrefix(
        "the --data body holds $(gdate +%s%3N) at column 21 of the --data text, which only a shell can expand"
      )
        == true, "\(String(describing: first?.message))")
    #expect(
      verdicts[1].findings.first { $0.severity == .error }?.message.contains("holds $TS at column 21") == true
    )
    #expect(verdicts[2].outcome == .applied)
    #expect(
      verdicts[2].findings.contains {
        $0.severity == .note && $0.message.hasPrefix("`date +%s` at column 21")
      })
    // Inside single quotes the shell expands nothing: the text is sent as it is.
    #expect(!verdicts[3].findings.contains { $0.message.contains("shell") })
  }
}
