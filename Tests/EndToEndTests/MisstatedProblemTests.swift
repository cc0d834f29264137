import Foundation
import TestSupport
import Testing

/// Issue 17.17: messages say what is wrong, not something near it.
@Suite struct MisstatedProblemTests {
  /// `CommandLine.arguments` repaired the name to U+FFFD, so an existing file was "no such file".
  @Test func aFileNameThatIsNotUTF8IsNamedAsSuch() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // Process takes arguments as Strings, so the shell makes and passes the raw bytes.
    let script = #"cp "$1" "$(printf 'bad\377.islet')" && exec "$0" check "$(printf 'bad\377.islet')""#
    let existing = try IsletBinary.run(
      ["-c", script, IsletBinary.executable.path, HostileInputTests.delivery],
      directory: URL(fileURLWithPath: directory.path), shell: true)
    #expect(existing.status == 2)
    #expect(
      existing.stderr.contains("the file exists, but its name is not valid UTF-8 (byte 3)"),
      "\(existing.stderr)")
    #expect(!existing.stderr.contains("no such file"))
    HostilePayloads.expectSafe(existing.stderr, allowingSGR: false, "the error")
    let missing = try IsletBinary.run(
      ["-c", #"exec "$0" check "$(printf 'gone\376.islet')""#, IsletBinary.executable.path],
      directory: URL(fileURLWithPath: directory.path), shell: true)
    #expect(missing.status == 2)
    #expect(
      missing.stderr.contains("argument 'gone\u{FFFD}.islet' is not valid UTF-8 (byte 4)"),
      "\(missing.stderr)")
  }

  /// `--help` after `--` is a file name; as an option it still asks for help.
  @Test func helpAfterDoubleDashIsAFileName() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.copyItem(atPath: HostileInputTests.delivery, toPath: directory.file("--help"))
    let checked = try IsletBinary.run(
      ["check", "--", "--help"], directory: URL(fileURLWithPath: directory.path))
    #expect(checked.status == 0, "\(checked.stderr)")
    #expect(checked.stdout.contains("1 layout checked"))
    #expect(!checked.stdout.contains("USAGE:"))
    let help = try IsletBinary.run(
      ["check", "--bogus", "--help"], directory: URL(fileURLWithPath: directory.path))
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: islet check"))
  }

  @Test func pushesFromADirectorySaysItIsADirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let result = try IsletBinary.run(["preview", "--pushes", directory.path, HostileInputTests.delivery])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("cannot read pushes from '\(directory.path)': it is a directory"),
      "\(result.stderr)")
    let missing = try IsletBinary.run([
      "preview", "--pushes", directory.file("none"), HostileInputTests.delivery,
    ])
    #expect(missing.stderr.contains("cannot read pushes from '\(directory.file("none"))': no such file"))
  }
}
