import IsletCanvas
import IsletModel

/// `islet-bench text [ITERATIONS]`: nanoseconds per call of the text hot paths (median of 9 runs).
func runTextBenchmark(_ arguments: [String]) throws {
  let iterations = arguments.first.flatMap(Int.init) ?? 100_000
  let ascii = "Order #1234 - Picked up by Alex"
  let mixed = "山田 is 3 stops away 🚲 — 🇯🇵 ⬇️ e\u{301}"
  let frame = String(repeating: "─", count: 40)
  let frameClusters = Array(frame)
  var sink = 0
  let cases: [(String, () -> Void)] = [
    ("baseline: count clusters of the mixed string", { sink &+= mixed.count }),
    ("width ascii (31 cells)", { sink &+= DisplayWidth.of(ascii) }),
    ("width mixed (36 clusters)", { sink &+= DisplayWidth.of(mixed) }),
    ("width box drawing string (40)", { sink &+= DisplayWidth.of(frame) }),
    (
      "width box drawing, 40 Characters",
      { for cluster in frameClusters { sink &+= DisplayWidth.of(cluster) } }
    ),
    ("fit ascii, fits", { sink &+= Truncation.fit(ascii, into: 40).width }),
    ("fit ascii, middle cut", { sink &+= Truncation.fit(ascii, into: 12, mode: .middle).width }),
    ("sanitize ascii", { sink &+= TerminalSafe.sanitizeForLayout(ascii).utf8.count }),
    ("sanitize mixed", { sink &+= TerminalSafe.sanitizeForLayout(mixed).utf8.count }),
    (
      "grid write 40 columns",
      {
        var grid = Grid(width: 40, height: 1)
        sink &+= grid.write(ascii, x: 0, y: 0)
      }
    ),
  ]
  let clock = ContinuousClock()
  for (name, body) in cases {
    var runs: [Double] = []
    for _ in 0..<9 {
      let elapsed = clock.measure { for _ in 0..<iterations { body() } }
      let nanoseconds =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      runs.append(nanoseconds / Double(iterations))
    }
    let median = runs.sorted()[runs.count / 2]
    print("\(name): \(Int(median.rounded())) ns")
  }
  if sink == 42 { print("") }
}
