// The libFuzzer entry point of the one fuzz executable: `ISLET_FUZZ_TARGET` (layout, push,
// text, snapshot or cli) picks the target, so one build serves all five.
#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// The target named by `ISLET_FUZZ_TARGET`, read once.
private let selectedTarget: @Sendable (UnsafeBufferPointer<UInt8>) -> Void = {
  let name = getenv("ISLET_FUZZ_TARGET").map { String(cString: $0) } ?? ""
  switch name {
  case "layout": return LayoutFrontEndTarget.run
  case "push": return PushStreamTarget.run
  case "text": return TextWidthTarget.run
  case "snapshot": return SnapshotFileTarget.run
  case "cli": return CommandLineTarget.run
  default: fatalError("set ISLET_FUZZ_TARGET to layout, push, text, snapshot or cli (got '\(name)')")
  }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  selectedTarget(UnsafeBufferPointer(start: data, count: size))
  return 0
}
