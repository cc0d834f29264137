import Foundation
import TestSupport
import Testing

/// `islet snapshot` on snapshot trees built to attack it (issue 17 items 9–14, issue 19 items
/// 1–2): stored files carrying terminal sequences, links out of the project, link loops, FIFOs,
/// layout names that climb out of `__snapshots__`, report paths that are not regular files and
/// the leftovers of a killed run. Each runs the built binary with a bound on its time.
@Suite struct HostileSnapshotTreeTests {
  /// A temporary folder holding a project (`project/Layouts/delivery.islet`, no samples, so one
  /// `default` state) and, beside it, `outside/` standing for the rest of the machine.
  struct Tree {
    let directory: TemporaryDirectory
    var project: String { directory.file("project") }
    var outside: String { directory.file("outside") }
    /// The one snapshot the matrix below produces.
    static let snapshot = "Layouts/__snapshots__/delivery/default.iphone-16-pro.portrait.large.fresh.snap"
    static let matrix = [
      "--devices", "iphone-16-pro", "--orientations", "portrait", "--text-sizes", "large", "--staleness",
      "fresh",
    ]

    init() throws {
      directory = try TemporaryDirectory()
      try FileManager.default.createDirectory(atPath: project + "/Layouts", withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: HostileInputTests.delivery, toPath: project + "/Layouts/delivery.islet")
    }

    /// `islet snapshot` with the one-cell matrix and `arguments`, in the project, CI unset.
    func snapshot(_ arguments: [String], timeout: Double = 60) throws -> IsletBinary.Result {
      var environment = ProcessInfo.processInfo.environment
      environment["CI"] = nil
      return try IsletBinary.run(
        ["snapshot"] + Self.matrix + arguments, environment: environment,
        directory: URL(fileURLWithPath: project), timeout: timeout)
    }

    func path(_ relative: String) -> String { project + "/" + relative }

