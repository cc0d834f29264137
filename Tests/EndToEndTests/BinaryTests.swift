import Foundation
import Testing

@Suite struct BinaryTests {
  @Test func binaryRuns() throws {
    let result = try IsletBinary.run([])
    #expect(result.status == 0)
  }
}
