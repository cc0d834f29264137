import Foundation
import TestSupport
import Testing

/// A real APNs client library from PyPI, aioapns (HTTP/2 over TLS without ALPN, its provider
/// token made by PyJWT from a key made in the test), against `islet serve --auth-key`.
/// `.ci/run` installs it in a virtual environment and names its python in
/// `ISLET_AIOAPNS_PYTHON`; without it the test does not run.
@Suite(.enabled(if: AioapnsPython.path != nil)) struct AioapnsClientTests {
  @Test func aioapnsGetsAPNsAnswersAndTheServerItsVerdicts() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let signer = try OpenSSLSigner(directory: directory)
    let server = try ServeProcess(
      [
        ServeCommandTests.layout, "--auth-key", signer.keyPath, "--team-id", "TEAM123456", "--key-id",
        "ABC123DEFG",
      ],
      directory: directory)
    defer { server.stop() }
    let port = try #require(server.origin.split(separator: ":").last.map(String.init))
    let token = try #require(server.lastValue(after: "push-to-start token: "))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(AioapnsPython.path))
    process.arguments = [
      IsletBinary.packageRoot.appendingPathComponent("Tests/EndToEndTests/Support/aioapns_client.py").path,
      port,
      directory.file("islet/serve/certificate.pem"), signer.keyPath, token, String(ProviderTokenText.now),
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = Pipe()
    try process.run()
    let killer = DispatchWorkItem { process.terminate() }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: killer)
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    killer.cancel()
    #expect(output.split(separator: "\n") == ["200 -", "200 -", "400 BadPriority"], "\(output)")
    let served = try #require(server.waitForOutput { ServeCommandTests.verdictLines($0).count == 3 })
    let verdicts = ServeCommandTests.verdictLines(served)
    #expect(verdicts[0].hasSuffix(": applied"))
    #expect(verdicts[1].hasSuffix(": dropped: P032 wrong JSON type (typeMismatch)"))
    #expect(verdicts[2].hasSuffix(": rejected: 400 BadPriority"))
  }
}

/// The python of the virtual environment that has aioapns (`ISLET_AIOAPNS_PYTHON`), if any.
enum AioapnsPython {
  static var path: String? {
    ProcessInfo.processInfo.environment["ISLET_AIOAPNS_PYTHON"].flatMap {
      FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil
    }
  }
}