    func write(_ text: String, to path: String) throws {
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// Makes `relative` (in the project) a symbolic link to `target`.
    func link(_ relative: String, to target: String) throws {
      try? FileManager.default.removeItem(atPath: path(relative))
      try FileManager.default.createDirectory(
        atPath: (path(relative) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: target)
    }

    func isLink(_ path: String) -> Bool { Tree.type(of: path) == S_IFLNK }

    /// The file type bits (`S_IFIFO`, `S_IFCHR`…) of what is at `path`, not following a link.
    static func type(of path: String) -> mode_t? {
      var info = stat()
      return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// Every file under `folder` (links not followed) with its content, for before/after checks.
    func contents(of folder: String) -> [String: Data] {
      let names = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
      return Dictionary(
        uniqueKeysWithValues: names.map {
          ($0, FileManager.default.contents(atPath: folder + "/" + $0) ?? Data())
        })
    }

    func remove() { directory.remove() }
  }

  /// Runs `command` (an absolute executable path) and waits for it.
  @discardableResult
  private static func shell(_ command: String, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  // MARK: 17.9 — the verify diff escapes what it prints from the stored file

  static let storedSequences =
    "\u{1B}]52;c;ZXZpbA==\u{7} \u{1B}[2J \u{1B}P$qm\u{1B}\\ \u{9B}2J safe\rEVIL x\u{8}y \u{202E}evil"

  @Test(arguments: [true, false])
  func theVerifyDiffEscapesEveryStoredLine(readable: Bool) throws {
    let tree = try Tree()
    defer { tree.remove() }
    #expect(try tree.snapshot([]).status == 0)
    let stored = try String(contentsOfFile: tree.path(Tree.snapshot), encoding: .utf8)
    var lines = stored.components(separatedBy: "\n")
    let row = try #require(lines.firstIndex { $0.hasPrefix("│") })
    lines[row] = "│" + Self.storedSequences + "│"
    lines[2] = "state: default " + Self.storedSequences
    if !readable { lines.insert(Self.storedSequences, at: row) }
    try tree.write(lines.joined(separator: "\n"), to: tree.path(Tree.snapshot))
    for format in ["text", "json"] {
      let result = try tree.snapshot(["--verify", "--format", format])
      #expect(result.status == 1, "\(result.stdout)")
      HostilePayloads.expectSafe(result.stdout, allowingSGR: false, "snapshot --verify --format \(format)")
      HostilePayloads.expectSafe(result.stderr, allowingSGR: false, "snapshot --verify's errors")
      #expect(result.stdout.contains("␛]52;c;ZXZpbA=="))
      #expect(result.stdout.contains("\\u{9B}2J"))
      #expect(result.stdout.contains(readable ? "S001" : "S004"))
    }
  }

  // MARK: 17.10 — a snapshot that is a link is not followed

  @Test func aSnapshotThatIsALinkIsNeitherReadNorWrittenThrough() throws {
    let tree = try Tree()
    defer { tree.remove() }
    #expect(try tree.snapshot([]).status == 0)
    let secret = tree.outside + "/id_ed25519"
    try tree.write("SECRET-KEY-MATERIAL\n", to: secret)
    try tree.link(Tree.snapshot, to: secret)
    for mode in [["--verify"], [], ["--record"]] {
      let result = try tree.snapshot(mode)
      #expect(result.status == 2, "\(mode): \(result.stdout)")
      #expect(!(result.stdout + result.stderr).contains("SECRET"), "\(mode)")
      #expect(result.stdout.contains("default.iphone-16-pro.portrait.large.fresh.snap is a symbolic link"))
    }
    #expect(try String(contentsOfFile: secret, encoding: .utf8) == "SECRET-KEY-MATERIAL\n")
    #expect(tree.isLink(tree.path(Tree.snapshot)))
    #expect(!FileManager.default.fileExists(atPath: tree.path(Tree.snapshot + ".new")))
  }

  @Test func aSampleStateThatIsALinkIsNotRead() throws {
    let tree = try Tree()
    defer { tree.remove() }
    try tree.write(#"{"secret": "SECRET-TOKEN"}"#, to: tree.outside + "/environ.json")
    try tree.link("Samples/delivery/states/leak.json", to: tree.outside + "/environ.json")
    let result = try tree.snapshot([])
    #expect(result.status == 2)
    #expect(!(result.stdout + result.stderr).contains("SECRET"))
    #expect(result.stdout.contains("Samples/delivery/states/leak.json is a symbolic link"))
  }

  // MARK: 17.11 — a snapshot folder linked outside is never written, listed or pruned

  /// The link under `__snapshots__` and where it points, in `outside/snaps`.
  @Test(arguments: [
    ("Layouts/__snapshots__/delivery", "snaps/delivery"), ("Layouts/__snapshots__", "snaps"),
    ("Layouts/__snapshots__/other", "snaps/other"),
  ])
  func aSnapshotFolderLinkedOutsideIsNeverWrittenListedOrPruned(link: String, target: String) throws {
    let tree = try Tree()
    defer { tree.remove() }
    for folder in ["snaps/delivery", "snaps/other"] {
      try tree.write("someone else's file\n", to: "\(tree.outside)/\(folder)/old.snap")
      try tree.write("someone else's file\n", to: "\(tree.outside)/\(folder)/pending.snap.new")
    }
    try tree.link(link, to: "\(tree.outside)/\(target)")
    let before = tree.contents(of: tree.outside)
    for mode in [[], ["--prune"], ["--record", "--prune"], ["--reject"], ["--accept"]] {
      let result = try tree.snapshot(mode)
      // --accept and --reject look only in the layouts' own folders, so they never meet `other`.
      if !link.hasSuffix("other") || mode.count != 1 || mode == ["--prune"] {
        #expect(result.status == 2, "\(mode): \(result.stdout)")
        #expect(result.stdout.contains("\(link) is a symbolic link"), "\(mode): \(result.stdout)")
      }
      #expect(tree.contents(of: tree.outside) == before, "\(mode) changed the folder outside")
    }
    #expect(tree.isLink(tree.path(link)))
  }

  /// The other half of the policy: a link named on the command line is the user's choice and
  /// is followed (a PATH, `--snapshots DIR`), and the run works through it.
  @Test func linksNamedOnTheCommandLineAreFollowed() throws {
    let tree = try Tree()
    defer { tree.remove() }
    try tree.link("layouts-link", to: tree.path("Layouts"))
    try tree.link("snapshots-link", to: tree.outside)
    let result = try tree.snapshot(["layouts-link", "--snapshots", "snapshots-link"])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains("wrote snapshots-link/delivery/default.iphone-16-pro"))
    #expect(
      FileManager.default.fileExists(
        atPath: tree.outside + "/delivery/default.iphone-16-pro.portrait.large.fresh.snap"))
    #expect(try tree.snapshot(["layouts-link", "--snapshots", "snapshots-link", "--verify"]).status == 0)
  }

  // MARK: 17.12 — link loops under Layouts/ end at once

  @Test func twoLinksToTheLayoutFolderDoNotMakeDiscoveryLoop() throws {
    let tree = try Tree()
    defer { tree.remove() }
    try tree.link("Layouts/x", to: ".")
    try tree.link("Layouts/y", to: ".")
    let started = Date()
    let result = try tree.snapshot([], timeout: 30)
    #expect(!result.timedOut)
    #expect(Date().timeIntervalSince(started) < 20)
    #expect(result.status == 2)
    #expect(result.stdout.contains("Layouts/x is a symbolic link"))
    #expect(result.stdout.contains("Layouts/y is a symbolic link"))
    #expect(result.stdout.contains("snapshot: 1 checked"))
  }

  // MARK: 17.13 — --junit writes into what is there, replacing only regular files

  @Test func junitIntoAFIFOReachesItsReaderAndLeavesTheFIFO() throws {
    let tree = try Tree()
    defer { tree.remove() }
    let fifo = tree.path("report.xml")
    #expect(mkfifo(fifo, 0o600) == 0)
    // The reader is there before islet runs (a non-blocking open), and the small report fits
    // in the FIFO's buffer, so islet never waits and the test needs no second thread.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let result = try tree.snapshot(["--junit", fifo], timeout: 30)
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(reader, &buffer, buffer.count), count > 0 { received += buffer[..<count] }
    let xml = String(decoding: received, as: UTF8.self)
    #expect(!result.timedOut)
    #expect(result.status == 0, "\(result.stdout)")
    #expect(xml.contains("<testsuite name=\"delivery\""))
    #expect(Tree.type(of: fifo) == S_IFIFO)
  }

  @Test func junitIntoADeviceNodeOrThroughALinkKeepsWhatIsThere() throws {
    let tree = try Tree()
    defer { tree.remove() }
    let target = tree.outside + "/report.xml"
    try tree.write("old\n", to: target)
    try tree.link("linked.xml", to: target)
    #expect(try tree.snapshot(["--junit", tree.path("linked.xml")]).status == 0)
    #expect(tree.isLink(tree.path("linked.xml")))
    #expect(try String(contentsOfFile: target, encoding: .utf8).contains("<testsuite name=\"delivery\""))
    // A device node of our own (the null device's numbers), never the system's: needs root.
    let device = tree.path("null")
    guard try Self.shell("/usr/bin/mknod", [device, "c", "1", "3"]) == 0 else { return }
    #expect(try tree.snapshot(["--junit", device]).status == 0)
    #expect(Tree.type(of: device) == S_IFCHR)
  }

  @Test func junitDashGoesToStandardOutputAndTheReportToStandardError() throws {
    let tree = try Tree()
    defer { tree.remove() }
    let result = try tree.snapshot(["--junit", "-"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("<?xml"))
    #expect(result.stdout.contains("<testsuite name=\"delivery\""))
    #expect(result.stderr.contains("snapshot: 1 checked"))
    #expect(!FileManager.default.fileExists(atPath: tree.path("-")))
  }

  // MARK: 17.14 — the leftovers of a killed write are reported and pruned

  @Test func temporaryFilesOfAKilledRunAreReportedAndPruned() throws {
    let tree = try Tree()
    defer { tree.remove() }
    #expect(try tree.snapshot([]).status == 0)
    let folder = tree.path("Layouts/__snapshots__/delivery")
    // What a run killed between write and rename leaves: islet's own temporary file, and
    // Foundation's from earlier versions.
    let leftovers = [
      ".default.iphone-16-pro.portrait.large.fresh.snap.islet-tmp-1x2y3z", ".dat.nosync27F5.vfwbPE",
    ]
    for name in leftovers { try tree.write("half a snap", to: folder + "/" + name) }
    let reported = try tree.snapshot([])
    #expect(reported.status == 0)
    for name in leftovers {
      #expect(reported.stdout.contains("obsolete snapshot Layouts/__snapshots__/delivery/\(name)"))
    }
    let pruned = try tree.snapshot(["--prune"])
    #expect(pruned.stdout.contains("1 checked, 1 passed, 0 failed, 0 new, 2 pruned"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "default.iphone-16-pro.portrait.large.fresh.snap"
      ])
  }

  // MARK: 19.1 — no layout name leaves __snapshots__

  @Test(arguments: ["...islet", "..islet", ".islet"])
  func aLayoutNamedDotsIsRefusedAndWritesNothing(name: String) throws {
    let tree = try Tree()
    defer { tree.remove() }
    try FileManager.default.moveItem(
      atPath: tree.path("Layouts/delivery.islet"), toPath: tree.path("Layouts/" + name))
    let result = try tree.snapshot(["Layouts/" + name])
    #expect(result.status == 2)
    #expect(result.stdout.contains("cannot be empty, `.` or `..`; rename the file"), "\(result.stdout)")
    let written = (try? FileManager.default.subpathsOfDirectory(atPath: tree.directory.path)) ?? []
    #expect(!written.contains { $0.hasSuffix(".snap") }, "\(written)")
  }

  // MARK: 19.2 — a FIFO named *.islet does not block discovery

  @Test func aFIFONamedLikeALayoutIsSkippedAndReported() throws {
    let tree = try Tree()
    defer { tree.remove() }
    #expect(mkfifo(tree.path("Layouts/pipe.islet"), 0o600) == 0)
    let result = try tree.snapshot([], timeout: 30)
    #expect(!result.timedOut)
    #expect(result.status == 2)
    #expect(result.stdout.contains("Layouts/pipe.islet is a FIFO, not a regular file, so it is skipped"))
    #expect(result.stdout.contains("snapshot: 1 checked"))
    // A FIFO where a sample state or the snapshot belongs is refused the same way, unopened.
    try FileManager.default.removeItem(atPath: tree.path("Layouts/pipe.islet"))
    try FileManager.default.createDirectory(
      atPath: tree.path("Samples/delivery/states"), withIntermediateDirectories: true)
    #expect(mkfifo(tree.path("Samples/delivery/states/pipe.json"), 0o600) == 0)
    let state = try tree.snapshot([], timeout: 30)
    #expect(!state.timedOut && state.status == 2)
    #expect(state.stdout.contains("Samples/delivery/states/pipe.json is a FIFO; expected a regular file"))
    try FileManager.default.removeItem(atPath: tree.path("Samples"))
    try FileManager.default.removeItem(atPath: tree.path(Tree.snapshot))
    #expect(mkfifo(tree.path(Tree.snapshot), 0o600) == 0)
    let snapshot = try tree.snapshot(["--verify"], timeout: 30)
    #expect(!snapshot.timedOut && snapshot.status == 2)
    #expect(snapshot.stdout.contains("fresh.snap is a FIFO; expected a regular file"))
  }
}
