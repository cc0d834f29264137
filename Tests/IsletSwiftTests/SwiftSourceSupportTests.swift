import IsletSwift
import Testing

@Test func swiftSyntaxIsLinkedInThisBuild() {
  #expect(SwiftSourceSupport.isAvailable)
}
